import { mfaPolicyCondition, mfaPolicyNotes, mfaPolicyOrder, mfaPolicySteps } from '../../mfa/mfa-policy-fields';
import { defaultMfaCondition } from '../../mfa/mfa-policy-view';
import { getMfaPolicy, listMfaPolicies, putMfaPolicy } from '../../mfa/mfa-policy-store';
import type { StoredMfaPolicy } from '../../org-resources-state';
import { optionalStringField, stringField } from '../../request-body';
import { userInCallerOrganization } from './caller';
import type { SubmitRoute } from './submit';

/**
 * `update_mfa_policy` (spec section 4.2): changes the members sent of a user's MFA policy —
 * `mfaPolicyName`, `condition` (checked as create_mfa_policy checks it), `requiredAuthenticationMethods`
 * (ordered steps, each satisfied by any one of its methods; see mfa/mfa-steps.ts), `order` (from
 * 0, a number or a decimal string), `notes`. The spec has no operation that creates an MFA policy,
 * so naming an id the user has no policy under creates it, as the spec reads (name default: the
 * id; condition default `true`, every activity; no steps, so it holds nothing until it has some;
 * order: after the user's other policies); Turnkey's create_mfa_policy is the other way in.
 * Result (not shown in the spec; Turnkey's) `updateMfaPolicyResult {mfaPolicyId}`.
 */
export const updateMfaPolicy: SubmitRoute = {
  type: 'ACTIVITY_TYPE_UPDATE_MFA_POLICY',
  intentMember: 'updateMfaPolicyIntent',
  resultMember: 'updateMfaPolicyResult',
  run(context, caller, parameters): { mfaPolicyId: string } {
    const user = userInCallerOrganization(context, caller, stringField(parameters, 'userId', 'parameters.userId', 200), 'parameters.userId');
    const mfaPolicyId = stringField(parameters, 'mfaPolicyId', 'parameters.mfaPolicyId', 200);
    const mfaPolicyName = optionalStringField(parameters, 'mfaPolicyName', 'parameters.mfaPolicyName', 256);
    const condition = parameters.condition === undefined ? undefined : mfaPolicyCondition(parameters);
    const steps = parameters.requiredAuthenticationMethods === undefined ? undefined : mfaPolicySteps(context.store, user, parameters, false);
    const order = parameters.order === undefined ? undefined : mfaPolicyOrder(parameters);
    const notes = mfaPolicyNotes(parameters);

    const now = context.now();
    const existing = getMfaPolicy(context.store, user.userId, mfaPolicyId);
    const policy: StoredMfaPolicy = existing ?? {
      mfaPolicyId,
      userId: user.userId,
      organizationId: user.organizationId,
      mfaPolicyName: mfaPolicyId,
      condition: defaultMfaCondition,
      requiredAuthenticationMethods: [],
      order: listMfaPolicies(context.store, user.organizationId, user.userId).length,
      createdAt: now,
      updatedAt: now,
    };
    if (mfaPolicyName !== undefined) policy.mfaPolicyName = mfaPolicyName;
    if (condition !== undefined) policy.condition = condition;
    if (steps !== undefined) policy.requiredAuthenticationMethods = steps;
    if (order !== undefined) policy.order = order;
    if (notes !== undefined) policy.notes = notes;
    policy.updatedAt = now;
    putMfaPolicy(context.store, policy);
    return { mfaPolicyId };
  },
};
