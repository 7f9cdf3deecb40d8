import { verifySessionJwt } from '../core/crypto/jwt';
import { productionTrustedKeys } from '../core/crypto/trusted-keys';
import { LoginKitError, invalidInput } from '../core/errors';
import { sessionRequestHeaders } from '../core/session/session-request-text';
import type { SessionType } from '../core/session/session-types';
import { forwardWhoami, parseStampedWhoami, type WhoamiOptions } from './forward-whoami';
import { createMemoryReplayStore, type ReplayStore } from './replay-store';
import { verifyRequestStamp } from './verify-request-stamp';

/** Who sent a request, as `verifySessionRequest` established it. */
export interface SessionIdentity {
  userId: string;
  organizationId: string;
  /** The session key (compressed P-256 hex) that stamped the request. */
  sessionPublicKey: string;
  /** How the user was established: the session JWT (`jwt`), or the service's answer to a forwarded `whoami` (`whoami`). */
  source: 'jwt' | 'whoami';
  /** From the JWT; a `whoami` answer does not say. */
  sessionType?: SessionType;
  /** The JWT's expiry, epoch ms; a `whoami` answer does not say (the service checked the key is live). */
  expiresAt?: number;
  /** When the browser stamped the request, epoch ms. */
  stampedAt: number;
  /** Every claim of the session JWT (`session_profile_id`, `scope`, …), when there is one. */
  claims?: Readonly<Record<string, unknown>>;
}

export interface VerifySessionRequestOptions {
  /**
   * The notarizer key that signs session JWTs (uncompressed P-256 hex): default the service's
   * production key (`productionTrustedKeys.notarizer`); the mock relay's `keys.notarizer` against it.
   */
  notarizerKey?: string;
  /**
   * The origin the pages send requests to (`https://app.example.com`), part of what the stamp
   * signs. Default: the request URL's origin; set it where a proxy rewrites the URL the server sees.
   */
  origin?: string;
  /** Seconds a stamp is accepted either side of the server's clock, and remembered against replays (default 60). */
  windowSeconds?: number;
  /** Where accepted stamps are remembered (default: one in-memory store per process, `createMemoryReplayStore()`). */
  replayStore?: ReplayStore;
  /** Accept only these organizations (the app's, or its users' sub-organizations): `permission_denied` otherwise. */
  organizationId?: string | readonly string[];
  /**
   * Sessions without a JWT (passkey and wallet logins, refreshed sessions) send a stamped
   * `whoami`; with this option the server forwards it to the service to learn whose key it is
   * (one request to the service per call). Without it they are refused (`unauthenticated`).
   */
  whoami?: WhoamiOptions;
  /** Epoch ms (tests). Default `Date.now`. */
  now?: () => number;
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
  let identity: SessionIdentity;
  if (token !== null) {
    const claims = await verifySessionJwt(token, options.notarizerKey ?? productionTrustedKeys.notarizer, now);
    const { timestampMs } = await verifyRequestStamp(check, claims.public_key);
    identity = {
      userId: claims.user_id,
      organizationId: claims.organization_id,
      sessionPublicKey: claims.public_key,
      source: 'jwt',
      sessionType: claims.session_type,
      expiresAt: claims.exp * 1000,
      stampedAt: timestampMs,
      claims,
    };
  } else if (whoami !== null) {
    if (options.whoami === undefined) {
      throw new LoginKitError('unauthenticated', `${header.whoami}: this session has no JWT, and verifySessionRequest has no \`whoami\` option to ask the service`, {
        details: { field: header.whoami, check: 'whoami_disabled' },
      });
    }
    const stamped = parseStampedWhoami(whoami);
    // The request first (no call to the service for a stale, altered or replayed one).
    const { timestampMs } = await verifyRequestStamp(check, stamped.publicKey);
    const answer = await forwardWhoami(stamped, options.whoami);
    identity = { userId: answer.userId, organizationId: answer.organizationId, sessionPublicKey: stamped.publicKey, source: 'whoami', stampedAt: timestampMs };
  } else {
    const stamped = request.headers.has(header.stamp);
    throw new LoginKitError('unauthenticated', `no session: the request carries no ${header.token}${stamped ? '' : ' and no stamp'} (send it with kit.fetchWithSession)`, {
      details: { field: header.token, check: 'missing' },
    });
  }
  const allowed = options.organizationId;
  if (allowed !== undefined && !(typeof allowed === 'string' ? [allowed] : allowed).includes(identity.organizationId)) {
    throw new LoginKitError('permission_denied', `the session belongs to organization ${identity.organizationId}, not one this server accepts`, {
      details: { field: 'organizationId', check: 'organization' },
    });
  }
  return identity;
}
