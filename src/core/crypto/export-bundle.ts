import { LoginKitError } from '../errors';
import { fromHex, toHex } from '../encoding/hex';
import { hpkeOpen, hpkeSeal } from './hpke';
import { signEnclaveEnvelopeWith, verifyEnclaveEnvelope } from './enclave-envelope';
import type { SigningKey } from './signing-key';

/**
 * Export bundles (`exportPrivateKeyResult.exportBundle`, protocol.md section 4): an enclave
 * envelope signed by the pinned signer key whose data is
 * `{encappedPublic (uncompressed hex), ciphertext (hex), organizationId}`.
 */

const FIELD = 'exportBundle';

interface ExportBundleData {
  encappedPublic: string;
  ciphertext: string;
  organizationId: string;
}

/**
 * Verifies the envelope (signer, then signature), checks `organizationId`, and decrypts.
 * A mismatched organization or undecryptable payload is `bundle_invalid`; a wrong signer
 * or signature is `signature_invalid`.
 */
export async function decryptExportBundle(
  bundle: string,
  organizationId: string,
  receiverPrivateKey: Uint8Array | CryptoKey,
  pinnedSignerKey: Uint8Array | string,
  receiverPublicKey?: Uint8Array,
): Promise<Uint8Array> {
  const data = await verifyEnclaveEnvelope<Partial<ExportBundleData>>(bundle, pinnedSignerKey, FIELD);
  if (typeof data.encappedPublic !== 'string' || typeof data.ciphertext !== 'string' || typeof data.organizationId !== 'string') {
    throw new LoginKitError('bundle_invalid', `${FIELD}: data needs encappedPublic, ciphertext and organizationId`, { details: { field: FIELD } });
  }
  if (data.organizationId !== organizationId) {
    throw new LoginKitError('bundle_invalid', `${FIELD}: organizationId does not match (expected ${organizationId})`, {
      details: { field: FIELD },
    });
  }
  let encappedPublic: Uint8Array;
  let ciphertext: Uint8Array;
  try {
    encappedPublic = fromHex(data.encappedPublic, FIELD);
    ciphertext = fromHex(data.ciphertext, FIELD);
  } catch (error) {
    throw new LoginKitError('bundle_invalid', `${FIELD}: encappedPublic or ciphertext is not hex`, { cause: error, details: { field: FIELD } });
  }
  try {
    return await hpkeOpen(receiverPrivateKey, encappedPublic, ciphertext, receiverPublicKey);
  } catch (error) {
    if (error instanceof LoginKitError && error.code === 'bundle_invalid') {
      throw new LoginKitError('bundle_invalid', `${FIELD}: ${error.message}`, { cause: error, details: { field: FIELD } });
    }
    throw error;
  }
}

/** Encrypts `plaintext` to the receiver and wraps it in an export envelope signed by `signer` (for the mock relay). */
export async function encryptExportBundle(
  plaintext: Uint8Array,
  receiverPublicKey: Uint8Array,
  organizationId: string,
  signer: SigningKey,
): Promise<string> {
  const { encappedPublic, ciphertext } = await hpkeSeal(receiverPublicKey, plaintext);
  const data: ExportBundleData = { encappedPublic: toHex(encappedPublic), ciphertext: toHex(ciphertext), organizationId };
  return signEnclaveEnvelopeWith(data, signer, 'v1.0.0');
}
