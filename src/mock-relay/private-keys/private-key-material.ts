/**
 * Real key material for seeded private keys, from @noble/curves: a secp256k1 or Ed25519 key
 * pair and its addresses. Ethereum addresses are the last 20 bytes of keccak-256 of the
 * uncompressed public key (without its 04 prefix), with the EIP-55 mixed-case checksum; Solana
 * addresses are base58 of the Ed25519 public key; COMPRESSED / UNCOMPRESSED are the public key
 * in hex.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58 } from '@scure/base';
import { toHex } from '../../core/encoding/hex';
import { utf8Encode } from '../../core/encoding/utf8';
import type { AddressFormat, PrivateKeyAddress, PrivateKeyCurve } from './stored-private-key';

export interface PrivateKeyMaterial {
  /** 32 bytes hex: the secp256k1 scalar or the Ed25519 seed. */
  privateKey: string;
  /** Hex: uncompressed SEC1 for secp256k1, raw 32 bytes for Ed25519. */
  publicKey: string;
  addresses: PrivateKeyAddress[];
}

/** `0x` + EIP-55 checksummed hex of an Ethereum address (20 bytes). */
export function checksumAddress(address: Uint8Array): string {
  const hex = toHex(address);
  const hash = toHex(keccak_256(utf8Encode(hex)));
  let out = '0x';
  for (let index = 0; index < hex.length; index += 1) {
    const char = hex[index] ?? '';
    out += Number.parseInt(hash[index] ?? '0', 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

/** The Ethereum address of an uncompressed secp256k1 public key (65 bytes). */
export function ethereumAddress(uncompressedPublicKey: Uint8Array): string {
  return checksumAddress(keccak_256(uncompressedPublicKey.subarray(1)).subarray(12));
}

function address(curve: PrivateKeyCurve, privateKey: Uint8Array, format: AddressFormat): string {
  if (curve === 'CURVE_ED25519') {
    const publicKey = ed25519.getPublicKey(privateKey);
    return format === 'ADDRESS_FORMAT_SOLANA' ? base58.encode(publicKey) : toHex(publicKey);
  }
  switch (format) {
    case 'ADDRESS_FORMAT_ETHEREUM':
      return ethereumAddress(secp256k1.getPublicKey(privateKey, false));
    case 'ADDRESS_FORMAT_COMPRESSED':
      return toHex(secp256k1.getPublicKey(privateKey, true));
    default:
      return toHex(secp256k1.getPublicKey(privateKey, false));
  }
}

/** A fresh key pair on `curve` with an address per format (formats are checked against the curve by the caller). */
export function generatePrivateKeyMaterial(curve: PrivateKeyCurve, formats: readonly AddressFormat[]): PrivateKeyMaterial {
  const privateKey = curve === 'CURVE_ED25519' ? ed25519.utils.randomSecretKey() : secp256k1.utils.randomSecretKey();
  try {
    const publicKey = curve === 'CURVE_ED25519' ? ed25519.getPublicKey(privateKey) : secp256k1.getPublicKey(privateKey, false);
    return {
      privateKey: toHex(privateKey),
      publicKey: toHex(publicKey),
      addresses: formats.map((format) => ({ format, address: address(curve, privateKey, format) })),
    };
  } finally {
    privateKey.fill(0);
  }
}
