/**
 * A request to the app's own backend, signed by the session (docs/server.md): the session JWT
 * (or, for a session without one, a stamped `whoami` the backend forwards to the service) and a
 * stamp by the session's non-extractable key over the method, origin, path and query, the body's
 * SHA-256, a timestamp and a nonce. `loginkit/server` checks it. Loaded on the first signed request.
 */
import { stampApiRequest } from '../crypto/api-stamp';
import { randomBytes } from '../crypto/random-bytes';
import { sha256 } from '../crypto/sha256';
import type { SigningKey } from '../crypto/signing-key';
import { toBase64Url } from '../encoding/base64url';
import { utf8Encode } from '../encoding/utf8';
import { LoginKitError, invalidInput } from '../errors';
import type { KeyStore } from '../storage/key-store';
import { sessionRequestHeaders, sessionRequestText } from './session-request-text';
import type { Session } from './session-types';

export interface SignSessionRequestDeps {
  /** The active session while it lasts (an expired one is undefined). */
  currentSession: () => Session | undefined;
  keys: KeyStore;
  now: () => number;
}

/** A new `Request` for `input` and `init`, with the session headers added; the body is read once to hash it. */
export async function signSessionRequest(deps: SignSessionRequestDeps, input: RequestInfo | URL, init?: RequestInit): Promise<Request> {
  const { session, key } = await signedInKey(deps);
  let request: Request;
  try {
    request = new Request(input, init);
  } catch (error) {
    throw new LoginKitError('invalid_input', `input: not a request (${(error as Error).message})`, { cause: error, details: { field: 'input' } });
  }
  if (request.mode === 'no-cors') throw invalidInput('init.mode', "'no-cors' requests cannot carry the session headers");
  const url = new URL(request.url);
  const body = new Uint8Array(await request.clone().arrayBuffer());
  const timestampMs = deps.now();
  const nonce = toBase64Url(randomBytes(16));
  const text = sessionRequestText({ method: request.method.toUpperCase(), origin: url.origin, pathAndQuery: `${url.pathname}${url.search}`, bodySha256: await sha256(body), timestampMs, nonce });
  const stamp = await stampApiRequest(text, key);
  const headers = request.headers;
  headers.set(sessionRequestHeaders.stamp, stamp.headerValue);
  headers.set(sessionRequestHeaders.timestamp, String(timestampMs));
  headers.set(sessionRequestHeaders.nonce, nonce);
  const credential = await sessionCredential(session, key);
  headers.set(credential.kind === 'jwt' ? sessionRequestHeaders.token : sessionRequestHeaders.whoami, credential.value);
  return request;
}

/** The active session and its key; `session_expired` when signed out or the key is gone. */
export async function signedInKey(deps: SignSessionRequestDeps): Promise<{ session: Session; key: SigningKey }> {
  const session = deps.currentSession();
  if (session === undefined || session.expiresAt <= deps.now()) throw new LoginKitError('session_expired', 'Log in first: a signed request needs a session');
  const key = await deps.keys.get(session.publicKey);
  if (key === undefined) throw new LoginKitError('session_expired', "The session's key is no longer on this device: log in again");
  return { session, key };
}

/**
 * What says whose key signed: the session JWT, or for a session without one (passkey, wallet,
 * refreshed) a stamped whoami, asked of the service by the backend.
 */
export async function sessionCredential(session: Session, key: SigningKey): Promise<{ kind: 'jwt' | 'whoami'; value: string }> {
  if (session.token !== undefined) return { kind: 'jwt', value: session.token };
  const body = JSON.stringify({ organizationId: session.organizationId });
  const stamp = await stampApiRequest(body, key);
  return { kind: 'whoami', value: toBase64Url(utf8Encode(JSON.stringify({ body, stamp: stamp.headerValue }))) };
}
