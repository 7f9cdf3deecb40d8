import { verifyApiStamp } from '../../../core/crypto/api-stamp-verify';
import { compressPublicKey, publicKeyHexBytes } from '../../../core/crypto/p256';
import { toHex } from '../../../core/encoding/hex';
import { isLoginKitError } from '../../../core/errors';
import { unauthenticated } from '../../errors';
import type { RouteContext } from '../../route-context';
import type { StoredApiKey } from '../../stored-state';

const schemeCurves = {
  SIGNATURE_SCHEME_TK_API_P256: 'API_KEY_CURVE_P256',
  SIGNATURE_SCHEME_TK_API_SECP256K1: 'API_KEY_CURVE_SECP256K1',
  SIGNATURE_SCHEME_TK_API_ED25519: 'API_KEY_CURVE_ED25519',
} as const;

/**
 * Authenticates a main-API request by its `X-Stamp` header value (protocol.md section 2),
 * verified over the raw received bytes: the stamping key must be a registered, unexpired API key
 * of the stamp's curve. Every failure is 401 UNAUTHENTICATED naming `X-Stamp`.
 */
export async function authenticateApiKeyStamp(context: RouteContext, rawBody: Uint8Array, header: string): Promise<StoredApiKey> {
  let stamp: Awaited<ReturnType<typeof verifyApiStamp>>;
  try {
    stamp = await verifyApiStamp(rawBody, header);
  } catch (error) {
    if (isLoginKitError(error, 'signature_invalid')) throw unauthenticated('X-Stamp', 'the signature does not match the request body and key');
    if (isLoginKitError(error)) throw unauthenticated('X-Stamp', 'is not a valid API key stamp');
    throw error;
  }
  const curve = schemeCurves[stamp.scheme];
  const publicKey =
    curve === 'API_KEY_CURVE_P256' ? toHex(compressPublicKey(publicKeyHexBytes(stamp.publicKey, 'X-Stamp'))) : stamp.publicKey.toLowerCase();
  const key = context.store.findApiKey(publicKey);
  if (key === undefined || key.curveType !== curve) throw unauthenticated('X-Stamp', 'the stamping key is not a registered API key');
  if (key.expiresAt !== undefined && key.expiresAt <= context.now()) throw unauthenticated('X-Stamp', 'the API key has expired');
  return key;
}
