/**
 * Checks a set of app proofs end to end: each proof's shape and signature, that the payloads
 * name the expected objects, then the boot proof of every ephemeral key they were signed with.
 * Never throws: the outcome is an AppProofResult (`invalid` with a `proof_invalid` error).
 * This module and what it imports (CBOR, X.509, P-384) load only when proofs are checked: by the
 * kit (check-app-proofs.ts) or through the public `verifyAppProofs` (verify-app-proofs.ts).
 */
import { LoginKitError } from '../errors';
import type { AppProof, AppProofResult, BootProof, ExpectedProofObjects } from './app-proof-types';
import { proofInvalid } from './proof-error';
import { checkAppProofPayloads, readAppProof, verifyAppProofSignature } from './verify-app-proof';
import { readBootProof, verifyBootProof } from './verify-boot-proof';

export interface AppProofSetInput {
  /** The proofs as the service sent them (`appProofs` of a signup or an activity). */
  proofs: readonly unknown[] | undefined;
  /** What they must name. */
  expected: ExpectedProofObjects;
  /** `get_boot_proof` for an ephemeral key (hex): the query's JSON answer `{bootProof}`. */
  fetchBootProof(ephemeralKeyHex: string): Promise<unknown>;
  /** DER of the root certificate attestations must chain to. */
  rootDer: Uint8Array;
  /** Epoch ms of the check (the result's `checkedAt`); certificates are checked at the attestation's own time. */
  now: number;
}

function asProofError(error: unknown): LoginKitError {
  if (error instanceof LoginKitError && error.code === 'proof_invalid') return error;
  return proofInvalid('boot-proof-fetch', `the boot proof could not be fetched (${error instanceof Error ? error.message : String(error)})`, { cause: error });
}

export async function verifyAppProofSet(input: AppProofSetInput): Promise<AppProofResult> {
  const base = { organizationId: input.expected.organizationId, checkedAt: input.now };
  const raw = input.proofs ?? [];
  if (raw.length === 0) return { ...base, status: 'absent', proofs: [], claims: [] };
  let proofs: AppProof[] = [];
  let bootProof: BootProof | undefined;
  try {
    proofs = raw.map((value, index) => readAppProof(value, `appProofs[${index}]`));
    for (const [index, proof] of proofs.entries()) await verifyAppProofSignature(proof, `appProofs[${index}]`);
    const claims = checkAppProofPayloads(proofs, input.expected);
    for (const key of new Set(proofs.map((proof) => proof.publicKey))) {
      bootProof = readBootProof(await input.fetchBootProof(key));
      await verifyBootProof(bootProof, key, input.rootDer);
    }
    return { ...base, status: 'verified', proofs, claims, ...(bootProof === undefined ? {} : { bootProof }) };
  } catch (error) {
    const reported = proofs.length > 0 ? proofs : (raw as AppProof[]);
    return { ...base, status: 'invalid', proofs: reported, claims: [], error: asProofError(error), ...(bootProof === undefined ? {} : { bootProof }) };
  }
}
