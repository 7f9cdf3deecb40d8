import { notFound } from '../../errors';
import { maxConditionLength, parsePolicyCondition } from '../../policies/policy-condition';
import { applyPolicyPatch, findPolicy, type PolicyPatch } from '../../policies/policy-store';
import { policyEffects } from '../../policies/stored-policy';
import { enumValue, optionalFreeTextField, optionalStringField, stringField } from '../../request-body';
import type { SubmitRoute } from './submit';

/**
 * `update_policy` V2 (spec section 4.2): changes only the members sent of a policy of the
 * caller's organization: `policyName`, `policyEffect` (EFFECT_ALLOW, EFFECT_DENY),
 * `policyCondition` (checked: policies/policy-condition.ts; '' removes it), `policyConsensus`
 * (kept as given; '' removes it), `policyNotes`. Result `updatePolicyResultV2 {policyId}`.
 */
export const updatePolicy: SubmitRoute = {
  type: 'ACTIVITY_TYPE_UPDATE_POLICY_V2',
  intentMember: 'updatePolicyIntentV2',
  resultMember: 'updatePolicyResultV2',
  run(context, caller, parameters): { policyId: string } {
    const policyId = stringField(parameters, 'policyId', 'parameters.policyId', 200);
    const policy = findPolicy(context, caller.organization.organizationId, policyId);
    if (policy === undefined) throw notFound('parameters.policyId', "is not a policy of the caller's organization");
    const patch: PolicyPatch = {};
    const policyName = optionalStringField(parameters, 'policyName', 'parameters.policyName', 256);
    if (policyName !== undefined) patch.policyName = policyName;
    if (parameters.policyEffect !== undefined) patch.effect = enumValue(parameters.policyEffect, policyEffects, 'parameters.policyEffect');
    const condition = optionalFreeTextField(parameters, 'policyCondition', 'parameters.policyCondition', maxConditionLength);
    if (condition !== undefined && condition.trim() !== '') parsePolicyCondition(condition, 'parameters.policyCondition');
    if (condition !== undefined) patch.condition = condition.trim() === '' ? null : condition;
    const consensus = optionalFreeTextField(parameters, 'policyConsensus', 'parameters.policyConsensus', 4096);
    if (consensus !== undefined) patch.consensus = consensus.trim() === '' ? null : consensus;
    const notes = optionalFreeTextField(parameters, 'policyNotes', 'parameters.policyNotes', 4096);
    if (notes !== undefined) patch.notes = notes;
    applyPolicyPatch(context, policy, patch);
    return { policyId: policy.policyId };
  },
};
