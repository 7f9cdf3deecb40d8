// The crypto benchmark cases: each operation as loginkit does it (src/core/crypto, the code the
// kit runs) beside the same operation done with Turnkey's published @turnkey/crypto, on the
// interop vectors (test/vectors/interop.json, produced with Turnkey's libraries). Bundled by
// Vite for Node (run-crypto-node.mjs) and for Chromium (the bench page), so both run one file.
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { hexToAscii } from '@turnkey/encoding';
import {
  decryptCredentialBundle as turnkeyDecryptCredentialBundle,
  encryptOtpCodeToBundle,
  verifySessionJwtSignature,
  verifyStampSignature,
} from '@turnkey/crypto';
import { tinybenchRun } from './tinybench-run.mjs';
import interop from '../../test/vectors/interop.json';
import { decryptCredentialBundle } from '../../src/core/crypto/credential-bundle';
import { encryptOtpCode } from '../../src/core/crypto/otp-encryption';
import { verifySessionJwt } from '../../src/core/crypto/jwt';
import { verifyEnclaveEnvelope } from '../../src/core/crypto/enclave-envelope';
import { stampApiRequest } from '../../src/core/crypto/api-stamp';
import { verifyApiStamp } from '../../src/core/crypto/api-stamp-verify';
import { generateSessionKeyPair } from '../../src/core/crypto/session-key';
import { signingKeyFromPrivateKey } from '../../src/core/crypto/p256-private-key';
import { fromHex, toHex } from '../../src/core/encoding/hex';
import { toBase64Url } from '../../src/core/encoding/base64url';

const body1k = JSON.stringify({
  type: 'ACTIVITY_TYPE_STAMP_LOGIN',
  timestampMs: '1767225600000',
  organizationId: 'sub-org-1',
  parameters: { publicKey: interop.keys.sessionKey.publicKeyCompressed, padding: 'x'.repeat(820) },
});

/** A receiver key as the kit holds it: a non-extractable WebCrypto ECDH key (from the vector's scalar). */
async function importEcdhKey(privateKeyHex, publicKeyHex) {
  const pub = fromHex(publicKeyHex);
  const jwk = { kty: 'EC', crv: 'P-256', x: toBase64Url(pub.subarray(1, 33)), y: toBase64Url(pub.subarray(33, 65)), d: toBase64Url(fromHex(privateKeyHex)), ext: false };
  return globalThis.crypto.subtle.importKey('jwk', jwk, { name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
}

function assert(condition, what) {
  if (!condition) throw new Error(`bench self-check failed: ${what}`);
}

/**
 * The cases, after checking once that both sides give the right answer (a benchmark of a
 * failing call measures nothing). Each: { name, loginkit(), turnkey?() , note? }.
 */
export async function cryptoCases() {
  const bundle = interop.credentialBundle[0];
  const receiver = await importEcdhKey(bundle.receiverPrivateKey, bundle.receiverPublicKey);
  const receiverPublic = fromHex(bundle.receiverPublicKey);
  const otp = interop.otpEncryption;
  const otpBundle = interop.otpTargetBundle[0];
  const jwt = interop.sessionJwt[0];
  const sessionKey = await generateSessionKeyPair();
  const rawKey = signingKeyFromPrivateKey(fromHex(interop.keys.apiKey.privateKey));
  const envelope = JSON.parse(otpBundle.bundle);
  // Turnkey's stamper takes its key as hex only, and signs with WebCrypto in a browser (importing
  // the key on each stamp) and with node:crypto in Node.
  const turnkeyStamper = new ApiKeyStamper({ apiPublicKey: interop.keys.apiKey.publicKeyCompressed, apiPrivateKey: interop.keys.apiKey.privateKey });
  const cases = [
    {
      name: 'stamp a 1 KB body (session key, WebCrypto)',
      loginkit: () => stampApiRequest(body1k, sessionKey),
      turnkey: () => turnkeyStamper.stamp(body1k),
      note: 'loginkit: non-extractable WebCrypto key (as the kit holds it); Turnkey: @turnkey/api-key-stamper with its hex key',
    },
    {
      name: 'stamp a 1 KB body (raw key, @noble/curves)',
      loginkit: () => stampApiRequest(body1k, rawKey),
      turnkey: () => turnkeyStamper.stamp(body1k),
      note: 'the mock relay path (the kit signs with WebCrypto); both sides given the key as bytes/hex',
    },
    {
      name: 'decrypt a credential bundle',
      loginkit: () => decryptCredentialBundle(bundle.bundle, receiver, receiverPublic),
      turnkey: async () => turnkeyDecryptCredentialBundle(bundle.bundle, bundle.receiverPrivateKey),
      note: 'loginkit: non-extractable WebCrypto ECDH key (as the kit holds it)',
    },
    {
      name: 'decrypt a credential bundle (raw scalar)',
      loginkit: () => decryptCredentialBundle(bundle.bundle, fromHex(bundle.receiverPrivateKey)),
      turnkey: async () => turnkeyDecryptCredentialBundle(bundle.bundle, bundle.receiverPrivateKey),
      note: 'both sides given the private key as bytes/hex',
    },
    {
      name: 'encrypt an OTP code',
      loginkit: () => encryptOtpCode({ otpEncryptionTargetBundle: otp.targetBundle, otpCode: otp.otpCode, publicKey: otp.sessionPublicKey, tlsFetcherKey: otpBundle.pinnedSignerPublicKey }),
      turnkey: () => encryptOtpCodeToBundle(otp.otpCode, otp.targetBundle, otp.sessionPublicKey, otpBundle.pinnedSignerPublicKey),
      note: 'both verify the target bundle signature, then HPKE-seal',
    },
    {
      name: 'verify a session JWT',
      loginkit: async () => verifySessionJwt(jwt.jwt, jwt.notarizerPublicKey),
      turnkey: () => verifySessionJwtSignature(jwt.jwt, jwt.notarizerPublicKey),
      note: 'loginkit also checks claims and expiry',
    },
    {
      name: 'verify an enclave envelope',
      loginkit: async () => verifyEnclaveEnvelope(otpBundle.bundle, otpBundle.pinnedSignerPublicKey, 'bundle'),
      turnkey: async () => {
        // @turnkey/crypto's verifyEnclaveSignature is internal: its public equivalent, the same steps.
        if (envelope.enclaveQuorumPublic !== otpBundle.pinnedSignerPublicKey) throw new Error('signer is not the pinned key');
        if (!(await verifyStampSignature(envelope.enclaveQuorumPublic, envelope.dataSignature, hexToAscii(envelope.data)))) throw new Error('bad signature');
        return JSON.parse(hexToAscii(envelope.data));
      },
      note: 'Turnkey side: pinned-key check + verifyStampSignature + parse',
    },
  ];

  // Self-checks: the right answers, on both sides.
  assert(toHex(await cases[2].loginkit()) === bundle.plaintextHex, 'loginkit credential bundle');
  assert(toHex(await cases[3].loginkit()) === bundle.plaintextHex, 'loginkit credential bundle (raw)');
  assert((await cases[2].turnkey()) === bundle.plaintextHex, 'turnkey credential bundle');
  assert(JSON.parse(await cases[4].loginkit()).encappedPublic.length === 130, 'loginkit otp encryption');
  assert(JSON.parse(await cases[4].turnkey()).encappedPublic.length === 130, 'turnkey otp encryption');
  assert((await cases[5].loginkit()).user_id === jwt.claims.user_id, 'loginkit session jwt');
  assert((await cases[5].turnkey()) === true, 'turnkey session jwt');
  assert(typeof (await cases[6].loginkit()).targetPublic === 'string', 'loginkit envelope');
  assert(typeof (await cases[6].turnkey()).targetPublic === 'string', 'turnkey envelope');
  assert((await cases[0].loginkit()).headerName === 'X-Stamp', 'loginkit stamp');
  const turnkeyStamp = await cases[0].turnkey();
  assert(turnkeyStamp.stampHeaderName === 'X-Stamp', 'turnkey stamp header');
  assert((await verifyApiStamp(body1k, turnkeyStamp.stampHeaderValue)).publicKey === interop.keys.apiKey.publicKeyCompressed, 'turnkey stamp verifies');
  return cases;
}

/** Runs every case with tinybench; returns rows { name, loginkitMs, turnkeyMs, ratio, note }. */
export async function runCryptoBench({ time = 1000 } = {}) {
  const cases = await cryptoCases();
  const tasks = cases.flatMap((item) => [
    [`loginkit: ${item.name}`, item.loginkit],
    ...(item.turnkey ? [[`turnkey: ${item.name}`, item.turnkey]] : []),
  ]);
  const medians = await tinybenchRun(tasks, { time });
  return cases.map((item) => {
    const loginkitMs = medians.get(`loginkit: ${item.name}`);
    const turnkeyMs = item.turnkey ? medians.get(`turnkey: ${item.name}`) : undefined;
    return { name: item.name, loginkitMs, turnkeyMs, speedup: turnkeyMs === undefined ? undefined : turnkeyMs / loginkitMs, note: item.note };
  });
}
