import { notFound } from '../../errors';
import { getMfaPolicy, listMfaPolicies } from '../../mfa/mfa-policy-store';
import { mfaPolicyView, type MfaPolicyView } from '../../mfa/mfa-policy-view';
import { stringField } from '../../request-body';
import { userInCallerOrganization } from './caller';
import type { QueryRoute } from './query';

/**
 * `get_mfa_policies {organizationId, userId}` → `{mfaPolicies}`: the MFA policies of one user of
 * the caller's organization, by `order` then oldest first, each a published `v1MfaPolicy`
 * (mfa/mfa-policy-view.ts). Beyond the spec (which lists no read for MFA policies): Turnkey's
 * query, which reads one user's policies (`userId` required, as in get_user and get_authenticators).
 */
export const getMfaPolicies: QueryRoute = (context, caller, body): { mfaPolicies: MfaPolicyView[] } => {
  const user = userInCallerOrganization(context, caller, stringField(body, 'userId', 'userId', 200), 'userId');
  return { mfaPolicies: listMfaPolicies(context.store, caller.organization.organizationId, user.userId).map(mfaPolicyView) };
};

/** `get_mfa_policy {organizationId, userId, mfaPolicyId}` → `{mfaPolicy}` (Turnkey's query); 404 naming `mfaPolicyId` when the user has none by that id. */
export const getMfaPolicyQuery: QueryRoute = (context, caller, body): { mfaPolicy: MfaPolicyView } => {
  const user = userInCallerOrganization(context, caller, stringField(body, 'userId', 'userId', 200), 'userId');
  const mfaPolicyId = stringField(body, 'mfaPolicyId', 'mfaPolicyId', 200);
  const policy = getMfaPolicy(context.store, user.userId, mfaPolicyId);
  if (policy === undefined) throw notFound('mfaPolicyId', 'is not an MFA policy of the user');
  return { mfaPolicy: mfaPolicyView(policy) };
};
