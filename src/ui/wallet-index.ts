// The external-wallet screens (`loginkit/ui/wallet`): the modal loads them as chunks; see otp-index.ts for why they have their own entry.
export { walletScreenForState } from './wallet-screen-for-state';
export type { WalletScreenContext } from './wallet-screen-for-state';
export { WalletGroup } from './screens/wallet/wallet-group';
export type { WalletGroupProps } from './screens/wallet/wallet-group';
export { WalletIcon } from './screens/wallet/wallet-icon';
export type { WalletIconProps } from './screens/wallet/wallet-icon';
export { WalletAddress } from './screens/wallet/wallet-address';
export { WalletWaitingScreen } from './screens/wallet/wallet-waiting-screen';
export type { WalletWaitingScreenProps } from './screens/wallet/wallet-waiting-screen';
export { WalletAccountsScreen } from './screens/wallet/wallet-accounts-screen';
export type { WalletAccountsScreenProps } from './screens/wallet/wallet-accounts-screen';
export { WalletCompletingScreen } from './screens/wallet/wallet-completing-screen';
export type { WalletCompletingScreenProps } from './screens/wallet/wallet-completing-screen';
export { WalletCancelledScreen } from './screens/wallet/wallet-cancelled-screen';
export type { WalletCancelledScreenProps } from './screens/wallet/wallet-cancelled-screen';
export { WalletFailedScreen } from './screens/wallet/wallet-failed-screen';
export type { WalletFailedScreenProps } from './screens/wallet/wallet-failed-screen';
export type { WalletScreenProps, WalletScreenState } from './screens/wallet/wallet-screen-types';
