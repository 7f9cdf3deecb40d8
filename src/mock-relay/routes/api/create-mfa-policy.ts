import { prefixedId } from '../../ids';
import { mfaPolicyCondition, mfaPolicyNotes, mfaPolicyOrder, mfaPolicySteps } from '../../mfa/mfa-policy-fields';
import { putMfaPolicy } from '../../mfa/mfa-policy-store';
import type { StoredMfaPolicy } from '../../org-resources-state';
import { stringField } from '../../request-body';
import { userInCallerOrganization } from './caller';
import type { SubmitRoute } from './submit';

/**
 * `create_mfa_policy` (Turnkey's published operation, protocol.md section 14), type
 * `ACTIVITY_TYPE_CREATE_MFA_POLICY`: `{userId, mfaPolicyName, condition,
 * requiredAuthenticationMethods, order, notes?}`, all but `notes` required. The condition is an
 * expression of the policy language the mock evaluates (checked as written: an unknown name or
 * value is 400 naming `parameters.condition`); the steps need at least one; `order` is a number or
 * a decimal string from 0. The policy applies to the user's next activity
 * (mfa/mfa-enforcement.ts). Result `createMfaPolicyResult {mfaPolicyId}` (a new id).
 */
export const createMfaPolicy: SubmitRoute = {
  type: 'ACTIVITY_TYPE_CREATE_MFA_POLICY',
  intentMember: 'createMfaPolicyIntent',
  resultMember: 'createMfaPolicyResult',
  run(context, caller, parameters): { mfaPolicyId: string } {
    const user = userInCallerOrganization(context, caller, stringField(parameters, 'userId', 'parameters.userId', 200), 'parameters.userId');
    const mfaPolicyName = stringField(parameters, 'mfaPolicyName', 'parameters.mfaPolicyName', 256);
    const condition = mfaPolicyCondition(parameters);
    const requiredAuthenticationMethods = mfaPolicySteps(context.store, user, parameters, true);
    const order = mfaPolicyOrder(parameters);
    const notes = mfaPolicyNotes(parameters);
    const now = context.now();
    const policy: StoredMfaPolicy = {
      mfaPolicyId: prefixedId('mfa-policy'),
      userId: user.userId,
      organizationId: user.organizationId,
      mfaPolicyName,
      condition,
      requiredAuthenticationMethods,
      order,
      createdAt: now,
      updatedAt: now,
    };
    if (notes !== undefined) policy.notes = notes;
    putMfaPolicy(context.store, policy);
    return { mfaPolicyId: policy.mfaPolicyId };
  },
};
