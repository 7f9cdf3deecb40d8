import { LoginKitError } from '../errors';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Decode, utf8Encode } from '../encoding/utf8';
import { parsePublicKeyHex, publicKeyFromPrivateKey, rawToDerSignature, signP256WithPrivateKey, uncompressPublicKey, verifyP256 } from './p256';
import { verifyP256Async } from './p256-webcrypto';
import type { SigningKey } from './signing-key';

/**
 * Signed enclave envelopes (protocol.md section 4): the JSON string
 * `{version?, data, dataSignature, enclaveQuorumPublic}` where `data` is hex of UTF-8 JSON,
 * `dataSignature` is DER hex ECDSA-P256 over SHA-256(bytes of data), `enclaveQuorumPublic`
 * the signer's uncompressed hex. Verification order: pinned key, signature, then data.
 */

function bundleInvalid(field: string, problem: string, cause?: unknown): LoginKitError {
  return new LoginKitError('bundle_invalid', `${field}: ${problem}`, { ...(cause === undefined ? {} : { cause }), details: { field } });
}

function signatureInvalid(field: string, problem: string): LoginKitError {
  return new LoginKitError('signature_invalid', `${field}: ${problem}`, { details: { field } });
}

/** A pinned key given as bytes or hex, as uncompressed bytes. */
export function pinnedKeyBytes(pinned: Uint8Array | string, field: string): Uint8Array {
  return uncompressPublicKey(typeof pinned === 'string' ? parsePublicKeyHex(pinned, field) : pinned, field);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/**
 * Verifies an envelope against the pinned signer key and returns its parsed `data` (a JSON object).
 * Malformed envelopes are `bundle_invalid`; a signer other than the pinned key, or a
 * signature that does not match `data`, is `signature_invalid`. Both name `field`.
 */
export function verifyEnclaveEnvelope<T>(envelope: string, pinnedPublicKey: Uint8Array | string, field: string): T {
  const { pinned, dataBytes, signature } = checkedEnvelope(envelope, pinnedPublicKey, field);
  if (!verifyP256(pinned, dataBytes, signature)) throw signatureInvalid(field, 'dataSignature does not match data');
  return envelopeData<T>(dataBytes, field);
}

/** `verifyEnclaveEnvelope` with the signature checked on WebCrypto (p256-webcrypto.ts): same checks, same errors. */
export async function verifyEnclaveEnvelopeAsync<T>(envelope: string, pinnedPublicKey: Uint8Array | string, field: string): Promise<T> {
  const { pinned, dataBytes, signature } = checkedEnvelope(envelope, pinnedPublicKey, field);
  if (!(await verifyP256Async(pinned, dataBytes, signature))) throw signatureInvalid(field, 'dataSignature does not match data');
  return envelopeData<T>(dataBytes, field);
}

/** Everything before the signature check: JSON shape, the pinned signer, hex fields. */
function checkedEnvelope(envelope: string, pinnedPublicKey: Uint8Array | string, field: string): { pinned: Uint8Array; dataBytes: Uint8Array; signature: Uint8Array } {
  const pinned = pinnedKeyBytes(pinnedPublicKey, 'pinnedPublicKey');
  let parsed: unknown;
  try {
    parsed = JSON.parse(envelope);
  } catch (error) {
    throw bundleInvalid(field, 'is not JSON', error);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw bundleInvalid(field, 'is not a JSON object');
  const { data, dataSignature, enclaveQuorumPublic } = parsed as Record<string, unknown>;
  if (typeof data !== 'string' || typeof dataSignature !== 'string' || typeof enclaveQuorumPublic !== 'string') {
    throw bundleInvalid(field, 'needs string data, dataSignature and enclaveQuorumPublic');
  }

  let signer: Uint8Array | undefined;
  try {
    signer = uncompressPublicKey(parsePublicKeyHex(enclaveQuorumPublic, field), field);
  } catch {
    signer = undefined;
  }
  if (signer === undefined || !sameBytes(signer, pinned)) throw signatureInvalid(field, 'signed by a key other than the pinned enclave key');

  let dataBytes: Uint8Array;
  let signature: Uint8Array;
  try {
    dataBytes = fromHex(data, field);
    signature = fromHex(dataSignature, field);
  } catch (error) {
    throw bundleInvalid(field, 'data or dataSignature is not hex', error);
  }
  return { pinned, dataBytes, signature };
}

function envelopeData<T>(dataBytes: Uint8Array, field: string): T {
  let inner: unknown;
  try {
    inner = JSON.parse(utf8Decode(dataBytes, field));
  } catch (error) {
    throw bundleInvalid(field, 'data is not hex of UTF-8 JSON', error);
  }
  // Every envelope's data is an object; a signed `null` or array must not reach the readers.
  if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) throw bundleInvalid(field, 'data is not a JSON object');
  return inner as T;
}

/**
 * Builds a signed envelope of `data` (serialized with JSON.stringify) with a raw signer
 * private key. For the mock relay and tests.
 */
export function signEnclaveEnvelope(data: unknown, signerPrivateKey: Uint8Array, version?: string): string {
  const dataBytes = utf8Encode(JSON.stringify(data));
  const signature = rawToDerSignature(signP256WithPrivateKey(signerPrivateKey, dataBytes));
  return JSON.stringify({
    ...(version === undefined ? {} : { version }),
    data: toHex(dataBytes),
    dataSignature: toHex(signature),
    enclaveQuorumPublic: toHex(publicKeyFromPrivateKey(signerPrivateKey, false)),
  });
}

/** `signEnclaveEnvelope` with a SigningKey (e.g. a WebCrypto key: p256-webcrypto.ts). For the mock relay. */
export async function signEnclaveEnvelopeWith(data: unknown, signer: SigningKey, version?: string): Promise<string> {
  const dataBytes = utf8Encode(JSON.stringify(data));
  const signature = rawToDerSignature(await signer.sign(dataBytes));
  return JSON.stringify({
    ...(version === undefined ? {} : { version }),
    data: toHex(dataBytes),
    dataSignature: toHex(signature),
    enclaveQuorumPublic: toHex(signer.publicKeyUncompressed),
  });
}
