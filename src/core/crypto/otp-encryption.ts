import { LoginKitError, invalidInput } from '../errors';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Decode, utf8Encode } from '../encoding/utf8';
import { hpkeOpen, hpkeSeal } from './hpke';
import { parsePublicKeyHex } from './p256';
import { signEnclaveEnvelopeWith, verifyEnclaveEnvelope } from './enclave-envelope';
import type { SigningKey } from './signing-key';

/**
 * OTP code encryption (protocol.md section 5, step 2). The relay's `otpEncryptionTargetBundle`
 * is an enclave envelope signed by the TLS-fetcher key with data `{targetPublic}`; the code
 * travels HPKE-encrypted to `targetPublic` as the UTF-8 JSON `{"otp_code","public_key"}`.
 */

export interface EncryptOtpCodeInput {
  otpEncryptionTargetBundle: string;
  /** The code as the user typed it. */
  otpCode: string;
  /** The session key K, compressed hex (66 chars). */
  publicKey: string;
  /** The pinned TLS-fetcher key (bytes or hex). */
  tlsFetcherKey: Uint8Array | string;
}

/** Verifies an OTP target bundle and returns its target public key (65 bytes, uncompressed). */
export async function parseOtpTargetBundle(bundle: string, tlsFetcherKey: Uint8Array | string): Promise<Uint8Array> {
  return targetPublicOf(await verifyEnclaveEnvelope<{ targetPublic?: unknown }>(bundle, tlsFetcherKey, 'otpEncryptionTargetBundle'));
}

async function targetPublicOf(data: { targetPublic?: unknown }): Promise<Uint8Array> {
  const field = 'otpEncryptionTargetBundle';
  if (typeof data.targetPublic !== 'string' || data.targetPublic.length !== 130) {
    throw new LoginKitError('bundle_invalid', `${field}: targetPublic must be an uncompressed P-256 key in hex`, { details: { field } });
  }
  try {
    return await parsePublicKeyHex(data.targetPublic, field);
  } catch (error) {
    throw new LoginKitError('bundle_invalid', `${field}: targetPublic is not a P-256 point`, { cause: error, details: { field } });
  }
}

/** Builds an OTP target bundle for `targetPublicKey`, signed with the TLS-fetcher key (a SigningKey), for the mock relay. */
export function signOtpTargetBundleWith(targetPublicKey: Uint8Array, tlsFetcherKey: SigningKey): Promise<string> {
  return signEnclaveEnvelopeWith({ targetPublic: toHex(targetPublicKey) }, tlsFetcherKey);
}

/** Returns the `encryptedOtpBundle` JSON string `{"encappedPublic","ciphertext"}` for `otp_verify_v2`. */
export async function encryptOtpCode(input: EncryptOtpCodeInput): Promise<string> {
  if (typeof input.otpCode !== 'string' || input.otpCode.length === 0) throw invalidInput('otpCode', 'must be a non-empty string');
  if (typeof input.publicKey !== 'string' || input.publicKey.length !== 66) {
    throw invalidInput('publicKey', 'must be the compressed session public key in hex (66 characters)');
  }
  await parsePublicKeyHex(input.publicKey, 'publicKey');
  const targetPublic = await parseOtpTargetBundle(input.otpEncryptionTargetBundle, input.tlsFetcherKey);
  const plaintext = utf8Encode(JSON.stringify({ otp_code: input.otpCode, public_key: input.publicKey }));
  const { encappedPublic, ciphertext } = await hpkeSeal(targetPublic, plaintext);
  return JSON.stringify({ encappedPublic: toHex(encappedPublic), ciphertext: toHex(ciphertext) });
}

/**
 * Opens an `encryptedOtpBundle` with the target private key (for the mock relay): a raw scalar,
 * or an ECDH CryptoKey with its uncompressed public key (hpkeOpen). Malformed
 * bundles or plaintexts are `invalid_input` naming `encryptedOtpBundle`; a ciphertext that does
 * not decrypt is `bundle_invalid`.
 */
export async function decryptOtpBundle(
  encryptedOtpBundle: string,
  targetPrivateKey: Uint8Array | CryptoKey,
  targetPublicKey?: Uint8Array,
): Promise<{ otpCode: string; publicKey: string }> {
  const field = 'encryptedOtpBundle';
  let parsed: unknown;
  try {
    parsed = JSON.parse(encryptedOtpBundle);
  } catch {
    throw invalidInput(field, 'is not JSON');
  }
  const { encappedPublic, ciphertext } = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  if (typeof encappedPublic !== 'string' || typeof ciphertext !== 'string') {
    throw invalidInput(field, 'needs string encappedPublic and ciphertext');
  }
  const plaintext = await hpkeOpen(targetPrivateKey, fromHex(encappedPublic, field), fromHex(ciphertext, field), targetPublicKey);
  let inner: unknown;
  try {
    inner = JSON.parse(utf8Decode(plaintext, field));
  } catch {
    throw invalidInput(field, 'does not decrypt to JSON');
  }
  const { otp_code: otpCode, public_key: publicKey } = (typeof inner === 'object' && inner !== null ? inner : {}) as Record<string, unknown>;
  if (typeof otpCode !== 'string' || typeof publicKey !== 'string') throw invalidInput(field, 'needs string otp_code and public_key');
  return { otpCode, publicKey };
}
