/**
 * The mock's stand-in for an AWS Nitro attestation document: a COSE_Sign1 (CBOR, ES384) whose
 * payload is the Nitro map (module_id, digest, timestamp, pcrs, certificate, cabundle,
 * public_key, user_data, nonce), signed by the leaf key of the mock enclave PKI. Encoded as AWS
 * encodes it: the payload map with an indefinite length (`0xbf`, the pairs, `0xff`), its members
 * (and the COSE array around it) with definite lengths, so the kit's decoder meets here what it
 * meets in production.
 */
import { p384 } from '@noble/curves/nist.js';
import { sha384 } from '@noble/hashes/sha2.js';
import { encode } from 'cborg';

export interface AttestationInput {
  /** Epoch ms of the attestation. */
  timestamp: number;
  /** The leaf certificate (DER) and its private key (P-384). */
  leaf: { der: Uint8Array; privateKey: Uint8Array };
  /** Root first, then intermediates (DER each). */
  cabundle: readonly Uint8Array[];
  /** The attested ephemeral key (130 bytes). */
  publicKey: Uint8Array;
  /** SHA-256 of the manifest. */
  userData: Uint8Array;
  /** PCR values by index (48 bytes each). */
  pcrs: ReadonlyMap<number, Uint8Array>;
}

const es384 = -35;
const indefiniteMap = 0xbf;
const breakCode = 0xff;

/** A CBOR map of indefinite length: `0xbf`, each key and value (encoded as cborg encodes them), `0xff`. */
export function encodeIndefiniteMap(entries: readonly (readonly [string | number, unknown])[]): Uint8Array {
  const parts = entries.flatMap(([key, value]) => [encode(key), encode(value)]);
  const out = new Uint8Array(2 + parts.reduce((sum, part) => sum + part.length, 0));
  out[0] = indefiniteMap;
  parts.reduce((at, part) => (out.set(part, at), at + part.length), 1);
  out[out.length - 1] = breakCode;
  return out;
}

/** The COSE_Sign1 bytes (an untagged array, as Nitro sends it). */
export function createAttestationDocument(input: AttestationInput): Uint8Array {
  const payload = encodeIndefiniteMap([
    ['module_id', 'i-loginkit-mock-enc0000000000001'],
    ['digest', 'SHA384'],
    ['timestamp', input.timestamp],
    ['pcrs', new Map(input.pcrs)],
    ['certificate', input.leaf.der],
    ['cabundle', [...input.cabundle]],
    ['public_key', input.publicKey],
    ['user_data', input.userData],
    ['nonce', null],
  ]);
  const protectedHeader = encode(new Map([[1, es384]]));
  const toBeSigned = encode(['Signature1', protectedHeader, new Uint8Array(0), payload]);
  const signature = p384.sign(sha384(toBeSigned), input.leaf.privateKey, { prehash: false, format: 'compact' });
  return encode([protectedHeader, new Map(), payload, signature]);
}
