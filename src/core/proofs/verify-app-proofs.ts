/**
 * `verifyAppProofs`, public in `loginkit/core`: the kit's own app-proof checks for any proofs —
 * an activity's `appProofs`, a signup's, on a page or on the app's server. Only the argument
 * checks live here; the verifier (CBOR, X.509, P-384) is loaded when it is called, as the kit
 * loads it for its own checks, so importing this adds almost nothing to a page.
 */
import { invalidInput } from '../errors';
import { isRecord } from '../transport/validate';
import type { AppProofResult, ExpectedProofObjects } from './app-proof-types';
import { enclaveRootDer } from './enclave-root';

/** The arguments of {@link verifyAppProofs}. */
export interface VerifyAppProofsInput {
  /** The proofs as the service sent them: `appProofs` of a signup or of an activity (`undefined` or `[]`: nothing to check). */
  proofs: readonly unknown[] | undefined;
  /** What the proofs must name: the organization, and for address proofs the wallet and each account's path and address. */
  expected: ExpectedProofObjects;
  /**
   * Fetches the boot proof of an ephemeral key (the proofs' `publicKey`, 130 bytes as hex): the JSON
   * answer `{bootProof}` of `POST /public/v1/query/get_boot_proof {organizationId, ephemeralKey}`,
   * stamped by a key of that organization. Called once per distinct key; whatever it throws makes
   * the result `invalid` (`boot-proof-fetch`).
   */
  fetchBootProof(ephemeralPublicKeyHex: string): Promise<unknown>;
  /**
   * The root certificate attestations must chain to: PEM text or DER bytes. Default: the AWS Nitro
   * Enclaves root G1 (`awsNitroRootPem`). Against the mock relay: its root (`GET /__mock/proofs/root`).
   */
  enclaveRoot?: string | Uint8Array;
  /**
   * Epoch milliseconds of the check, reported as the result's `checkedAt` (default `Date.now()`).
   * Certificates are checked at the attestation document's own (signed) time: an enclave's
   * certificates last hours while the enclave signs for days, so proofs stay verifiable later.
   */
  now?: number;
}

function checkInput(input: VerifyAppProofsInput): void {
  if (!isRecord(input)) throw invalidInput('input', 'must be an object {proofs, expected, fetchBootProof, enclaveRoot?, now?}');
  if (input.proofs !== undefined && !Array.isArray(input.proofs)) throw invalidInput('proofs', 'must be an array of app proofs, or undefined');
  const expected: unknown = input.expected;
  if (!isRecord(expected) || typeof expected.organizationId !== 'string' || expected.organizationId === '') {
    throw invalidInput('expected.organizationId', 'must be the id of the organization the proofs are about');
  }
  if (expected.walletId !== undefined && typeof expected.walletId !== 'string') throw invalidInput('expected.walletId', 'must be a string');
  if (expected.accounts !== undefined && !Array.isArray(expected.accounts)) throw invalidInput('expected.accounts', 'must be an array of {path, address}');
  if (typeof input.fetchBootProof !== 'function') throw invalidInput('fetchBootProof', 'must be a function (ephemeralKey) => Promise<{bootProof}>');
  if (input.now !== undefined && !Number.isFinite(input.now)) throw invalidInput('now', 'must be epoch milliseconds');
}

/**
 * Verifies app proofs end to end, as the kit checks a signup's (docs/app-proofs.md):
 *
 * 1. each proof's signature: ECDSA P-256 over SHA-256 of the exact `proofPayload`, by the last 65
 *    bytes of its 130-byte ephemeral `publicKey`;
 * 2. that the payloads name `expected`: the organization, and for address derivation proofs the
 *    wallet and each account (path and address; every expected account needs a proof);
 * 3. the boot proof of each ephemeral key, fetched with `fetchBootProof`: its AWS Nitro attestation
 *    (COSE_Sign1, ES384) must chain to `enclaveRoot` (every signature, names, CA flags, validity at
 *    the attestation's time), attest that same key, and carry SHA-256 of the QOS manifest.
 *
 * Resolves to an {@link AppProofResult}: `verified` (with the address claims and the boot proof),
 * `invalid` (its `error` is a `proof_invalid` LoginKitError whose `details.check` names the failed
 * check and `details.field` the member), or `absent` when `proofs` is empty. Proofs that fail never
 * reject; it rejects with `invalid_input` naming the argument when an argument is malformed
 * (including an `enclaveRoot` that is not a certificate).
 *
 * Runs in browsers and Node ≥ 20 (WebCrypto); the verifier is loaded on the first call.
 */
export async function verifyAppProofs(input: VerifyAppProofsInput): Promise<AppProofResult> {
  checkInput(input);
  const givenRoot = input.enclaveRoot === undefined ? undefined : enclaveRootDer(input.enclaveRoot, 'enclaveRoot');
  const [{ verifyAppProofSet }, rootDer] = await Promise.all([
    import('./verify-app-proof-set'),
    givenRoot ?? import('./aws-nitro-root').then(({ awsNitroRootPem }) => enclaveRootDer(awsNitroRootPem)),
  ]);
  return verifyAppProofSet({ proofs: input.proofs, expected: input.expected, fetchBootProof: (key) => input.fetchBootProof(key), rootDer, now: input.now ?? Date.now() });
}
