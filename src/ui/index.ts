// `loginkit/ui`: the login modal, the step-up dialog, the screens the modal shows first, and the
// string tables. What the modal loads on demand has an entry of its own (`loginkit/ui/otp`,
// `/passkey`, `/oauth`, `/wallet`, `/step-up`), and so have the account panel and passkey manager
// (`loginkit/ui/account`): nothing here may reach them through a static import (`npm run size`
// checks it).
export { LoginModal } from './login-modal/login-modal';
export type { LoginModalProps } from './login-modal/login-modal';
export { ContactScreen } from './screens/contact-screen';
export type { ContactScreenProps } from './screens/contact-screen';
export type { MethodLayout } from './screens/login-methods';
export { ErrorScreen } from './screens/error-screen';
export type { ErrorScreenProps } from './screens/error-screen';
export { CaptchaContext } from './captcha/captcha-context';
export { CaptchaSlot } from './captcha/captcha-slot';
export { LoadingScreen } from './screens/loading-screen';
export type { LoadingScreenProps } from './screens/loading-screen';
export { ConfigErrorScreen } from './screens/config-error-screen';
export type { ConfigErrorScreenProps } from './screens/config-error-screen';
export type { CodeScreenState, ContactScreenState, FailedScreenState, ScreenProps, SentCode, SuccessScreenState } from './screens/screen-types';
export type { LastUsedMethod } from './last-used-method';
export { PasskeyOptions } from './screens/passkey/passkey-options';
export type { PasskeyOptionsProps } from './screens/passkey/passkey-options';
export { PasskeyUnsupported } from './screens/passkey/passkey-unsupported';
export type { PasskeyUnsupportedProps } from './screens/passkey/passkey-unsupported';
export type { PasskeyScreenProps, PasskeyScreenState } from './screens/passkey/passkey-screen-types';
export { SocialButtons } from './screens/oauth/social-buttons';
export type { SocialButtonsProps } from './screens/oauth/social-buttons';
export type { OauthScreenProps, OauthScreenState } from './screens/oauth/oauth-screen-types';
export type { WalletScreenProps, WalletScreenState } from './screens/wallet/wallet-screen-types';
export { StepUpDialog } from './step-up/step-up-dialog';
export type { StepUpDialogProps } from './step-up/step-up-dialog';
export { en, mergeStrings } from './locales/en';
export type { Strings } from './locales/en';
export type { LoginKitStrings } from './locales/login-kit-strings';
export type { MethodScreenStrings } from './locales/method-screen-strings';
export type { WalletStrings } from './locales/wallet-strings';
export type { PasskeyUpgradeStrings } from './locales/passkey-upgrade-strings';
export type { CaptchaStrings } from './locales/captcha-strings';
export type { MfaPolicyStrings } from './locales/mfa-policy-strings';
export type { AccountStrings } from './locales/account-strings';
export { StringsProvider, useStrings } from './locales/strings-context';
export { matchLocale, supportedLocales } from './locales/match-locale';
export type { SupportedLocale } from './locales/match-locale';
export { loadStrings } from './locales/load-strings';
export { getErrorMessage } from './locales/get-error-message';
export { useErrorMessage } from './locales/use-error-message';
export { useLocaleStrings } from './locales/use-locale-strings';
export type { LocaleStrings } from './locales/use-locale-strings';
export type { Theme } from './theme/theme';
// Also gives `LoginKitAppearance` (loginkit/react) its `strings` and `classNames` members.
export { useAppearance } from './theme/use-appearance';
export type { LoginKitClassNamePart, LoginKitClassNames } from './theme/class-names';
