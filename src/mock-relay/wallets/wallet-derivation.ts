/**
 * Real HD wallet derivation for the mock's wallets, from maintained libraries: a BIP-39 mnemonic
 * and seed (@scure/bip39, English wordlist, empty passphrase), BIP-32 for secp256k1 paths
 * (@scure/bip32) and SLIP-10 for Ed25519 paths (micro-key-producer; hardened steps only, as
 * SLIP-10 requires for Ed25519). Addresses as private-key-material.ts makes them: Ethereum with
 * the EIP-55 checksum, Solana as base58 of the Ed25519 public key, COMPRESSED / UNCOMPRESSED as
 * the public key in hex.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base58 } from '@scure/base';
import { HDKey as Bip32Key } from '@scure/bip32';
import { generateMnemonic, mnemonicToSeedSync } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { HDKey as Slip10Key } from 'micro-key-producer/slip10.js';
import { toHex } from '../../core/encoding/hex';
import { ethereumAddress } from '../private-keys/private-key-material';
import type { AddressFormat, PrivateKeyCurve } from '../private-keys/stored-private-key';

/** The mnemonic lengths BIP-39 defines (words), as Turnkey's `mnemonicLength` takes them. */
export const mnemonicLengths = [12, 15, 18, 21, 24] as const;
export type MnemonicLength = (typeof mnemonicLengths)[number];

/** A BIP-32 path: `m`, then steps of a decimal index below 2^31, hardened with `'`. */
const pathPattern = /^m(\/\d{1,10}'?)*$/;
const maxIndex = 0x8000_0000;

/** Why `path` cannot be derived on `curve`, or `undefined` when it can. */
export function pathProblem(curve: PrivateKeyCurve, path: string): string | undefined {
  if (!pathPattern.test(path)) return "must be a BIP-32 path such as m/44'/60'/0'/0/0";
  const steps = path.split('/').slice(1);
  if (steps.some((step) => Number.parseInt(step, 10) >= maxIndex)) return 'has an index of 2^31 or more (use \' for hardened)';
  if (curve === 'CURVE_ED25519' && steps.some((step) => !step.endsWith("'"))) return 'must be hardened at every step for CURVE_ED25519 (SLIP-10)';
  return undefined;
}

/** A fresh English mnemonic of `length` words. */
export function newMnemonic(length: MnemonicLength): string {
  return generateMnemonic(wordlist, (length / 3) * 32);
}

/** The 64-byte BIP-39 seed of a mnemonic (empty passphrase). */
export function mnemonicSeed(mnemonic: string): Uint8Array {
  return mnemonicToSeedSync(mnemonic);
}

/** The public key at `path` (checked with `pathProblem` first): compressed SEC1 for secp256k1, raw 32 bytes for Ed25519. */
export function derivePublicKey(seed: Uint8Array, curve: PrivateKeyCurve, path: string): Uint8Array {
  if (curve === 'CURVE_ED25519') return Slip10Key.fromMasterSeed(seed).derive(path).publicKeyRaw;
  const key = Bip32Key.fromMasterSeed(seed).derive(path);
  if (key.publicKey === null) throw new Error(`no public key at ${path}`);
  return key.publicKey;
}

/**
 * The private key at `path` (checked with `pathProblem` first), 32 bytes: the secp256k1 scalar
 * or the Ed25519 seed, as export_wallet_account hands it out. The caller wipes it.
 */
export function derivePrivateKey(seed: Uint8Array, curve: PrivateKeyCurve, path: string): Uint8Array {
  if (curve === 'CURVE_ED25519') return Slip10Key.fromMasterSeed(seed).derive(path).privateKey;
  const key = Bip32Key.fromMasterSeed(seed).derive(path);
  if (key.privateKey === null) throw new Error(`no private key at ${path}`);
  return key.privateKey;
}

/** The address of a derived public key (the format is checked against the curve by the caller). */
export function accountAddress(curve: PrivateKeyCurve, publicKey: Uint8Array, format: AddressFormat): string {
  if (curve === 'CURVE_ED25519') return format === 'ADDRESS_FORMAT_SOLANA' ? base58.encode(publicKey) : toHex(publicKey);
  switch (format) {
    case 'ADDRESS_FORMAT_ETHEREUM':
      return ethereumAddress(secp256k1.Point.fromBytes(publicKey).toBytes(false));
    case 'ADDRESS_FORMAT_COMPRESSED':
      return toHex(publicKey);
    default:
      return toHex(secp256k1.Point.fromBytes(publicKey).toBytes(false));
  }
}
