/**
 * An MFA policy as the API reads it: Turnkey's published `v1MfaPolicy` (get_mfa_policy,
 * get_mfa_policies, get_user's `mfaPolicies`): `{mfaPolicyId, mfaPolicyName, condition,
 * requiredAuthenticationMethods: [{any: [{type, id?}]}], order (a number), notes?, createdAt,
 * updatedAt}`, plus `userId` (the mock's: whose policy it is; readers keep members beyond the
 * published ones).
 */
import type { MfaStep, StoredMfaPolicy } from '../org-resources-state';
import { timestampView, type TimestampView } from '../passkeys/authenticator-view';

/** The condition of a policy stored without one (files from before conditions were required): it applies to every activity. */
export const defaultMfaCondition = 'true';

export interface MfaPolicyView {
  mfaPolicyId: string;
  userId: string;
  mfaPolicyName: string;
  condition: string;
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
    condition: policy.condition ?? defaultMfaCondition,
    requiredAuthenticationMethods: structuredClone(policy.requiredAuthenticationMethods),
    order: policy.order,
    createdAt: timestampView(policy.createdAt),
    updatedAt: timestampView(policy.updatedAt),
  };
  if (policy.notes !== undefined) view.notes = policy.notes;
  return view;
}
