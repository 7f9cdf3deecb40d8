/**
 * The shared plumbing of `POST /public/v1/submit/<operation>` (spec sections 4.1 and 5): the
 * stamp (API key or passkey), the body `{type, timestampMs, organizationId, parameters,
 * generateAppProofs?}` (type must be the operation's, timestampMs within ±5 minutes of the
 * relay's clock, organizationId the caller's sub-organization or the parent), the deny policies
 * and session scopes, then the caller's MFA policies (mfa/: an activity one applies to is held,
 * `ACTIVITY_STATUS_AUTHENTICATORS_NEEDED`, and runs when approved), then the operation, then the
 * completed activity (kept for get_activity). An operation is one `SubmitRoute`: its type,
 * intent and result member names and a `run` that returns the result.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { toHex } from '../../../core/encoding/hex';
import { invalidArgument } from '../../errors';
import { prefixedId } from '../../ids';
import { checkPolicies } from '../../policies/policy-check';
import { pendingCredential } from '../../mfa/mfa-activity-state';
import { applicableMfaPolicy, isHoldSatisfied, newMfaHold } from '../../mfa/mfa-enforcement';
import { decodeBody, objectField, optionalBooleanField, stringField } from '../../request-body';
import type { RouteContext } from '../../route-context';
import { checkSessionScope } from '../../session-profiles/session-scope-check';
import type { StoredActivity } from '../../stored-state';
import { activityResponse } from './activity-envelope';
import type { ApiRequest } from './api-request';
import { authenticateCaller, checkOrganization, type Caller } from './caller';

/**
 * How far `timestampMs` may be from the relay's clock, either way. The spec's limits (section 8)
 * give no window; five minutes is the mock's documented default.
 */
export const livenessWindowMs = 5 * 60 * 1000;

export interface SubmitRoute {
  /** The activity type the body's `type` must name (e.g. `ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2`). */
  type: string;
  /** The intent member (`<op>Intent[V2]`): the activity's intent holds the parameters under it. */
  intentMember: string;
  /** The result member (`<op>Result[V2]`): the activity's result holds `run`'s answer under it. */
  resultMember: string;
  /** Does the operation; refuses with RelayError (parameters named as `parameters.<name>`). */
  run(context: RouteContext, caller: Caller, parameters: Record<string, unknown>, request: ApiRequest): object | Promise<object>;
}

/** `timestampMs`: a string of digits (a number is accepted too) within the liveness window; 400 naming it otherwise. */
export function checkLiveness(context: RouteContext, value: unknown): void {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (text === undefined || text === null) throw invalidArgument('timestampMs', 'is required (the request time in epoch milliseconds, as a string)');
  if (typeof text !== 'string' || !/^\d{1,16}$/.test(text)) throw invalidArgument('timestampMs', 'must be epoch milliseconds as a string of digits');
  const skew = Number(text) - context.now();
  if (skew < -livenessWindowMs) throw invalidArgument('timestampMs', 'is stale: more than 5 minutes before the server time (resend with a fresh timestamp)');
  if (skew > livenessWindowMs) throw invalidArgument('timestampMs', "is in the future: more than 5 minutes after the server time (check the client's clock)");
}

/** Runs one submit: authenticate, check the body, hold it for MFA or run the operation, answer with its activity. */
export async function runSubmit(context: RouteContext, route: SubmitRoute, request: ApiRequest, operation: string): Promise<object> {
  const caller = await authenticateCaller(context, request);
  const { body } = request;
  const type = stringField(body, 'type', 'type', 200);
  if (type !== route.type) throw invalidArgument('type', `must be ${route.type} for this operation`);
  checkLiveness(context, body.timestampMs);
  checkOrganization(context, caller, stringField(body, 'organizationId', 'organizationId', 200));
  const parameters = objectField(body, 'parameters');
  // Asked for: a policy outcome proof when the activity completes (proofs/).
  const generateAppProofs = optionalBooleanField(body, 'generateAppProofs') === true;
  // The organization's deny policies, before anything runs (403 naming the policy).
  checkPolicies(context, caller.organization.organizationId, route.type);
  // A session made from a session profile is limited to the profile's scope (403 naming `type`).
  checkSessionScope(context.store, caller, route.type);

  const now = context.now();
  const activity: StoredActivity = {
    id: prefixedId('activity'),
    organizationId: caller.organization.organizationId,
    status: 'ACTIVITY_STATUS_COMPLETED',
    type: route.type,
    intent: { [route.intentMember]: structuredClone(parameters) },
    result: {},
    fingerprint: `sha256:${toHex(sha256(request.raw))}`,
    createdAt: now,
    updatedAt: now,
  };
  // The user's MFA policies (mfa/): the first that applies holds the activity until its steps are satisfied.
  const policy = applicableMfaPolicy(context.store, caller.user, route.type);
  if (policy !== undefined) {
    activity.mfa = newMfaHold(policy, caller.credential);
    if (!isHoldSatisfied(activity.mfa)) {
      activity.status = 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED';
      activity.mfa.pending = {
        operation,
        body: decodeBody(request.raw),
        origin: request.origin,
        baseUrl: request.baseUrl,
        clientAddress: request.clientAddress ?? null,
        credential: pendingCredential(caller.credential),
        generateAppProofs,
      };
      context.store.addActivity(activity);
      context.webhooks.publishActivity(activity);
      return activityResponse(activity, context.config.activityResponseShape);
    }
  }

  const result = await route.run(context, caller, parameters, request);
  context.store.addActivity(activity);
  completeActivity(context, activity, route, result, generateAppProofs);
  return activityResponse(activity, context.config.activityResponseShape);
}

/**
 * Ends `activity` COMPLETED with the operation's `result` (and app proofs when asked for), and
 * publishes it (ACTIVITY_UPDATES webhooks, protocol.md section 12, delivered in the background).
 */
export function completeActivity(context: RouteContext, activity: StoredActivity, route: SubmitRoute, result: object, generateAppProofs: boolean): void {
  activity.status = 'ACTIVITY_STATUS_COMPLETED';
  activity.result = { [route.resultMember]: structuredClone(result) };
  activity.updatedAt = context.now();
  // Asked for: a policy outcome proof signed by the enclave's ephemeral key (proofs/).
  if (generateAppProofs) activity.appProofs = [context.proofs.service.policyOutcomeProof(activity.organizationId, activity.fingerprint.slice('sha256:'.length))];
  context.store.markDirty();
  context.webhooks.publishActivity(activity);
}
