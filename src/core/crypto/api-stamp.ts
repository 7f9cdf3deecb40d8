import { invalidInput } from '../errors';
import { toBase64Url } from '../encoding/base64url';
import { toHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { rawToDerSignature } from './p256';
import type { SigningKey } from './signing-key';

/**
 * API key stamps, header `X-Stamp` (protocol.md section 2): ECDSA P-256 over SHA-256 of the
 * exact body bytes, signature DER hex, stamp JSON `{publicKey, scheme, signature}` in that
 * order, base64url without padding.
 */

export const API_STAMP_HEADER = 'X-Stamp';
export type ApiStampScheme =
  | 'SIGNATURE_SCHEME_TK_API_P256'
  | 'SIGNATURE_SCHEME_TK_API_SECP256K1'
  | 'SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191'
  | 'SIGNATURE_SCHEME_TK_API_ED25519';

export interface ApiStamp {
  headerName: 'X-Stamp';
  headerValue: string;
}

/** Stamps `body` (the exact string that will be sent) with `key`. */
export async function stampApiRequest(body: string, key: SigningKey): Promise<ApiStamp> {
  if (typeof body !== 'string') throw invalidInput('body', 'must be the serialized request body string');
  const raw = await key.sign(utf8Encode(body));
  const stamp = {
    publicKey: toHex(key.publicKey),
    scheme: 'SIGNATURE_SCHEME_TK_API_P256',
    signature: toHex(rawToDerSignature(raw)),
  };
  return { headerName: API_STAMP_HEADER, headerValue: toBase64Url(utf8Encode(JSON.stringify(stamp))) };
}
