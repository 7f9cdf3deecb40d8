/** The effects a policy can have (spec section 4.2, update_policy). */
export const policyEffects = ['EFFECT_ALLOW', 'EFFECT_DENY'] as const;

export type PolicyEffect = (typeof policyEffects)[number];

/**
 * A policy of one organization, seeded from the relay's `policies` setting and changed with
 * update_policy. `condition` is checked when written (policy-condition.ts); `consensus` is
 * kept as given (the mock has no approvals to evaluate it against). Times are epoch ms.
 */
export interface StoredPolicy {
  policyId: string;
  organizationId: string;
  policyName: string;
  effect: PolicyEffect;
  condition?: string;
  consensus?: string;
  notes: string;
  createdAt: number;
  updatedAt: number;
}
