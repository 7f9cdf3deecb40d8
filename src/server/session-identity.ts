import { verifySessionJwt } from '../core/crypto/jwt';
import { productionTrustedKeys } from '../core/crypto/trusted-keys';
import { LoginKitError } from '../core/errors';
import { sessionRequestHeaders } from '../core/session/session-request-text';
import type { SessionType } from '../core/session/session-types';
import { forwardWhoami, parseStampedWhoami, type WhoamiOptions } from './forward-whoami';

/** Who sent a request, as `verifySessionRequest` (or `verifySessionCookie`) established it. */
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
  /** When the browser stamped the request (or wrote the cookie), epoch ms. */
  stampedAt: number;
  /** Every claim of the session JWT (`session_profile_id`, `scope`, …), when there is one. */
  claims?: Readonly<Record<string, unknown>>;
}

/** What every check of a session takes: the pinned key, the organizations accepted, the whoami forwarding. */
export interface SessionCheckOptions {
  /**
   * The notarizer key that signs session JWTs (uncompressed P-256 hex): default the service's
   * production key (`productionTrustedKeys.notarizer`); the mock relay's `keys.notarizer` against it.
   */
  notarizerKey?: string;
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

/** The session JWT or stamped whoami a request or cookie carries. */
export interface SessionCredential {
  kind: 'jwt' | 'whoami';
  value: string;
}

/**
 * The identity `credential` names, once `checkStamp` (given the session key) has accepted the
 * stamp and returned its time: the JWT is checked first, a whoami is forwarded only after the
 * stamp passed (no call to the service for a stale, altered or replayed request).
 */
export async function sessionIdentity(
  credential: SessionCredential,
  options: SessionCheckOptions,
  now: number,
  checkStamp: (sessionPublicKey: string) => Promise<number>,
): Promise<SessionIdentity> {
  let identity: SessionIdentity;
  if (credential.kind === 'jwt') {
    const claims = await verifySessionJwt(credential.value, options.notarizerKey ?? productionTrustedKeys.notarizer, now);
    const stampedAt = await checkStamp(claims.public_key);
    identity = {
      userId: claims.user_id,
      organizationId: claims.organization_id,
      sessionPublicKey: claims.public_key,
      source: 'jwt',
      sessionType: claims.session_type,
      expiresAt: claims.exp * 1000,
      stampedAt,
      claims,
    };
  } else {
    if (options.whoami === undefined) {
      throw new LoginKitError('unauthenticated', `${sessionRequestHeaders.whoami}: this session has no JWT, and there is no \`whoami\` option to ask the service`, {
        details: { field: sessionRequestHeaders.whoami, check: 'whoami_disabled' },
      });
    }
    const stamped = parseStampedWhoami(credential.value);
    const stampedAt = await checkStamp(stamped.publicKey);
    const answer = await forwardWhoami(stamped, options.whoami);
    identity = { userId: answer.userId, organizationId: answer.organizationId, sessionPublicKey: stamped.publicKey, source: 'whoami', stampedAt };
  }
  const allowed = options.organizationId;
  if (allowed !== undefined && !(typeof allowed === 'string' ? [allowed] : allowed).includes(identity.organizationId)) {
    throw new LoginKitError('permission_denied', `the session belongs to organization ${identity.organizationId}, not one this server accepts`, {
      details: { field: 'organizationId', check: 'organization' },
    });
  }
  return identity;
}
