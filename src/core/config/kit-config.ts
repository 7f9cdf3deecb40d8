import type { OtpChannel } from '../flows/otp/otp.types';

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
}
