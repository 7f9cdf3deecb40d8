/**
 * X.509 certificates for the mock's enclave PKI (root → intermediate → leaf, P-384, ECDSA with
 * SHA-384, like AWS Nitro's), built with @peculiar/asn1-x509 and signed with @noble/curves —
 * synchronously and without node:*, so the in-page relay (Storybook) can make them too.
 */
import { p384 } from '@noble/curves/nist.js';
import { sha384 } from '@noble/hashes/sha2.js';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  BasicConstraints,
  Certificate,
  Extension,
  Extensions,
  id_ce_basicConstraints,
  Name,
  RelativeDistinguishedName,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';

const ecdsaWithSha384 = '1.2.840.10045.4.3.3';
const ecPublicKey = '1.2.840.10045.2.1';
/** DER of the secp384r1 OID (1.3.132.0.34), the SubjectPublicKeyInfo's curve parameter. */
const secp384r1Parameters = new Uint8Array([0x06, 0x05, 0x2b, 0x81, 0x04, 0x00, 0x22]);
const commonName = '2.5.4.3';
const organizationName = '2.5.4.10';

export interface CertificateRequest {
  /** The subject's common name (the issuer's name is `issuer.commonName`). */
  commonName: string;
  /** Uncompressed P-384 public key of the subject. */
  publicKey: Uint8Array;
  /** The issuer: its name and private key (the subject's own for a root). */
  issuer: { commonName: string; privateKey: Uint8Array };
  serialNumber: number;
  notBefore: Date;
  notAfter: Date;
  /** A CA certificate (basicConstraints cA). */
  ca: boolean;
}

function name(cn: string): Name {
  const attribute = (type: string, value: string) => new RelativeDistinguishedName([new AttributeTypeAndValue({ type, value: new AttributeValue({ utf8String: value }) })]);
  return new Name([attribute(organizationName, 'loginkit mock relay'), attribute(commonName, cn)]);
}

/** A DER certificate for `request`, signed (deterministically, RFC 6979) by the issuer's key. */
export function createCertificate(request: CertificateRequest): Uint8Array {
  const serial = new Uint8Array([0x01, (request.serialNumber >>> 16) & 0xff, (request.serialNumber >>> 8) & 0xff, request.serialNumber & 0xff]);
  const tbs = new TBSCertificate({
    version: Version.v3,
    serialNumber: serial.buffer,
    signature: new AlgorithmIdentifier({ algorithm: ecdsaWithSha384 }),
    issuer: name(request.issuer.commonName),
    validity: new Validity({ notBefore: request.notBefore, notAfter: request.notAfter }),
    subject: name(request.commonName),
    subjectPublicKeyInfo: new SubjectPublicKeyInfo({
      algorithm: new AlgorithmIdentifier({ algorithm: ecPublicKey, parameters: secp384r1Parameters.slice().buffer }),
      subjectPublicKey: request.publicKey.slice().buffer,
    }),
    extensions: new Extensions([
      new Extension({
        extnID: id_ce_basicConstraints,
        critical: true,
        extnValue: new OctetString(AsnConvert.serialize(new BasicConstraints({ cA: request.ca }))),
      }),
    ]),
  });
  const tbsDer = new Uint8Array(AsnConvert.serialize(tbs));
  const signature = p384.sign(sha384(tbsDer), request.issuer.privateKey, { prehash: false, format: 'der' });
  const certificate = new Certificate({
    tbsCertificate: tbs,
    signatureAlgorithm: new AlgorithmIdentifier({ algorithm: ecdsaWithSha384 }),
    signatureValue: signature.slice().buffer,
  });
  return new Uint8Array(AsnConvert.serialize(certificate));
}
