import type { OauthProvider } from '../flows/oauth/oauth.types';
import type { OtpChannel } from '../flows/otp/otp.types';
import type { LoginMethodGroup } from './login-methods';

/**
 * What the modal and flows act on: wallet_kit_config from the relay merged with local
 * options (server wins for OTP length/alphabet and session length).
 */
export interface KitConfig {
  organizationId: string;
  /** OTP channels offered, in display order. */
  otpChannels: OtpChannel[];
  otpLength: number;
  otpAlphanumeric: boolean;
  sessionExpirationSeconds: number;
  appName?: string;
  /** Only `https:` or `data:image/…` URLs survive validation. */
  logoUrl?: string;
  showPasskey: boolean;
  showWallet: boolean;
  /**
   * The login methods the modal shows, in display order: the server's order of `enabledProviders`,
   * narrowed and reordered by the local `methods` option. Absent (a hand-made config): code, social, passkey.
   */
  methodOrder?: LoginMethodGroup[];
  /** Social login providers offered, in the server's order (or the local `oauthProviders` order): enabled and with a client id (absent: none). */
  oauthProviders?: OauthProvider[];
  /** OAuth client id per provider, from wallet_kit_config. */
  oauthClientIds?: Partial<Record<OauthProvider, string>>;
  /** The redirect URI registered with the providers (default: the current page). */
  oauthRedirectUrl?: string;
  /**
   * The organization's captcha site key (`turnstileSiteKey` of wallet_kit_client_params, protocol.md
   * section 15): the relay may want a token on the requests that send codes and create accounts.
   * Absent: no captcha (none published, the answer failed, or the kit's `captcha` option is `false`).
   */
  captchaSiteKey?: string;
}
