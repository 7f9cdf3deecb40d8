// The load bench's clients (run in a worker thread, bundled by Vite): `concurrency` loops, each
// doing full email OTP logins of new users against the relay for `durationMs`, with loginkit's
// own client crypto (session key, OTP encryption, client signatures) and the requests the kit
// makes: otp_init_v2 → (code from the mailbox, handed over by the relay's onMail) → otp_verify_v2
// → account → signup_v2 → otp_login_v2 (the documented path: these clients keep no returning-contact
// hint, issue 27). The client skips verifying the tokens it gets (the bench
// measures the relay). Codes arrive as worker messages { contact, code }. Requests go through
// node:http with keep-alive connections, as autocannon's do: Node's fetch (undici) costs the
// clients several times the CPU per request, taken from the two cores the relay shares.
import { Buffer } from 'node:buffer';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { encryptOtpCode } from '../../src/core/crypto/otp-encryption';
import { createClientSignature, loginSignatureMessage, signupSignatureMessage } from '../../src/core/crypto/client-signature';
import { generateSessionKeyPair } from '../../src/core/crypto/session-key';
import { decodeJwt } from '../../src/core/crypto/jwt';
import { toHex } from '../../src/core/encoding/hex';

const waiting = new Map();
const arrived = new Map();
parentPort.on('message', ({ contact, code }) => {
  const resolve = waiting.get(contact);
  if (resolve) {
    waiting.delete(contact);
    resolve(code);
  } else arrived.set(contact, code);
});
const codeFor = (contact) => {
  const code = arrived.get(contact);
  if (code !== undefined) {
    arrived.delete(contact);
    return Promise.resolve(code);
  }
  return new Promise((resolve) => waiting.set(contact, resolve));
};

const agent = new Agent({ keepAlive: true, maxSockets: workerData.concurrency });

function post(endpoint, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${workerData.relayUrl}/v1/${endpoint}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'X-Auth-Proxy-Config-Id': workerData.configId },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            if (response.statusCode !== 200) reject(new Error(`${endpoint}: ${response.statusCode} ${JSON.stringify(json).slice(0, 200)}`));
            else resolve(json);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

async function login(contact) {
  const key = await generateSessionKeyPair();
  const publicKey = toHex(key.publicKey);
  const { otpId, otpEncryptionTargetBundle } = await post('otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact });
  const code = await codeFor(contact);
  const encryptedOtpBundle = await encryptOtpCode({ otpEncryptionTargetBundle, otpCode: code, publicKey, tlsFetcherKey: workerData.tlsFetcherKey });
  const { verificationToken } = await post('otp_verify_v2', { otpId, encryptedOtpBundle });
  const tokenId = decodeJwt(verificationToken).payload.id;
  const lookup = await post('account', { filterType: 'EMAIL', filterValue: contact, verificationToken });
  if (!lookup.organizationId) {
    const body = { apiKeys: [], authenticators: [], oauthProviders: [] };
    const clientSignature = await createClientSignature(signupSignatureMessage({ ...body, email: contact }, tokenId), key);
    await post('signup_v2', { userEmail: contact, ...body, verificationToken, clientSignature });
  }
  const clientSignature = await createClientSignature(loginSignatureMessage(publicKey, tokenId), key);
  const { session } = await post('otp_login_v2', { verificationToken, publicKey, clientSignature, ...(lookup.organizationId ? { organizationId: lookup.organizationId } : {}) });
  if (typeof session !== 'string') throw new Error('no session');
}

const latencies = [];
const errors = [];
const started = performance.now();
const deadline = started + workerData.durationMs;
let sequence = 0;
async function loop(client) {
  while (performance.now() < deadline) {
    const contact = `load-${client}-${(sequence += 1)}@example.com`;
    const begin = performance.now();
    try {
      await login(contact);
      latencies.push(performance.now() - begin);
    } catch (error) {
      errors.push(String(error instanceof Error ? error.message : error));
    }
  }
}
await Promise.all(Array.from({ length: workerData.concurrency }, (_, client) => loop(client)));
parentPort.postMessage({ done: true, latencies, errors: errors.slice(0, 5), errorCount: errors.length, elapsedMs: performance.now() - started });
