import type { Strings } from './strings';
import { enErrors } from './en-errors';
import { formatDateTime, formatNumber, formatSeconds } from './intl-format';

export type { Strings } from './strings';

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
  passkeySignupShort: 'Create an account',
  passkeyUnsupportedHeading: 'This browser can’t use passkeys here',
  passkeyUnsupportedReason: (reason) =>
    reason === 'insecure-context'
      ? 'Passkeys only work on a secure (https) page. Use a one-time code instead.'
      : 'It does not support passkeys. Use a one-time code instead, or try an up-to-date browser.',
  successPasskeyNewUser: 'Your account with this passkey is ready.',
  successPasskeyReturningUser: 'Welcome back.',

  oauthProviderName: { google: 'Google', apple: 'Apple', x: 'X', discord: 'Discord' },
  socialLogin: (providerName) => `Continue with ${providerName}`,
  socialDivider: 'or',
  socialGroupLabel: 'Log in with another account',
  successOauthNewUser: (providerName) => `Your account with ${providerName} is ready.`,
  successOauthReturningUser: 'Welcome back.',
  appProofsVerified: 'Verified: your wallet was created in a secure enclave',

  descriptionWallet: 'You can also use a browser wallet.',
  walletEntry: 'Continue with a wallet',
  successWalletNewUser: (walletName) => `Your account with ${walletName} is ready.`,

  passkeyAdd: 'Add a passkey',
  passkeyAddCancelled: 'You closed the passkey prompt; no passkey was added.',
  passkeyDefaultName: (date) => `Passkey ${formatDateTime('en', date)}`,

  errors: enErrors,
};

/**
 * `base` with `overrides` on top (error messages and provider names are merged one by one). Names
 * of the other tables (`LoginKitStrings`) are kept as given: each table takes its own from here
 * (the account table merges its transport names one by one too, and the passkey and social login
 * screens' table its passkey error messages).
 */
export function mergeStrings(base: Strings, overrides: Partial<Strings> | undefined): Strings {
  if (overrides === undefined) return base;
  return {
    ...base,
    ...overrides,
    errors: { ...base.errors, ...overrides.errors },
    oauthProviderName: { ...base.oauthProviderName, ...overrides.oauthProviderName },
  };
}

/** "A", "A or B", "A, B or C" (`comma` before the "or" of three or more: "A, B, or C"). */
function listWithOr(items: readonly string[], comma = ''): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${items.length > 2 ? comma : ''} or ${items.at(-1)}`;
}
