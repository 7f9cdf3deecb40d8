#!/usr/bin/env node
// What one email OTP login of a new user costs the mock relay, measured without concurrency:
// `--logins N` (default 300) sequential logins against the in-process relay (createMockRelay,
// rate limits off), with loginkit's own client crypto, and the relay's CPU time (process.cpuUsage,
// every thread: WebCrypto works on libuv's pool) summed over its five requests only, so the
// client's crypto is left out. On a shared machine CPU time is steadier than wall time; the
// result bounds what the relay can serve: 1000 / (CPU ms per login) logins/s per core.
// A report, never a test. `node --cpu-prof scripts/bench/relay-login-cost.mjs` writes a profile.
//   node scripts/bench/relay-login-cost.mjs [--logins N] [--json]
import { performance } from 'node:perf_hooks';
import { createServer } from 'vite';
import { root } from './bundle.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
};
const logins = Number(argument('--logins', '300'));
const warmup = Math.min(50, Math.ceil(logins / 5));

const vite = await createServer({ configFile: false, root, logLevel: 'silent', server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom' });
const load = (path) => vite.ssrLoadModule(`${root}${path}`);
const { createMockRelay } = await load('src/mock-relay/index.ts');
const { encryptOtpCode } = await load('src/core/crypto/otp-encryption.ts');
const { createClientSignature, loginSignatureMessage, signupSignatureMessage } = await load('src/core/crypto/client-signature.ts');
const { generateSessionKeyPair } = await load('src/core/crypto/session-key.ts');
const { decodeJwt } = await load('src/core/crypto/jwt.ts');
const { toHex } = await load('src/core/encoding/hex.ts');

const codes = new Map();
const relay = createMockRelay({
  config: { configId: 'cost', appName: 'loginkit relay cost', enabledProviders: ['email'] },
  rateLimits: false,
  onMail: (message) => codes.set(message.contact, message.code),
});

const spent = { cpuMicros: 0, wallMs: 0, byEndpoint: {} };
async function post(endpoint, body) {
  const request = new globalThis.Request(`http://relay.test/v1/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Auth-Proxy-Config-Id': 'cost' },
    body: JSON.stringify(body),
  });
  const cpu = process.cpuUsage();
  const begin = performance.now();
  const response = await relay.fetch(request, { clientAddress: '127.0.0.1' });
  const json = await response.json();
  const used = process.cpuUsage(cpu);
  const micros = used.user + used.system;
  spent.cpuMicros += micros;
  spent.wallMs += performance.now() - begin;
  spent.byEndpoint[endpoint] = (spent.byEndpoint[endpoint] ?? 0) + micros;
  if (!response.ok) throw new Error(`${endpoint}: ${response.status} ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

async function login(contact) {
  const key = await generateSessionKeyPair();
  const publicKey = toHex(key.publicKey);
  const { otpId, otpEncryptionTargetBundle } = await post('otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact });
  const encryptedOtpBundle = await encryptOtpCode({ otpEncryptionTargetBundle, otpCode: codes.get(contact), publicKey, tlsFetcherKey: relay.keys.tlsFetcher });
  const { verificationToken } = await post('otp_verify_v2', { otpId, encryptedOtpBundle });
  const tokenId = decodeJwt(verificationToken).payload.id;
  // The kit's documented path (a browser without a returning-contact hint, issue 27): look up, sign up when none, log in.
  const lookup = await post('account', { filterType: 'EMAIL', filterValue: contact, verificationToken });
  const body = { apiKeys: [], authenticators: [], oauthProviders: [] };
  const signupSignature = await createClientSignature(signupSignatureMessage({ ...body, email: contact }, tokenId), key);
  if (lookup.organizationId === undefined) await post('signup_v2', { userEmail: contact, ...body, verificationToken, clientSignature: signupSignature });
  const clientSignature = await createClientSignature(loginSignatureMessage(publicKey, tokenId), key);
  const { session } = await post('otp_login_v2', { verificationToken, publicKey, clientSignature, ...(lookup.organizationId === undefined ? {} : { organizationId: lookup.organizationId }) });
  if (typeof session !== 'string') throw new Error('no session');
}

for (let i = 0; i < warmup; i += 1) await login(`warmup-${i}@example.com`);
spent.cpuMicros = 0;
spent.wallMs = 0;
spent.byEndpoint = {};
const started = performance.now();
for (let i = 0; i < logins; i += 1) await login(`cost-${i}@example.com`);
const elapsedMs = performance.now() - started;
await vite.close();

const perLogin = (micros) => Number((micros / 1000 / logins).toFixed(3));
const result = {
  logins,
  relayCpuMsPerLogin: perLogin(spent.cpuMicros),
  relayWallMsPerLogin: Number((spent.wallMs / logins).toFixed(3)),
  relayCpuMsPerLoginByEndpoint: Object.fromEntries(Object.entries(spent.byEndpoint).map(([name, micros]) => [name, perLogin(micros)])),
  loginsPerSecondPerCoreBound: Number((1000 / (spent.cpuMicros / 1000 / logins)).toFixed(1)),
  wholeLoginWallMs: Number((elapsedMs / logins).toFixed(3)),
};
console.log(process.argv.includes('--json') ? JSON.stringify(result) : result);
