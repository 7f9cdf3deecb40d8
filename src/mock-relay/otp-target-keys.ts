/**
 * Per-OTP HPKE target keys (protocol.md section 5): made with WebCrypto (ECDH P-256) and kept
 * as CryptoKeys in memory, so neither making one nor opening a code with it runs curve
 * arithmetic in JavaScript. The store keeps each key's private scalar (hex) as before, so a key
 * that is no longer in memory (a restarted relay with a data file, or an old code) opens from the
 * scalar. Without WebCrypto, keys come from @noble/curves.
 */
import { decryptOtpBundle } from '../core/crypto/otp-encryption';
import { publicKeyFromPrivateKey, randomPrivateKey } from '../core/crypto/p256-private-key';
import { fromBase64Url } from '../core/encoding/base64url';
import { fromHex, toHex } from '../core/encoding/hex';

export interface OtpTargetKey {
  /** The private scalar, hex (64 characters): what the store keeps. */
  privateKey: string;
  /** The uncompressed public key (65 bytes) for the target bundle. */
  publicKey: Uint8Array;
}

export interface OtpTargetKeys {
  create(): Promise<OtpTargetKey>;
  /** Opens an `encryptedOtpBundle` sealed to the key with this private scalar (hex). */
  open(encryptedOtpBundle: string, privateKey: string): Promise<{ otpCode: string; publicKey: string }>;
}

const ECDH_P256 = { name: 'ECDH', namedCurve: 'P-256' } as const;
/** Keys kept in memory (oldest dropped first); a code lives minutes, and a dropped key still opens from its scalar. */
const MEMORY_LIMIT = 4096;

export function createOtpTargetKeys(): OtpTargetKeys {
  const inMemory = new Map<string, { key: CryptoKey; publicKey: Uint8Array }>();
  return {
    async create() {
      const subtle = globalThis.crypto?.subtle;
      if (subtle === undefined) {
        const secret = randomPrivateKey();
        return { privateKey: toHex(secret), publicKey: publicKeyFromPrivateKey(secret, false) };
      }
      const pair = await subtle.generateKey(ECDH_P256, true, ['deriveBits']);
      const jwk = await subtle.exportKey('jwk', pair.privateKey);
      const publicKey = new Uint8Array(65);
      publicKey[0] = 0x04;
      publicKey.set(fromBase64Url(jwk.x ?? ''), 1);
      publicKey.set(fromBase64Url(jwk.y ?? ''), 33);
      const privateKey = toHex(fromBase64Url(jwk.d ?? ''));
      if (inMemory.size >= MEMORY_LIMIT) inMemory.delete(inMemory.keys().next().value as string);
      inMemory.set(privateKey, { key: pair.privateKey, publicKey });
      return { privateKey, publicKey };
    },
    open(encryptedOtpBundle, privateKey) {
      const kept = inMemory.get(privateKey);
      return kept === undefined
        ? decryptOtpBundle(encryptedOtpBundle, fromHex(privateKey))
        : decryptOtpBundle(encryptedOtpBundle, kept.key, kept.publicKey);
    },
  };
}
