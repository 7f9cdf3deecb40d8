/**
 * The boot proof binds the app proofs' ephemeral key to an attested enclave: its Nitro
 * attestation document must chain to the configured root, be signed (COSE ES384) by the leaf
 * certificate, attest the same 130-byte ephemeral key (`public_key`), and carry SHA-256 of the
 * QOS manifest as `user_data` — as Turnkey's `@turnkey/crypto` checks it.
 */
import { fromBase64 } from '../encoding/base64';
import { toHex } from '../encoding/hex';
import { isRecord } from '../transport/validate';
import type { BootProof } from './app-proof-types';
import { coseAlgorithm, coseSigStructure, parseAttestationDocument, parseCoseSign1, type AttestationDocument } from './attestation-document';
import { ecPublicKeyOf, verifyCertificateChain } from './certificate-chain';
import { proofInvalid } from './proof-error';
import { sha256Digest, verifyEcdsa } from './verify-ecdsa';

const es384 = -35;

/** A timestamp member as text: a string or number as given, anything else `'0'` (String() throws on `{"toString": null}`). */
function timestampPart(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '0';
}

/** Checks the wire shape of a `get_boot_proof` answer (`boot-proof-format` naming the field). */
export function readBootProof(body: unknown): BootProof {
  const proof = isRecord(body) ? body.bootProof : undefined;
  if (!isRecord(proof)) throw proofInvalid('boot-proof-format', 'the answer has no bootProof object', { field: 'bootProof' });
  const text = (name: keyof BootProof): string => {
    const value = proof[name];
    if (typeof value !== 'string') throw proofInvalid('boot-proof-format', 'is not a string', { field: `bootProof.${name}` });
    return value;
  };
  const createdAt = isRecord(proof.createdAt) ? proof.createdAt : {};
  return {
    ephemeralPublicKeyHex: text('ephemeralPublicKeyHex').toLowerCase(),
    awsAttestationDocB64: text('awsAttestationDocB64'),
    qosManifestB64: text('qosManifestB64'),
    qosManifestEnvelopeB64: text('qosManifestEnvelopeB64'),
    deploymentLabel: text('deploymentLabel'),
    enclaveApp: text('enclaveApp'),
    owner: text('owner'),
    createdAt: { seconds: timestampPart(createdAt.seconds), nanos: timestampPart(createdAt.nanos) },
    ...(typeof proof.qosManifestVersion === 'string' ? { qosManifestVersion: proof.qosManifestVersion } : {}),
  };
}

function decodeBase64(text: string, field: string): Uint8Array {
  try {
    return fromBase64(text, field);
  } catch (cause) {
    throw proofInvalid('boot-proof-format', 'is not standard base64', { field, cause });
  }
}

/**
 * Verifies `bootProof` for the ephemeral key `ephemeralPublicKeyHex` (the app proofs' key, 130
 * bytes hex) against the root certificate `rootDer`. Returns the attestation document.
 */
export async function verifyBootProof(bootProof: BootProof, ephemeralPublicKeyHex: string, rootDer: Uint8Array): Promise<AttestationDocument> {
  const cose = parseCoseSign1(decodeBase64(bootProof.awsAttestationDocB64, 'bootProof.awsAttestationDocB64'));
  if (coseAlgorithm(cose) !== es384) throw proofInvalid('boot-proof-signature', 'the attestation is not signed ES384', { field: 'bootProof.awsAttestationDocB64' });
  const document = parseAttestationDocument(cose.payload);

  const leaf = await verifyCertificateChain(rootDer, document.cabundle, document.certificate, document.timestamp);
  const { curve, publicKey } = ecPublicKeyOf(leaf, 'the leaf certificate');
  if (curve !== 'P-384' || !(await verifyEcdsa(curve, publicKey, 'SHA-384', coseSigStructure(cose), cose.signature))) {
    throw proofInvalid('boot-proof-signature', "the attestation's signature does not verify with its leaf certificate", { field: 'bootProof.awsAttestationDocB64' });
  }

  const attested = document.publicKey === undefined ? undefined : toHex(document.publicKey);
  if (attested !== ephemeralPublicKeyHex || bootProof.ephemeralPublicKeyHex !== ephemeralPublicKeyHex) {
    throw proofInvalid('boot-proof-key', "the attested key is not the app proofs' ephemeral key", { field: 'bootProof.ephemeralPublicKeyHex' });
  }
  const manifestDigest = toHex(await sha256Digest(decodeBase64(bootProof.qosManifestB64, 'bootProof.qosManifestB64')));
  if (document.userData === undefined || toHex(document.userData) !== manifestDigest) {
    throw proofInvalid('manifest', "the attestation's user_data is not the SHA-256 of the manifest", { field: 'bootProof.qosManifestB64' });
  }
  return document;
}
