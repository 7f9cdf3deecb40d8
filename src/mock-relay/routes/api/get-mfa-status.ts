import { notFound } from '../../errors';
import type { MfaMethod, MfaStep } from '../../org-resources-state';
import { optionalStringField, stringField } from '../../request-body';
import { userInCallerOrganization } from './caller';
import type { QueryRoute } from './query';

/** One user's progress on the MFA policy that holds an activity (published `v1MfaStatus`). */
export interface MfaStatusView {
  mfaPolicyId: string;
  userId: string;
  satisfied: boolean;
  satisfiedMethods: MfaMethod[];
  requiredMethods: MfaStep[];
}

/**
 * `get_mfa_status {organizationId, activityId, userId?}` → `{mfaStatuses}` (Turnkey's query,
 * protocol.md section 14): for an activity of the caller's organization that an MFA policy applied
 * to, the policy, its user, the steps (`requiredMethods`, as they were when the activity was
 * submitted), the method that satisfied each step so far (`satisfiedMethods`, in step order) and
 * whether all are. An activity no policy applied to has none (`[]`); so has one filtered to
 * another `userId`. 404 naming `activityId` (or `userId`) for one of another organization.
 */
export const getMfaStatus: QueryRoute = (context, caller, body): { mfaStatuses: MfaStatusView[] } => {
  const activityId = stringField(body, 'activityId', 'activityId', 200);
  const userId = optionalStringField(body, 'userId', 'userId', 200);
  if (userId !== undefined) userInCallerOrganization(context, caller, userId, 'userId');
  const activity = context.store.getActivity(activityId);
  if (activity === undefined || activity.organizationId !== caller.organization.organizationId) {
    throw notFound('activityId', "is not an activity of the caller's organization");
  }
  const hold = activity.mfa;
  if (hold === undefined || (userId !== undefined && userId !== hold.userId)) return { mfaStatuses: [] };
  return {
    mfaStatuses: [
      {
        mfaPolicyId: hold.mfaPolicyId,
        userId: hold.userId,
        satisfied: hold.satisfiedMethods.length >= hold.requiredMethods.length,
        satisfiedMethods: structuredClone(hold.satisfiedMethods),
        requiredMethods: structuredClone(hold.requiredMethods),
      },
    ],
  };
};
