/**
 * Confirming a new email address or phone number of the logged-in user before `update_user`
 * changes it: a one-time code goes to the NEW contact through the relay (otp_init_v2, as in a
 * login), and the typed code is encrypted to the enclave's target key and verified
 * (otp_verify_v2) bound to the session's key. The verification token is checked against the
 * pinned TLS-fetcher key, the session's key and the contact before it counts. It loads with
 * `kit.account()`; the HPKE and curve code with the login's OTP crypto chunk, on the first verify.
 */
import { LoginKitError, invalidInput } from '../errors';
import { normalizeContact } from '../flows/otp/otp-contact';
import { relayAnswer } from '../flows/relay-answer';
import { checkVerificationTokenBinding } from '../flows/token-binding';
import type { TrustedKeys } from '../login-kit';
import type { Session } from '../session/session-types';
import type { RelayCallOptions, RelayClient } from '../transport/relay-client';
import { isRecord, requireOneOf, requireString } from '../transport/validate';
import type { AccountApi, AccountCallOptions, ContactCode } from './account-types';

export interface ContactVerificationDeps {
  relay: RelayClient;
  /** The logged-in session (undefined when signed out or expired). */
  currentSession: () => Session | undefined;
  trustedKeys: Pick<TrustedKeys, 'tlsFetcher'>;
  now: () => number;
}

type ContactVerification = Pick<AccountApi, 'sendContactCode' | 'verifyContactCode'>;

const channels = ['email', 'sms'] as const;
const otpCrypto = () => import('../flows/otp/otp.crypto');

const callOptions = (options: AccountCallOptions | undefined): RelayCallOptions => (options?.signal === undefined ? {} : { signal: options.signal });

export function createContactVerification(deps: ContactVerificationDeps): ContactVerification {
  const signedIn = (): Session => {
    const session = deps.currentSession();
    if (session === undefined || session.expiresAt <= deps.now()) throw new LoginKitError('session_expired', 'Log in first: a new contact is confirmed for the logged-in user');
    return session;
  };

  return {
    async sendContactCode(input, options) {
      if (!isRecord(input)) throw invalidInput('input', 'must be an object');
      const channel = requireOneOf(input.channel, channels, 'channel');
      const normalized = normalizeContact(channel, typeof input.contact === 'string' ? input.contact : '');
      if ('error' in normalized) throw normalized.error;
      signedIn();
      const sent = await deps.relay.otpInit({ otpType: channel === 'email' ? 'OTP_TYPE_EMAIL' : 'OTP_TYPE_SMS', contact: normalized.contact }, callOptions(options));
      return { channel, contact: normalized.contact, ...sent };
    },

    async verifyContactCode(input, options) {
      if (!isRecord(input) || !isRecord(input.sent)) throw invalidInput('sent', 'must be what sendContactCode answered');
      const sent = input.sent as unknown as ContactCode;
      const channel = requireOneOf(sent.channel, channels, 'sent.channel');
      requireString(sent.contact, 'sent.contact');
      requireString(sent.otpId, 'sent.otpId');
      requireString(sent.otpEncryptionTargetBundle, 'sent.otpEncryptionTargetBundle');
      const code = requireString(input.code, 'code').trim();
      const session = signedIn();
      const { encryptOtpCode, verifyVerificationToken } = await otpCrypto();
      const encryptedOtpBundle = await relayAnswer(() =>
        encryptOtpCode({
          otpEncryptionTargetBundle: sent.otpEncryptionTargetBundle,
          otpCode: code,
          publicKey: session.publicKey,
          tlsFetcherKey: deps.trustedKeys.tlsFetcher,
        }),
      );
      const { verificationToken } = await deps.relay.otpVerify({ otpId: sent.otpId, encryptedOtpBundle }, callOptions(options));
      const claims = await relayAnswer(() => verifyVerificationToken(verificationToken, deps.trustedKeys.tlsFetcher, deps.now()));
      // The new contact, on its channel, bound to the session's key: not a token the relay got for another.
      checkVerificationTokenBinding(claims, { channel, contact: sent.contact, publicKey: session.publicKey });
      return { channel, contact: claims.contact, verificationToken };
    },
  };
}
