/**
 * Reads the fields of an X.509 certificate (RFC 5280) that the enclave chain check uses, with
 * the strict DER reader: nothing else is interpreted, but every structure read must be well
 * formed and consumed to its end. Malformed input is `invalid_input` naming `der`.
 */
import { checkAny, derError, derTag, readBitString, readBoolean, readDer, readExplicit, readInteger, readOctetString, readOid, readSmallInteger, readTime, sequenceReader, type DerElement } from '../encoding/der';

export const basicConstraintsOid = '2.5.29.19';

export interface AlgorithmIdentifier {
  algorithm: string;
  /** The parameters' whole DER (tag included), when present. */
  parameters?: Uint8Array;
}

export interface X509Certificate {
  /** The TBSCertificate's DER, as signed. */
  tbs: Uint8Array;
  signatureAlgorithm: string;
  signatureValue: Uint8Array;
  /** 0 for v1 (the default), 2 for v3. */
  version: number;
  /** The Names' DER, compared byte for byte when chaining. */
  issuer: Uint8Array;
  subject: Uint8Array;
  /** Validity in milliseconds since the epoch. */
  notBefore: number;
  notAfter: number;
  subjectPublicKeyInfo: { algorithm: AlgorithmIdentifier; publicKey: Uint8Array };
  /** basicConstraints cA (false when the extension is absent). */
  ca: boolean;
}

function readAlgorithm(element: DerElement, what: string): AlgorithmIdentifier {
  const reader = sequenceReader(element, what);
  const algorithm = readOid(reader.next(), what);
  if (reader.done) return { algorithm };
  const parameters = reader.next();
  checkAny(parameters, `${what} parameters`);
  reader.end(what);
  return { algorithm, parameters: parameters.raw };
}

/** Name ::= SEQUENCE OF SET (1..) OF SEQUENCE { type OID, value ANY }; returns its DER. */
function readName(element: DerElement, what: string): Uint8Array {
  const names = sequenceReader(element, what);
  while (!names.done) {
    const set = sequenceReader(names.next(), what, derTag.set);
    if (set.done) derError(`${what}: empty RelativeDistinguishedName`);
    while (!set.done) {
      const attribute = sequenceReader(set.next(), what);
      readOid(attribute.next(), what);
      checkAny(attribute.next(), what);
      attribute.end(what);
    }
  }
  return element.raw;
}

/** BasicConstraints ::= SEQUENCE { cA BOOLEAN DEFAULT FALSE, pathLenConstraint INTEGER OPTIONAL } */
function readBasicConstraints(extnValue: Uint8Array): boolean {
  const reader = sequenceReader(readDer(extnValue, derTag.sequence, 'basicConstraints'), 'basicConstraints');
  const ca = reader.peekTag() === derTag.boolean ? readBoolean(reader.next(), 'basicConstraints cA') : false;
  if (!reader.done) readInteger(reader.next(), 'basicConstraints pathLenConstraint');
  reader.end('basicConstraints');
  return ca;
}

/** Extensions ::= SEQUENCE (1..) OF Extension; returns basicConstraints cA. */
function readExtensions(element: DerElement): boolean {
  const extensions = sequenceReader(element, 'extensions');
  if (extensions.done) derError('extensions: empty');
  const seen = new Set<string>();
  let ca = false;
  while (!extensions.done) {
    const extension = sequenceReader(extensions.next(), 'extension');
    const id = readOid(extension.next(), 'extnID');
    if (seen.has(id)) derError(`extension ${id} appears twice`);
    seen.add(id);
    if (extension.peekTag() === derTag.boolean) readBoolean(extension.next(), 'critical');
    const value = readOctetString(extension.next(), 'extnValue');
    extension.end('extension');
    if (id === basicConstraintsOid) ca = readBasicConstraints(value);
  }
  return ca;
}

function readTbs(element: DerElement): Omit<X509Certificate, 'signatureAlgorithm' | 'signatureValue'> & { signature: AlgorithmIdentifier } {
  const tbs = sequenceReader(element, 'tbsCertificate');
  const versionElement = readExplicit(tbs, 0, 'version');
  const version = versionElement === undefined ? 0 : readSmallInteger(versionElement, 'version');
  if (version > 2) derError(`version ${version} is not v1, v2 or v3`);
  readInteger(tbs.next(), 'serialNumber');
  const signature = readAlgorithm(tbs.next(), 'signature');
  const issuer = readName(tbs.next(), 'issuer');
  const validity = sequenceReader(tbs.next(), 'validity');
  const notBefore = readTime(validity.next(), 'notBefore');
  const notAfter = readTime(validity.next(), 'notAfter');
  validity.end('validity');
  const subject = readName(tbs.next(), 'subject');
  const spki = sequenceReader(tbs.next(), 'subjectPublicKeyInfo');
  const algorithm = readAlgorithm(spki.next(), 'subjectPublicKeyInfo algorithm');
  const publicKey = readBitString(spki.next(), 'subjectPublicKey');
  spki.end('subjectPublicKeyInfo');
  const extensions = readExplicit(tbs, 3, 'extensions');
  const ca = extensions === undefined ? false : readExtensions(extensions);
  tbs.end('tbsCertificate');
  return { tbs: element.raw, signature, version, issuer, subject, notBefore, notAfter, subjectPublicKeyInfo: { algorithm, publicKey }, ca };
}

const sameBytes = (a: Uint8Array | undefined, b: Uint8Array | undefined): boolean => a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((byte, index) => byte === b[index]));

/**
 * Certificate ::= SEQUENCE { tbsCertificate, signatureAlgorithm, signatureValue BIT STRING },
 * with no bytes after it; the TBS signature algorithm must equal the outer one.
 */
export function readX509Certificate(der: Uint8Array): X509Certificate {
  const certificate = sequenceReader(readDer(der, derTag.sequence, 'certificate'), 'certificate');
  const { signature, ...tbs } = readTbs(certificate.next());
  const signatureAlgorithm = readAlgorithm(certificate.next(), 'signatureAlgorithm');
  const signatureValue = readBitString(certificate.next(), 'signatureValue');
  certificate.end('certificate');
  if (signature.algorithm !== signatureAlgorithm.algorithm || !sameBytes(signature.parameters, signatureAlgorithm.parameters)) {
    derError('the TBS signature algorithm is not the certificate signature algorithm');
  }
  return { ...tbs, signatureAlgorithm: signatureAlgorithm.algorithm, signatureValue };
}
