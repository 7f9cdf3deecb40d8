/**
 * The mock's three enclave keys (protocol.md sections 4-6) and what it signs with them:
 * OTP target bundles and verification tokens with the TLS-fetcher key, session JWTs with the
 * notarizer key (double SHA-256 scheme), export bundles (export_private_key) with the signer
 * key. Public keys are published uncompressed so tests and the kit can pin them.
 */
import {
  signSessionJwt,
  signVerificationToken,
  verifyVerificationToken,
  type SessionJwtClaims,
  type VerificationTokenClaims,
} from '../core/crypto/jwt';
import { encryptExportBundle } from '../core/crypto/export-bundle';
import { signOtpTargetBundle } from '../core/crypto/otp-encryption';
import { publicKeyFromPrivateKey, randomPrivateKey } from '../core/crypto/p256';
import { fromHex, toHex } from '../core/encoding/hex';
import type { EnclavePrivateKeys } from './stored-state';

export type { EnclavePrivateKeys } from './stored-state';

/** Uncompressed public keys (hex, 130 characters) of the three enclave roles. */
export interface EnclavePublicKeys {
  tlsFetcher: string;
  notarizer: string;
  signer: string;
}

export interface Enclave {
  readonly publicKeys: EnclavePublicKeys;
  /** The `otpEncryptionTargetBundle` for a per-OTP target key (uncompressed bytes). */
  signTargetBundle(targetPublicKey: Uint8Array): string;
  signVerificationToken(claims: VerificationTokenClaims): string;
  /** Checks signature and expiry; throws LoginKitError `signature_invalid` / `token_expired` / `invalid_input`. */
  verifyVerificationToken(token: string, now: number): VerificationTokenClaims;
  signSession(claims: SessionJwtClaims): string;
  /** An export bundle (protocol.md section 4): `plaintext` HPKE-sealed to `targetPublicKey`, in an envelope signed by the signer key. */
  sealExportBundle(plaintext: Uint8Array, targetPublicKey: Uint8Array, organizationId: string): Promise<string>;
}

const roles = ['tlsFetcher', 'notarizer', 'signer'] as const;

/** Three fresh random private keys. */
export function generateEnclaveKeys(): EnclavePrivateKeys {
  return { tlsFetcher: toHex(randomPrivateKey()), notarizer: toHex(randomPrivateKey()), signer: toHex(randomPrivateKey()) };
}

/** The enclave for given private keys (hex); bad keys are `invalid_input` naming `enclaveKeys.<role>`. */
export function createEnclave(keys: EnclavePrivateKeys): Enclave {
  const privateKeys = {} as Record<(typeof roles)[number], Uint8Array>;
  const publicKeys = {} as EnclavePublicKeys;
  for (const role of roles) {
    const field = `enclaveKeys.${role}`;
    const privateKey = fromHex(keys[role], field);
    privateKeys[role] = privateKey;
    publicKeys[role] = toHex(publicKeyFromPrivateKey(privateKey, false));
  }
  const tlsFetcherPublic = fromHex(publicKeys.tlsFetcher);
  return {
    publicKeys: Object.freeze(publicKeys),
    signTargetBundle: (targetPublicKey) => signOtpTargetBundle(targetPublicKey, privateKeys.tlsFetcher),
    signVerificationToken: (claims) => signVerificationToken(claims, privateKeys.tlsFetcher),
    verifyVerificationToken: (token, now) => verifyVerificationToken(token, tlsFetcherPublic, now),
    signSession: (claims) => signSessionJwt(claims, privateKeys.notarizer),
    sealExportBundle: (plaintext, targetPublicKey, organizationId) => encryptExportBundle(plaintext, targetPublicKey, organizationId, privateKeys.signer),
  };
}
