import { LoginKitError, invalidInput } from '../core/errors';
import { sessionCookieName } from '../core/session/session-cookie-name';
import { sessionCookieText } from '../core/session/session-request-text';
import { sessionIdentity, type SessionCheckOptions, type SessionIdentity } from './session-identity';
import { refused, requestStampKey, stampSigns } from './verify-request-stamp';

export interface VerifySessionCookieOptions extends SessionCheckOptions {
  /** The app's public origin (`https://app.example.com`): the page that wrote the cookie signed it. Required unless a Request is given (its URL's origin). */
  origin?: string;
  /** The cookie's `maxAgeSeconds` in the kit's `sessionCookie` option (default 300): an older cookie is `stamp_stale`. */
  maxAgeSeconds?: number;
  /** Seconds the browser's clock may be ahead (default 60). */
  clockSkewSeconds?: number;
  /** The cookie's name in the kit's `sessionCookie` option (default `loginkit-session`), when a Request is given. */
  name?: string;
}

/** The cookie named `name` in a `Cookie` header. */
function cookieFrom(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * Who the session cookie (the kit's `sessionCookie` option) names, for a server component or
 * middleware, where a navigation carries no stamp of its own: the JWT (or forwarded whoami) as
 * `verifySessionRequest` checks it, and a stamp by the session key over the page's origin and a
 * time within `maxAgeSeconds`. It proves a page of this session wrote it recently, not that this
 * request is the page's (a copied cookie works until it ages out): for reads, not for changes.
 * Give it the cookie's value (`cookies().get(sessionCookieName)?.value`) or the Request.
 * `unauthenticated` when there is no cookie.
 */
export async function verifySessionCookie(cookie: Request | string | undefined, options: VerifySessionCookieOptions = {}): Promise<SessionIdentity> {
  const value = cookie instanceof Request ? cookieFrom(cookie, options.name ?? sessionCookieName) : cookie;
  const origin = options.origin ?? (cookie instanceof Request ? new URL(cookie.url).origin : undefined);
  if (origin === undefined) throw invalidInput('origin', "is required with a cookie value: the app's public origin");
  if (value === undefined || value === '') {
    throw new LoginKitError('unauthenticated', 'no session cookie (the kit writes it with the sessionCookie option)', { details: { field: 'cookie', check: 'missing' } });
  }
  const parts = value.split('~');
  const [time, stamp, kind, credential] = parts;
  if (parts.length !== 4 || time === undefined || !/^\d{1,16}$/.test(time) || stamp === undefined || (kind !== 'jwt' && kind !== 'whoami') || credential === undefined) {
    throw refused('stamp_invalid', 'the session cookie is not <time>~<stamp>~jwt|whoami~<credential>', 'format');
  }
  const now = (options.now ?? Date.now)();
  const timestampMs = Number(time);
  const maxAgeMs = (options.maxAgeSeconds ?? 300) * 1000;
  const skewMs = (options.clockSkewSeconds ?? 60) * 1000;
  return sessionIdentity({ kind, value: credential }, options, now, async (sessionPublicKey) => {
    if (requestStampKey(stamp).toLowerCase() !== sessionPublicKey.toLowerCase()) throw refused('stamp_invalid', "the cookie's stamp is not by the session's key", 'key');
    if (timestampMs > now + skewMs || timestampMs < now - maxAgeMs - skewMs) throw refused('stamp_stale', `the session cookie was written at ${new Date(timestampMs).toISOString()}, outside its ${maxAgeMs / 1000} s`, 'timestamp');
    if (!(await stampSigns(stamp, sessionCookieText(origin, timestampMs)))) throw refused('stamp_invalid', "the cookie's signature does not match this origin, its time and the session key", 'signature');
    return timestampMs;
  });
}
