/**
 * The mock's stand-in for an AWS Nitro attestation document: a COSE_Sign1 (CBOR, ES384) whose
 * payload is the Nitro map (module_id, digest, timestamp, pcrs, certificate, cabundle,
 * public_key, user_data, nonce), signed by the leaf key of the mock enclave PKI.
 */
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';
import { p384 } from '@noble/curves/nist.js';
import { sha384 } from '@noble/hashes/sha2.js';

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

/** The COSE_Sign1 bytes (an untagged array, as Nitro sends it). */
export function createAttestationDocument(input: AttestationInput): Uint8Array {
  const payload = encodeCBOR(
    new Map<string, CBORType>([
      ['module_id', 'i-loginkit-mock-enc0000000000001'],
      ['digest', 'SHA384'],
      ['timestamp', input.timestamp],
      ['pcrs', new Map<number, CBORType>([...input.pcrs.entries()])],
      ['certificate', input.leaf.der],
      ['cabundle', [...input.cabundle]],
      ['public_key', input.publicKey],
      ['user_data', input.userData],
      ['nonce', null],
    ]),
  );
  const protectedHeader = encodeCBOR(new Map<number, CBORType>([[1, es384]]));
  const toBeSigned = encodeCBOR(['Signature1', protectedHeader, new Uint8Array(0), payload]);
  const signature = p384.sign(sha384(toBeSigned), input.leaf.privateKey, { prehash: false, format: 'compact' });
  return encodeCBOR([protectedHeader, new Map<number, CBORType>(), payload, signature]);
}
