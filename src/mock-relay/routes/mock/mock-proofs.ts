/**
 * Test controls of the mock's app proofs (not part of the service):
 * - `GET /__mock/proofs/root` → the mock enclave root certificate (PEM, `application/x-pem-file`)
 *   to configure the kit with (`appProofs.enclaveRoot`); `?format=json` → `{pem, sha256}`.
 * - `POST /__mock/proofs {corrupt, contact?}` → spoils the proofs of the next signup with a
 *   wallet (of `contact` when given, else of anyone): `corrupt` is one of `app-proof-signature`,
 *   `app-proof-payload`, `boot-proof-chain`, `boot-proof-key`, `manifest`; `null` clears every
 *   pending one. Answers `{pending}`.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { toHex } from '../../../core/encoding/hex';
import { invalidArgument } from '../../errors';
import { proofCorruptions, type ProofCorruption } from '../../proofs/proof-corruption';
import { optionalStringField } from '../../request-body';
import type { RouteContext } from '../../route-context';

export function mockProofRoot(context: RouteContext): { pem: string; sha256: string } {
  return { pem: context.proofs.service.rootPem(), sha256: toHex(sha256(context.proofs.service.rootDer())) };
}

export function mockSetProofCorruption(context: RouteContext, body: Record<string, unknown>): { pending: { corrupt: ProofCorruption; contact?: string }[] } {
  const { corruptions } = context.proofs;
  if (!Object.hasOwn(body, 'corrupt')) throw invalidArgument('corrupt', `is required: one of ${proofCorruptions.join(', ')}, or null`);
  const contact = optionalStringField(body, 'contact', 'contact', 320);
  if (body.corrupt === null) {
    corruptions.clear();
  } else {
    if (typeof body.corrupt !== 'string' || !(proofCorruptions as readonly string[]).includes(body.corrupt)) {
      throw invalidArgument('corrupt', `must be one of ${proofCorruptions.join(', ')}, or null`);
    }
    corruptions.add(body.corrupt as ProofCorruption, contact);
  }
  return { pending: corruptions.pending() };
}
