import { invalidArgument } from '../../errors';
import { listMfaPolicies, getMfaPolicy, putMfaPolicy } from '../../mfa/mfa-policy-store';
import { parseMfaSteps } from '../../mfa/mfa-steps';
import type { StoredMfaPolicy } from '../../org-resources-state';
import { arrayField, optionalFreeTextField, optionalStringField, stringField } from '../../request-body';
import { userInCallerOrganization } from './caller';
import type { SubmitRoute } from './submit';

/** `order`: a whole number from 0 (lower is evaluated first). */
function orderField(parameters: Record<string, unknown>): number | undefined {
  const value = parameters.order;
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 1_000_000) {
    throw invalidArgument('parameters.order', 'must be a whole number from 0 (lower values are evaluated first)');
  }
  return value;
}

/**
 * `update_mfa_policy` (spec section 4.2): changes the members sent of a user's MFA policy —
 * `mfaPolicyName`, `condition` (an expression, stored as given), `requiredAuthenticationMethods`
 * (ordered steps, each satisfied by any one of its methods; see mfa/mfa-steps.ts), `order`
 * (from 0), `notes`. The spec has no operation that creates an MFA policy, so naming an id the
 * user has no policy under creates it (name default: the id; no steps; order: after the user's
 * other policies). The mock stores policies; it does not demand the extra factors at login.
 * Result (not shown in the spec; Turnkey-like) `updateMfaPolicyResult {mfaPolicyId}`.
 */
export const updateMfaPolicy: SubmitRoute = {
  type: 'ACTIVITY_TYPE_UPDATE_MFA_POLICY',
  intentMember: 'updateMfaPolicyIntent',
  resultMember: 'updateMfaPolicyResult',
  run(context, caller, parameters): { mfaPolicyId: string } {
    const user = userInCallerOrganization(context, caller, stringField(parameters, 'userId', 'parameters.userId', 200), 'parameters.userId');
    const mfaPolicyId = stringField(parameters, 'mfaPolicyId', 'parameters.mfaPolicyId', 200);
    const mfaPolicyName = optionalStringField(parameters, 'mfaPolicyName', 'parameters.mfaPolicyName', 256);
    const condition = optionalStringField(parameters, 'condition', 'parameters.condition', 4096);
    const steps =
      parameters.requiredAuthenticationMethods === undefined
        ? undefined
        : parseMfaSteps(
            context.store,
            user,
            arrayField(parameters, 'requiredAuthenticationMethods', 'parameters.requiredAuthenticationMethods'),
            'parameters.requiredAuthenticationMethods',
          );
    const order = orderField(parameters);
    const notes = optionalFreeTextField(parameters, 'notes', 'parameters.notes', 4096);

    const now = context.now();
    const existing = getMfaPolicy(context.store, user.userId, mfaPolicyId);
    const policy: StoredMfaPolicy = existing ?? {
      mfaPolicyId,
      userId: user.userId,
      organizationId: user.organizationId,
      mfaPolicyName: mfaPolicyId,
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
