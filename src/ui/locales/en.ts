import type { AuthenticatorTransportValue, LoginKitErrorCode, OauthIntent, OauthProvider, PasskeySupport } from '../../core/index';

type PasskeyMode = 'login' | 'signup';
type UnsupportedReason = Extract<PasskeySupport, { status: 'unsupported' }>['reason'];

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
  /** The description when passkeys are offered too. */
  descriptionWithPasskey: string;
  /** The description when social login is offered: the providers' names, and which other methods are. */
  descriptionWithSocial(providerNames: readonly string[], others: { code: boolean; passkey: boolean }): string;
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
  back: string;
  cancel: string;

  // passkeys in the modal
  passkeyDivider: string;
  passkeyLogin: string;
  passkeySignup: string;
  passkeyUnsupportedHeading: string;
  passkeyUnsupportedReason(reason: UnsupportedReason): string;
  passkeyNamingHeading: string;
  passkeyNamingText: string;
  passkeyUserNameLabel: string;
  passkeyUserNameHint: string;
  passkeyUserNameInvalid: string;
  passkeyCreate: string;
  passkeyPromptingHeading: string;
  passkeyPromptingText(mode: PasskeyMode): string;
  passkeyCompleting(mode: PasskeyMode): string;
  passkeyCancelledHeading: string;
  passkeyCancelledText: string;
  passkeyOtherMethod: string;
  passkeyFailedHeading(mode: PasskeyMode): string;
  /** Passkey-specific messages for some codes (the rest use `errors`). */
  passkeyErrors: Partial<Record<LoginKitErrorCode, string>>;
  successPasskeyNewUser: string;
  successPasskeyReturningUser: string;

  // social login (OAuth) in the modal
  /** Each provider's name, as shown in buttons and messages. */
  oauthProviderName: Record<OauthProvider, string>;
  /** The provider button's text (its accessible name), e.g. "Continue with Google". */
  socialLogin(providerName: string): string;
  socialDivider: string;
  /** The group of provider buttons, for screen readers. */
  socialGroupLabel: string;
  oauthAuthorizingHeading(providerName: string): string;
  oauthAuthorizingText(providerName: string, intent: OauthIntent): string;
  oauthPopupBlockedHint: string;
  oauthContinueInTab: string;
  oauthRedirecting(providerName: string): string;
  oauthCompleting(providerName: string, intent: OauthIntent): string;
  oauthFailedHeading(providerName: string, intent: OauthIntent): string;
  /** The provider's own explanation of an `oauth_provider_error`, quoted. */
  oauthProviderSaid(providerName: string, description: string): string;
  successOauthNewUser(providerName: string): string;
  successOauthReturningUser: string;
  oauthLinkedHeading: string;
  oauthLinked(providerName: string): string;

  // passkey manager
  passkeysHeading: string;
  passkeysDescription: string;
  passkeysLoading: string;
  passkeysSignedOut: string;
  passkeysEmpty: string;
  passkeysLoadFailed: string;
  passkeyUnnamed: string;
  passkeyAddedOn(date: string): string;
  /** How a passkey connects, as words for `passkeyWorksWith`. */
  passkeyTransport: Record<AuthenticatorTransportValue, string>;
  passkeyWorksWith(transports: string): string;
  passkeyAdd: string;
  passkeyAdding: string;
  passkeyAdded(name: string): string;
  passkeyAddCancelled: string;
  passkeyAddFailed: string;
  passkeyDelete: string;
  passkeyConfirmDelete(name: string): string;
  passkeyConfirmDeleteText: string;
  passkeyConfirmDeleteButton: string;
  passkeyDeleting: string;
  passkeyDeleted(name: string): string;
  passkeyDeleteFailed(name: string): string;

  /** A message for each error code, shown to the user. */
  errors: Record<LoginKitErrorCode, string>;
}

export const en: Strings = {
  trigger: 'Log in',
  title: (appName) => (appName ? `Log in to ${appName}` : 'Log in or sign up'),
  description: 'Log in or create an account with a one-time code.',
  descriptionWithPasskey: 'Log in or create an account with a one-time code or a passkey.',
  descriptionWithSocial: (providerNames, { code, passkey }) => {
    const ways = [code ? 'a one-time code' : undefined, passkey ? 'a passkey' : undefined, `your ${listWithOr(providerNames)} account`];
    return `Log in or create an account with ${listWithOr(ways.filter((way) => way !== undefined), ',')}.`;
  },
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
  back: 'Back',
  cancel: 'Cancel',

  passkeyDivider: 'or',
  passkeyLogin: 'Continue with a passkey',
  passkeySignup: 'Create an account with a passkey',
  passkeyUnsupportedHeading: 'This browser can’t use passkeys here',
  passkeyUnsupportedReason: (reason) =>
    reason === 'insecure-context'
      ? 'Passkeys only work on a secure (https) page. Use a one-time code instead.'
      : 'It does not support passkeys. Use a one-time code instead, or try an up-to-date browser.',
  passkeyNamingHeading: 'Create an account with a passkey',
  passkeyNamingText: 'Your device saves a passkey for this site. You log in with your fingerprint, face or screen lock: no password, no code.',
  passkeyUserNameLabel: 'Account name',
  passkeyUserNameHint: 'Optional. Shown with the passkey on your device; leave it empty to use a default name.',
  passkeyUserNameInvalid: 'This name cannot be used. Choose a shorter one, or leave it empty.',
  passkeyCreate: 'Create passkey',
  passkeyPromptingHeading: 'Waiting for your passkey…',
  passkeyPromptingText: (mode) =>
    mode === 'signup' ? 'Follow your browser’s prompt to create the passkey.' : 'Choose your passkey in your browser’s prompt to log in.',
  passkeyCompleting: (mode) => (mode === 'signup' ? 'Creating your account…' : 'Logging you in…'),
  passkeyCancelledHeading: 'You closed the passkey prompt',
  passkeyCancelledText: 'Try again, or use another way to log in.',
  passkeyOtherMethod: 'Use another method',
  passkeyFailedHeading: (mode) => (mode === 'signup' ? 'Your passkey was not created' : 'Passkey login didn’t work'),
  passkeyErrors: {
    unauthenticated: 'That passkey is not registered for this app (it may have been deleted). Try another passkey or another way to log in.',
    not_found: 'That passkey is not registered for this app (it may have been deleted). Try another passkey or another way to log in.',
    signature_invalid: 'That passkey could not be verified. Try again, or use another way to log in.',
  },
  successPasskeyNewUser: 'Your account with this passkey is ready.',
  successPasskeyReturningUser: 'Welcome back.',

  oauthProviderName: { google: 'Google', apple: 'Apple', x: 'X', discord: 'Discord' },
  socialLogin: (providerName) => `Continue with ${providerName}`,
  socialDivider: 'or',
  socialGroupLabel: 'Log in with another account',
  oauthAuthorizingHeading: (providerName) => `Waiting for ${providerName}…`,
  oauthAuthorizingText: (providerName, intent) =>
    intent === 'link' ? `Finish linking ${providerName} in the window that opened.` : `Finish logging in with ${providerName} in the window that opened.`,
  oauthPopupBlockedHint: 'Popup blocked?',
  oauthContinueInTab: 'Continue in this tab',
  oauthRedirecting: (providerName) => `Taking you to ${providerName}…`,
  oauthCompleting: (providerName, intent) => (intent === 'link' ? `Linking ${providerName}…` : `Logging you in with ${providerName}…`),
  oauthFailedHeading: (providerName, intent) => (intent === 'link' ? `${providerName} was not linked` : `Logging in with ${providerName} didn’t work`),
  oauthProviderSaid: (providerName, description) => `${providerName} said: “${description}”`,
  successOauthNewUser: (providerName) => `Your account with ${providerName} is ready.`,
  successOauthReturningUser: 'Welcome back.',
  oauthLinkedHeading: 'Account linked',
  oauthLinked: (providerName) => `${providerName} is now linked to your account.`,

  passkeysHeading: 'Passkeys',
  passkeysDescription: 'Log in with your fingerprint, face or screen lock instead of a code.',
  passkeysLoading: 'Loading your passkeys…',
  passkeysSignedOut: 'Log in to manage your passkeys.',
  passkeysEmpty: 'You have no passkeys yet.',
  passkeysLoadFailed: 'We could not load your passkeys.',
  passkeyUnnamed: 'Unnamed passkey',
  passkeyAddedOn: (date) => `Added ${date}`,
  passkeyTransport: {
    AUTHENTICATOR_TRANSPORT_INTERNAL: 'this device',
    AUTHENTICATOR_TRANSPORT_HYBRID: 'a phone or tablet',
    AUTHENTICATOR_TRANSPORT_USB: 'a USB security key',
    AUTHENTICATOR_TRANSPORT_NFC: 'NFC',
    AUTHENTICATOR_TRANSPORT_BLE: 'Bluetooth',
  },
  passkeyWorksWith: (transports) => `Works with ${transports}`,
  passkeyAdd: 'Add a passkey',
  passkeyAdding: 'Adding a passkey…',
  passkeyAdded: (name) => `Added the passkey “${name}”.`,
  passkeyAddCancelled: 'You closed the passkey prompt; no passkey was added.',
  passkeyAddFailed: 'The passkey was not added.',
  passkeyDelete: 'Delete',
  passkeyConfirmDelete: (name) => `Delete “${name}”?`,
  passkeyConfirmDeleteText: 'You will no longer be able to log in with it.',
  passkeyConfirmDeleteButton: 'Yes, delete',
  passkeyDeleting: 'Deleting…',
  passkeyDeleted: (name) => `Deleted the passkey “${name}”.`,
  passkeyDeleteFailed: (name) => `The passkey “${name}” was not deleted.`,

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
    passkey_unsupported: 'This browser can’t use passkeys here. Use another way to log in.',
    popup_blocked: 'The login window was blocked. Allow pop-ups and try again.',
    popup_closed: 'The login window was closed before you finished. Try again.',
    oauth_state_mismatch: 'The login could not be verified. Start over.',
    oauth_nonce_mismatch: 'The login could not be verified. Start over.',
    oauth_provider_error: 'The login provider reported a problem. Try again, or use another way to log in.',
    bundle_invalid: 'The login service sent a response we could not verify. Start over.',
    signature_invalid: 'The login service sent a response we could not verify. Start over.',
    token_expired: 'Your verification expired. Send a new code.',
    permission_denied: 'This is not allowed for your account (a policy, an IP allowlist or your session’s scope refused it).',
    failed_precondition: 'This can’t be done yet: something else has to happen first.',
    already_exists: 'That already exists.',
    activity_failed: 'The request could not be completed. Try again.',
    consensus_needed: 'This change needs approval from another member of your organization.',
    activity_rejected: 'The request was rejected.',
    session_expired: 'Your session has expired. Log in again.',
    storage_unavailable: 'This browser cannot store your login. Check its privacy settings.',
    method_disabled: 'This login method is not enabled for this app.',
    invalid_input: 'Check what you entered and try again.',
    unknown: 'Something went wrong. Try again.',
  },
};

/** `base` with `overrides` on top (error messages, transport and provider names are merged one by one). */
export function mergeStrings(base: Strings, overrides: Partial<Strings> | undefined): Strings {
  if (overrides === undefined) return base;
  return {
    ...base,
    ...overrides,
    errors: { ...base.errors, ...overrides.errors },
    passkeyErrors: { ...base.passkeyErrors, ...overrides.passkeyErrors },
    passkeyTransport: { ...base.passkeyTransport, ...overrides.passkeyTransport },
    oauthProviderName: { ...base.oauthProviderName, ...overrides.oauthProviderName },
  };
}

/** "A", "A or B", "A, B or C" (`comma` before the "or" of three or more: "A, B, or C"). */
function listWithOr(items: readonly string[], comma = ''): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${items.length > 2 ? comma : ''} or ${items.at(-1)}`;
}
