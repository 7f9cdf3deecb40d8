/**
 * Running a held activity once its last MFA step is satisfied: the operation runs as the caller
 * that submitted it, with the body it submitted, and the activity ends COMPLETED with its result,
 * or FAILED with the refusal as its `failure` (a google.rpc.Status) when the operation refuses
 * now (say, the private key it exports was deleted meanwhile).
 */
import { errorBody, toRelayError } from '../errors';
import { parseJsonObject } from '../request-body';
import type { RouteContext } from '../route-context';
import type { ApiRequest } from '../routes/api/api-request';
import type { Caller } from '../routes/api/caller';
import { completeActivity, type SubmitRoute } from '../routes/api/submit';
import type { StoredActivity } from '../stored-state';
import { utf8Encode } from '../../core/encoding/utf8';
import { isRecord } from '../../core/transport/validate';
import { invalidArgument, notFound } from '../errors';

function fail(context: RouteContext, activity: StoredActivity, error: unknown): void {
  const { code, message, details } = errorBody(toRelayError(error));
  activity.status = 'ACTIVITY_STATUS_FAILED';
  activity.failure = { code, message, details };
  activity.updatedAt = context.now();
  context.store.markDirty();
  context.webhooks.publishActivity(activity);
}

/** Runs `activity`'s pending submit (routes: the submit table, by operation). */
export async function runHeldActivity(context: RouteContext, activity: StoredActivity, routes: Readonly<Record<string, SubmitRoute>>): Promise<void> {
  const pending = activity.mfa?.pending;
  if (activity.mfa === undefined || pending === undefined) return;
  delete activity.mfa.pending;
  try {
    const route = Object.hasOwn(routes, pending.operation) ? routes[pending.operation] : undefined;
    if (route === undefined) throw notFound('path', `no submit operation /public/v1/submit/${pending.operation}`);
    const user = context.store.getUser(activity.mfa.userId);
    const organization = context.store.getOrganization(activity.organizationId);
    if (user === undefined || organization === undefined) throw notFound('userId', 'the user who submitted the activity no longer exists');
    const caller: Caller = { user, organization, credential: pending.credential };
    const body = parseJsonObject(pending.body);
    if (!isRecord(body.parameters)) throw invalidArgument('parameters', 'must be an object');
    const request: ApiRequest = {
      raw: utf8Encode(pending.body),
      body,
      headers: new Headers(),
      origin: pending.origin,
      baseUrl: pending.baseUrl,
      clientAddress: pending.clientAddress,
    };
    const result = await route.run(context, caller, body.parameters, request);
    completeActivity(context, activity, route, result, pending.generateAppProofs);
  } catch (error) {
    fail(context, activity, error);
  }
}
