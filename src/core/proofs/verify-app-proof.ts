/**
 * App proof checks (protocol.md section 9): the signature — ECDSA P-256 over SHA-256 of the
 * UTF-8 `proofPayload`, by the last 65 bytes of the 130-byte ephemeral key — and what the
 * payload names.
 */
import { fromHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { isRecord } from '../transport/validate';
import type { AddressDerivationClaim, AppProof, ExpectedProofObjects } from './app-proof-types';
import { proofInvalid } from './proof-error';
import { verifyEcdsa } from './verify-ecdsa';

const ephemeralKeyHex = /^04[0-9a-f]{128}04[0-9a-f]{128}$/;
const signatureHex = /^[0-9a-f]{128}$/;

/** Checks the wire shape of one proof (`app-proof-format` naming the field). */
export function readAppProof(value: unknown, field: string): AppProof {
  if (!isRecord(value)) throw proofInvalid('app-proof-format', 'is not an object', { field });
  if (value.scheme !== 'SIGNATURE_SCHEME_EPHEMERAL_KEY_P256') throw proofInvalid('app-proof-format', 'has an unknown signature scheme', { field: `${field}.scheme` });
  const text = (name: 'publicKey' | 'proofPayload' | 'signature'): string => {
    const member = value[name];
    if (typeof member !== 'string') throw proofInvalid('app-proof-format', 'is not a string', { field: `${field}.${name}` });
    return member;
  };
  const publicKey = text('publicKey').toLowerCase();
  if (!ephemeralKeyHex.test(publicKey)) {
    throw proofInvalid('app-proof-format', 'must be 130 bytes of hex: two uncompressed P-256 keys (encryption, signing)', { field: `${field}.publicKey` });
  }
  const signature = text('signature').toLowerCase();
  if (!signatureHex.test(signature)) throw proofInvalid('app-proof-format', 'must be a raw r‖s signature (128 hex characters)', { field: `${field}.signature` });
  return { scheme: value.scheme, publicKey, proofPayload: text('proofPayload'), signature };
}

/** The signature over the exact payload text, by the key's signing half; `app-proof-signature` when it fails. */
export async function verifyAppProofSignature(proof: AppProof, field: string): Promise<void> {
  const signingKey = fromHex(proof.publicKey).subarray(65);
  if (!(await verifyEcdsa('P-256', signingKey, 'SHA-256', utf8Encode(proof.proofPayload), fromHex(proof.signature)))) {
    throw proofInvalid('app-proof-signature', 'the signature does not verify with the proof’s signing key', { field: `${field}.signature` });
  }
}

function payloadOf(proof: AppProof, field: string): Record<string, unknown> {
  let payload: unknown;
  try {
    payload = JSON.parse(proof.proofPayload);
  } catch (cause) {
    throw proofInvalid('app-proof-payload', 'is not JSON', { field: `${field}.proofPayload`, cause });
  }
  if (!isRecord(payload) || typeof payload.type !== 'string') throw proofInvalid('app-proof-payload', 'has no type', { field: `${field}.proofPayload` });
  return payload;
}

function claimOf(payload: Record<string, unknown>, field: string): AddressDerivationClaim {
  const proof = payload.addressDerivationProof;
  if (!isRecord(proof)) throw proofInvalid('app-proof-payload', 'has no addressDerivationProof', { field });
  const text = (name: keyof AddressDerivationClaim): string => {
    if (typeof proof[name] !== 'string') throw proofInvalid('app-proof-payload', 'is not a string', { field: `${field}.addressDerivationProof.${name}` });
    return proof[name];
  };
  return { organizationId: text('organizationId'), walletId: text('walletId'), derivationPath: text('derivationPath'), address: text('address') };
}

/**
 * Checks that the payloads name what was created: every proof is about `expected.organizationId`;
 * an address derivation proof names the expected wallet and one of its accounts (path and
 * address), and every expected account has one. Returns the address claims, in order.
 */
export function checkAppProofPayloads(proofs: readonly AppProof[], expected: ExpectedProofObjects, field = 'appProofs'): AddressDerivationClaim[] {
  const claims: AddressDerivationClaim[] = [];
  proofs.forEach((proof, index) => {
    const at = `${field}[${index}].proofPayload`;
    const payload = payloadOf(proof, `${field}[${index}]`);
    if (payload.type !== 'APP_PROOF_TYPE_ADDRESS_DERIVATION') {
      // Other kinds (e.g. policy outcomes) must at least be about this organization.
      const body = Object.values(payload).find((value) => isRecord(value) && typeof value.organizationId === 'string') as { organizationId: string } | undefined;
      if (body?.organizationId !== expected.organizationId) throw proofInvalid('app-proof-payload', `is not about organization ${expected.organizationId}`, { field: at });
      return;
    }
    const claim = claimOf(payload, at);
    if (claim.organizationId !== expected.organizationId) {
      throw proofInvalid('app-proof-payload', `names organization ${claim.organizationId}, not the new ${expected.organizationId}`, { field: `${at}.organizationId` });
    }
    if (expected.walletId !== undefined && claim.walletId !== expected.walletId) {
      throw proofInvalid('app-proof-payload', `names wallet ${claim.walletId}, not the new ${expected.walletId}`, { field: `${at}.walletId` });
    }
    const account = expected.accounts?.find((item) => item.path === claim.derivationPath && item.address === claim.address);
    if (expected.accounts !== undefined && account === undefined) {
      throw proofInvalid('app-proof-payload', `names address ${claim.address} at ${claim.derivationPath}, which is not one the service answered`, { field: `${at}.address` });
    }
    claims.push(claim);
  });
  (expected.accounts ?? []).forEach((account, index) => {
    if (!claims.some((claim) => claim.derivationPath === account.path && claim.address === account.address)) {
      throw proofInvalid('app-proof-payload', `no proof names wallet account ${index} (${account.address})`, { field: `wallet.accounts[${index}]` });
    }
  });
  return claims;
}
