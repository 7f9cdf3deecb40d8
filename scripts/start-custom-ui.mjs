#!/usr/bin/env node
// `npm run example:custom-ui`: the mock relay and the custom UI example (examples/custom-ui, a
// login built from the headless hooks), from the sources, in one process.
//   --relay-port 8788   --app-port 5174   --host 127.0.0.1
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const argValue = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
};
const host = argValue('--host', '127.0.0.1');
const relayPort = Number(argValue('--relay-port', '8788'));
const appPort = Number(argValue('--app-port', '5174'));
const relayUrl = `http://${host}:${relayPort}`;

process.env.VITE_LOGINKIT_RELAY_URL = relayUrl;
process.env.VITE_LOGINKIT_CONFIG_ID = 'custom-ui';

const app = await createServer({
  configFile: fileURLToPath(new URL('../examples/custom-ui/vite.config.ts', import.meta.url)),
  server: { host, port: appPort, strictPort: true },
});
// The mock relay runs from its TypeScript sources through Vite's SSR loader: no build step.
const { startMockRelayServer } = await app.ssrLoadModule(fileURLToPath(new URL('../src/mock-relay/server-index.ts', import.meta.url)));
const relay = await startMockRelayServer({
  host,
  port: relayPort,
  config: {
    configId: 'custom-ui',
    appName: 'loginkit custom UI',
    enabledProviders: ['email', 'sms', 'google'],
    socialLinkingClientIds: ['mock-google-client'],
    // Every new account's organization gets this key (the account panel exports it).
    privateKeys: [{ privateKeyName: 'Treasury key', curve: 'CURVE_SECP256K1', addressFormats: ['ADDRESS_FORMAT_ETHEREUM'] }],
  },
  idpAccounts: [{ id: 'ada', name: 'Ada Lovelace', email: 'ada@example.com' }],
  log: (line) => console.log(line),
});
await app.listen();

console.log(`
  custom UI example  http://${host === '127.0.0.1' ? 'localhost' : host}:${appPort}/
  mock relay         ${relayUrl}/v1/  (mailbox ${relayUrl}/__mock/mailbox)
  Codes the mock relay "sends" are printed here.
`);

const stop = async () => {
  await Promise.allSettled([relay.close(), app.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
