/**
 * The relay setting `policies` (a mock extension): the policies every sub-organization starts
 * with, as `[{policyName, effect, condition?, consensus?, notes?}]` (the members of Turnkey's
 * create_policy intent). Each organization gets its own copy, with its own ids, when it is
 * first used (organization-seeds.ts); update_policy then changes that copy only.
 */
import { invalidInput } from '../../core/errors';
import { isRecord } from '../../core/transport/validate';
import { prefixedId } from '../ids';
import { parsePolicyCondition } from './policy-condition';
import { policyEffects, type PolicyEffect, type StoredPolicy } from './stored-policy';

export interface PolicySeed {
  policyName: string;
  effect: PolicyEffect;
  /** A condition in the mock's policy language (policy-condition.ts); absent: every activity. */
  condition?: string;
  /** Kept as given; not evaluated (the mock completes activities without approvals). */
  consensus?: string;
  notes?: string;
}

const seedMembers = ['policyName', 'effect', 'condition', 'consensus', 'notes'];
const maxPolicies = 100;

function text(value: unknown, field: string, allowEmpty = false): string {
  if (typeof value !== 'string' || (!allowEmpty && value.trim() === '')) throw invalidInput(field, allowEmpty ? 'must be a string' : 'must be a non-empty string');
  if (value.length > 4096) throw invalidInput(field, 'must be at most 4096 characters');
  return value;
}

/** Checks the `policies` setting, naming the bad member (e.g. `policies[1].condition`). */
export function parsePolicySeeds(value: unknown, field: string): PolicySeed[] {
  if (!Array.isArray(value)) throw invalidInput(field, 'must be an array of {policyName, effect, condition?, consensus?, notes?}');
  if (value.length > maxPolicies) throw invalidInput(field, `must have at most ${maxPolicies} policies`);
  const names = new Set<string>();
  return value.map((item, index) => {
    const path = `${field}[${index}]`;
    if (!isRecord(item)) throw invalidInput(path, 'must be an object {policyName, effect, condition?, consensus?, notes?}');
    for (const key of Object.keys(item)) {
      if (!seedMembers.includes(key)) throw invalidInput(`${path}.${key}`, `is not a policy member (one of ${seedMembers.join(', ')})`);
    }
    const policyName = text(item.policyName, `${path}.policyName`);
    if (names.has(policyName)) throw invalidInput(`${path}.policyName`, `repeats ${policyName}`);
    names.add(policyName);
    if (typeof item.effect !== 'string' || !(policyEffects as readonly string[]).includes(item.effect)) {
      throw invalidInput(`${path}.effect`, `must be one of ${policyEffects.join(', ')}`);
    }
    const seed: PolicySeed = { policyName, effect: item.effect as PolicyEffect };
    if (item.condition !== undefined) {
      seed.condition = text(item.condition, `${path}.condition`);
      parsePolicyCondition(seed.condition, `${path}.condition`);
    }
    if (item.consensus !== undefined) seed.consensus = text(item.consensus, `${path}.consensus`);
    if (item.notes !== undefined) seed.notes = text(item.notes, `${path}.notes`, true);
    return seed;
  });
}

/** The organization's own copy of a seed. */
export function policyFromSeed(seed: PolicySeed, organizationId: string, now: number): StoredPolicy {
  const policy: StoredPolicy = {
    policyId: prefixedId('policy'),
    organizationId,
    policyName: seed.policyName,
    effect: seed.effect,
    notes: seed.notes ?? '',
    createdAt: now,
    updatedAt: now,
  };
  if (seed.condition !== undefined) policy.condition = seed.condition;
  if (seed.consensus !== undefined) policy.consensus = seed.consensus;
  return policy;
}
