import type { LoginKitErrorCode, OauthProvider, PasskeySupport } from '../../core/internal';

type UnsupportedReason = Extract<PasskeySupport, { status: 'unsupported' }>['reason'];

/**
 * Every user-facing string of the modal. Each locale pack (`es`, `de`, `fr`, `ja`, `pt-BR`, `ar`,
 * loaded on demand) is a complete `Strings`, so a new key fails the typecheck until every pack
 * has it; `errors` needs a message for every LoginKitErrorCode the same way. Replace single
 * entries with the components' `strings` prop (a `Partial<LoginKitStrings>` merged over the pack).
 * Functions taking counts or seconds format them with `Intl` in the pack's own language
 * (see `intl-format.ts`). The account panel's and passkey manager's strings are a table of their
 * own (`AccountStrings`), loaded with them, like the passkey and social login screens'
 * (`MethodScreenStrings`), the wallet screens', the passkey offer's, the Extra verification
 * section's and the step-up dialog's.
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

  // passkeys in the modal: the buttons, and the success lines (the screens between: `MethodScreenStrings`)
  passkeyDivider: string;
  passkeyLogin: string;
  passkeySignup: string;
  /** The passkey signup's visible text in the compact method list (its accessible name stays `passkeySignup`, which contains it where the language allows). */
  passkeySignupShort: string;
  passkeyUnsupportedHeading: string;
  passkeyUnsupportedReason(reason: UnsupportedReason): string;
  successPasskeyNewUser: string;
  successPasskeyReturningUser: string;

  // social login (OAuth) in the modal: the buttons, and the success lines (the screens between: `MethodScreenStrings`)
  /** Each provider's name, as shown in buttons and messages. */
  oauthProviderName: Record<OauthProvider, string>;
  /** The provider button's text (its accessible name), e.g. "Continue with Google". */
  socialLogin(providerName: string): string;
  socialDivider: string;
  /** The group of provider buttons, for screen readers. */
  socialGroupLabel: string;
  successOauthNewUser(providerName: string): string;
  successOauthReturningUser: string;
  /** The success screen's mark when the new account's app proofs and boot proof verified. */
  appProofsVerified: string;

  // external wallets in the modal (Ethereum, Solana)
  /** Appended to the dialog's description when wallets are offered. */
  descriptionWallet: string;
  /** The one entry that opens the wallet list in the compact method list. */
  walletEntry: string;
  successWalletNewUser(walletName: string): string;

  // adding a passkey: the offer after a login, and PasskeyManager's Add button
  passkeyAdd: string;
  /** The passkey prompt was closed: no passkey was added. */
  passkeyAddCancelled: string;
  /**
   * The name of a passkey added without one (the offer after a login, PasskeyManager's Add), with
   * the date and time it is added (`formatDateTime` in the table's language); at most 64 characters.
   */
  passkeyDefaultName(date: Date): string;

  /** A message for each error code, shown to the user. */
  errors: Record<LoginKitErrorCode, string>;
}
