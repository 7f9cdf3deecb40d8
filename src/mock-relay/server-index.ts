/**
 * `loginkit/mock-relay/server`: the mock relay as a Node HTTP server, its config-file loader and
 * file persistence (plus the in-process handler, so server users need one import).
 */
export { loadRelayConfigFile, mailLogLine, startMockRelayServer } from './server';
export type { MockRelayServer, MockRelayServerOptions } from './server';
export { createFilePersistence } from './file-persistence';
export { createMockRelay } from './index';
export { defaultRelayConfig, resolveRelayConfig, validateRelayConfig } from './relay-config';
export type { MailMessage, MockRelay, MockRelayOptions, RelayConfig, StorePersistence, StoredState } from './index';
export { testWalletScript } from './test-wallet/test-wallet-script';
export type { TestWalletController, TestWalletOptions } from './index';
