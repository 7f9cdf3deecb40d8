/**
 * X.509 chain checks for enclave attestations: read each certificate (x509-certificate.ts, a
 * strict DER reader), then from the pinned root down to the leaf verify every signature with its
 * issuer's key (ECDSA P-256/P-384 with SHA-256/384, WebCrypto), issuer and subject names
 * (byte for byte), CA flags, and validity at the attestation's time.
 */
import { ecdsaDerToRaw, ecdsaScalarSize } from '../crypto/ecdsa-signature';
import { toHex } from '../encoding/hex';
import { proofInvalid } from './proof-error';
import { verifyEcdsa, type EcdsaCurve, type EcdsaHash } from './verify-ecdsa';
import { readX509Certificate, type X509Certificate } from './x509-certificate';

const ecPublicKey = '1.2.840.10045.2.1';
/** DER of the named-curve OIDs in SubjectPublicKeyInfo parameters. */
const curveByParameters: Record<string, EcdsaCurve> = {
  '06082a8648ce3d030107': 'P-256', // prime256v1
  '06052b81040022': 'P-384', // secp384r1
};
const hashBySignatureAlgorithm: Record<string, EcdsaHash> = {
  '1.2.840.10045.4.3.2': 'SHA-256', // ecdsa-with-SHA256
  '1.2.840.10045.4.3.3': 'SHA-384', // ecdsa-with-SHA384
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
export function ecPublicKeyOf(parsed: ParsedCertificate, name: string): { curve: EcdsaCurve; publicKey: Uint8Array } {
  const info = parsed.certificate.subjectPublicKeyInfo;
  const parameters = info.algorithm.parameters ? toHex(info.algorithm.parameters) : '';
  const curve = curveByParameters[parameters];
  if (info.algorithm.algorithm !== ecPublicKey || curve === undefined) throw proofInvalid('boot-proof-chain', `${name} has no P-256 or P-384 key`, { field: chainField });
  return { curve, publicKey: info.publicKey };
}

async function signedBy(subject: ParsedCertificate, issuer: ParsedCertificate, names: [string, string]): Promise<void> {
  if (toHex(subject.certificate.issuer) !== toHex(issuer.certificate.subject)) {
    throw proofInvalid('boot-proof-chain', `${names[0]} is not issued by ${names[1]}`, { field: chainField });
  }
  const hash = hashBySignatureAlgorithm[subject.certificate.signatureAlgorithm];
  if (hash === undefined) throw proofInvalid('boot-proof-chain', `${names[0]} is not signed with ECDSA SHA-256/384`, { field: chainField });
  const { curve, publicKey } = ecPublicKeyOf(issuer, names[1]);
  const signature = ecdsaDerToRaw(subject.certificate.signatureValue, ecdsaScalarSize[curve]);
  if (signature === undefined || !(await verifyEcdsa(curve, publicKey, hash, subject.certificate.tbs, signature))) {
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
export async function verifyCertificateChain(rootDer: Uint8Array, cabundle: readonly Uint8Array[], leafDer: Uint8Array, time: number): Promise<ParsedCertificate> {
  if (cabundle.length === 0 || toHex(cabundle[0]!) !== toHex(rootDer)) {
    throw proofInvalid('boot-proof-chain', 'the attestation does not chain to the configured enclave root', { field: chainField });
  }
  const root = parseCertificate(rootDer, 'the root');
  const chain = [root, ...cabundle.slice(1).map((der, index) => parseCertificate(der, `cabundle[${index + 1}]`)), parseCertificate(leafDer, 'the leaf certificate')];
  const nameOf = (index: number): string => (index === 0 ? 'the root' : index === chain.length - 1 ? 'the leaf certificate' : `cabundle[${index}]`);
  await signedBy(root, root, ['the root', 'the root']);
  for (const [index, certificate] of chain.entries()) {
    validAt(certificate, time, nameOf(index));
    if (index === 0) continue;
    const issuer = chain[index - 1]!;
    if (!issuer.certificate.ca) throw proofInvalid('boot-proof-chain', `${nameOf(index - 1)} is not a CA`, { field: chainField });
    await signedBy(certificate, issuer, [nameOf(index), nameOf(index - 1)]);
  }
  return chain[chain.length - 1]!;
}
