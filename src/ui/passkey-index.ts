// The passkey screens and the passkey offer after a login (`loginkit/ui/passkey`): the modal loads
// them as chunks; see otp-index.ts for why they have their own entry.
export { passkeyScreenForState } from './passkey-screen-for-state';
export type { PasskeyScreenContext } from './passkey-screen-for-state';
export { PasskeyNamingScreen } from './screens/passkey/passkey-naming-screen';
export type { PasskeyNamingScreenProps } from './screens/passkey/passkey-naming-screen';
export { PasskeyPromptingScreen } from './screens/passkey/passkey-prompting-screen';
export type { PasskeyPromptingScreenProps } from './screens/passkey/passkey-prompting-screen';
export { PasskeyCompletingScreen } from './screens/passkey/passkey-completing-screen';
export type { PasskeyCompletingScreenProps } from './screens/passkey/passkey-completing-screen';
export { PasskeyCancelledScreen } from './screens/passkey/passkey-cancelled-screen';
export type { PasskeyCancelledScreenProps } from './screens/passkey/passkey-cancelled-screen';
export { PasskeyFailedScreen } from './screens/passkey/passkey-failed-screen';
export type { PasskeyFailedScreenProps } from './screens/passkey/passkey-failed-screen';
export { PasskeyUpgradeSuccess } from './screens/passkey-upgrade/passkey-upgrade-success';
export type { PasskeyUpgradeLoginState, PasskeyUpgradeSuccessProps } from './screens/passkey-upgrade/passkey-upgrade-success';
export { PasskeyUpgradeSuccessScreen } from './screens/passkey-upgrade/passkey-upgrade-success-screen';
export type { PasskeyUpgradeSuccessScreenProps } from './screens/passkey-upgrade/passkey-upgrade-success-screen';
export { PasskeyUpgradeOffer } from './screens/passkey-upgrade/passkey-upgrade-offer';
export type { PasskeyUpgradeOfferProps, PasskeyUpgradeOfferState } from './screens/passkey-upgrade/passkey-upgrade-offer';
export type { PasskeyScreenProps, PasskeyScreenState } from './screens/passkey/passkey-screen-types';
