import type { MfaChallenge } from '../../api/account-types';
import { LoginKitError } from '../../errors';
import type { MfaStatus } from '../../transport/mfa-status';
import type { OauthProvider } from '../oauth/oauth.types';
import { stepUpAction } from './step-up-action';
import { codeFields, codeSent, completeCode, resend, retryCode, sendFailed, setCode, submitCode, verifyFailed } from './step-up-code';
import { isFatal, isStale } from './step-up-errors';
import { advanceContext, buildContext, statusFor } from './step-up-steps';
import type { StepUpContext, StepUpEvent, StepUpMethodKind, StepUpPrepared, StepUpResumeState, StepUpState } from './step-up.types';

type Of<S extends StepUpState['status']> = Extract<StepUpState, { status: S }>;
type Ends = Pick<Of<'cancelled'>, 'challenge' | 'action'>;

/** The state a new step-up starts in: reading where the activity stands. */
export function initialStepUpState(challenge: MfaChallenge): StepUpState {
  return { status: 'preparing', challenge };
}

/**
 * The step-up as a pure function: `(state, event) → state`. Events that make no sense in a state
 * leave it unchanged (the same object), which the flow runtime treats as "nothing happened".
 */
export function transitionStepUp(state: StepUpState, event: StepUpEvent): StepUpState {
  switch (event.type) {
    case 'prepared':
      return state.status === 'preparing' ? prepared(state, event.prepared) : state;
    case 'prepareFailed':
      return state.status === 'preparing' ? failed(state, event.error) : state;
    case 'choose':
      return state.status === 'choosing' ? choose(state.context, event.method, event.provider, state) : state;
    case 'retry':
      return retry(state, event.now);
    case 'codeSent':
      return state.status === 'sendingCode' ? codeSent(state, event) : state;
    case 'sendFailed':
      return state.status === 'sendingCode' ? sendFailed(state, event.error, event.now) : state;
    case 'setCode':
      return state.status === 'enteringCode' || state.status === 'codeInvalid' ? setCode(state, event.code) : state;
    case 'submitCode':
      return state.status === 'enteringCode' || state.status === 'codeInvalid' ? submitCode(state) : state;
    case 'resend':
      return resend(state, event.now);
    case 'verifyFailed':
      return state.status === 'verifying' ? verifyFailed(state, event.error, event.now) : state;
    case 'proofReady':
      if (state.status === 'prompting') return { status: 'approving', context: state.context, method: 'passkey' };
      if (state.status === 'authorizing') return { status: 'approving', context: state.context, method: 'oauth', provider: state.provider };
      return state;
    case 'approved':
      return state.status === 'approving' || state.status === 'verifying' ? approved(state.context, event.mfaStatuses) : state;
    case 'approveFailed':
      return state.status === 'prompting' || state.status === 'authorizing' || state.status === 'approving' ? approveFailed(state, event.error, event.now) : state;
    case 'finished':
      return state.status === 'finishing' ? { status: 'completed', ...ends(state.context), activity: event.activity, result: event.result } : state;
    case 'activityRejected':
      return state.status === 'finishing' || state.status === 'rejecting' ? { status: 'rejected', ...ends(state.context), activity: event.activity } : state;
    case 'finishFailed':
      return state.status === 'finishing' ? failed(ends(state.context), event.error) : state;
    case 'rejectFailed':
      if (state.status !== 'rejecting') return state;
      // Approved, run or refused meanwhile: find out where it stands.
      if (isStale(event.error)) return { status: 'preparing', challenge: state.context.challenge };
      return { status: 'confirmingCancel', context: state.context, resume: state.resume, error: event.error };
    case 'back':
      return back(state);
    case 'cancel':
      return cancel(state);
    case 'reject':
      return state.status === 'confirmingCancel' ? { status: 'rejecting', context: state.context, resume: state.resume } : state;
    case 'dismiss':
      return state.status === 'confirmingCancel' || state.status === 'failed' ? { status: 'cancelled', ...ends(state.status === 'failed' ? state : state.context) } : state;
    default:
      return event satisfies never;
  }
}

/** What the ends keep: the challenge and what it is. */
function ends(from: { challenge: MfaChallenge; action?: Ends['action'] }): Ends {
  return { challenge: from.challenge, action: from.action ?? stepUpAction(from.challenge.activity.type) };
}

function failed(from: { challenge: MfaChallenge; action?: Ends['action'] }, error: LoginKitError): StepUpState {
  return { status: 'failed', ...ends(from), error, retryable: !isFatal(error) };
}

/** Where the activity stands decides: run (its result), refused, failed, or waiting on the next step. */
function prepared(state: Of<'preparing'>, info: StepUpPrepared): StepUpState {
  const { challenge, action } = ends(state);
  const { activity } = info;
  const status = statusFor(info.mfaStatuses, info.userId);
  const context = buildContext(challenge, action, info, status);
  switch (activity.status) {
    case 'ACTIVITY_STATUS_COMPLETED':
      return { status: 'finishing', context };
    case 'ACTIVITY_STATUS_REJECTED':
      return { status: 'rejected', challenge, action, activity };
    case 'ACTIVITY_STATUS_FAILED':
      return failed(state, new LoginKitError('activity_failed', `activity ${activity.id} ended ${activity.status}`, { details: { activityId: activity.id, activityStatus: activity.status } }));
    case 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED':
    case 'ACTIVITY_STATUS_CREATED':
    case 'ACTIVITY_STATUS_PENDING':
      if (status === undefined) {
        return failed(state, new LoginKitError('response_invalid', `get_mfa_status: no MFA status of user ${info.userId} for activity ${activity.id}`, { details: { field: 'mfaStatuses' } }));
      }
      return status.satisfied ? { status: 'finishing', context } : { status: 'choosing', context };
    default:
      // Waiting on other approvers (consensus) or a status this kit does not know: not something MFA completes.
      return failed(
        state,
        new LoginKitError('failed_precondition', `activity ${activity.id} is ${activity.status}: it does not wait for MFA`, { details: { activityId: activity.id, activityStatus: activity.status } }),
      );
  }
}

/** Starts the current step's option `kind`, when it has one available here. */
function choose(context: StepUpContext, kind: StepUpMethodKind, provider: OauthProvider | undefined, unchanged: StepUpState): StepUpState {
  const option = context.steps[context.current]?.options.find((candidate) => candidate.kind === kind);
  if (option === undefined || option.unavailable !== undefined) return unchanged;
  switch (option.kind) {
    case 'passkey':
      return { status: 'prompting', context };
    case 'email_otp':
    case 'sms_otp':
      return { status: 'sendingCode', context, method: option.kind, channel: option.channel, contact: option.contact };
    case 'session':
      return { status: 'approving', context, method: 'session' };
    case 'oauth': {
      const chosen = provider === undefined ? option.providers[0] : option.providers.find((linked) => linked.provider === provider);
      return chosen === undefined ? unchanged : { status: 'authorizing', context, provider: chosen.provider };
    }
    default:
      return unchanged;
  }
}

function retry(state: StepUpState, now: number): StepUpState {
  switch (state.status) {
    case 'choosing': {
      if (state.failedMethod === undefined || (state.retryAt !== undefined && now < state.retryAt)) return state;
      return choose(state.context, state.failedMethod.kind, state.failedMethod.provider, state);
    }
    case 'rateLimited':
    case 'codeFailed':
      return retryCode(state, now);
    case 'failed':
      return state.retryable ? { status: 'preparing', challenge: state.challenge } : state;
    default:
      return state;
  }
}

/** After an approval: the next step, or the result once all are satisfied. */
function approved(context: StepUpContext, statuses: MfaStatus[]): StepUpState {
  const status = statuses.find((candidate) => candidate.mfaPolicyId === context.mfaPolicyId);
  if (status === undefined) return { status: 'preparing', challenge: context.challenge }; // not the policy walked: read it all again
  const next = advanceContext(context, status);
  return status.satisfied ? { status: 'finishing', context: next } : { status: 'choosing', context: next };
}

function approveFailed(state: Of<'prompting' | 'authorizing' | 'approving'>, error: LoginKitError, now: number): StepUpState {
  if (isFatal(error)) return failed(ends(state.context), error);
  if (isStale(error)) return { status: 'preparing', challenge: state.context.challenge };
  const kind: StepUpMethodKind = state.status === 'prompting' ? 'passkey' : state.status === 'authorizing' ? 'oauth' : state.method;
  const provider = state.status === 'approving' ? state.provider : state.status === 'authorizing' ? state.provider : undefined;
  const retryAt = error.code === 'rate_limited' ? now + (error.details.retryAfterMs ?? 0) : undefined;
  return {
    status: 'choosing',
    context: state.context,
    error,
    failedMethod: { kind, ...(provider === undefined ? {} : { provider }) },
    ...(retryAt === undefined ? {} : { retryAt }),
  };
}

/** Where the person can act again, from `state` (a wait ends: back to what it was waiting for). */
function resumeOf(state: Of<'choosing' | 'prompting' | 'authorizing' | 'approving' | 'sendingCode' | 'verifying' | StepUpResumeState['status']>): StepUpResumeState {
  switch (state.status) {
    case 'prompting':
    case 'authorizing':
    case 'approving':
      return { status: 'choosing', context: state.context };
    case 'sendingCode': {
      const earlier = completeCode(state);
      return earlier === undefined ? { status: 'choosing', context: state.context } : { ...earlier, status: 'enteringCode' };
    }
    case 'verifying':
      return { ...codeFields(state), status: 'enteringCode' };
    default:
      return state;
  }
}

function back(state: StepUpState): StepUpState {
  switch (state.status) {
    case 'confirmingCancel':
      return state.resume;
    case 'sendingCode':
    case 'verifying':
      return resumeOf(state);
    case 'prompting':
    case 'authorizing':
    case 'approving':
    case 'enteringCode':
    case 'codeInvalid':
    case 'codeExpired':
    case 'attemptsExceeded':
    case 'rateLimited':
    case 'codeFailed':
      return { status: 'choosing', context: state.context };
    case 'choosing':
      return state.error === undefined ? state : { status: 'choosing', context: state.context };
    case 'preparing':
    case 'finishing':
    case 'rejecting':
    case 'completed':
    case 'rejected':
    case 'cancelled':
    case 'failed':
      return state;
    default:
      return state satisfies never;
  }
}

function cancel(state: StepUpState): StepUpState {
  switch (state.status) {
    case 'preparing':
      // Nothing shown yet to confirm against: leave, the activity waiting.
      return { status: 'cancelled', ...ends(state) };
    case 'choosing':
    case 'prompting':
    case 'authorizing':
    case 'approving':
    case 'sendingCode':
    case 'verifying':
    case 'enteringCode':
    case 'codeInvalid':
    case 'codeExpired':
    case 'attemptsExceeded':
    case 'rateLimited':
    case 'codeFailed':
      return { status: 'confirmingCancel', context: state.context, resume: resumeOf(state) };
    case 'finishing':
    case 'confirmingCancel':
    case 'rejecting':
    case 'completed':
    case 'rejected':
    case 'cancelled':
    case 'failed':
      return state;
    default:
      return state satisfies never;
  }
}
