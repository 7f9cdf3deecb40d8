import { LoginKitError } from '../errors';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Decode, utf8Encode } from '../encoding/utf8';
import { compressPublicKey, parsePublicKeyHex, publicKeyHexBytes, rawToDerSignature, uncompressPublicKey, verifyP256 } from './p256';
import type { SigningKey } from './signing-key';
import { withProductionKeysHint } from './production-keys-hint';

/**
 * Signed enclave envelopes (protocol.md section 4): the JSON string
 * `{version?, data, dataSignature, enclaveQuorumPublic}` where `data` is hex of UTF-8 JSON,
 * `dataSignature` is DER hex ECDSA-P256 over SHA-256(bytes of data), `enclaveQuorumPublic`
 * the signer's uncompressed hex. Verification order: pinned key, signature, then data.
 */

/**
 * The longest envelope read: an OTP target bundle is about 600 characters and an export bundle
 * about 2,000 (a 24-word mnemonic's); a longer one is refused before it is parsed or decoded.
 */
export const maxEnvelopeLength = 16_384;

/** A DER ECDSA-P256 signature is at most 72 bytes: 144 hex characters. */
const maxSignatureHexLength = 144;

function bundleInvalid(field: string, problem: string, cause?: unknown): LoginKitError {
  return new LoginKitError('bundle_invalid', `${field}: ${problem}`, { ...(cause === undefined ? {} : { cause }), details: { field } });
}

function signatureInvalid(field: string, problem: string): LoginKitError {
  return new LoginKitError('signature_invalid', `${field}: ${problem}`, { details: { field } });
}

/** A pinned key given as bytes or hex, as uncompressed bytes. */
export async function pinnedKeyBytes(pinned: Uint8Array | string, field: string): Promise<Uint8Array> {
  return uncompressPublicKey(typeof pinned === 'string' ? await parsePublicKeyHex(pinned, field) : pinned, field);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/**
 * Verifies an envelope against the pinned signer key and returns its parsed `data` (a JSON object).
 * Malformed envelopes (and ones longer than `maxEnvelopeLength`, refused before parsing) are
 * `bundle_invalid`; a signer other than the pinned key, or a signature that does not match
 * `data`, is `signature_invalid`. Both name `field`.
 */
export async function verifyEnclaveEnvelope<T>(envelope: string, pinnedPublicKey: Uint8Array | string, field: string): Promise<T> {
  const { pinned, dataBytes, signature } = await checkedEnvelope(envelope, pinnedPublicKey, field);
  if (!(await verifyP256(pinned, dataBytes, signature))) throw withProductionKeysHint(signatureInvalid(field, 'dataSignature does not match data'), pinnedPublicKey);
  return envelopeData<T>(dataBytes, field);
}

/** Everything before the signature check: JSON shape, the pinned signer, hex fields. */
async function checkedEnvelope(
  envelope: string,
  pinnedPublicKey: Uint8Array | string,
  field: string,
): Promise<{ pinned: Uint8Array; dataBytes: Uint8Array; signature: Uint8Array }> {
  const pinned = await pinnedKeyBytes(pinnedPublicKey, 'pinnedPublicKey');
  if (typeof envelope !== 'string') throw bundleInvalid(field, 'is not a string');
  if (envelope.length > maxEnvelopeLength) throw bundleInvalid(field, `is longer than ${maxEnvelopeLength} characters; not read`);
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

  // The pinned key is a checked point, so comparing encodings is enough (no point import): the
  // signer is the pinned key exactly when its bytes are the pinned key's, in the form it was sent.
  let signer: Uint8Array | undefined;
  try {
    signer = publicKeyHexBytes(enclaveQuorumPublic, field);
  } catch {
    signer = undefined;
  }
  if (signer === undefined || !sameBytes(signer, signer.length === 33 ? compressPublicKey(pinned) : pinned)) {
    throw withProductionKeysHint(signatureInvalid(field, 'signed by a key other than the pinned enclave key'), pinnedPublicKey);
  }

  if (dataSignature.length > maxSignatureHexLength) throw bundleInvalid(field, `dataSignature is longer than ${maxSignatureHexLength} hex characters`);
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
 * Builds a signed envelope of `data` (serialized with JSON.stringify) with a SigningKey (a WebCrypto
 * key, or a raw scalar's: p256-private-key.ts). For the mock relay and tests.
 */
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
