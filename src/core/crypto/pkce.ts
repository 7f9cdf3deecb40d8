import { invalidInput } from '../errors';
import { toBase64Url } from '../encoding/base64url';
import { utf8Encode } from '../encoding/utf8';
import { randomBytes } from './random-bytes';
import { sha256 } from './sha256';

/**
 * PKCE, method S256 (RFC 7636; protocol.md section 7): verifier = base64url(32 random bytes),
 * challenge = base64url(SHA-256(ASCII verifier)).
 */

const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/** The S256 challenge of `verifier` (43-128 unreserved characters). */
export async function pkceChallenge(verifier: string): Promise<string> {
  if (typeof verifier !== 'string' || !VERIFIER.test(verifier)) {
    throw invalidInput('codeVerifier', 'must be 43-128 characters of [A-Za-z0-9-._~]');
  }
  return toBase64Url(await sha256(utf8Encode(verifier)));
}

/** A fresh verifier (32 random bytes, 43 characters) and its S256 challenge. */
export async function createPkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = toBase64Url(randomBytes(32));
  return { verifier, challenge: await pkceChallenge(verifier) };
}
