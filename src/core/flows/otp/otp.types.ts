import type { LoginKitError } from '../../errors';
import type { Session } from '../../session/session-types';

export type OtpChannel = 'email' | 'sms';

export interface ContactFields {
  channel: OtpChannel;
  /** What the user typed, kept through every state so nothing is lost. */
  contact: string;
}

export interface CodeFields extends ContactFields {
  otpId: string;
  otpEncryptionTargetBundle: string;
  /** What the user typed in the code field. */
  code: string;
  /** Epoch ms before which resend is refused. */
  resendAvailableAt: number;
}

/** The code fields a state may carry over from an earlier step. */
export type EarlierCode = Pick<CodeFields, 'otpId' | 'otpEncryptionTargetBundle' | 'code' | 'resendAvailableAt'>;

/**
 * Every state of the email/SMS one-time-code login. Error states keep what the user typed
 * and say which actions lead on.
 */
export type OtpState =
  /** Typing an email address or phone number. `error` is set after a refused submit. */
  | ({ status: 'enteringContact'; error?: LoginKitError } & ContactFields)
  /** Asking the relay to send a code; on a resend the earlier code's fields are kept until the new one arrives. */
  | ({ status: 'sendingCode' } & ContactFields & Partial<EarlierCode>)
  /** The relay sent a code; the user types it. */
  | ({ status: 'enteringCode' } & CodeFields)
  | ({ status: 'verifying' } & CodeFields)
  /** The code was wrong: retype it (or resend). */
  | ({ status: 'codeInvalid'; error: LoginKitError } & CodeFields)
  /** The code expired: resend or start over. */
  | ({ status: 'codeExpired'; error: LoginKitError } & CodeFields)
  /** Too many wrong codes: resend a new code or start over. */
  | ({ status: 'attemptsExceeded'; error: LoginKitError } & CodeFields)
  /** Rate limited (HTTP 429): retry after `retryAt`. `previous` says which step was refused. */
  | ({ status: 'rateLimited'; error: LoginKitError; retryAt: number; previous: 'sendingCode' | 'verifying' } & ContactFields &
      Partial<EarlierCode>)
  /** Any other failure (network, relay, verification): retry repeats the failed step. */
  | ({ status: 'failed'; error: LoginKitError; previous: 'sendingCode' | 'verifying' } & ContactFields & Partial<EarlierCode>)
  /**
   * Logged in. `contact` is the session's own (`session.contact`: the address or number the
   * service verified), never what was typed; `''` when the session names none.
   */
  | { status: 'success'; channel: OtpChannel; contact: string; session: Session; isNewUser: boolean };

export type OtpStatus = OtpState['status'];

export type OtpEvent =
  // user actions
  | { type: 'setChannel'; channel: OtpChannel }
  | { type: 'setContact'; contact: string }
  | { type: 'submitContact' }
  | { type: 'setCode'; code: string }
  | { type: 'submitCode' }
  | { type: 'resend'; now: number }
  | { type: 'retry'; now: number }
  | { type: 'changeContact' }
  | { type: 'reset' }
  /**
   * Stops waiting on the relay: a first send goes back to the contact, a resend back to the code
   * screen (its earlier code kept), a check back to the typed code. No error is shown; the
   * effect's requests are aborted as the state is left.
   */
  | { type: 'cancel' }
  // effect results
  | { type: 'codeSent'; otpId: string; otpEncryptionTargetBundle: string; resendAvailableAt: number }
  | { type: 'sendFailed'; error: LoginKitError; now: number }
  | { type: 'loggedIn'; session: Session; isNewUser: boolean }
  | { type: 'verifyFailed'; error: LoginKitError; now: number };

/** Rules the machine applies; they come from wallet_kit_config merged with local options. */
export interface OtpRules {
  channels: readonly OtpChannel[];
  otpLength: number;
  otpAlphanumeric: boolean;
  /** Milliseconds between sends. */
  resendCooldownMs: number;
}
