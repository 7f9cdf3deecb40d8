import { LoginKitError, invalidInput } from '../errors';
import { bufferSource, subtleCrypto } from './webcrypto';

/*
 * Importing a compressed P-256 point (0x02/0x03 ‖ x, 33 bytes) into WebCrypto, which then does the
 * point decompression and the on-curve check. Platforms differ:
 * - `importKey('raw', compressed)`: Chromium, Node, Firefox ≥ 146;
 * - `importKey('spki', prefix ‖ compressed)`: Safari (compressed points only through SPKI), and the
 *   others too;
 * - neither: WebKitGTK (the engine of GNOME Web and of WebKit on Linux), Firefox before 146. There
 *   the point is decompressed in JavaScript (@noble/curves, in a chunk only these platforms fetch)
 *   and the uncompressed point, which every platform imports, goes to WebCrypto, which checks it
 *   again.
 * A point that is not on the curve is `invalid_input` on every path. `browser_unsupported` is left
 * for a platform that cannot import P-256 points at all.
 */

type EcImportParams = { name: 'ECDSA' | 'ECDH'; namedCurve: 'P-256' };

/** SubjectPublicKeyInfo { id-ecPublicKey, prime256v1 } with a 33-byte BIT STRING (RFC 5480), before the point. */
const spkiPrefix = [
  0x30, 0x39, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07, 0x03,
  0x22, 0x00,
];

function compressedSpki(compressed: Uint8Array): Uint8Array<ArrayBuffer> {
  const spki = new Uint8Array(spkiPrefix.length + compressed.length);
  spki.set(spkiPrefix);
  spki.set(compressed, spkiPrefix.length);
  return spki;
}

/** The key, or undefined when the platform refuses the point both ways. */
async function tryImport(compressed: Uint8Array, algorithm: EcImportParams, usages: KeyUsage[]): Promise<CryptoKey | undefined> {
  const subtle = subtleCrypto();
  try {
    return await subtle.importKey('raw', bufferSource(compressed), algorithm, true, usages);
  } catch {
    try {
      return await subtle.importKey('spki', compressedSpki(compressed), algorithm, true, usages);
    } catch {
      return undefined;
    }
  }
}

/**
 * A public WebCrypto key (extractable) for a compressed P-256 point. A point that is not on the
 * curve is `invalid_input` naming `field`; a platform that cannot import P-256 points at all is
 * `browser_unsupported`.
 */
export async function importCompressedPublicKey(
  compressed: Uint8Array,
  field: string,
  algorithm: EcImportParams = { name: 'ECDSA', namedCurve: 'P-256' },
  usages: KeyUsage[] = ['verify'],
): Promise<CryptoKey> {
  if (!(compressed instanceof Uint8Array) || compressed.length !== 33 || (compressed[0] !== 0x02 && compressed[0] !== 0x03)) {
    throw invalidInput(field, 'must be a 33-byte compressed P-256 public key (0x02 or 0x03 ‖ x)');
  }
  const key = await tryImport(compressed, algorithm, usages);
  if (key !== undefined) return key;
  const uncompressed = await decompressInJavaScript(compressed);
  if (uncompressed === undefined) throw invalidInput(field, 'is not a point on P-256');
  try {
    return await subtleCrypto().importKey('raw', bufferSource(uncompressed), algorithm, true, usages);
  } catch (cause) {
    throw new LoginKitError('browser_unsupported', 'this browser cannot import P-256 public keys', { cause, details: { field } });
  }
}

/** The fallback chunk, fetched the first time a platform refuses a compressed point. */
async function decompressInJavaScript(compressed: Uint8Array): Promise<Uint8Array | undefined> {
  const { decompressP256Point } = await import('./p256-point-decompression').catch((cause: unknown) => {
    throw new LoginKitError('network', 'the P-256 point decompression code could not be loaded', { cause });
  });
  return decompressP256Point(compressed);
}
