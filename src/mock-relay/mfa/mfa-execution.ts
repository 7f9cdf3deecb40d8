/**
 * Running a held activity once its last MFA step is satisfied: the operation runs as the caller
 * that submitted it (its API key or passkey, looked up again), with the body it submitted, and
 * the activity ends COMPLETED with its result, or FAILED with the refusal as its `failure` (a
 * google.rpc.Status) when the operation refuses now: bad parameters (a held submit is checked
 * only when it runs), or a change meanwhile (the private key it exports was deleted, the
 * credential that submitted it was removed).
 */
import { utf8Encode } from '../../core/encoding/utf8';
import { isRecord } from '../../core/transport/validate';
import { errorBody, invalidArgument, notFound, toRelayError, unauthenticated } from '../errors';
import { parseJsonObject } from '../request-body';
import type { RouteContext } from '../route-context';
import type { ApiRequest } from '../routes/api/api-request';
import type { Caller, CallerCredential } from '../routes/api/caller';
import { completeActivity, type SubmitRoute } from '../routes/api/submit';
import type { StoredActivity, StoredUser } from '../stored-state';
import { own } from '../stored-state';
import type { PendingCredential } from './mfa-activity-state';

function fail(context: RouteContext, activity: StoredActivity, error: unknown): void {
  const { code, message, details } = errorBody(toRelayError(error));
  activity.status = 'ACTIVITY_STATUS_FAILED';
  activity.failure = { code, message, details };
  activity.updatedAt = context.now();
  context.store.markDirty();
  context.webhooks.publishActivity(activity);
}

/** The submitting credential as it is now; 401 naming the stamp header when it is gone. */
function currentCredential(context: RouteContext, user: StoredUser, pending: PendingCredential): CallerCredential {
  if (pending.kind === 'apiKey') {
    const apiKey = own(context.store.state.apiKeys, pending.apiKeyId);
    if (apiKey === undefined || apiKey.userId !== user.userId) throw unauthenticated('X-Stamp', 'the API key that submitted the activity no longer exists');
    return { kind: 'apiKey', apiKey };
  }
  const authenticator = user.authenticators.find((item) => item.authenticatorId === pending.authenticatorId);
  if (authenticator === undefined) throw unauthenticated('X-Stamp-WebAuthn', 'the passkey that submitted the activity no longer exists');
  return { kind: 'passkey', authenticator, userVerified: pending.userVerified };
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
    const caller: Caller = { user, organization, credential: currentCredential(context, user, pending.credential) };
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
