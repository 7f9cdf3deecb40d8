/**
 * MFA policies enforced on submits (protocol.md section 14). When a user submits an activity, the
 * user's MFA policies are evaluated by `order` (lowest first, then oldest) and the first whose
 * condition holds for the activity applies; only that one. A condition that cannot be evaluated
 * (a hand-edited data file) holds: an MFA policy fails closed. Root users are held like anyone.
 * A policy without steps (one update_mfa_policy made from a bare id, protocol.md section 14)
 * requires nothing, so it applies to nothing: it never shadows a later policy that has steps.
 *
 * An activity a policy applies to is held with the policy's steps: the credential that submitted
 * it counts toward the first step when its method is one of that step's (mfa-methods.ts), and
 * the other steps are satisfied one at a time, in order, by approve_activity (mfa-approval.ts).
 * A policy whose steps the submitting credential already satisfies (a single step the submit
 * proves) lets the activity run at once.
 */
import { activityFacts } from '../policies/activity-resources';
import { parsePolicyCondition } from '../policies/policy-condition';
import type { CallerCredential } from '../routes/api/caller';
import type { RelayStore } from '../store';
import type { StoredUser } from '../stored-state';
import type { StoredMfaPolicy } from '../org-resources-state';
import type { StoredMfaHold } from './mfa-activity-state';
import { credentialMethod, stepAccepts } from './mfa-methods';
import { listMfaPolicies } from './mfa-policy-store';
import { defaultMfaCondition } from './mfa-policy-view';

function holds(policy: StoredMfaPolicy, activityType: string): boolean {
  if (policy.requiredAuthenticationMethods.length === 0) return false;
  try {
    return parsePolicyCondition(policy.condition ?? defaultMfaCondition, 'condition')(activityFacts(activityType));
  } catch {
    return true;
  }
}

/** The policy that applies to `user` submitting an activity of `activityType`, if any. */
export function applicableMfaPolicy(store: RelayStore, user: StoredUser, activityType: string): StoredMfaPolicy | undefined {
  return listMfaPolicies(store, user.organizationId, user.userId).find((policy) => holds(policy, activityType));
}

/** The hold of a new activity under `policy`, its first step satisfied by the submitting credential when that step takes it. */
export function newMfaHold(policy: StoredMfaPolicy, credential: CallerCredential): StoredMfaHold {
  const submitted = credentialMethod(credential);
  const first = policy.requiredAuthenticationMethods[0];
  return {
    userId: policy.userId,
    mfaPolicyId: policy.mfaPolicyId,
    mfaPolicyName: policy.mfaPolicyName,
    requiredMethods: structuredClone(policy.requiredAuthenticationMethods),
    satisfiedMethods: first !== undefined && stepAccepts(first, submitted) ? [submitted] : [],
  };
}

/** Whether every step is satisfied. */
export function isHoldSatisfied(hold: StoredMfaHold): boolean {
  return hold.satisfiedMethods.length >= hold.requiredMethods.length;
}
