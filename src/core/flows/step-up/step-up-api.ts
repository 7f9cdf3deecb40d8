/**
 * The step-up's calls to the main API (protocol.md section 14), for one challenge: approvals
 * stamped by the method they prove, and the reads, the rejection and the result stamped with the
 * session's key. An approval whose answer was lost (or refused because an earlier one went
 * through) is settled by reading the status: the step moved on, or it did not.
 */
import type { MfaChallenge } from '../../api/account-types';
import { LoginKitError, toLoginKitError } from '../../errors';
import { parseActivityResponse, type Activity } from '../../transport/activity';
import { completedResult, type ApiClient, type Stamper } from '../../transport/api-client';
import { abortableSleep, type Sleep } from '../../transport/call-scope';
import { currentMfaStep, parseMfaStatusResponse, type MfaStatus } from '../../transport/mfa-status';
import { submitOperations } from '../../transport/operations';
import { outcomeUnknown } from '../../transport/retry-policy';
import { badResponse } from '../../transport/validate';

export interface StepUpApiDeps {
  api: ApiClient;
  /** Stamps with the active session's key (X-Stamp): the reads and the rejection. */
  session: Stamper;
  sleep?: Sleep;
  /** Reads of an activity that has all its approvals but has not finished running (default 6, from 250 ms doubling). */
  maxPolls?: number;
}

/** How finishing ended. */
export type StepUpEnd = { kind: 'completed'; activity: Activity; result: unknown } | { kind: 'rejected'; activity: Activity };

export interface StepUpApi {
  readStatuses(signal: AbortSignal): Promise<MfaStatus[]>;
  readActivity(signal: AbortSignal): Promise<Activity>;
  /** Approves with `proof`, for step `step` of policy `mfaPolicyId`; get_mfa_status as read after it. */
  approve(proof: Stamper, at: { mfaPolicyId: string; step: number }, signal: AbortSignal): Promise<MfaStatus[]>;
  /** The activity once run (its result read as the operation's call reads it), or refused. */
  finish(signal: AbortSignal): Promise<StepUpEnd>;
  /** Refuses the activity; the activity as read after. */
  reject(signal: AbortSignal): Promise<Activity>;
}

export function createStepUpApi(challenge: MfaChallenge, deps: StepUpApiDeps): StepUpApi {
  const { activity: held, fingerprint } = challenge;
  const organizationId = held.organizationId;
  const sleep = deps.sleep ?? abortableSleep;
  const maxPolls = deps.maxPolls ?? 6;

  const readStatuses = async (signal: AbortSignal): Promise<MfaStatus[]> =>
    parseMfaStatusResponse(await deps.api.query<unknown>('get_mfa_status', { organizationId, activityId: held.id }, { stamper: deps.session, signal }));

  const readActivity = async (signal: AbortSignal): Promise<Activity> => {
    const activity = parseActivityResponse(await deps.api.query<unknown>('get_activity', { organizationId, activityId: held.id }, { stamper: deps.session, signal }), 'get_activity');
    if (activity.id !== held.id) throw badResponse('get_activity', 'activity.id', `is not the activity asked for (${held.id})`);
    return activity;
  };

  /** Whether the walked policy's next step is past `step` in `statuses`. */
  const movedOn = (statuses: MfaStatus[], at: { mfaPolicyId: string; step: number }): boolean => {
    const status = statuses.find((candidate) => candidate.mfaPolicyId === at.mfaPolicyId);
    return status !== undefined && (status.satisfied || currentMfaStep(status) > at.step);
  };

  const vote = async (path: 'approve_activity' | 'reject_activity', stamper: Stamper, signal: AbortSignal): Promise<void> => {
    const outcome = await deps.api.submit<unknown>(submitOperations[path], organizationId, { fingerprint }, { stamper, queryStamper: deps.session, signal });
    completedResult(outcome); // the vote is an activity of its own, completed at once
  };

  return {
    readStatuses,
    readActivity,
    async approve(proof, at, signal) {
      try {
        await vote('approve_activity', proof, signal);
      } catch (thrown) {
        const error = toLoginKitError(thrown);
        // Nothing was sent (a closed prompt, a rate limit), or the caller left: nothing to settle.
        const answered = typeof error.details.status === 'number' && error.details.status !== 429;
        if (signal.aborted || !(outcomeUnknown(error) || answered)) throw error;
        const statuses = await readStatuses(signal).catch(() => undefined);
        if (statuses !== undefined && movedOn(statuses, at)) return statuses;
        throw error;
      }
      return readStatuses(signal);
    },
    async finish(signal) {
      for (let poll = 0; ; poll += 1) {
        const activity = await readActivity(signal);
        switch (activity.status) {
          case 'ACTIVITY_STATUS_COMPLETED':
            return { kind: 'completed', activity, result: await challenge.readResult(activity) };
          case 'ACTIVITY_STATUS_REJECTED':
            return { kind: 'rejected', activity };
          case 'ACTIVITY_STATUS_FAILED':
            throw new LoginKitError('activity_failed', `${challenge.operation.path}: activity ${activity.id} ended ${activity.status}`, {
              details: { activityId: activity.id, activityStatus: activity.status },
            });
          case 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED':
          case 'ACTIVITY_STATUS_CREATED':
          case 'ACTIVITY_STATUS_PENDING':
            if (poll >= maxPolls) throw new LoginKitError('timeout', `activity ${activity.id} still ${activity.status} after its approvals`, { details: { activityId: activity.id } });
            await sleep(Math.min(250 * 2 ** poll, 4000), signal);
            if (signal.aborted) throw new LoginKitError('network', 'Reading the result was cancelled', { cause: signal.reason, details: { aborted: true } });
            continue;
          default:
            throw new LoginKitError('failed_precondition', `activity ${activity.id} is ${activity.status}`, { details: { activityId: activity.id, activityStatus: activity.status } });
        }
      }
    },
    async reject(signal) {
      await vote('reject_activity', deps.session, signal);
      return readActivity(signal);
    },
  };
}
