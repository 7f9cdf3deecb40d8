/**
 * The entry of `dist/test-wallet.js` (vite.test-wallet.config.ts): a self-contained script that
 * defines `globalThis.loginkitInstallTestWallet`, the `installTestWallet` of `loginkit/mock-relay`.
 * `testWalletScript()` (loginkit/mock-relay/server) is this script plus the install call.
 */
import { installTestWallet } from './install-test-wallet';

(globalThis as typeof globalThis & { loginkitInstallTestWallet?: typeof installTestWallet }).loginkitInstallTestWallet = installTestWallet;
