/**
 * App proofs and boot proofs (protocol.md section 9), in Turnkey's wire shapes: what the
 * service's enclaves sign about what they created, and the attestation that binds their
 * ephemeral signing key to an AWS Nitro enclave.
 */
import type { LoginKitError } from '../errors';

/** One app proof: `proofPayload` (a JSON string) signed by the enclave's ephemeral key. */
export interface AppProof {
  scheme: 'SIGNATURE_SCHEME_EPHEMERAL_KEY_P256';
  /** Hex of 130 bytes: the encryption public key (65) then the signing public key (65), both uncompressed P-256. */
  publicKey: string;
  /** The exact JSON text that was signed. */
  proofPayload: string;
  /** Raw r ‖ s hex (128 characters) over SHA-256 of the UTF-8 `proofPayload`. */
  signature: string;
}

/** `POST /public/v1/query/get_boot_proof {organizationId, ephemeralKey}` → `{bootProof}`. */
export interface BootProof {
  /** The ephemeral public key it attests (hex, 130 bytes: the app proofs' `publicKey`). */
  ephemeralPublicKeyHex: string;
  /** The Nitro attestation document: COSE_Sign1 (CBOR), standard base64. */
  awsAttestationDocB64: string;
  /** The enclave's QOS manifest, standard base64; the attestation's `user_data` is its SHA-256. */
  qosManifestB64: string;
  /** The manifest envelope (approvals of the manifest), standard base64. */
  qosManifestEnvelopeB64: string;
  deploymentLabel: string;
  enclaveApp: string;
  owner: string;
  createdAt: { seconds: string; nanos: string };
  qosManifestVersion?: string;
}

/** What an address derivation proof says was created (APP_PROOF_TYPE_ADDRESS_DERIVATION). */
export interface AddressDerivationClaim {
  organizationId: string;
  walletId: string;
  derivationPath: string;
  address: string;
}

/** What the kit expects the proofs of a signup to name: the new organization, its wallet and each account. */
export interface ExpectedProofObjects {
  organizationId: string;
  walletId?: string;
  /** One per requested account, in order: its derivation path and the address the service answered. */
  accounts?: readonly { path: string; address: string }[];
}

/**
 * The outcome of checking the app proofs of a signup:
 * - `verified`: every proof's signature, what it names, and its boot proof (attestation chain to
 *   the configured root, the attested key, the manifest digest) checked out;
 * - `invalid`: something did not (`error` is a `proof_invalid` LoginKitError saying what), or
 *   the proofs a wallet signup is answered with were missing (`proof_missing`);
 * - `absent`: the service returned no proofs to check and none was due (a signup without a wallet).
 * A failure never undoes the login: the app decides what to do (`onAppProofs`, `useAppProofs`).
 */
export type AppProofStatus = 'verified' | 'invalid' | 'absent';

export interface AppProofResult {
  status: AppProofStatus;
  /** The sub-organization the proofs are about (the new account's). */
  organizationId: string;
  /** The proofs as the service sent them (unchanged). */
  proofs: readonly AppProof[];
  /** What each verified address derivation proof attests, in the proofs' order (when `verified`). */
  claims: readonly AddressDerivationClaim[];
  /** The boot proof the proofs were checked against (when one was fetched). */
  bootProof?: BootProof;
  /** Why the proofs are `invalid`: code `proof_invalid` (`details.check` names the failed check), or `proof_missing`. */
  error?: LoginKitError;
  /** Epoch ms of the check. */
  checkedAt: number;
}

/** The failed check of an `invalid` result (`error.details.check`). */
export type ProofCheck =
  | 'app-proof-format'
  | 'app-proof-signature'
  | 'app-proof-payload'
  | 'boot-proof-fetch'
  | 'boot-proof-format'
  | 'boot-proof-signature'
  | 'boot-proof-chain'
  | 'boot-proof-key'
  | 'manifest';

/** The `appProofs` option of the kit. */
export interface AppProofOptions {
  /** Check the app proofs of each signup and their boot proof (default true). */
  verify?: boolean;
  /**
   * The root certificate enclave attestations must chain to: PEM text or DER bytes. Default: the
   * AWS Nitro Enclaves root (G1, SHA-256 fingerprint 641a0321…79bb5b). Against the mock relay,
   * use its mock root (`GET /__mock/proofs/root`).
   */
  enclaveRoot?: string | Uint8Array;
}
