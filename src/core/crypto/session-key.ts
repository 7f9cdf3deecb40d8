import { invalidInput } from '../errors';
import { compressPublicKey, normalizeLowS } from './p256';
import { importPrivateScalar } from './private-scalar';
import type { SessionKeyPair } from './signing-key';
import { bufferSource, subtleCrypto } from './webcrypto';

/**
 * Session keys: non-extractable WebCrypto ECDSA P-256 keys (browsers and Node 20+).
 * Signatures are ECDSA over SHA-256(message), returned as raw r ‖ s normalised to low-s
 * (WebCrypto may return either s; the low-s twin verifies everywhere, including strict
 * verifiers, and the service accepts both).
 */

const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const ECDSA_SHA256 = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** A fresh non-extractable ECDSA P-256 key pair. */
export async function generateSessionKeyPair(): Promise<SessionKeyPair> {
  const pair = await subtleCrypto().generateKey(ECDSA_P256, false, ['sign', 'verify']);
  const publicKeyUncompressed = new Uint8Array(await subtleCrypto().exportKey('raw', pair.publicKey));
  return sessionKeyPairFromCryptoKey(pair.privateKey, publicKeyUncompressed);
}

/** Wraps a stored WebCrypto ECDSA private key (e.g. from IndexedDB) and its public key. */
export function sessionKeyPairFromCryptoKey(privateKey: CryptoKey, publicKeyUncompressed: Uint8Array): SessionKeyPair {
  const algorithm = privateKey.algorithm as Partial<EcKeyAlgorithm>;
  if (privateKey.type !== 'private' || algorithm.name !== 'ECDSA' || algorithm.namedCurve !== 'P-256') {
    throw invalidInput('privateKey', 'must be an ECDSA P-256 private CryptoKey');
  }
  if (!privateKey.usages.includes('sign')) throw invalidInput('privateKey', "must allow the 'sign' usage");
  const publicKey = compressPublicKey(publicKeyUncompressed, 'publicKeyUncompressed');
  if (publicKeyUncompressed.length !== 65) throw invalidInput('publicKeyUncompressed', 'must be 65 bytes');
  return {
    privateKey,
    publicKey,
    publicKeyUncompressed: new Uint8Array(publicKeyUncompressed),
    async sign(message: Uint8Array): Promise<Uint8Array> {
      const raw = new Uint8Array(await subtleCrypto().sign(ECDSA_SHA256, privateKey, bufferSource(message)));
      return normalizeLowS(raw);
    },
  };
}

/**
 * Imports a raw 32-byte private scalar (a decrypted credential bundle) as a
 * NON-extractable WebCrypto ECDSA key, then zero-fills `privateKey` (also on failure).
 */
export async function importSessionPrivateKey(privateKey: Uint8Array): Promise<SessionKeyPair> {
  try {
    const imported = await importPrivateScalar(privateKey, ECDSA_P256, ['sign']);
    return sessionKeyPairFromCryptoKey(imported.privateKey, imported.publicKeyUncompressed);
  } finally {
    if (privateKey instanceof Uint8Array) privateKey.fill(0);
  }
}
