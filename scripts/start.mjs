#!/usr/bin/env node
// `npm start`: the mock relay and the demo app (Vite), from the sources, in one process.
//   --relay-port 8787   --demo-port 5173   --host 127.0.0.1
//   --e2e               also start an email-only relay on relay-port + 1, a relay for fault
//                       rules on relay-port + 2 and a relay with bot protection (a captcha site
//                       key) on relay-port + 5 (for the e2e suite)
//   --built             serve the demo built in production mode, as an app ships it, instead of
//                       Vite's dev server: a page is ~10 files instead of ~580 source modules, so
//                       each page load takes well under a second instead of ~5 (the e2e suites)
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { buildDemo } from './build-demo.mjs';
import { serveStatic } from './serve-static.mjs';

const argValue = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
};
const host = argValue('--host', '127.0.0.1');
const relayPort = Number(argValue('--relay-port', process.env.LOGINKIT_RELAY_PORT ?? '8787'));
const demoPort = Number(argValue('--demo-port', process.env.LOGINKIT_DEMO_PORT ?? '5173'));
const e2e = process.argv.includes('--e2e');
const built = process.argv.includes('--built');
const relayUrl = `http://${host}:${relayPort}`;

process.env.VITE_LOGINKIT_RELAY_URL = relayUrl;
process.env.VITE_LOGINKIT_CONFIG_ID = 'demo';

const demoConfig = fileURLToPath(new URL('../examples/demo/vite.config.ts', import.meta.url));
// Built: Vite only loads the mock relay's sources (below), and serves no page.
const demo = await createServer({
  configFile: demoConfig,
  server: built ? { middlewareMode: true, hmr: false, ws: false } : { host, port: demoPort, strictPort: true },
});
// One folder per port, emptied by each build: nothing piles up when the server is killed.
const demoRoot = join(tmpdir(), `loginkit-demo-${demoPort}`);
if (built) await buildDemo({ outDir: demoRoot, relayUrl });
// The mock relay runs from its TypeScript sources through Vite's SSR loader: no build step.
const { startMockRelayServer } = await demo.ssrLoadModule(fileURLToPath(new URL('../src/mock-relay/server-index.ts', import.meta.url)));
// The people the mock IdP's account picker offers (the e2e suite gives each social test its own).
const demoIdpAccounts = [
  ['ada', 'Ada Lovelace'],
  ['grace', 'Grace Hopper'],
  ['alan', 'Alan Turing'],
  ['katherine', 'Katherine Johnson'],
  ['hedy', 'Hedy Lamarr'],
  ['margaret', 'Margaret Hamilton'],
  ['joan', 'Joan Clarke'],
  // e2e/csp.spec.ts: social logins under a strict Content-Security-Policy.
  ['barbara', 'Barbara Liskov'],
  ['frances', 'Frances Allen'],
  // e2e/storage-audit.spec.ts: what a social login leaves in the browser's storage.
  ['evelyn', 'Evelyn Boyd Granville'],
  // e2e/dialog-geometry.spec.ts: the dialog's geometry through a social login on a phone.
  ['mary', 'Mary Jackson'],
].map(([id, name]) => ({ id, name, email: `${id}@example.com` }));
// The e2e suite sends every request from 127.0.0.1: its relays raise the per-address limits
// (the per-contact limits stay, and e2e/rate-limits.spec.ts runs into them).
const rateLimits = e2e ? { otpInitPerAddress: { limit: 100_000 }, otpVerifyPerAddress: { limit: 100_000 } } : {};
const relays = [
  await startMockRelayServer({
    host,
    port: relayPort,
    // Social logins go through the mock identity provider the relay serves at /idp/<provider>;
    // a Google login whose verified email has an email-code account joins that account.
    config: {
      configId: 'demo',
      appName: 'loginkit demo',
      enabledProviders: ['email', 'sms', 'passkey', 'google', 'apple', 'x', 'discord', 'wallet'],
      socialLinkingClientIds: ['mock-google-client'],
      // Every new account's organization gets this key (the account page exports it).
      privateKeys: [{ privateKeyName: 'Treasury key', curve: 'CURVE_SECP256K1', addressFormats: ['ADDRESS_FORMAT_ETHEREUM'] }],
    },
    idpAccounts: demoIdpAccounts,
    rateLimits,
    log: (line) => console.log(line),
  }),
];
if (e2e) {
  relays.push(
    await startMockRelayServer({
      host,
      port: relayPort + 1,
      // Only the demo's own origin (as the e2e suite opens it): e2e/origin-refused.spec.ts opens the
      // demo at 127.0.0.1 instead, an origin this relay does not allow.
      config: {
        configId: 'email-only',
        appName: 'loginkit demo (email only)',
        enabledProviders: ['email'],
        allowedOrigins: [`http://localhost:${demoPort}`],
      },
      rateLimits,
      log: (line) => console.log(line),
    }),
    // e2e/faults.spec.ts sets fault rules (/__mock/faults) here: they never reach the other specs' relays.
    await startMockRelayServer({
      host,
      port: relayPort + 2,
      // Passkeys and Google too: e2e/hostile-relay.spec.ts has the relay substitute their sessions.
      config: { configId: 'faults', appName: 'loginkit demo (faults)', enabledProviders: ['email', 'sms', 'passkey', 'google'] },
      idpAccounts: demoIdpAccounts,
      rateLimits,
      log: (line) => console.log(line),
    }),
    // e2e/captcha.spec.ts and the engines' captcha flow: otp_init_v2 and signup_v2 want a token from
    // the relay's test widget (/__mock/captcha/api.js), which the demo's captcha adapter points at.
    await startMockRelayServer({
      host,
      port: Number(process.env.LOGINKIT_E2E_CAPTCHA_RELAY_PORT ?? relayPort + 5),
      config: { configId: 'captcha', appName: 'loginkit demo (captcha)', enabledProviders: ['email', 'sms'], captchaSiteKey: 'e2e-captcha-site-key' },
      rateLimits,
      log: (line) => console.log(line),
    }),
  );
}
const closeDemo = built ? await serveStatic({ root: demoRoot, host, port: demoPort, singlePage: true, cacheAssets: false }) : (await demo.listen(), async () => {});

console.log(`
  loginkit demo   http://${host === '127.0.0.1' ? 'localhost' : host}:${demoPort}/  (passkeys need a domain name: use localhost, not 127.0.0.1)
  mock relay      ${relayUrl}/v1/  (main API ${relayUrl}/public/v1/, mailbox ${relayUrl}/__mock/mailbox)
  ${e2e ? `email-only relay http://${host}:${relayPort + 1}/v1/\n  faults relay    http://${host}:${relayPort + 2}/v1/\n  captcha relay   http://${host}:${Number(process.env.LOGINKIT_E2E_CAPTCHA_RELAY_PORT ?? relayPort + 5)}/v1/\n  ` : ''}Codes the mock relay "sends" are printed here and shown in the demo's mailbox panel.
`);

const stop = async () => {
  await Promise.allSettled([...relays.map((relay) => relay.close()), closeDemo(), demo.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
