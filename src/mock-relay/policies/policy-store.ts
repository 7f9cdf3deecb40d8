/** An organization's policies (seeded on first use: organization-seeds.ts), read and changed over the relay's state. */
import { ensureOrganizationSeeded } from '../organization-seeds';
import type { RouteContext } from '../route-context';
import { own } from '../stored-state';
import type { StoredPolicy } from './stored-policy';

type StoreContext = Pick<RouteContext, 'config' | 'store' | 'now'>;

/** The organization's policies, oldest first. */
export function organizationPolicies(context: StoreContext, organizationId: string): StoredPolicy[] {
  ensureOrganizationSeeded(context, organizationId);
  return Object.values(context.store.state.policies)
    .filter((policy) => policy.organizationId === organizationId)
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** The organization's policy `policyId`, if it has one. */
export function findPolicy(context: StoreContext, organizationId: string, policyId: string): StoredPolicy | undefined {
  ensureOrganizationSeeded(context, organizationId);
  const policy = own(context.store.state.policies, policyId);
  return policy?.organizationId === organizationId ? policy : undefined;
}

export type PolicyPatch = Partial<Pick<StoredPolicy, 'policyName' | 'effect' | 'notes'>> & {
  /** `null` removes the condition (matches every activity again). */
  condition?: string | null;
  /** `null` removes the consensus expression. */
  consensus?: string | null;
};

/** Applies the members given (only those) and stamps updatedAt. */
export function applyPolicyPatch(context: StoreContext, policy: StoredPolicy, patch: PolicyPatch): void {
  if (patch.policyName !== undefined) policy.policyName = patch.policyName;
  if (patch.effect !== undefined) policy.effect = patch.effect;
  if (patch.notes !== undefined) policy.notes = patch.notes;
  if (patch.condition === null) delete policy.condition;
  else if (patch.condition !== undefined) policy.condition = patch.condition;
  if (patch.consensus === null) delete policy.consensus;
  else if (patch.consensus !== undefined) policy.consensus = patch.consensus;
  policy.updatedAt = context.now();
  context.store.markDirty();
}
