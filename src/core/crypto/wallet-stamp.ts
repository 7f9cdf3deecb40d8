/**
 * Stamps made by external wallets (protocol.md section 13), in the form Turnkey's
 * `@turnkey/wallet-stamper` sends them: Ethereum `SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191` (the key
 * recovered from the `personal_sign` signature, compressed; the signature as DER) and Solana
 * `SIGNATURE_SCHEME_TK_API_ED25519`. secp256k1 and keccak come from @noble (WebCrypto has neither);
 * this module is part of the wallet chunk only.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { toBase64Url } from '../encoding/base64url';
import { fromBase58 } from '../encoding/base58check';
import { toHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { LoginKitError, invalidInput } from '../errors';
import { API_STAMP_HEADER, type ApiStamp } from './api-stamp';

/** keccak-256 of `"\x19Ethereum Signed Message:\n" + <byte length> + message`: what `personal_sign` signs (EIP-191). */
export function eip191Hash(message: Uint8Array): Uint8Array {
  const prefix = utf8Encode(`\x19Ethereum Signed Message:\n${message.length}`);
  const bytes = new Uint8Array(prefix.length + message.length);
  bytes.set(prefix);
  bytes.set(message, prefix.length);
  return keccak_256(bytes);
}

function ethereumSignature(signature: Uint8Array) {
  if (!(signature instanceof Uint8Array) || signature.length !== 65) throw invalidInput('signature', 'must be the 65 bytes r‖s‖v of personal_sign');
  const v = signature[64]!;
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) throw invalidInput('signature', `has recovery byte v = ${v} (expected 27 or 28)`);
  try {
    return secp256k1.Signature.fromBytes(signature.subarray(0, 64), 'compact').addRecoveryBit(recovery);
  } catch (error) {
    throw new LoginKitError('signature_invalid', 'signature: not a secp256k1 signature', { cause: error, details: { field: 'signature' } });
  }
}

/** The compressed secp256k1 key (33 bytes) that made `signature` (r‖s‖v) over `personal_sign(message)`. */
export function recoverEthereumPublicKey(message: Uint8Array, signature: Uint8Array): Uint8Array {
  const parsed = ethereumSignature(signature);
  try {
    return parsed.recoverPublicKey(eip191Hash(message)).toBytes(true);
  } catch (error) {
    throw new LoginKitError('signature_invalid', 'signature: no public key can be recovered from it', { cause: error, details: { field: 'signature' } });
  }
}

/** The EIP-55 checksummed address of a secp256k1 public key (compressed or not). */
export function ethereumAddress(publicKey: Uint8Array): string {
  let point: Uint8Array;
  try {
    point = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  } catch (error) {
    throw new LoginKitError('invalid_input', 'publicKey: not a secp256k1 public key', { cause: error, details: { field: 'publicKey' } });
  }
  const lower = toHex(keccak_256(point.subarray(1)).subarray(12));
  const hash = toHex(keccak_256(utf8Encode(lower)));
  let address = '0x';
  for (let index = 0; index < lower.length; index += 1) {
    address += Number.parseInt(hash[index]!, 16) >= 8 ? lower[index]!.toUpperCase() : lower[index]!;
  }
  return address;
}

function header(stamp: { publicKey: string; scheme: string; signature: string }): ApiStamp {
  return { headerName: API_STAMP_HEADER, headerValue: toBase64Url(utf8Encode(JSON.stringify(stamp))) };
}

/**
 * The `X-Stamp` of `body` from an Ethereum wallet's `personal_sign` signature. With `address`, the
 * recovered key must be that account's (a wallet that signed with another account is
 * `signature_invalid`, naming `signature`). Returns the stamp and the compressed key (hex).
 */
export function ethereumWalletStamp(body: string, signature: Uint8Array, address?: string): { stamp: ApiStamp; publicKey: string } {
  const parsed = ethereumSignature(signature);
  const publicKey = recoverEthereumPublicKey(utf8Encode(body), signature);
  if (address !== undefined && ethereumAddress(publicKey).toLowerCase() !== address.toLowerCase()) {
    throw new LoginKitError('signature_invalid', `signature: the wallet signed with another account than ${address}`, { details: { field: 'signature' } });
  }
  const publicKeyHex = toHex(publicKey);
  return {
    stamp: header({ publicKey: publicKeyHex, scheme: 'SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191', signature: toHex(parsed.toBytes('der')) }),
    publicKey: publicKeyHex,
  };
}

/** The 32-byte Ed25519 key of a Solana address (base58); `invalid_input` naming `address` otherwise. */
export function solanaPublicKey(address: string): Uint8Array {
  const bytes = typeof address === 'string' ? fromBase58(address) : undefined;
  if (bytes === undefined || bytes.length !== 32) throw invalidInput('address', 'must be a base58 Solana address (32 bytes)');
  return bytes;
}

/** The `X-Stamp` of `body` from a Solana wallet's `solana:signMessage` signature (64 bytes) and its key (32 bytes). */
export function solanaWalletStamp(signature: Uint8Array, publicKey: Uint8Array): { stamp: ApiStamp; publicKey: string } {
  if (!(signature instanceof Uint8Array) || signature.length !== 64) throw invalidInput('signature', 'must be a 64-byte Ed25519 signature');
  if (!(publicKey instanceof Uint8Array) || publicKey.length !== 32) throw invalidInput('publicKey', 'must be a 32-byte Ed25519 key');
  const publicKeyHex = toHex(publicKey);
  return { stamp: header({ publicKey: publicKeyHex, scheme: 'SIGNATURE_SCHEME_TK_API_ED25519', signature: toHex(signature) }), publicKey: publicKeyHex };
}
