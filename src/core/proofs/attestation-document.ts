/**
 * The AWS Nitro attestation document: a COSE_Sign1 (RFC 9052) in CBOR, `[protected, unprotected,
 * payload, signature]` (optionally tagged 18), signed ES384 by the leaf certificate's key; the
 * payload is a CBOR map (module_id, digest, timestamp, pcrs, certificate, cabundle, public_key,
 * user_data, nonce). AWS encodes that map with an indefinite length (`0xbf … 0xff`), so the
 * decoder must read indefinite-length maps and arrays: cborg's does (strictly: duplicate map
 * keys, `undefined` and unknown tags are refused), without `eval` or `new Function` (strict CSP).
 */
import { decode as decodeCbor, encode as encodeCbor, Tagged, type DecodeOptions } from 'cborg';
import { proofInvalid } from './proof-error';

export interface CoseSign1 {
  protectedHeader: Uint8Array;
  payload: Uint8Array;
  signature: Uint8Array;
}

export interface AttestationDocument {
  moduleId: string;
  digest: string;
  /** Epoch milliseconds. */
  timestamp: number;
  pcrs: Map<number, Uint8Array>;
  /** The leaf certificate (DER). */
  certificate: Uint8Array;
  /** Root first, then intermediates (DER each). */
  cabundle: Uint8Array[];
  publicKey?: Uint8Array;
  userData?: Uint8Array;
  nonce?: Uint8Array;
}

const field = 'bootProof.awsAttestationDocB64';
const coseSign1Tag = 18;

/** Maps as `Map` (keys may be integers: pcrs, COSE labels); no duplicate keys, no `undefined`, no tags. */
const decodeOptions: DecodeOptions = { useMaps: true, rejectDuplicateMapKeys: true, allowUndefined: false };
/** The COSE_Sign1 tag is kept (as `Tagged`) so that only the outermost value may carry it. */
const documentOptions: DecodeOptions = { ...decodeOptions, tags: { [coseSign1Tag]: Tagged.decoder(coseSign1Tag) } };

/** The one value `bytes` hold (no bytes after it): byte strings as `Uint8Array`, maps as `Map`. */
function decode(bytes: Uint8Array, what: string, options = decodeOptions): unknown {
  try {
    return decodeCbor(bytes, options);
  } catch (cause) {
    throw proofInvalid('boot-proof-format', `${what} is not CBOR`, { field, cause });
  }
}

function bytesOf(value: unknown, name: string): Uint8Array {
  if (!(value instanceof Uint8Array)) throw proofInvalid('boot-proof-format', `${name} is not a byte string`, { field });
  return value;
}

/** The four members of the COSE_Sign1 (`boot-proof-format` when it is not one). */
export function parseCoseSign1(bytes: Uint8Array): CoseSign1 {
  let value = decode(bytes, 'the attestation document', documentOptions);
  if (value instanceof Tagged && value.tag === coseSign1Tag) value = value.value;
  if (!Array.isArray(value) || value.length !== 4) throw proofInvalid('boot-proof-format', 'the attestation document is not a COSE_Sign1 array', { field });
  const [protectedHeader, , payload, signature] = value as unknown[];
  return { protectedHeader: bytesOf(protectedHeader, 'protected'), payload: bytesOf(payload, 'payload'), signature: bytesOf(signature, 'signature') };
}

/** The bytes the COSE signature covers: Sig_structure `["Signature1", protected, h'', payload]`. */
export function coseSigStructure(cose: Pick<CoseSign1, 'protectedHeader' | 'payload'>): Uint8Array {
  return encodeCbor(['Signature1', cose.protectedHeader, new Uint8Array(0), cose.payload]);
}

/** The protected header's `alg` (label 1); ES384 is -35. */
export function coseAlgorithm(cose: CoseSign1): number | undefined {
  const header = cose.protectedHeader.length === 0 ? new Map() : decode(cose.protectedHeader, 'the protected header');
  if (!(header instanceof Map)) throw proofInvalid('boot-proof-format', 'the protected header is not a map', { field });
  const alg = header.get(1);
  return typeof alg === 'number' ? alg : undefined;
}

function optionalBytes(value: unknown, name: string): Uint8Array | undefined {
  return value === null || value === undefined ? undefined : bytesOf(value, name);
}

/** The attestation document in the payload (`boot-proof-format` naming the member that is wrong). */
export function parseAttestationDocument(payload: Uint8Array): AttestationDocument {
  const map = decode(payload, 'the attestation payload');
  if (!(map instanceof Map)) throw proofInvalid('boot-proof-format', 'the attestation payload is not a map', { field });
  const text = (name: string): string => {
    const value = map.get(name);
    if (typeof value !== 'string') throw proofInvalid('boot-proof-format', `${name} is not text`, { field });
    return value;
  };
  const timestamp = map.get('timestamp');
  if (typeof timestamp !== 'number' && typeof timestamp !== 'bigint') throw proofInvalid('boot-proof-format', 'timestamp is not an integer', { field });
  const pcrsValue = map.get('pcrs');
  if (!(pcrsValue instanceof Map)) throw proofInvalid('boot-proof-format', 'pcrs is not a map', { field });
  const pcrs = new Map<number, Uint8Array>();
  for (const [index, value] of pcrsValue) {
    if (typeof index !== 'number') throw proofInvalid('boot-proof-format', 'a pcrs index is not an integer', { field });
    pcrs.set(index, bytesOf(value, `pcrs[${index}]`));
  }
  const bundle = map.get('cabundle');
  if (!Array.isArray(bundle) || bundle.length === 0) throw proofInvalid('boot-proof-format', 'cabundle is not a non-empty array', { field });
  const publicKey = optionalBytes(map.get('public_key'), 'public_key');
  const userData = optionalBytes(map.get('user_data'), 'user_data');
  const nonce = optionalBytes(map.get('nonce'), 'nonce');
  return {
    moduleId: text('module_id'),
    digest: text('digest'),
    timestamp: Number(timestamp),
    pcrs,
    certificate: bytesOf(map.get('certificate'), 'certificate'),
    cabundle: bundle.map((item, index) => bytesOf(item, `cabundle[${index}]`)),
    ...(publicKey === undefined ? {} : { publicKey }),
    ...(userData === undefined ? {} : { userData }),
    ...(nonce === undefined ? {} : { nonce }),
  };
}
