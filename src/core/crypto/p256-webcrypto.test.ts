import { p256 } from '@noble/curves/nist.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { verifyApiStamp, verifyApiStampAsync } from './api-stamp';
import { verifyClientSignature, verifyClientSignatureAsync } from './client-signature';
import { signEnclaveEnvelope, signEnclaveEnvelopeWith, verifyEnclaveEnvelope, verifyEnclaveEnvelopeAsync } from './enclave-envelope';
import {
  signSessionJwt,
  signSessionJwtWith,
  signVerificationTokenWith,
  verifySessionJwt,
  verifySessionJwtAsync,
  verifyVerificationToken,
  verifyVerificationTokenAsync,
  type SessionJwtClaims,
  type VerificationTokenClaims,
} from './jwt';
import { parseOtpTargetBundle, parseOtpTargetBundleAsync } from './otp-encryption';
import { normalizeLowS, publicKeyFromPrivateKey, rawToDerSignature, signP256WithPrivateKey, verifyP256 } from './p256';
import { fastSigningKeyFromPrivateKey, verifyP256Async } from './p256-webcrypto';

/**
 * The WebCrypto verifiers (`…Async`) answer exactly as the @noble/curves ones: same accepted
 * signatures, same refusals, same error codes and fields. Signatures made with WebCrypto verify
 * everywhere the noble-made ones do.
 */

const { tlsFetcher, notarizer, sessionKey } = interop.keys;
const NOW = Date.UTC(2026, 0, 1);
const privateKey = fromHex(sessionKey.privateKey);
const publicKey = publicKeyFromPrivateKey(privateKey, false);
const message = utf8Encode('{"login":{"publicKey":"03…"},"tokenId":"t-1","type":"USAGE_TYPE_LOGIN"}');
const raw = signP256WithPrivateKey(privateKey, message);

function highS(signature: Uint8Array): Uint8Array {
  const parsed = p256.Signature.fromBytes(signature, 'compact');
  return new p256.Signature(parsed.r, p256.Point.Fn.neg(parsed.s)).toBytes('compact');
}

function flipped(bytes: Uint8Array, index: number): Uint8Array {
  const copy = new Uint8Array(bytes);
  copy[index] = (copy[index] ?? 0) ^ 0x01;
  return copy;
}

/** Outcome of a call: the value, or the refusal's code and field. */
async function outcome(run: () => unknown): Promise<unknown> {
  try {
    return { value: await run() };
  } catch (error) {
    const { code, details } = error as { code?: string; details?: unknown };
    return { code, details };
  }
}

const hybridKey = new Uint8Array(publicKey);
hybridKey[0] = 0x06 | ((publicKey[64] ?? 0) & 1);

const signatureCases: [string, Uint8Array, Uint8Array, Uint8Array][] = [
  ['raw r ‖ s, uncompressed key', publicKey, message, raw],
  ['raw r ‖ s, compressed key', publicKeyFromPrivateKey(privateKey, true), message, raw],
  ['DER', publicKey, message, rawToDerSignature(raw)],
  ['the high-s twin', publicKey, message, highS(raw)],
  ['another message', publicKey, utf8Encode('another'), raw],
  ['a flipped signature bit', publicKey, message, flipped(raw, 10)],
  ['another key', publicKeyFromPrivateKey(fromHex(tlsFetcher.privateKey), false), message, raw],
  ['a key off the curve', flipped(publicKey, 64), message, raw],
  ['a compressed x with no point', fromHex(`02${'ff'.repeat(32)}`), message, raw],
  ['a hybrid-encoded (0x06/0x07) key', hybridKey, message, raw],
  ['r = 0', publicKey, message, new Uint8Array(64)],
  ['s = n', publicKey, message, fromHex(`${toHex(raw.subarray(0, 32))}ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551`)],
  ['a 63-byte signature', publicKey, message, raw.subarray(0, 63)],
  ['broken DER', publicKey, message, rawToDerSignature(raw).subarray(0, 20)],
  ['a 32-byte key', publicKey.subarray(0, 32), message, raw],
];

describe('verifyP256Async agrees with verifyP256', () => {
  it.each(signatureCases)('%s', async (_case, key, signed, signature) => {
    expect(await verifyP256Async(key, signed, signature)).toBe(verifyP256(key, signed, signature));
  });

  it('accepts the valid cases and refuses the others (the table above is not vacuous)', async () => {
    const accepted = await Promise.all(signatureCases.map(([, key, signed, signature]) => verifyP256Async(key, signed, signature)));
    expect(accepted.filter(Boolean)).toHaveLength(4);
  });

  describe('without WebCrypto', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('gives the same answers on @noble/curves', async () => {
      vi.stubGlobal('crypto', {});
      for (const [, key, signed, signature] of signatureCases) {
        expect(await verifyP256Async(key, signed, signature)).toBe(verifyP256(key, signed, signature));
      }
    });
  });
});

describe('fastSigningKeyFromPrivateKey', () => {
  it('signs SHA-256(message) as low-s raw r ‖ s that noble verifies, under the key’s public key', async () => {
    const key = await fastSigningKeyFromPrivateKey(privateKey);
    expect(toHex(key.publicKeyUncompressed)).toBe(toHex(publicKey));
    expect(toHex(key.publicKey)).toBe(toHex(publicKeyFromPrivateKey(privateKey, true)));
    const signature = await key.sign(message);
    expect(signature).toHaveLength(64);
    expect(toHex(normalizeLowS(signature))).toBe(toHex(signature));
    expect(verifyP256(publicKey, message, signature)).toBe(true);
    expect(verifyP256(publicKey, utf8Encode('other'), signature)).toBe(false);
    expect(toHex(privateKey)).toBe(sessionKey.privateKey);
  });
});

describe('the async verifiers give the sync ones’ answers and errors', () => {
  const tokenClaims: VerificationTokenClaims = { ...(interop.verificationToken[0]!.claims as VerificationTokenClaims), exp: String(NOW + 60_000) };
  const sessionClaims: SessionJwtClaims = { ...(interop.sessionJwt[0]!.claims as SessionJwtClaims), exp: NOW / 1000 + 900 };

  it.each([
    ...interop.verificationToken.map((vector, index) => [`verification token vector ${index}`, vector.jwt, vector.signerPublicKey] as const),
    ['a token against the notarizer key', interop.verificationToken[0]!.jwt, notarizer.publicKeyUncompressed] as const,
    ['a JWT that is not one', 'a.b', tlsFetcher.publicKeyUncompressed] as const,
  ])('verifyVerificationTokenAsync: %s', async (_case, jwt, key) => {
    expect(await outcome(() => verifyVerificationTokenAsync(jwt, key, NOW))).toEqual(await outcome(() => verifyVerificationToken(jwt, key, NOW)));
  });

  it('verifyVerificationTokenAsync: expires exactly at exp, as the sync one', async () => {
    const { jwt, claims } = interop.verificationToken[0]!;
    const exp = Number(claims!.exp);
    await expect(verifyVerificationTokenAsync(jwt, tlsFetcher.publicKeyUncompressed, exp)).rejects.toMatchObject({ code: 'token_expired' });
    expect((await verifyVerificationTokenAsync(jwt, tlsFetcher.publicKeyUncompressed, exp - 1)).exp).toBe(String(exp));
  });

  it.each([
    ...interop.sessionJwt.map((vector, index) => [`session vector ${index}`, vector.jwt, vector.notarizerPublicKey] as const),
    ['a session against the TLS-fetcher key', interop.sessionJwt[0]!.jwt, tlsFetcher.publicKeyUncompressed] as const,
  ])('verifySessionJwtAsync: %s', async (_case, jwt, key) => {
    expect(await outcome(() => verifySessionJwtAsync(jwt, key, NOW))).toEqual(await outcome(() => verifySessionJwt(jwt, key, NOW)));
  });

  it('tokens and sessions signed with a WebCrypto key verify with the sync verifiers (single and double SHA-256 schemes)', async () => {
    const tlsKey = await fastSigningKeyFromPrivateKey(fromHex(tlsFetcher.privateKey));
    const notarizerKey = await fastSigningKeyFromPrivateKey(fromHex(notarizer.privateKey));
    const token = await signVerificationTokenWith(tokenClaims, tlsKey);
    expect(verifyVerificationToken(token, tlsFetcher.publicKeyUncompressed, NOW)).toEqual(tokenClaims);
    const session = await signSessionJwtWith(sessionClaims, notarizerKey);
    expect(verifySessionJwt(session, notarizer.publicKeyUncompressed, NOW)).toEqual(sessionClaims);
    // The schemes differ: a session signed as a plain ES256 token does not pass.
    const plain = await signVerificationTokenWith(sessionClaims as unknown as VerificationTokenClaims, notarizerKey);
    await expect(verifySessionJwtAsync(plain, notarizer.publicKeyUncompressed, NOW)).rejects.toMatchObject({ code: 'signature_invalid' });
    expect(await verifySessionJwtAsync(signSessionJwt(sessionClaims, fromHex(notarizer.privateKey)), notarizer.publicKeyCompressed, NOW)).toEqual(
      sessionClaims,
    );
  });

  it.each([
    ...interop.otpTargetBundle.map((vector, index) => [`OTP target bundle vector ${index}`, vector.bundle, vector.pinnedSignerPublicKey] as const),
    ['a bundle against another pinned key', interop.otpTargetBundle[0]!.bundle, notarizer.publicKeyUncompressed] as const,
    ['a bundle with data of another signature', signEnclaveEnvelope({ targetPublic: 'x' }, fromHex(tlsFetcher.privateKey)), tlsFetcher.publicKeyUncompressed] as const,
    ['not JSON', '{', tlsFetcher.publicKeyUncompressed] as const,
  ])('parseOtpTargetBundleAsync / verifyEnclaveEnvelopeAsync: %s', async (_case, bundle, key) => {
    expect(await outcome(() => parseOtpTargetBundleAsync(bundle, key))).toEqual(await outcome(() => parseOtpTargetBundle(bundle, key)));
    expect(await outcome(() => verifyEnclaveEnvelopeAsync(bundle, key, 'bundle'))).toEqual(await outcome(() => verifyEnclaveEnvelope(bundle, key, 'bundle')));
  });

  it('an envelope signed with a WebCrypto key verifies with the sync verifier; a tampered one does not', async () => {
    const signer = await fastSigningKeyFromPrivateKey(fromHex(tlsFetcher.privateKey));
    const envelope = await signEnclaveEnvelopeWith({ a: 1 }, signer, 'v1.0.0');
    expect(verifyEnclaveEnvelope(envelope, tlsFetcher.publicKeyCompressed, 'bundle')).toEqual({ a: 1 });
    expect(Object.keys(JSON.parse(envelope) as object)).toEqual(['version', 'data', 'dataSignature', 'enclaveQuorumPublic']);
    const tampered = JSON.stringify({ ...(JSON.parse(envelope) as object), data: toHex(utf8Encode('{"a":2}')) });
    await expect(verifyEnclaveEnvelopeAsync(tampered, tlsFetcher.publicKeyCompressed, 'bundle')).rejects.toMatchObject({
      code: 'signature_invalid',
      details: { field: 'bundle' },
    });
  });

  const [clientVector] = interop.clientSignature;
  const clientSignature = { publicKey: clientVector!.publicKey, scheme: clientVector!.scheme, message: clientVector!.message, signature: clientVector!.signature };
  it.each([
    ...interop.clientSignature.map((vector, index) => [`client signature vector ${index}`, { ...vector }] as const),
    ['another message', { ...clientSignature, message: `${clientSignature.message} ` }] as const,
    ['a key that is not on the curve', { ...clientSignature, publicKey: `02${'ff'.repeat(32)}` }] as const,
    ['a key of the wrong length', { ...clientSignature, publicKey: clientSignature.publicKey.slice(0, 64) }] as const,
    ['a DER signature', { ...clientSignature, signature: toHex(rawToDerSignature(fromHex(clientSignature.signature))) }] as const,
    ['another scheme', { ...clientSignature, scheme: 'CLIENT_SIGNATURE_SCHEME_OTHER' }] as const,
  ])('verifyClientSignatureAsync: %s', async (_case, signature) => {
    const typed = signature as Parameters<typeof verifyClientSignature>[0];
    expect(await verifyClientSignatureAsync(typed)).toBe(verifyClientSignature(typed));
  });

  it.each(interop.apiStamp.map((vector, index) => [`API stamp vector ${index}`, vector.body, vector.headerValue] as const))(
    'verifyApiStampAsync: %s',
    async (_case, body, header) => {
      expect(await outcome(() => verifyApiStampAsync(body, header))).toEqual(await outcome(() => verifyApiStamp(body, header)));
      expect(await outcome(() => verifyApiStampAsync(`${body} `, header))).toEqual(await outcome(() => verifyApiStamp(`${body} `, header)));
    },
  );
});
