// The account panel, its sections and the passkey manager (`loginkit/ui/account`): an entry of
// their own, apart from the modal's. They use parts the modal loads on demand (wallet, social and
// passkey strings and icons, the code input); reached statically from `loginkit/ui`, those would
// be in the login page's initial JS in bundlers that place every statically reachable module there
// (esbuild, Turbopack).
export { PasskeyManager } from './passkey-manager/passkey-manager';
export type { PasskeyManagerProps } from './passkey-manager/passkey-manager';
export { AccountPanel } from './account/account-panel';
export type { AccountPanelProps, AccountPanelSection } from './account/account-panel';
export { ProfileSection } from './account/profile-section';
export type { ProfileSectionProps } from './account/profile-section';
export { LinkedAccountsSection } from './account/linked-accounts-section';
export type { LinkedAccountsSectionProps } from './account/linked-accounts-section';
export { SessionsSection } from './account/sessions-section';
export type { SessionsSectionProps } from './account/sessions-section';
export { PrivateKeyExportSection } from './account/private-key-export-section';
export type { PrivateKeyExportSectionProps } from './account/private-key-export-section';
export { WalletExportSection } from './account/wallet-export-section';
export type { WalletExportSectionProps } from './account/wallet-export-section';
export { MfaSection } from './account/mfa-section';
export type { MfaSectionProps } from './account/mfa-section';
export type { AccountSectionProps } from './account/account-section';
export { WalletsSection } from './account/wallets-section';
export type { WalletsSectionProps } from './account/wallets-section';
