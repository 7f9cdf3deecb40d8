import type { LoginKitErrorCode } from '../../core/index';

/**
 * Every user-facing string of the modal. Translate by passing a `Partial<Strings>` as the
 * modal's `locale` (missing entries fall back to English); `errors` needs a message for every
 * LoginKitErrorCode, so a new code fails the typecheck until each locale has one.
 */
export interface Strings {
  /** The default trigger button. */
  trigger: string;
  /** Dialog title; names the app when the relay configuration has one. */
  title(appName?: string): string;
  /** Dialog description for screen readers. */
  description: string;
  /** Alt text of the app's logo. */
  logoAlt(appName?: string): string;
  close: string;

  loadingConfig: string;
  configFailed: string;

  // contact entry
  channelLegend: string;
  channelEmail: string;
  channelSms: string;
  emailLabel: string;
  emailPlaceholder: string;
  phoneLabel: string;
  phonePlaceholder: string;
  phoneHint: string;
  emailInvalid: string;
  phoneInvalid: string;
  continue: string;
  sendingCode: string;

  // code entry
  codeHeading(channel: 'email' | 'sms'): string;
  codeSentTo(contact: string): string;
  changeContact: string;
  changeContactLabel(contact: string): string;
  codeLabel(length: number, alphanumeric: boolean): string;
  verify: string;
  verifying: string;
  resend: string;
  resendIn(seconds: number): string;
  retry: string;
  retryIn(seconds: number): string;
  startOver: string;

  // outcomes
  successHeading: string;
  successNewUser(contact: string): string;
  successReturningUser(contact: string): string;
  done: string;
  failedHeading: string;

  /** A message for each error code, shown to the user. */
  errors: Record<LoginKitErrorCode, string>;
}

export const en: Strings = {
  trigger: 'Log in',
  title: (appName) => (appName ? `Log in to ${appName}` : 'Log in or sign up'),
  description: 'Log in or create an account with a one-time code.',
  logoAlt: (appName) => (appName ? `${appName} logo` : 'App logo'),
  close: 'Close',

  loadingConfig: 'Loading…',
  configFailed: 'We could not load the login options.',

  channelLegend: 'Get a code by',
  channelEmail: 'Email',
  channelSms: 'Phone',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  phoneLabel: 'Phone number',
  phonePlaceholder: '+1 415 555 0123',
  phoneHint: 'Include your country code, for example +44 or +1.',
  emailInvalid: 'Enter a valid email address, like you@example.com.',
  phoneInvalid: 'Enter your phone number with its country code, like +1 415 555 0123.',
  continue: 'Continue',
  sendingCode: 'Sending code…',

  codeHeading: (channel) => (channel === 'email' ? 'Check your email' : 'Check your phone'),
  codeSentTo: (contact) => `We sent a code to ${contact}.`,
  changeContact: 'Change',
  changeContactLabel: (contact) => `Change ${contact}`,
  codeLabel: (length, alphanumeric) => (alphanumeric ? `${length}-character code` : `${length}-digit code`),
  verify: 'Verify',
  verifying: 'Verifying…',
  resend: 'Resend code',
  resendIn: (seconds) => `Resend code in ${seconds}s`,
  retry: 'Try again',
  retryIn: (seconds) => `Try again in ${seconds}s`,
  startOver: 'Start over',

  successHeading: 'You are logged in',
  successNewUser: (contact) => `Your account for ${contact} is ready.`,
  successReturningUser: (contact) => `Welcome back, ${contact}.`,
  done: 'Done',
  failedHeading: 'Something went wrong',

  errors: {
    network: 'We could not reach the login service. Check your connection and try again.',
    timeout: 'The login service took too long to answer. Try again.',
    relay_rejected: 'The login service refused the request. Try again.',
    origin_not_allowed: 'This site is not allowed to use this login service.',
    unauthenticated: 'Your login could not be confirmed. Start over.',
    not_found: 'We could not find that login request. Start over.',
    rate_limited: 'Too many attempts. Wait a moment and try again.',
    unavailable: 'The login service is unavailable right now. Try again shortly.',
    otp_invalid: 'That code is not right. Check it and try again.',
    otp_expired: 'That code has expired. Send a new one.',
    otp_attempts_exceeded: 'Too many wrong codes. Send a new code or start over.',
    passkey_cancelled: 'The passkey request was cancelled.',
    popup_blocked: 'The login window was blocked. Allow pop-ups and try again.',
    oauth_state_mismatch: 'The login could not be verified. Start over.',
    bundle_invalid: 'The login service sent a response we could not verify. Start over.',
    signature_invalid: 'The login service sent a response we could not verify. Start over.',
    token_expired: 'Your verification expired. Send a new code.',
    session_expired: 'Your session has expired. Log in again.',
    storage_unavailable: 'This browser cannot store your login. Check its privacy settings.',
    method_disabled: 'This login method is not enabled for this app.',
    invalid_input: 'Check what you entered and try again.',
    unknown: 'Something went wrong. Try again.',
  },
};

/** `base` with `overrides` on top (error messages are merged one by one). */
export function mergeStrings(base: Strings, overrides: Partial<Strings> | undefined): Strings {
  if (overrides === undefined) return base;
  return { ...base, ...overrides, errors: { ...base.errors, ...overrides.errors } };
}
