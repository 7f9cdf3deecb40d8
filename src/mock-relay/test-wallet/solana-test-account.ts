import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';

/** A test wallet's Solana account: an Ed25519 key whose base58 public key is the address. */
export interface SolanaTestAccount {
  address: string;
  /** The 32-byte Ed25519 public key. */
  publicKey: Uint8Array;
  /** `solana:signMessage`: the 64-byte Ed25519 signature of the message bytes. */
  signMessage(message: Uint8Array): Uint8Array;
}

/** The account of a 32-byte Ed25519 seed (the secret key). */
export function solanaTestAccount(seed: Uint8Array): SolanaTestAccount {
  const publicKey = ed25519.getPublicKey(seed);
  return {
    address: base58.encode(publicKey),
    publicKey,
    signMessage: (message) => ed25519.sign(message, seed),
  };
}
