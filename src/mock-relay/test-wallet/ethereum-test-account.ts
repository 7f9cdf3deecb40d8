import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { hex } from '@scure/base';

/** A test wallet's Ethereum account: its key, its address, and EIP-191 `personal_sign`. */
export interface EthereumTestAccount {
  /** EIP-55 checksummed 0x address. */
  address: string;
  /** Compressed secp256k1 public key, 33 bytes. */
  publicKey: Uint8Array;
  /** `personal_sign`: 65 bytes r‖s‖v (v = 27 or 28) over keccak256("\x19Ethereum Signed Message:\n" + length + message). */
  personalSign(message: Uint8Array): Uint8Array;
}

const encoder = new TextEncoder();

/** EIP-55: a hex letter is uppercase when the matching nibble of keccak256(lowercase hex address) is 8 or more. */
function checksumAddress(addressBytes: Uint8Array): string {
  const lower = hex.encode(addressBytes);
  const hash = hex.encode(keccak_256(encoder.encode(lower)));
  let address = '0x';
  for (let index = 0; index < lower.length; index += 1) {
    address += parseInt(hash[index]!, 16) >= 8 ? lower[index]!.toUpperCase() : lower[index];
  }
  return address;
}

/** The EIP-191 (version 0x45) hash `personal_sign` signs. */
export function ethereumMessageHash(message: Uint8Array): Uint8Array {
  const prefix = encoder.encode(`\x19Ethereum Signed Message:\n${message.length}`);
  const data = new Uint8Array(prefix.length + message.length);
  data.set(prefix);
  data.set(message, prefix.length);
  return keccak_256(data);
}

/** The account of a secp256k1 private key (32 bytes, already checked valid). */
export function ethereumTestAccount(privateKey: Uint8Array): EthereumTestAccount {
  const uncompressed = secp256k1.getPublicKey(privateKey, false);
  return {
    address: checksumAddress(keccak_256(uncompressed.subarray(1)).subarray(12)),
    publicKey: secp256k1.getPublicKey(privateKey, true),
    personalSign(message) {
      // noble's 'recovered' format is recovery ‖ r ‖ s; Ethereum wants r ‖ s ‖ (27 + recovery).
      const signature = secp256k1.sign(ethereumMessageHash(message), privateKey, { prehash: false, format: 'recovered' });
      const out = new Uint8Array(65);
      out.set(signature.subarray(1), 0);
      out[64] = 27 + signature[0]!;
      return out;
    },
  };
}
