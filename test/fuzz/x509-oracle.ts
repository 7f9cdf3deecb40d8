/**
 * The dev-time oracle for the kit's X.509 reader: @peculiar/asn1-x509's parse of the same bytes,
 * reduced to the fields `readX509Certificate` returns (bytes as hex), so the two compare with
 * `toEqual`. Used only by tests; the kit itself never imports the asn1 libraries.
 */
import { AsnConvert } from '@peculiar/asn1-schema';
import { BasicConstraints, Certificate, id_ce_basicConstraints, Name } from '@peculiar/asn1-x509';
import { fromHex, toHex } from '../../src/core/encoding/hex';
import type { X509Certificate } from '../../src/core/proofs/x509-certificate';

export interface CertificateFields {
  tbs: string;
  signatureAlgorithm: string;
  signatureValue: string;
  version: number;
  issuer: string;
  subject: string;
  notBefore: number;
  notAfter: number;
  algorithm: string;
  parameters: string | undefined;
  publicKey: string;
  ca: boolean;
}

const hex = (bytes: ArrayBuffer | Uint8Array): string => toHex(new Uint8Array(bytes));

/** The fields as @peculiar/asn1-x509 reads them (throws what it throws). */
export function oracleFields(der: Uint8Array): CertificateFields {
  const certificate = AsnConvert.parse(der, Certificate);
  const tbs = certificate.tbsCertificate;
  const spki = tbs.subjectPublicKeyInfo;
  const basicConstraints = tbs.extensions?.find((extension) => extension.extnID === id_ce_basicConstraints);
  return {
    tbs: hex(certificate.tbsCertificateRaw!),
    signatureAlgorithm: certificate.signatureAlgorithm.algorithm,
    signatureValue: hex(certificate.signatureValue),
    version: tbs.version,
    issuer: hex(AsnConvert.serialize(tbs.issuer)),
    subject: hex(AsnConvert.serialize(tbs.subject)),
    notBefore: tbs.validity.notBefore.getTime().getTime(),
    notAfter: tbs.validity.notAfter.getTime().getTime(),
    algorithm: spki.algorithm.algorithm,
    parameters: spki.algorithm.parameters ? hex(spki.algorithm.parameters) : undefined,
    publicKey: hex(spki.subjectPublicKey),
    ca: basicConstraints === undefined ? false : AsnConvert.parse(basicConstraints.extnValue, BasicConstraints).cA,
  };
}

/** The same fields from the kit's reader. */
export function readerFields(certificate: X509Certificate): CertificateFields {
  const { algorithm, parameters } = certificate.subjectPublicKeyInfo.algorithm;
  return {
    tbs: toHex(certificate.tbs),
    signatureAlgorithm: certificate.signatureAlgorithm,
    signatureValue: toHex(certificate.signatureValue),
    version: certificate.version,
    issuer: toHex(certificate.issuer),
    subject: toHex(certificate.subject),
    notBefore: certificate.notBefore,
    notAfter: certificate.notAfter,
    algorithm,
    parameters: parameters === undefined ? undefined : toHex(parameters),
    publicKey: toHex(certificate.subjectPublicKeyInfo.publicKey),
    ca: certificate.ca,
  };
}

/**
 * The oracle re-encodes Names after decoding their strings (invalid UTF-8 becomes U+FFFD), where
 * the kit keeps the Names' bytes; for edited certificates both sides are compared after passing
 * the Names through the oracle's decode and encode.
 */
export function withOracleNames(fields: CertificateFields): CertificateFields {
  const normalized = (name: string): string => hex(AsnConvert.serialize(AsnConvert.parse(fromHex(name), Name)));
  return { ...fields, issuer: normalized(fields.issuer), subject: normalized(fields.subject) };
}
