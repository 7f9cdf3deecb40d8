import type { LoginKitErrorCode, OauthIntent } from '../../core/internal';
import { formatDateTime } from './intl-format';

type PasskeyMode = 'login' | 'signup';

/**
 * The strings of the passkey screens past their buttons (naming the account, the browser's prompt,
 * completing, the closed prompt, the failure) and of the social login screens past theirs (the
 * provider's window, the redirect, completing, the failure, linked), which the account panel's
 * linked accounts and the passkey manager use too: a table of their own, apart from `Strings`, so
 * the modal's always-loaded English table does not carry them. English comes with those screens'
 * chunks; each other pack (`method-screens/<locale>.ts`) loads on demand with them (see
 * use-method-screen-strings.ts; the modal fetches its language's as it opens). Every pack is a
 * complete `MethodScreenStrings`. The buttons that start a method ("Continue with a passkey",
 * "Continue with Google"), the providers' names, the success lines, Try again and the error
 * messages come from `Strings`.
 */
export interface MethodScreenStrings {
  // the passkey screens (and the passkey error messages of the passkey offer and PasskeyManager)
  passkeyNamingHeading: string;
  passkeyNamingText: string;
  passkeyUserNameLabel: string;
  passkeyUserNameHint: string;
  passkeyUserNameInvalid: string;
  /**
   * The account name (and so the passkey's name) of a passkey signup whose name field was left
   * empty, with the date and time of the signup (`formatDateTime` in the table's language).
   */
  passkeyDefaultUserName(date: Date): string;
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

  // the social login screens (and the account panel's linking progress)
  oauthAuthorizingHeading(providerName: string): string;
  oauthAuthorizingText(providerName: string, intent: OauthIntent): string;
  oauthPopupBlockedHint: string;
  oauthContinueInTab: string;
  oauthRedirecting(providerName: string): string;
  oauthCompleting(providerName: string, intent: OauthIntent): string;
  oauthFailedHeading(providerName: string, intent: OauthIntent): string;
  /** The provider's own explanation of an `oauth_provider_error`, quoted. */
  oauthProviderSaid(providerName: string, description: string): string;
  oauthLinkedHeading: string;
  oauthLinked(providerName: string): string;
}

/** English. */
export const enMethodScreens: MethodScreenStrings = {
  passkeyNamingHeading: 'Create an account with a passkey',
  passkeyNamingText: 'Your device saves a passkey for this site. You log in with your fingerprint, face or screen lock: no password, no code.',
  passkeyUserNameLabel: 'Account name',
  passkeyUserNameHint: 'Optional. Shown with the passkey on your device; leave it empty to use a default name.',
  passkeyUserNameInvalid: 'This name cannot be used. Choose a shorter one, or leave it empty.',
  passkeyDefaultUserName: (date) => `Passkey user ${formatDateTime('en', date)}`,
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

  oauthAuthorizingHeading: (providerName) => `Waiting for ${providerName}…`,
  oauthAuthorizingText: (providerName, intent) =>
    intent === 'link' ? `Finish linking ${providerName} in the window that opened.` : `Finish logging in with ${providerName} in the window that opened.`,
  oauthPopupBlockedHint: 'Popup blocked?',
  oauthContinueInTab: 'Continue in this tab',
  oauthRedirecting: (providerName) => `Taking you to ${providerName}…`,
  oauthCompleting: (providerName, intent) => (intent === 'link' ? `Linking ${providerName}…` : `Logging you in with ${providerName}…`),
  oauthFailedHeading: (providerName, intent) => (intent === 'link' ? `${providerName} was not linked` : `Logging in with ${providerName} didn’t work`),
  oauthProviderSaid: (providerName, description) => `${providerName} said: “${description}”`,
  oauthLinkedHeading: 'Account linked',
  oauthLinked: (providerName) => `${providerName} is now linked to your account.`,
};
