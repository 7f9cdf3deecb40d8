import { listMfaPolicies } from '../../mfa/mfa-policy-store';
import type { MfaStep, StoredMfaPolicy } from '../../org-resources-state';
import { timestampView, type TimestampView } from '../../passkeys/authenticator-view';
import { stringField } from '../../request-body';
import { userInCallerOrganization } from './caller';
import type { QueryRoute } from './query';

export interface MfaPolicyView {
  mfaPolicyId: string;
  userId: string;
  mfaPolicyName: string;
  condition?: string;
  requiredAuthenticationMethods: MfaStep[];
  order: number;
  notes?: string;
  createdAt: TimestampView;
  updatedAt: TimestampView;
}

export function mfaPolicyView(policy: StoredMfaPolicy): MfaPolicyView {
  const view: MfaPolicyView = {
    mfaPolicyId: policy.mfaPolicyId,
    userId: policy.userId,
    mfaPolicyName: policy.mfaPolicyName,
    requiredAuthenticationMethods: structuredClone(policy.requiredAuthenticationMethods),
    order: policy.order,
    createdAt: timestampView(policy.createdAt),
    updatedAt: timestampView(policy.updatedAt),
  };
  if (policy.condition !== undefined) view.condition = policy.condition;
  if (policy.notes !== undefined) view.notes = policy.notes;
  return view;
}

/**
 * `get_mfa_policies {organizationId, userId}` → `{mfaPolicies}`: the MFA policies of one user of
 * the caller's organization, by `order` then oldest first. Beyond the spec (which lists no read
 * for MFA policies): Turnkey's query, which reads one user's policies (`userId` required, as in
 * get_user and get_authenticators).
 */
export const getMfaPolicies: QueryRoute = (context, caller, body): { mfaPolicies: MfaPolicyView[] } => {
  const user = userInCallerOrganization(context, caller, stringField(body, 'userId', 'userId', 200), 'userId');
  return { mfaPolicies: listMfaPolicies(context.store, caller.organization.organizationId, user.userId).map(mfaPolicyView) };
};
