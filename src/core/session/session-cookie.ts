/**
 * The session cookie for server-rendered pages (the `sessionCookie` option; docs/server.md): a
 * navigation cannot carry a stamp of its own, so the kit keeps a short-lived cookie with the
 * session's JWT (or stamped whoami) and a stamp by the session key over the page's origin and the
 * time it was written, renewed while the page is open. `verifySessionCookie` (loginkit/server)
 * checks it. Loaded only when the option is set, in a browser page.
 */
import { stampApiRequest } from '../crypto/api-stamp';
import { isLoginKitError } from '../errors';
import { sessionCookieText, sessionCookieValue } from './session-request-text';
import type { SessionCookieOptions } from './check-session-cookie-options';
import type { SessionState } from './session-types';
import { sessionCredential, signedInKey, type SignSessionRequestDeps } from './sign-session-request';

export interface SessionCookieDeps extends SignSessionRequestDeps {
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** The page's document (its `cookie`, `visibilityState` and events). */
  document: Pick<Document, 'cookie' | 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  /** The page's origin (`location.origin`); `https:` ones get a `Secure` cookie. */
  origin: string;
}

/** Writes the cookie now, on every session change, every third of its life and when the page is shown again; returns the stop. */
export function keepSessionCookie(deps: SessionCookieDeps, options: Required<SessionCookieOptions>): () => void {
  const attributes = `; Path=/; SameSite=Lax${deps.origin.startsWith('https:') ? '; Secure' : ''}`;
  const clear = (): void => {
    deps.document.cookie = `${options.name}=${attributes}; Max-Age=0`;
  };
  // A write started before a logout must not land after it: only the latest write sets the cookie.
  let writes = 0;
  const write = async (): Promise<void> => {
    const state = deps.getState();
    if (state.status === 'loading') return; // the stored session is being read: keep the cookie until it is known
    const current = (writes += 1);
    if (state.status === 'signedOut') return clear();
    try {
      const { session, key } = await signedInKey(deps);
      const timestampMs = deps.now();
      const stamp = await stampApiRequest(sessionCookieText(deps.origin, timestampMs), key);
      const credential = await sessionCredential(session, key);
      if (current !== writes) return;
      const value = sessionCookieValue({ timestampMs, stamp: stamp.headerValue, kind: credential.kind, credential: credential.value });
      deps.document.cookie = `${options.name}=${value}${attributes}; Max-Age=${options.maxAgeSeconds}`;
    } catch (error) {
      if (current === writes && isLoginKitError(error, 'session_expired')) clear();
    }
  };
  const renew = (): void => void write();
  const onVisible = (): void => {
    if (deps.document.visibilityState === 'visible') renew();
  };
  const unsubscribe = deps.subscribe(renew);
  const timer = setInterval(renew, (options.maxAgeSeconds * 1000) / 3);
  deps.document.addEventListener('visibilitychange', onVisible);
  renew();
  return () => {
    unsubscribe();
    clearInterval(timer);
    deps.document.removeEventListener('visibilitychange', onVisible);
  };
}
