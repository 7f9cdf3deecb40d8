import { LoginKitError, invalidInput } from '../errors';
import { fromBase64Url } from '../encoding/base64url';
import { utf8Decode } from '../encoding/utf8';
import { API_STAMP_HEADER, type ApiStampScheme } from './api-stamp';

/** A parsed `X-Stamp`: the members as sent (hex not yet checked), the scheme one this module knows. */
export interface ParsedApiStamp {
  publicKey: string;
  scheme: ApiStampScheme;
  signature: string;
}

const SCHEMES: readonly string[] = [
  'SIGNATURE_SCHEME_TK_API_P256',
  'SIGNATURE_SCHEME_TK_API_SECP256K1',
  'SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191',
  'SIGNATURE_SCHEME_TK_API_ED25519',
];

/**
 * The members of an `X-Stamp` header value, without checking the signature (a verifier that wants
 * to look the key up first, as the mock relay does, then calls verifyApiStamp). A header that is
 * not a stamp of a known scheme is `invalid_input` naming `X-Stamp`.
 */
export function parseApiStamp(headerValue: string): ParsedApiStamp {
  if (typeof headerValue !== 'string' || headerValue.length === 0) throw invalidInput(API_STAMP_HEADER, 'is missing');
  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8Decode(fromBase64Url(headerValue, API_STAMP_HEADER), API_STAMP_HEADER));
  } catch (error) {
    if (error instanceof LoginKitError) throw error;
    throw invalidInput(API_STAMP_HEADER, 'is not base64url of a JSON stamp');
  }
  if (typeof parsed !== 'object' || parsed === null) throw invalidInput(API_STAMP_HEADER, 'is not a JSON object');
  const { publicKey, scheme, signature } = parsed as Record<string, unknown>;
  if (typeof publicKey !== 'string' || typeof signature !== 'string' || typeof scheme !== 'string') {
    throw invalidInput(API_STAMP_HEADER, 'needs string publicKey, scheme and signature');
  }
  if (!SCHEMES.includes(scheme)) throw invalidInput(API_STAMP_HEADER, `unsupported signature scheme ${scheme}`);
  return { publicKey, scheme: scheme as ApiStampScheme, signature };
}
