import { parseApiStamp } from '../core/crypto/parse-api-stamp';
import { publicKeyHexBytes, verifyP256 } from '../core/crypto/p256';
import { sha256 } from '../core/crypto/sha256';
import { fromHex, toHex } from '../core/encoding/hex';
import { utf8Encode } from '../core/encoding/utf8';
import { LoginKitError } from '../core/errors';
import { sessionRequestHeaders, sessionRequestText } from '../core/session/session-request-text';
import type { ReplayStore } from './replay-store';

export interface RequestStampCheck {
  request: Request;
  /** The origin the page sent the request to. */
  origin: string;
  windowMs: number;
  now: number;
  replayStore: ReplayStore;
}

/** The signed request's parts the verifier reads from the headers, checked for shape. */
export interface RequestStampHeaders {
  stamp: string;
  timestampMs: number;
  nonce: string;
}

const header = sessionRequestHeaders;

export function refused(code: 'stamp_missing' | 'stamp_invalid' | 'stamp_stale' | 'stamp_replayed', problem: string, check: string): LoginKitError {
  return new LoginKitError(code, `${header.stamp}: ${problem}`, { details: { field: header.stamp, check } });
}

/** The stamp, time and nonce headers; `stamp_missing` when any is absent, `stamp_invalid` when malformed. */
export function requestStampHeaders(request: Request): RequestStampHeaders {
  const stamp = request.headers.get(header.stamp);
  const time = request.headers.get(header.timestamp);
  const nonce = request.headers.get(header.nonce);
  if (stamp === null || time === null || nonce === null) {
    const missing = [stamp === null && header.stamp, time === null && header.timestamp, nonce === null && header.nonce].filter(Boolean).join(', ');
    throw refused('stamp_missing', `the request is not stamped by its session (${missing} missing)`, 'missing');
  }
  if (!/^\d{1,16}$/.test(time)) throw refused('stamp_invalid', `${header.timestamp} must be epoch milliseconds`, 'timestamp');
  if (!/^[\w-]{16,64}$/.test(nonce)) throw refused('stamp_invalid', `${header.nonce} must be 16 to 64 base64url characters`, 'nonce');
  return { stamp, timestampMs: Number(time), nonce };
}

/** The stamp's key (compressed hex as sent), without checking the signature; `stamp_invalid` when it is not a P-256 stamp. */
export function requestStampKey(stamp: string): string {
  let parsed;
  try {
    parsed = parseApiStamp(stamp);
  } catch (error) {
    throw new LoginKitError('stamp_invalid', `${header.stamp}: ${(error as Error).message}`, { cause: error, details: { field: header.stamp, check: 'format' } });
  }
  if (parsed.scheme !== 'SIGNATURE_SCHEME_TK_API_P256') throw refused('stamp_invalid', 'a session stamp is SIGNATURE_SCHEME_TK_API_P256', 'scheme');
  return parsed.publicKey;
}

/** Whether `stamp` (a P-256 stamp, `requestStampKey` checked) signs `text` with its key; malformed keys and signatures are false. */
export async function stampSigns(stamp: string, text: string): Promise<boolean> {
  const { publicKey, signature } = parseApiStamp(stamp);
  try {
    return await verifyP256(publicKeyHexBytes(publicKey, header.stamp), utf8Encode(text), fromHex(signature, header.stamp));
  } catch (error) {
    if (error instanceof LoginKitError && error.code === 'invalid_input') return false;
    throw error;
  }
}

/**
 * Checks a request's stamp by `sessionPublicKey` (compressed hex): its time within the window
 * (`stamp_stale`), its signature over this request's method, origin, path and query, body and
 * time (`stamp_invalid`), and that it is the first time it is seen (`stamp_replayed`). The body is
 * read from a clone: the handler can still read it.
 */
export async function verifyRequestStamp(check: RequestStampCheck, sessionPublicKey: string): Promise<RequestStampHeaders> {
  const { request } = check;
  const parts = requestStampHeaders(request);
  const stampKey = requestStampKey(parts.stamp);
  if (stampKey.toLowerCase() !== sessionPublicKey.toLowerCase()) throw refused('stamp_invalid', "the stamp's key is not the session's key", 'key');
  if (Math.abs(check.now - parts.timestampMs) > check.windowMs) {
    throw refused('stamp_stale', `stamped at ${new Date(parts.timestampMs).toISOString()}, outside the ${check.windowMs / 1000} s window`, 'timestamp');
  }
  const url = new URL(request.url);
  const body = new Uint8Array(await request.clone().arrayBuffer());
  const text = sessionRequestText({
    method: request.method.toUpperCase(),
    origin: check.origin,
    pathAndQuery: `${url.pathname}${url.search}`,
    bodySha256: await sha256(body),
    timestampMs: parts.timestampMs,
    nonce: parts.nonce,
  });
  if (!(await stampSigns(parts.stamp, text))) throw refused('stamp_invalid', 'the signature does not match this request (method, origin, path, body, time) and session key', 'signature');
  // After the signature: only genuine stamps take room in the store. Malleable signatures (s, n - s)
  // do not matter: the id is the signed text's, not the signature's.
  const id = toHex(await sha256(utf8Encode(`${stampKey.toLowerCase()}\n${text}`)));
  if (!(await check.replayStore.claim(id, parts.timestampMs + check.windowMs))) throw refused('stamp_replayed', 'this stamp was used already', 'replay');
  return parts;
}
