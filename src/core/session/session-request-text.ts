import { toHex } from '../encoding/hex';

/**
 * What a session-stamped request to an app's own backend carries (docs/server.md), shared by the
 * kit that signs it (`kit.signRequest`, `kit.fetchWithSession`) and `loginkit/server` that checks it.
 * Header names are case-insensitive; a cross-origin backend must allow them in its CORS answer.
 */
export const sessionRequestHeaders = Object.freeze({
  /** The session JWT (sessions from a code or social login), as the relay issued it. */
  token: 'X-LoginKit-Session',
  /** An `X-Stamp`-format stamp (protocol.md section 2) by the session key over `sessionRequestText`. */
  stamp: 'X-LoginKit-Stamp',
  /** When the request was signed, epoch milliseconds (decimal). */
  timestamp: 'X-LoginKit-Timestamp',
  /** 16 random bytes, base64url: two equal requests in one millisecond are still two requests. */
  nonce: 'X-LoginKit-Nonce',
  /**
   * Sessions without a JWT (passkey, wallet, refreshed sessions): base64url of the JSON
   * `{"body": <whoami request body>, "stamp": <its X-Stamp>}`, a stamped `whoami` query the
   * server forwards to the service to learn whose key it is.
   */
  whoami: 'X-LoginKit-Whoami',
});

/** What a request stamp covers. */
export interface SessionRequestParts {
  /** The HTTP method, upper case. */
  method: string;
  /** The origin the request was sent to (`https://app.example.com`): a stamp for one backend is refused by another. */
  origin: string;
  /** Path and query as sent (`/api/notes?page=2`). */
  pathAndQuery: string;
  /** SHA-256 of the exact body bytes (of nothing for a request without a body). */
  bodySha256: Uint8Array;
  timestampMs: number;
  nonce: string;
}

/** The text a request stamp signs: one member a line, after a version line. */
export function sessionRequestText(parts: SessionRequestParts): string {
  return ['LOGINKIT-REQUEST-V1', parts.method, parts.origin, parts.pathAndQuery, toHex(parts.bodySha256), String(parts.timestampMs), parts.nonce].join('\n');
}

/**
 * The text the session cookie's stamp signs: the page's origin and when the kit wrote it. It binds
 * the cookie to the session key's holder and to a time, not to a request (a navigation cannot be
 * stamped): docs/server.md says what that protects and what it does not.
 */
export function sessionCookieText(origin: string, timestampMs: number): string {
  return ['LOGINKIT-COOKIE-V1', origin, String(timestampMs)].join('\n');
}

/** The cookie's value: `<time>~<stamp>~jwt~<session JWT>` or `<time>~<stamp>~whoami~<stamped whoami>` (every part cookie-safe). */
export function sessionCookieValue(parts: { timestampMs: number; stamp: string; kind: 'jwt' | 'whoami'; credential: string }): string {
  return [String(parts.timestampMs), parts.stamp, parts.kind, parts.credential].join('~');
}
