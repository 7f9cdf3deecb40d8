import { notFound } from '../../errors';
import { deleteMfaPolicy as removeMfaPolicy, getMfaPolicy } from '../../mfa/mfa-policy-store';
import { stringField } from '../../request-body';
import { userInCallerOrganization } from './caller';
import type { SubmitRoute } from './submit';

/**
 * `delete_mfa_policy` (spec section 4.2): removes a user's MFA policy; 404 naming
 * `parameters.mfaPolicyId` when the user has none by that id. Result `deleteMfaPolicyResult {mfaPolicyId}`.
 */
export const deleteMfaPolicy: SubmitRoute = {
  type: 'ACTIVITY_TYPE_DELETE_MFA_POLICY',
  intentMember: 'deleteMfaPolicyIntent',
  resultMember: 'deleteMfaPolicyResult',
  run(context, caller, parameters): { mfaPolicyId: string } {
    const user = userInCallerOrganization(context, caller, stringField(parameters, 'userId', 'parameters.userId', 200), 'parameters.userId');
    const mfaPolicyId = stringField(parameters, 'mfaPolicyId', 'parameters.mfaPolicyId', 200);
    if (getMfaPolicy(context.store, user.userId, mfaPolicyId) === undefined) throw notFound('parameters.mfaPolicyId', 'is not an MFA policy of the user');
    removeMfaPolicy(context.store, user.userId, mfaPolicyId);
    return { mfaPolicyId };
  },
};
