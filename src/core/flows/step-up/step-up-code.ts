/**
 * The code part of the step-up machine: a code sent to the account's own contact, typed, checked
 * and approved with. Wrong, expired and spent codes, too many attempts and rate limits behave as
 * in the code login (otp.machine.ts): the same states, codes and retry rules.
 */
import type { LoginKitError } from '../../errors';
import { sanitizeCode } from '../otp/otp-contact';
import { isFatal, isSpentToken, isStale } from './step-up-errors';
import type { StepUpCodeFields, StepUpContext, StepUpEarlierCode, StepUpState } from './step-up.types';

type Of<S extends StepUpState['status']> = Extract<StepUpState, { status: S }>;
type CodeState = Of<'enteringCode' | 'verifying' | 'codeInvalid' | 'codeExpired' | 'attemptsExceeded'>;
type SendState = Of<'sendingCode' | 'rateLimited' | 'codeFailed'>;

/** The fields of a code state (without its status and error). */
export function codeFields(state: CodeState): { context: StepUpContext } & StepUpCodeFields {
  const { context, method, channel, contact, otpId, otpEncryptionTargetBundle, code, resendAvailableAt } = state;
  return { context, method, channel, contact, otpId, otpEncryptionTargetBundle, code, resendAvailableAt };
}

function earlierCode(state: Partial<StepUpEarlierCode>): Partial<StepUpEarlierCode> {
  const { otpId, otpEncryptionTargetBundle, code, resendAvailableAt } = state;
  return otpId === undefined || otpEncryptionTargetBundle === undefined || code === undefined || resendAvailableAt === undefined
    ? {}
    : { otpId, otpEncryptionTargetBundle, code, resendAvailableAt };
}

/** A send state's earlier code, complete, as code fields; undefined on a first send. */
export function completeCode(state: SendState): ({ context: StepUpContext } & StepUpCodeFields) | undefined {
  const earlier = earlierCode(state);
  if (earlier.otpId === undefined) return undefined;
  return { context: state.context, method: state.method, channel: state.channel, contact: state.contact, ...(earlier as StepUpEarlierCode) };
}

/** A (re)send to the same contact, keeping the earlier code until the new one arrives. */
function sending(state: CodeState | SendState): Of<'sendingCode'> {
  return { status: 'sendingCode', context: state.context, method: state.method, channel: state.channel, contact: state.contact, ...earlierCode(state) };
}

export function codeSent(state: Of<'sendingCode'>, sent: { otpId: string; otpEncryptionTargetBundle: string; resendAvailableAt: number }): StepUpState {
  const { context, method, channel, contact } = state;
  return { status: 'enteringCode', context, method, channel, contact, otpId: sent.otpId, otpEncryptionTargetBundle: sent.otpEncryptionTargetBundle, code: '', resendAvailableAt: sent.resendAvailableAt };
}

/** Where a failure that is not about the code leads: the end, a fresh read, or the step's options. */
function elsewhere(state: SendState | CodeState, error: LoginKitError): StepUpState | undefined {
  const { challenge, action } = state.context;
  if (isFatal(error)) return { status: 'failed', challenge, action, error, retryable: false };
  if (isStale(error)) return { status: 'preparing', challenge };
  return undefined;
}

export function sendFailed(state: Of<'sendingCode'>, error: LoginKitError, now: number): StepUpState {
  const kept = { context: state.context, method: state.method, channel: state.channel, contact: state.contact, ...earlierCode(state) };
  if (error.code === 'rate_limited') {
    return { status: 'rateLimited', error, retryAt: now + (error.details.retryAfterMs ?? state.context.codeRules.resendCooldownMs), previous: 'sendingCode', ...kept };
  }
  if (error.code === 'invalid_input' || error.code === 'method_disabled') {
    // The relay does not send codes to this contact or on this channel: another option, if the step has one.
    return { status: 'choosing', context: state.context, error, failedMethod: { kind: state.method } };
  }
  return elsewhere(state, error) ?? { status: 'codeFailed', error, previous: 'sendingCode', ...kept };
}

export function verifyFailed(state: Of<'verifying'>, error: LoginKitError, now: number): StepUpState {
  const fields = codeFields(state);
  switch (error.code) {
    case 'otp_invalid':
      return { ...fields, status: 'codeInvalid', error };
    case 'otp_expired':
    case 'token_expired':
      return { ...fields, status: 'codeExpired', error };
    case 'otp_attempts_exceeded':
      return { ...fields, status: 'attemptsExceeded', error };
    case 'rate_limited':
      return { ...fields, status: 'rateLimited', error, retryAt: now + (error.details.retryAfterMs ?? state.context.codeRules.resendCooldownMs), previous: 'verifying' };
    default:
      // A token the service already took (an approval whose answer was lost, then refused): the code is spent.
      if (isSpentToken(error)) return { ...fields, status: 'codeExpired', error };
      return elsewhere(state, error) ?? { ...fields, status: 'codeFailed', error, previous: 'verifying' };
  }
}

export function setCode(state: Of<'enteringCode' | 'codeInvalid'>, typed: string): StepUpState {
  return { ...codeFields(state), status: 'enteringCode', code: sanitizeCode(typed, state.context.codeRules) };
}

export function submitCode(state: Of<'enteringCode' | 'codeInvalid'>): StepUpState {
  return state.code.length === state.context.codeRules.otpLength ? { ...codeFields(state), status: 'verifying' } : state;
}

export function resend(state: StepUpState, now: number): StepUpState {
  switch (state.status) {
    case 'enteringCode':
    case 'codeInvalid':
    case 'codeExpired':
    case 'attemptsExceeded':
      return now >= state.resendAvailableAt ? sending(state) : state;
    case 'rateLimited':
      return now >= state.retryAt ? sending(state) : state;
    default:
      return state;
  }
}

/** `retry` in `rateLimited` (after `retryAt`) and `codeFailed`: the failed step again, a check resuming with the typed code. */
export function retryCode(state: Of<'rateLimited' | 'codeFailed'>, now: number): StepUpState {
  if (state.status === 'rateLimited' && now < state.retryAt) return state;
  const resumable = completeCode(state);
  if (state.previous === 'verifying' && resumable !== undefined) return { ...resumable, status: 'verifying' };
  return sending(state);
}
