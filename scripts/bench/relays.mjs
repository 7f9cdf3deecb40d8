// Starts mock relays from the sources (through Vite's SSR loader, as scripts/start.mjs does).
import { createServer } from 'vite';
import { root } from './bundle.mjs';

/** Loads the relay server module; returns { startMockRelayServer, close() }. */
export async function loadRelayModule() {
  const vite = await createServer({ configFile: false, root, logLevel: 'silent', server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom' });
  const module = await vite.ssrLoadModule(`${root}src/mock-relay/server-index.ts`);
  return { startMockRelayServer: module.startMockRelayServer, close: () => vite.close() };
}

/** The full configuration (every method) and the email-only one, as the demo and e2e use them. */
export const fullConfig = { configId: 'demo', appName: 'loginkit bench', enabledProviders: ['email', 'sms', 'passkey', 'google', 'apple', 'x', 'discord'] };
export const emailOnlyConfig = { configId: 'email-only', appName: 'loginkit bench (email only)', enabledProviders: ['email'] };
