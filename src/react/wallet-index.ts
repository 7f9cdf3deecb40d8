// External-wallet login hooks (`loginkit/react/wallet`). An entry of its own: the modal loads the
// wallet code as chunks, and an entry that reached it statically would put it in the initial JS
// of bundlers that place every statically reachable module there (esbuild, Turbopack).
export { useWalletLogin } from './use-wallet-login';
export type { UseWalletLoginOptions, UseWalletLoginResult, WalletLoginActions } from './use-wallet-login';
export { useWallets } from './use-wallets';
export type { UseWalletsResult } from './use-wallets';
