/**
 * The policy engine, as far as the mock goes: before a submit runs, the caller organization's
 * `EFFECT_DENY` policies are evaluated against the activity, and the first one whose condition
 * holds (a policy without a condition holds for every activity) refuses it: 403 PERMISSION_DENIED
 * (gRPC 7, as the service answers "policy engine denied request explicitly"), naming the policy,
 * and the activity does not run. Simplifications: `EFFECT_ALLOW` policies never gate (no
 * implicit deny), consensus expressions are not evaluated, and the organization's root users
 * are held to the policies too (the service exempts its root quorum), so denials can be tried
 * with the users a signup makes.
 */
import { grpcCodes, RelayError } from '../errors';
import type { RouteContext } from '../route-context';
import { activityFacts } from './activity-resources';
import { parsePolicyCondition } from './policy-condition';
import { organizationPolicies } from './policy-store';
import type { StoredPolicy } from './stored-policy';

function holds(policy: StoredPolicy, activityType: string): boolean {
  if (policy.condition === undefined) return true;
  try {
    return parsePolicyCondition(policy.condition, 'condition')(activityFacts(activityType));
  } catch {
    // Conditions are checked when written; one that no longer parses (a hand-edited data file) applies to nothing.
    return false;
  }
}

/** Refuses `activityType` in the organization when one of its deny policies holds. */
export function checkPolicies(context: Pick<RouteContext, 'config' | 'store' | 'now'>, organizationId: string, activityType: string): void {
  const denying = organizationPolicies(context, organizationId).find((policy) => policy.effect === 'EFFECT_DENY' && holds(policy, activityType));
  if (denying === undefined) return;
  throw new RelayError(
    grpcCodes.permissionDenied,
    'PERMISSION_DENIED',
    `${activityType} is denied by policy "${denying.policyName}" (${denying.policyId}): policy engine denied request explicitly`,
    { field: 'type' },
  );
}
