// The passkey offer after a login (`loginkit/react/passkey`); an entry of its own for the reason
// in wallet-index.ts. usePasskeyLogin and usePasskeys stay in `loginkit/react`.
export { usePasskeyUpgrade } from './use-passkey-upgrade';
export type { PasskeyUpgradeActions, UsePasskeyUpgradeOptions, UsePasskeyUpgradeResult } from './use-passkey-upgrade';
