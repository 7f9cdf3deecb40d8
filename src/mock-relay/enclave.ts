/**
 * The mock's three enclave keys (protocol.md sections 4-6) and what it signs with them:
 * OTP target bundles and verification tokens with the TLS-fetcher key, session JWTs with the
 * notarizer key (double SHA-256 scheme), export bundles (export_private_key) with the signer
 * key. Public keys are published uncompressed so tests and the kit can pin them.
 */
import { signSessionJwtWith, signVerificationTokenWith, verifyVerificationToken, type SessionJwtClaims, type VerificationTokenClaims } from '../core/crypto/jwt';
import { encryptExportBundle } from '../core/crypto/export-bundle';
import { signOtpTargetBundleWith } from '../core/crypto/otp-encryption';
import { publicKeyFromPrivateKey, randomPrivateKey } from '../core/crypto/p256-private-key';
import { fastSigningKeyFromPrivateKey } from '../core/crypto/p256-private-key';
import type { SigningKey } from '../core/crypto/signing-key';
import { fromHex, toHex } from '../core/encoding/hex';
import { createOtpTargetKeys } from './otp-target-keys';
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
  /**
   * A fresh per-OTP HPKE target key: its private scalar (hex, for the store) and the
   * `otpEncryptionTargetBundle` naming its public key.
   */
  newOtpTarget(): Promise<{ targetPrivateKey: string; otpEncryptionTargetBundle: string }>;
  /** Opens an `encryptedOtpBundle` with a target key from `newOtpTarget` (its private scalar, hex). */
  openOtpBundle(encryptedOtpBundle: string, targetPrivateKey: string): Promise<{ otpCode: string; publicKey: string }>;
  signVerificationToken(claims: VerificationTokenClaims): Promise<string>;
  /**
   * Checks signature, claims and expiry; rejects with LoginKitError `signature_invalid` /
   * `token_expired` / `invalid_input`. The claims of a token whose signature verified are
   * remembered by the exact token string, so a token used again (account, signup_v2,
   * otp_login_v2) is not verified again; its expiry is checked on every use.
   */
  verifyVerificationToken(token: string, now: number): Promise<VerificationTokenClaims>;
  signSession(claims: SessionJwtClaims): Promise<string>;
  /** An export bundle (protocol.md section 4): `plaintext` HPKE-sealed to `targetPublicKey`, in an envelope signed by the signer key. */
  sealExportBundle(plaintext: Uint8Array, targetPublicKey: Uint8Array, organizationId: string): Promise<string>;
}

const roles = ['tlsFetcher', 'notarizer', 'signer'] as const;
/** Verified tokens remembered (oldest dropped first); a login uses its token within seconds. */
const VERIFIED_TOKEN_LIMIT = 4096;

/** Three fresh random private keys. */
export function generateEnclaveKeys(): EnclavePrivateKeys {
  return { tlsFetcher: toHex(randomPrivateKey()), notarizer: toHex(randomPrivateKey()), signer: toHex(randomPrivateKey()) };
}

/**
 * The enclave for given private keys (hex); bad keys are `invalid_input` naming `enclaveKeys.<role>`.
 * It signs and verifies with WebCrypto (keys imported once), or @noble/curves without it.
 */
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
  const signing = {
    tlsFetcher: fastSigningKeyFromPrivateKey(privateKeys.tlsFetcher),
    notarizer: fastSigningKeyFromPrivateKey(privateKeys.notarizer),
    signer: fastSigningKeyFromPrivateKey(privateKeys.signer),
  } satisfies Record<string, Promise<SigningKey>>;
  // Awaited on use; a failure there is the request's (no unhandled rejection at start).
  for (const key of Object.values(signing)) key.catch(() => undefined);
  const targets = createOtpTargetKeys();
  const verifiedTokens = new Map<string, VerificationTokenClaims>();
  return {
    publicKeys: Object.freeze(publicKeys),
    async newOtpTarget() {
      const target = await targets.create();
      return { targetPrivateKey: target.privateKey, otpEncryptionTargetBundle: await signOtpTargetBundleWith(target.publicKey, await signing.tlsFetcher) };
    },
    openOtpBundle: (encryptedOtpBundle, targetPrivateKey) => targets.open(encryptedOtpBundle, targetPrivateKey),
    signVerificationToken: async (claims) => signVerificationTokenWith(claims, await signing.tlsFetcher),
    async verifyVerificationToken(token, now) {
      const known = verifiedTokens.get(token);
      if (known !== undefined && Number(known.exp) > now) return { ...known };
      // Unknown, or expired by now: the full check (which names the expiry).
      const claims = await verifyVerificationToken(token, tlsFetcherPublic, now);
      if (verifiedTokens.size >= VERIFIED_TOKEN_LIMIT) verifiedTokens.delete(verifiedTokens.keys().next().value as string);
      verifiedTokens.set(token, { ...claims });
      return claims;
    },
    signSession: async (claims) => signSessionJwtWith(claims, await signing.notarizer),
    sealExportBundle: async (plaintext, targetPublicKey, organizationId) => encryptExportBundle(plaintext, targetPublicKey, organizationId, await signing.signer),
  };
}
