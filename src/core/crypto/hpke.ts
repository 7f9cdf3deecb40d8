import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { LoginKitError, invalidInput } from '../errors';
import { fromBase64Url } from '../encoding/base64url';
import { utf8Encode } from '../encoding/utf8';
import { uncompressPublicKey } from './p256';
import { importPrivateScalar } from './private-scalar';
import { bufferSource, subtleCrypto } from './webcrypto';

/**
 * HPKE as the service uses it (protocol.md section 3): RFC 9180 base mode,
 * DHKEM(P-256, HKDF-SHA256) + HKDF-SHA256 + AES-256-GCM, info = ASCII `turnkey_hpke`,
 * aad = enc (65 B uncompressed) ‖ pkR (65 B uncompressed). Built on @hpke/core (WebCrypto).
 */

const INFO = utf8Encode('turnkey_hpke');
const ECDH_P256 = { name: 'ECDH', namedCurve: 'P-256' } as const;

let cachedSuite: CipherSuite | undefined;
function suite(): CipherSuite {
  cachedSuite ??= new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes256Gcm() });
  return cachedSuite;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

function bundleInvalid(message: string, cause?: unknown): LoginKitError {
  return new LoginKitError('bundle_invalid', message, cause === undefined ? {} : { cause });
}

/** Encrypts `plaintext` to a P-256 public key (65 or 33 bytes). Returns enc (65 B) and ciphertext ‖ tag. */
export async function hpkeSeal(
  recipientPublicKey: Uint8Array,
  plaintext: Uint8Array,
): Promise<{ encappedPublic: Uint8Array; ciphertext: Uint8Array }> {
  const pkR = await uncompressPublicKey(recipientPublicKey, 'recipientPublicKey');
  const recipientKey = await suite().kem.deserializePublicKey(bufferSource(pkR));
  const sender = await suite().createSenderContext({ recipientPublicKey: recipientKey, info: INFO });
  const encappedPublic = new Uint8Array(sender.enc);
  const ciphertext = new Uint8Array(await sender.seal(bufferSource(plaintext), concat(encappedPublic, pkR)));
  return { encappedPublic, ciphertext };
}

/**
 * Opens an HPKE message. The receiver is a raw 32-byte private scalar or an ECDH P-256
 * private `CryptoKey` with the `deriveBits` usage (as from `generateHpkeKeyPair`).
 * `recipientPublicKey` is derived for raw scalars and extractable keys; pass it for a
 * non-extractable key. Any decryption failure is `bundle_invalid`.
 */
export async function hpkeOpen(
  recipientPrivateKey: Uint8Array | CryptoKey,
  encappedPublic: Uint8Array,
  ciphertext: Uint8Array,
  recipientPublicKey?: Uint8Array,
): Promise<Uint8Array> {
  let enc: Uint8Array;
  try {
    enc = await uncompressPublicKey(encappedPublic, 'encappedPublic');
  } catch (error) {
    if (error instanceof LoginKitError && error.code !== 'invalid_input') throw error; // browser_unsupported: not a bad bundle
    throw bundleInvalid('encappedPublic is not a P-256 public key', error);
  }
  const receiver = await receiverKeyPair(recipientPrivateKey, recipientPublicKey);
  try {
    const recipient = await suite().createRecipientContext({ recipientKey: receiver.keys, enc: bufferSource(enc), info: INFO });
    return new Uint8Array(await recipient.open(bufferSource(ciphertext), concat(enc, receiver.publicKey)));
  } catch (error) {
    throw bundleInvalid('HPKE decryption failed (wrong receiver key or tampered ciphertext)', error);
  }
}

/** A fresh non-extractable ECDH P-256 key pair to receive HPKE messages (credential bundles). */
export async function generateHpkeKeyPair(): Promise<{ privateKey: CryptoKey; publicKey: Uint8Array }> {
  const pair = await subtleCrypto().generateKey(ECDH_P256, false, ['deriveBits']);
  return { privateKey: pair.privateKey, publicKey: new Uint8Array(await subtleCrypto().exportKey('raw', pair.publicKey)) };
}

async function receiverKeyPair(
  privateKey: Uint8Array | CryptoKey,
  publicKey: Uint8Array | undefined,
): Promise<{ keys: CryptoKeyPair; publicKey: Uint8Array }> {
  const subtle = subtleCrypto();
  let pkR = publicKey === undefined ? undefined : await uncompressPublicKey(publicKey, 'recipientPublicKey');
  let sk: CryptoKey;
  if (privateKey instanceof Uint8Array) {
    const imported = await importPrivateScalar(privateKey, ECDH_P256, ['deriveBits'], 'recipientPrivateKey');
    pkR ??= imported.publicKeyUncompressed;
    sk = imported.privateKey;
  } else {
    const algorithm = privateKey.algorithm as Partial<EcKeyAlgorithm>;
    if (privateKey.type !== 'private' || algorithm.name !== 'ECDH' || algorithm.namedCurve !== 'P-256' || !privateKey.usages.includes('deriveBits')) {
      throw invalidInput('recipientPrivateKey', "must be an ECDH P-256 private CryptoKey with the 'deriveBits' usage");
    }
    if (pkR === undefined) {
      if (!privateKey.extractable) throw invalidInput('recipientPublicKey', 'is required with a non-extractable CryptoKey');
      const jwk = await subtle.exportKey('jwk', privateKey);
      pkR = concat(new Uint8Array([4]), concat(fromBase64Url(jwk.x ?? ''), fromBase64Url(jwk.y ?? '')));
    }
    sk = privateKey;
  }
  const pk = await subtle.importKey('raw', bufferSource(pkR), ECDH_P256, true, []);
  return { keys: { privateKey: sk, publicKey: pk }, publicKey: pkR };
}
