import type { AuthenticatorTransportValue, LoginKitErrorCode, LoginMethod, OauthIntent, OauthProvider, PasskeySupport } from '../../core/index';
import { enErrors } from './en-errors';
import { formatNumber, formatSeconds } from './intl-format';

type PasskeyMode = 'login' | 'signup';
type UnsupportedReason = Extract<PasskeySupport, { status: 'unsupported' }>['reason'];

/**
 * Every user-facing string of the modal. Each locale pack (`es`, `de`, `fr`, `ja`, `pt-BR`, `ar`,
 * loaded on demand) is a complete `Strings`, so a new key fails the typecheck until every pack
 * has it; `errors` needs a message for every LoginKitErrorCode the same way. Replace single
 * entries with the components' `strings` prop (a `Partial<Strings>` merged over the pack).
 * Functions taking counts or seconds format them with `Intl` in the pack's own language
 * (see `intl-format.ts`).
 */
export interface Strings {
  /**
   * The BCP 47 tag of the table's language: the root's `lang`, and the locale its numbers, dates
   * and lists are formatted in (`new Intl.DateTimeFormat(strings.lang)`).
   */
  lang: string;
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
  /** Under a wait on the service that has run a few seconds (the modal's loading, a login completing, an account change): Cancel or Try again follows. */
  slowWait: string;
  configFailed: string;
  /** Why the configuration did not load when the relay does not know the configuration id (CONFIG_ID_INVALID). */
  configIdInvalid: string;
  /** Under a refusal of the site itself (origin not allowed, configuration id unknown): who can fix it. */
  configOwnerHint: string;

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
  /** The phone number's country picker (its label, for screen readers) and each of its choices. */
  phoneCountryLabel: string;
  phoneCountryOption(countryName: string, callingCode: string): string;
  /** The hint under the phone number when a country is picked. */
  phoneNumberHint: string;
  /** Marks the option the user logged in with last time on this browser. */
  lastUsed: string;
  continue: string;
  sendingCode: string;

  // code entry
  codeHeading(channel: 'email' | 'sms'): string;
  codeSentTo(contact: string): string;
  changeContact: string;
  changeContactLabel(contact: string): string;
  /** The code field's label: how many digits (or letters and digits) the code has. */
  codeLabel(length: number, alphanumeric: boolean): string;
  verify: string;
  verifying: string;
  resend: string;
  /** The resend button during its countdown (whole seconds, above zero). */
  resendIn(seconds: number): string;
  retry: string;
  /** The retry button while rate limited (whole seconds, above zero). */
  retryIn(seconds: number): string;
  startOver: string;
  /** Announced (politely) when the resend countdown ends, and when a rate limit's countdown ends. */
  resendAvailable: string;
  retryAvailable: string;
  /** The retry button while rate limited for more than an hour: the local time (`Intl.DateTimeFormat`, `timeStyle: 'short'`) it can be used again. */
  retryAtTime(time: string): string;
  /** The same beyond about 20 hours: the date and time (`dateStyle: 'medium'`, `timeStyle: 'short'`). */
  retryAtDate(dateTime: string): string;

  // outcomes
  successHeading: string;
  successNewUser(contact: string): string;
  successReturningUser(contact: string): string;
  /** A new account, when the session names no email address, phone number or wallet. */
  successAccountReady: string;
  /** A returning user, when the session names none. */
  successWelcomeBack: string;
  done: string;
  failedHeading: string;
  /** Under a failed first send: the contact is kept, retry sends again. */
  failedSending(contact: string): string;
  /** Under a failed check of a typed code: the code is kept, retry checks it again. */
  failedVerifying(contact: string): string;
  /** A screen that failed to render (the modal and the account panel keep working): the error's code, `unknown` when it has none. */
  crashed(code: string): string;
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
  /** The success screen's mark when the new account's app proofs and boot proof verified. */
  appProofsVerified: string;
  oauthLinkedHeading: string;
  oauthLinked(providerName: string): string;

  // external wallets in the modal (Ethereum, Solana)
  /** Appended to the dialog's description when wallets are offered. */
  descriptionWallet: string;
  successWalletNewUser(walletName: string): string;

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

  // account panel (AccountPanel and its sections, on the host page for signed-in users)
  accountHeading: string;
  accountSignedOut: string;
  /** A change that waits for (or was refused by) the organization's approval. */
  accountChangePending: string;
  accountChangeRejected: string;
  /** After Cancel on a change the service was slow to answer: it may still have gone through. */
  accountStoppedWaiting: string;

  profileHeading: string;
  profileDescription: string;
  profileLoading: string;
  profileLoadFailed: string;
  profileNameLabel: string;
  profileNameSave: string;
  profileNameSaving: string;
  profileNameSaved: string;
  profileNameSaveFailed: string;
  /** Shown for an email address or phone number the profile does not have. */
  profileNotSet: string;
  /** The button that opens the change of the email address (`email`) or phone number (`sms`); "Add…" when there is none. */
  profileChangeContact(channel: 'email' | 'sms', hasOne: boolean): string;
  profileNewContactLabel(channel: 'email' | 'sms'): string;
  profileSameContact(channel: 'email' | 'sms'): string;
  profileSendCode: string;
  profileSendCodeFailed: string;
  profileCodeSent(contact: string): string;
  profileConfirmChange: string;
  profileConfirmingChange: string;
  profileContactChanged(channel: 'email' | 'sms', contact: string): string;
  profileContactChangeFailed(channel: 'email' | 'sms'): string;
  profileContactChangeCancelled: string;

  linkedHeading: string;
  linkedDescription: string;
  linkedLoading: string;
  linkedLoadFailed: string;
  linkedEmpty: string;
  /** The group of "Link …" buttons. */
  linkedAddLabel: string;
  linkedNothingToAdd: string;
  linkedLink(providerName: string): string;

  sessionsHeading: string;
  sessionsDescription: string;
  /** How a session was logged in. */
  sessionMethod(method: LoginMethod): string;
  sessionExpires(time: string): string;
  sessionCurrent: string;
  sessionSwitch: string;
  sessionSwitched(name: string): string;
  sessionSwitchFailed(name: string): string;
  sessionLogout: string;
  sessionLoggedOut(name: string): string;
  sessionLogoutFailed(name: string): string;
  sessionsLogoutAll: string;
  sessionsLoggedOutAll: string;
  sessionsLogoutAllFailed: string;

  privateKeysHeading: string;
  privateKeysDescription: string;
  privateKeysLoading: string;
  privateKeysLoadFailed: string;
  privateKeysEmpty: string;
  privateKeyUnnamed: string;
  privateKeyExport: string;
  privateKeyConfirmExport(name: string): string;
  privateKeyConfirmExportText: string;
  privateKeyConfirmExportButton: string;
  privateKeyExporting: string;
  privateKeyExportFailed(name: string): string;
  /** The label of the shown key. */
  privateKeyRevealedLabel(name: string): string;
  privateKeyRevealed(name: string): string;
  privateKeyRevealedWarning: string;
  privateKeyCopy: string;
  privateKeyCopied: string;
  privateKeyCopyFailed: string;
  privateKeyHide: string;
  privateKeyHidden(name: string): string;

  /** A message for each error code, shown to the user. */
  errors: Record<LoginKitErrorCode, string>;
}

export const en: Strings = {
  lang: 'en',
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
  slowWait: 'Still waiting for the login service…',
  configFailed: 'We could not load the login options.',
  configIdInvalid: 'This site’s login settings were not found (its configuration id is unknown to the login service).',
  configOwnerHint: 'Only the site’s owner can fix this, in the login service’s settings.',

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
  phoneCountryLabel: 'Country or region',
  phoneCountryOption: (countryName, callingCode) => `${countryName} (+${callingCode})`,
  phoneNumberHint: 'Choose the country, then type the number.',
  lastUsed: 'Last used',
  continue: 'Continue',
  sendingCode: 'Sending code…',

  codeHeading: (channel) => (channel === 'email' ? 'Check your email' : 'Check your phone'),
  codeSentTo: (contact) => `We sent a code to ${contact}.`,
  changeContact: 'Change',
  changeContactLabel: (contact) => `Change ${contact}`,
  codeLabel: (length, alphanumeric) => `${formatNumber('en', length)}-${alphanumeric ? 'character' : 'digit'} code`,
  verify: 'Verify',
  verifying: 'Verifying…',
  resend: 'Resend code',
  resendIn: (seconds) => `Resend code in ${formatSeconds('en', seconds)}`,
  retry: 'Try again',
  retryIn: (seconds) => `Try again in ${formatSeconds('en', seconds)}`,
  startOver: 'Start over',
  resendAvailable: 'You can send a new code now.',
  retryAvailable: 'You can try again now.',
  retryAtTime: (time) => `Try again at ${time}`,
  retryAtDate: (dateTime) => `Try again on ${dateTime}`,

  successHeading: 'You are logged in',
  successNewUser: (contact) => `Your account for ${contact} is ready.`,
  successReturningUser: (contact) => `Welcome back, ${contact}.`,
  successAccountReady: 'Your account is ready.',
  successWelcomeBack: 'Welcome back.',
  done: 'Done',
  failedHeading: 'Something went wrong',
  failedSending: (contact) => `We could not send a code to ${contact}. Try again, or change the address or number.`,
  failedVerifying: (contact) => `Your code for ${contact} is kept: try again to check it.`,
  crashed: (code) => `This screen could not be shown. Error code: ${code}.`,
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
  appProofsVerified: 'Verified: your wallet was created in a secure enclave',
  oauthLinkedHeading: 'Account linked',
  oauthLinked: (providerName) => `${providerName} is now linked to your account.`,

  descriptionWallet: 'You can also use a browser wallet.',
  successWalletNewUser: (walletName) => `Your account with ${walletName} is ready.`,

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

  accountHeading: 'Your account',
  accountSignedOut: 'Log in to manage your account.',
  accountChangePending: 'This change is waiting for approval from another member of your organization.',
  accountChangeRejected: 'This change was rejected by your organization.',
  accountStoppedWaiting: 'Stopped waiting for the service. The change may still go through.',

  profileHeading: 'Profile',
  profileDescription: 'Your name, email address and phone number.',
  profileLoading: 'Loading your profile…',
  profileLoadFailed: 'We could not load your profile.',
  profileNameLabel: 'Name',
  profileNameSave: 'Save name',
  profileNameSaving: 'Saving…',
  profileNameSaved: 'Your name was saved.',
  profileNameSaveFailed: 'Your name was not saved.',
  profileNotSet: 'Not set',
  profileChangeContact: (channel, hasOne) => `${hasOne ? 'Change' : 'Add'} ${channel === 'email' ? 'email address' : 'phone number'}`,
  profileNewContactLabel: (channel) => (channel === 'email' ? 'New email address' : 'New phone number'),
  profileSameContact: (channel) => (channel === 'email' ? 'That is already your email address.' : 'That is already your phone number.'),
  profileSendCode: 'Send code',
  profileSendCodeFailed: 'The code was not sent.',
  profileCodeSent: (contact) => `We sent a code to ${contact}. Enter it to confirm the change.`,
  profileConfirmChange: 'Confirm',
  profileConfirmingChange: 'Confirming…',
  profileContactChanged: (channel, contact) => (channel === 'email' ? `Your email address is now ${contact}.` : `Your phone number is now ${contact}.`),
  profileContactChangeFailed: (channel) => (channel === 'email' ? 'Your email address was not changed.' : 'Your phone number was not changed.'),
  profileContactChangeCancelled: 'Nothing was changed.',

  linkedHeading: 'Linked accounts',
  linkedDescription: 'You can also log in with these accounts.',
  linkedLoading: 'Loading your linked accounts…',
  linkedLoadFailed: 'We could not load your linked accounts.',
  linkedEmpty: 'No accounts are linked yet.',
  linkedAddLabel: 'Link another account',
  linkedNothingToAdd: 'There are no other accounts to link.',
  linkedLink: (providerName) => `Link ${providerName}`,

  sessionsHeading: 'Sessions',
  sessionsDescription: 'The accounts logged in on this browser.',
  sessionMethod: (method) =>
    ({ otp_email: 'Logged in with an email code', otp_sms: 'Logged in with a text message code', passkey: 'Logged in with a passkey', oauth: 'Logged in with a social account', wallet: 'Logged in with a wallet' })[method],
  sessionExpires: (time) => `Expires at ${time}`,
  sessionCurrent: 'Current',
  sessionSwitch: 'Switch to',
  sessionSwitched: (name) => `You are now using ${name}.`,
  sessionSwitchFailed: (name) => `Could not switch to ${name}.`,
  sessionLogout: 'Log out',
  sessionLoggedOut: (name) => `Logged out of ${name}.`,
  sessionLogoutFailed: (name) => `Could not log out of ${name}.`,
  sessionsLogoutAll: 'Log out of all accounts',
  sessionsLoggedOutAll: 'Logged out of every account on this browser.',
  sessionsLogoutAllFailed: 'Could not log out of every account.',

  privateKeysHeading: 'Private keys',
  privateKeysDescription: 'Export a key to use it in another wallet. Anyone who sees an exported key can use it.',
  privateKeysLoading: 'Loading your private keys…',
  privateKeysLoadFailed: 'We could not load your private keys.',
  privateKeysEmpty: 'There are no private keys.',
  privateKeyUnnamed: 'Unnamed key',
  privateKeyExport: 'Export',
  privateKeyConfirmExport: (name) => `Show the private key of “${name}”?`,
  privateKeyConfirmExportText: 'It will be shown on this screen. Make sure no one can see it, and never share it.',
  privateKeyConfirmExportButton: 'Yes, show it',
  privateKeyExporting: 'Exporting…',
  privateKeyExportFailed: (name) => `The key “${name}” was not exported.`,
  privateKeyRevealedLabel: (name) => `Private key of “${name}”`,
  privateKeyRevealed: (name) => `The private key of “${name}” is shown.`,
  privateKeyRevealedWarning: 'Keep it secret. Hide it when you are done.',
  privateKeyCopy: 'Copy',
  privateKeyCopied: 'Copied to the clipboard.',
  privateKeyCopyFailed: 'Could not copy. Select the key and copy it yourself.',
  privateKeyHide: 'Hide',
  privateKeyHidden: (name) => `The private key of “${name}” is hidden.`,

  errors: enErrors,
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
