import { LoginKitError, invalidInput } from '../core/errors';
import { sessionRequestHeaders } from '../core/session/session-request-text';
import { createMemoryReplayStore, type ReplayStore } from './replay-store';
import { sessionIdentity, type SessionCheckOptions, type SessionIdentity } from './session-identity';
import { verifyRequestStamp } from './verify-request-stamp';

export interface VerifySessionRequestOptions extends SessionCheckOptions {
  /**
   * The origin the pages send requests to (`https://app.example.com`), part of what the stamp
   * signs. Default: the request URL's origin; set it where a proxy rewrites the URL the server sees.
   */
  origin?: string;
  /** Seconds a stamp is accepted either side of the server's clock, and remembered against replays (default 60). */
  windowSeconds?: number;
  /** Where accepted stamps are remembered (default: one in-memory store per process, `createMemoryReplayStore()`). */
  replayStore?: ReplayStore;
}

let sharedReplayStore: ReplayStore | undefined;

const header = sessionRequestHeaders;

/**
 * Who sent `request`: a request from `kit.fetchWithSession` (or `kit.signRequest`), checked on
 * WebCrypto (Node 20+, Edge runtimes). Throws a `LoginKitError` when it cannot be trusted:
 * `unauthenticated` (no session headers, or a key the service does not know), `session_expired`,
 * `signature_invalid` (a JWT not signed by the pinned notarizer key, or altered), `stamp_missing`,
 * `stamp_invalid` (another method, origin, path, body or key than the stamp's), `stamp_stale`,
 * `stamp_replayed`, `permission_denied` (another organization). Answer 401 to any of them.
 */
export async function verifySessionRequest(request: Request, options: VerifySessionRequestOptions = {}): Promise<SessionIdentity> {
  if (!(request instanceof Request)) throw invalidInput('request', 'must be a Web Request');
  const now = (options.now ?? Date.now)();
  const windowSeconds = options.windowSeconds ?? 60;
  if (!(windowSeconds > 0 && windowSeconds <= 3600)) throw invalidInput('windowSeconds', 'must be between 0 and 3600 seconds');
  const check = {
    request,
    origin: options.origin ?? new URL(request.url).origin,
    windowMs: windowSeconds * 1000,
    now,
    replayStore: options.replayStore ?? (sharedReplayStore ??= createMemoryReplayStore()),
  };
  const token = request.headers.get(header.token);
  const whoami = request.headers.get(header.whoami);
  if (token === null && whoami === null) {
    const stamped = request.headers.has(header.stamp);
    throw new LoginKitError('unauthenticated', `no session: the request carries no ${header.token}${stamped ? '' : ' and no stamp'} (send it with kit.fetchWithSession)`, {
      details: { field: header.token, check: 'missing' },
    });
  }
  const credential = token !== null ? { kind: 'jwt' as const, value: token } : { kind: 'whoami' as const, value: whoami ?? '' };
  return sessionIdentity(credential, options, now, async (sessionPublicKey) => (await verifyRequestStamp(check, sessionPublicKey)).timestampMs);
}
