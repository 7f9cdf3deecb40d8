import { verifyApiStamp } from '../../../core/crypto/api-stamp-verify';
import { parseApiStamp, type ParsedApiStamp } from '../../../core/crypto/parse-api-stamp';
import type { ApiStampScheme } from '../../../core/crypto/api-stamp';
import { compressPublicKey, publicKeyHexBytes } from '../../../core/crypto/p256';
import { toHex } from '../../../core/encoding/hex';
import { isLoginKitError } from '../../../core/errors';
import { unauthenticated } from '../../errors';
import type { RouteContext } from '../../route-context';
import type { ApiKeyCurve, StoredApiKey } from '../../stored-state';

/** The curve of the API key each scheme stamps with: an Ethereum wallet's EIP-191 stamps are secp256k1 keys (protocol.md section 13). */
const schemeCurves = {
  SIGNATURE_SCHEME_TK_API_P256: 'API_KEY_CURVE_P256',
  SIGNATURE_SCHEME_TK_API_SECP256K1: 'API_KEY_CURVE_SECP256K1',
  SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191: 'API_KEY_CURVE_SECP256K1',
  SIGNATURE_SCHEME_TK_API_ED25519: 'API_KEY_CURVE_ED25519',
} as const satisfies Record<ApiStampScheme, ApiKeyCurve>;

/** The schemes a key of each curve stamps with (named in the scheme refusal). */
const curveSchemes: Record<ApiKeyCurve, string> = {
  API_KEY_CURVE_P256: 'SIGNATURE_SCHEME_TK_API_P256',
  API_KEY_CURVE_SECP256K1: 'SIGNATURE_SCHEME_TK_API_SECP256K1 or SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191',
  API_KEY_CURVE_ED25519: 'SIGNATURE_SCHEME_TK_API_ED25519',
};

/**
 * Authenticates a main-API request by its `X-Stamp` header value (protocol.md sections 2 and 13),
 * verified over the raw received bytes. Every refusal is 401 UNAUTHENTICATED naming `X-Stamp` (the
 * ErrorInfo field the kit and the attack tests read), its message naming the stamp member at
 * fault, checked in this order:
 * - not a stamp of a known scheme: `X-Stamp: is not a valid API key stamp (<why>)`;
 * - `publicKey` that no API key has: `X-Stamp: publicKey <hex> is not a registered API key`;
 * - `scheme` that is not one of the registered key's curve: `X-Stamp: scheme <scheme> does not match
 *   the API key's curve <curve> (it stamps with <schemes>)` — an EIP-191 stamp for an Ed25519 key,
 *   say. Both secp256k1 schemes fit a secp256k1 key: a wallet's key may stamp with plain
 *   `SIGNATURE_SCHEME_TK_API_SECP256K1` (SHA-256, no EIP-191 prefix) as any secp256k1 API key
 *   can, which a wallet's `personal_sign` cannot make, so in practice only its EIP-191 stamps pass;
 * - `signature` not over these bytes with that key: `X-Stamp: signature does not match the request
 *   body and publicKey (<scheme>)`;
 * - a key past its `expirationSeconds`: `X-Stamp: the API key has expired`.
 * The key is looked up before the signature is checked, so a stamp under the wrong scheme is named
 * as such (an EIP-191 signature can never verify for a 32-byte Ed25519 key).
 */
export async function authenticateApiKeyStamp(context: RouteContext, rawBody: Uint8Array, header: string): Promise<StoredApiKey> {
  let stamp: ParsedApiStamp;
  let publicKey: string;
  try {
    stamp = parseApiStamp(header);
    publicKey = lookupKey(stamp);
  } catch (error) {
    if (isLoginKitError(error)) throw unauthenticated('X-Stamp', `is not a valid API key stamp (${problemOf(error.message)})`);
    throw error;
  }
  const key = context.store.findApiKey(publicKey);
  if (key === undefined) throw unauthenticated('X-Stamp', `publicKey ${publicKey} is not a registered API key`);
  const curve = schemeCurves[stamp.scheme];
  if (key.curveType !== curve) {
    throw unauthenticated(
      'X-Stamp',
      `scheme ${stamp.scheme} does not match the API key's curve ${key.curveType} (it stamps with ${curveSchemes[key.curveType]})`,
    );
  }
  try {
    await verifyApiStamp(rawBody, header);
  } catch (error) {
    if (isLoginKitError(error, 'signature_invalid')) throw unauthenticated('X-Stamp', `signature does not match the request body and publicKey (${stamp.scheme})`);
    if (isLoginKitError(error)) throw unauthenticated('X-Stamp', `is not a valid API key stamp (${problemOf(error.message)})`);
    throw error;
  }
  if (key.expiresAt !== undefined && key.expiresAt <= context.now()) throw unauthenticated('X-Stamp', 'the API key has expired');
  return key;
}

/** The stamp's key as the store holds keys: compressed for P-256 (either form accepted), lowercase hex. */
export function lookupKey(stamp: ParsedApiStamp): string {
  if (schemeCurves[stamp.scheme] === 'API_KEY_CURVE_P256') return toHex(compressPublicKey(publicKeyHexBytes(stamp.publicKey, 'X-Stamp'), 'X-Stamp'));
  return stamp.publicKey.toLowerCase();
}

/** A core error's message without its `X-Stamp: ` prefix. */
function problemOf(message: string): string {
  return message.startsWith('X-Stamp: ') ? message.slice('X-Stamp: '.length) : message;
}
