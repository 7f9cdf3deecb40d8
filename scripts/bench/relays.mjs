// Starts mock relays from the sources (through Vite's SSR loader, as scripts/start.mjs does).
import { createServer } from 'vite';
import { root } from './bundle.mjs';

/**
 * Loads the relay server module; returns { startMockRelayServer, testWalletScript, close() }.
 * `testWalletScript` reads the standalone installer from dist/test-wallet.js (`npm run build`).
 */
export async function loadRelayModule() {
  const vite = await createServer({ configFile: false, root, logLevel: 'silent', server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom' });
  const module = await vite.ssrLoadModule(`${root}src/mock-relay/server-index.ts`);
  return { startMockRelayServer: module.startMockRelayServer, testWalletScript: module.testWalletScript, close: () => vite.close() };
}

/**
 * The full configuration (every method, external wallets included since issue 16) and the
 * email-only one, as the demo and e2e use them.
 */
export const fullConfig = { configId: 'demo', appName: 'loginkit bench', enabledProviders: ['email', 'sms', 'passkey', 'google', 'apple', 'x', 'discord', 'wallet'] };
export const emailOnlyConfig = { configId: 'email-only', appName: 'loginkit bench (email only)', enabledProviders: ['email'] };
