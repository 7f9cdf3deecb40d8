import { ecdsaScalarSize } from '../crypto/ecdsa-signature';

/*
 * ECDSA verification for the proof checks, on WebCrypto (the platform's native code; no
 * JavaScript curve ships to browsers): P-256 app-proof signatures, P-256/P-384 certificate and
 * COSE ES384 signatures of Nitro attestations. Keys are SEC1 points as certificates and proofs
 * carry them; signatures are raw r ‖ s (ecdsa-signature.ts converts DER).
 */

export type EcdsaCurve = keyof typeof ecdsaScalarSize;
export type EcdsaHash = 'SHA-256' | 'SHA-384';

function bytes(view: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(view);
}

/**
 * Whether `signature` (raw r ‖ s) is `publicKey`'s ECDSA signature over `data` hashed with
 * `hash`. Never throws: a key that is not a point on `curve`, or a malformed signature, is false.
 */
export async function verifyEcdsa(curve: EcdsaCurve, publicKey: Uint8Array, hash: EcdsaHash, data: Uint8Array, signature: Uint8Array): Promise<boolean> {
  if (signature.length !== 2 * ecdsaScalarSize[curve]) return false;
  try {
    const key = await crypto.subtle.importKey('raw', bytes(publicKey), { name: 'ECDSA', namedCurve: curve }, false, ['verify']);
    return await crypto.subtle.verify({ name: 'ECDSA', hash }, key, bytes(signature), bytes(data));
  } catch {
    return false;
  }
}

/** SHA-256 of `data` (WebCrypto). */
export async function sha256Digest(data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes(data)));
}
