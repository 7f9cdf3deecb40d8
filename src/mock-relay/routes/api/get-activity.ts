import { notFound } from '../../errors';
import { stringField } from '../../request-body';
import { activityResponse } from './activity-envelope';
import type { QueryRoute } from './query';

/**
 * `get_activity {organizationId, activityId}` → `{activity}` (protocol.md section 10), in the
 * same shape as submit responses. Only activities of the caller's organization are found.
 */
export const getActivity: QueryRoute = (context, caller, body) => {
  const activityId = stringField(body, 'activityId', 'activityId', 200);
  const activity = context.store.getActivity(activityId);
  if (activity === undefined || activity.organizationId !== caller.organization.organizationId) {
    throw notFound('activityId', "is not an activity of the caller's organization");
  }
  return activityResponse(activity, context.config.activityResponseShape);
};
