/**
 * Who is calling the main API: the user (and sub-organization) behind an `X-Stamp` API key or
 * an `X-Stamp-WebAuthn` passkey (header names are case-insensitive), and the checks every
 * operation makes against the caller: which organization it may name, which users it may act on.
 */
import { notFound, unauthenticated } from '../../errors';
import { checkCallerIpAllowlist } from '../../ip-allowlists/ip-allowlist-check';
import { attestedStampHeader } from '../../mfa/attested-stamp';
import { passkeyStampHeader, verifyPasskeyStamp } from '../../passkeys/passkey-stamp';
import type { RouteContext } from '../../route-context';
import type { StoredApiKey, StoredAuthenticator, StoredOrganization, StoredUser } from '../../stored-state';
import type { ApiRequest } from './api-request';
import { authenticateApiKeyStamp } from './stamp';

export type CallerCredential =
  | { kind: 'apiKey'; apiKey: StoredApiKey }
  | { kind: 'passkey'; authenticator: StoredAuthenticator; userVerified: boolean };

export interface Caller {
  user: StoredUser;
  organization: StoredOrganization;
  credential: CallerCredential;
}

/**
 * Verifies the request's stamp (exactly one of the two headers); 401 when there is none or it
 * fails. An attested stamp (`X-Stamp-Attested`) is refused: only approve_activity and
 * reject_activity take one (mfa/mfa-approval.ts).
 */
export async function authenticateCaller(context: RouteContext, request: ApiRequest): Promise<Caller> {
  if (request.headers.get(attestedStampHeader) !== null) {
    throw unauthenticated(attestedStampHeader, 'is accepted only on approve_activity and reject_activity (stamp this request with X-Stamp or X-Stamp-WebAuthn)');
  }
  const apiKeyStamp = request.headers.get('X-Stamp');
  const passkeyStamp = request.headers.get(passkeyStampHeader);
  if (apiKeyStamp !== null && passkeyStamp !== null) throw unauthenticated('X-Stamp', `send one stamp: X-Stamp or ${passkeyStampHeader}, not both`);
  let userId: string;
  let credential: CallerCredential;
  if (apiKeyStamp !== null) {
    const apiKey = await authenticateApiKeyStamp(context, request.raw, apiKeyStamp);
    userId = apiKey.userId;
    credential = { kind: 'apiKey', apiKey };
  } else if (passkeyStamp !== null) {
    const verified = await verifyPasskeyStamp(context, request.raw, passkeyStamp, request.origin);
    userId = verified.user.userId;
    credential = { kind: 'passkey', authenticator: verified.authenticator, userVerified: verified.userVerified };
  } else {
    throw unauthenticated('X-Stamp', `is required (stamp the request with an API key, or with a passkey as ${passkeyStampHeader})`);
  }
  const user = context.store.getUser(userId);
  const organization = user === undefined ? undefined : context.store.getOrganization(user.organizationId);
  if (user === undefined || organization === undefined) throw unauthenticated('X-Stamp', 'the stamping credential belongs to no user');
  // IP allowlists (spec section 3) hold for every stamped request: 403 naming `ipAllowlist`.
  checkCallerIpAllowlist(context.store, { user, organization, credential }, request.clientAddress);
  return { user, organization, credential };
}

/**
 * A request may name the caller's sub-organization or the relay's parent organization; the
 * parent resolves to the caller's sub-organization (so a discoverable passkey login needs no
 * user name or organization id). Anything else is 401 naming the field.
 */
export function checkOrganization(context: RouteContext, caller: Caller, organizationId: string, field = 'organizationId'): void {
  if (organizationId !== caller.organization.organizationId && organizationId !== context.config.organizationId) {
    throw unauthenticated(field, "the stamping credential does not belong to this organization (name the caller's sub-organization or the parent)");
  }
}

/** The user `userId` of the caller's organization (the caller when absent); 404 naming `field` otherwise. */
export function userInCallerOrganization(context: RouteContext, caller: Caller, userId: string | undefined, field: string): StoredUser {
  if (userId === undefined) return caller.user;
  const user = context.store.getUser(userId);
  if (user === undefined || user.organizationId !== caller.organization.organizationId) throw notFound(field, "is not a user of the caller's organization");
  return user;
}
