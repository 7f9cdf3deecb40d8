/**
 * X.509 chain checks for enclave attestations: read each certificate (x509-certificate.ts, a
 * strict DER reader), then from the pinned root down to the leaf verify every signature with its
 * issuer's key (ECDSA P-256/P-384 with SHA-256/384, @noble/curves), issuer and subject names
 * (byte for byte), CA flags, and validity at the attestation's time.
 */
import { p256, p384 } from '@noble/curves/nist.js';
import { sha256, sha384 } from '@noble/hashes/sha2.js';
import { toHex } from '../encoding/hex';
import { proofInvalid } from './proof-error';
import { readX509Certificate, type X509Certificate } from './x509-certificate';

const ecPublicKey = '1.2.840.10045.2.1';
/** DER of the named-curve OIDs in SubjectPublicKeyInfo parameters. */
const curveByParameters: Record<string, typeof p256 | typeof p384> = {
  '06082a8648ce3d030107': p256, // prime256v1
  '06052b81040022': p384, // secp384r1
};
const hashBySignatureAlgorithm: Record<string, (data: Uint8Array) => Uint8Array> = {
  '1.2.840.10045.4.3.2': sha256, // ecdsa-with-SHA256
  '1.2.840.10045.4.3.3': sha384, // ecdsa-with-SHA384
};

export interface ParsedCertificate {
  der: Uint8Array;
  certificate: X509Certificate;
}

const chainField = 'bootProof.awsAttestationDocB64';

export function parseCertificate(der: Uint8Array, name: string): ParsedCertificate {
  try {
    return { der, certificate: readX509Certificate(der) };
  } catch (cause) {
    throw proofInvalid('boot-proof-format', `${name} is not an X.509 certificate`, { field: chainField, cause });
  }
}

/** The certificate's EC public key and its curve (`boot-proof-chain` for other keys). */
export function ecPublicKeyOf(parsed: ParsedCertificate, name: string): { curve: typeof p256 | typeof p384; publicKey: Uint8Array } {
  const info = parsed.certificate.subjectPublicKeyInfo;
  const parameters = info.algorithm.parameters ? toHex(info.algorithm.parameters) : '';
  const curve = curveByParameters[parameters];
  if (info.algorithm.algorithm !== ecPublicKey || curve === undefined) throw proofInvalid('boot-proof-chain', `${name} has no P-256 or P-384 key`, { field: chainField });
  return { curve, publicKey: info.publicKey };
}

/** ECDSA over `data` hashed by `hash`, DER or raw signature; never throws (false). */
export function verifyEcdsa(curve: typeof p256 | typeof p384, publicKey: Uint8Array, hash: (data: Uint8Array) => Uint8Array, data: Uint8Array, signature: Uint8Array, format: 'der' | 'compact'): boolean {
  try {
    return curve.verify(signature, hash(data), publicKey, { prehash: false, lowS: false, format });
  } catch {
    return false;
  }
}

function signedBy(subject: ParsedCertificate, issuer: ParsedCertificate, names: [string, string]): void {
  if (toHex(subject.certificate.issuer) !== toHex(issuer.certificate.subject)) {
    throw proofInvalid('boot-proof-chain', `${names[0]} is not issued by ${names[1]}`, { field: chainField });
  }
  const hash = hashBySignatureAlgorithm[subject.certificate.signatureAlgorithm];
  if (hash === undefined) throw proofInvalid('boot-proof-chain', `${names[0]} is not signed with ECDSA SHA-256/384`, { field: chainField });
  const { curve, publicKey } = ecPublicKeyOf(issuer, names[1]);
  if (!verifyEcdsa(curve, publicKey, hash, subject.certificate.tbs, subject.certificate.signatureValue, 'der')) {
    throw proofInvalid('boot-proof-chain', `${names[0]}'s signature does not verify with ${names[1]}'s key`, { field: chainField });
  }
}

function validAt(parsed: ParsedCertificate, time: number, name: string): void {
  const { notBefore, notAfter } = parsed.certificate;
  if (time < notBefore || time > notAfter) {
    throw proofInvalid('boot-proof-chain', `${name} was not valid at the attestation's time`, { field: chainField });
  }
}

/**
 * Checks `cabundle` (root first) and `leaf` against the pinned root's DER: `cabundle[0]` must be
 * the pinned root (byte for byte), the root must sign itself, each next certificate must be
 * signed by the one before it (issuers must be CAs), and every certificate must be valid at
 * `time` (the attestation's). Returns the parsed leaf. `boot-proof-chain` says what failed.
 */
export function verifyCertificateChain(rootDer: Uint8Array, cabundle: readonly Uint8Array[], leafDer: Uint8Array, time: number): ParsedCertificate {
  if (cabundle.length === 0 || toHex(cabundle[0]!) !== toHex(rootDer)) {
    throw proofInvalid('boot-proof-chain', 'the attestation does not chain to the configured enclave root', { field: chainField });
  }
  const root = parseCertificate(rootDer, 'the root');
  const chain = [root, ...cabundle.slice(1).map((der, index) => parseCertificate(der, `cabundle[${index + 1}]`)), parseCertificate(leafDer, 'the leaf certificate')];
  const nameOf = (index: number): string => (index === 0 ? 'the root' : index === chain.length - 1 ? 'the leaf certificate' : `cabundle[${index}]`);
  signedBy(root, root, ['the root', 'the root']);
  chain.forEach((certificate, index) => {
    validAt(certificate, time, nameOf(index));
    if (index === 0) return;
    const issuer = chain[index - 1]!;
    if (!issuer.certificate.ca) throw proofInvalid('boot-proof-chain', `${nameOf(index - 1)} is not a CA`, { field: chainField });
    signedBy(certificate, issuer, [nameOf(index), nameOf(index - 1)]);
  });
  return chain[chain.length - 1]!;
}
