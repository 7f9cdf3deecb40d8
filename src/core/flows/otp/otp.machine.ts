import { LoginKitError } from '../../errors';
import { normalizeContact, sanitizeCode } from './otp-contact';
import type { CodeFields, EarlierCode, OtpChannel, OtpEvent, OtpRules, OtpState } from './otp.types';

/** The state a new flow starts in: contact entry on the first enabled channel. */
export function initialOtpState(rules: OtpRules, initial: { channel?: OtpChannel; contact?: string } = {}): OtpState {
  const channel = initial.channel !== undefined && rules.channels.includes(initial.channel) ? initial.channel : (rules.channels[0] ?? 'email');
  return { status: 'enteringContact', channel, contact: initial.contact ?? '' };
}

/**
 * The OTP login as a pure function: `(state, event) → state`. Events that make no sense in a
 * state leave it unchanged (the same object), which the flow runtime treats as "nothing happened".
 */
export function transitionOtp(state: OtpState, event: OtpEvent, rules: OtpRules): OtpState {
  switch (event.type) {
    case 'reset':
      return initialOtpState(rules, { channel: 'channel' in state ? state.channel : undefined });
    case 'changeContact':
      return state.status === 'success' || state.status === 'enteringContact'
        ? state
        : { status: 'enteringContact', channel: state.channel, contact: state.contact };
    case 'setChannel':
      if (state.status !== 'enteringContact' || state.channel === event.channel) return state;
      if (!rules.channels.includes(event.channel)) return { ...state, error: disabled(event.channel) };
      return { status: 'enteringContact', channel: event.channel, contact: '' };
    case 'setContact':
      return state.status === 'enteringContact' ? { status: 'enteringContact', channel: state.channel, contact: event.contact } : state;
    case 'submitContact':
      return submitContact(state, rules);
    case 'codeSent':
      if (state.status !== 'sendingCode') return state;
      return {
        status: 'enteringCode',
        channel: state.channel,
        contact: state.contact,
        otpId: event.otpId,
        otpEncryptionTargetBundle: event.otpEncryptionTargetBundle,
        code: '',
        resendAvailableAt: event.resendAvailableAt,
      };
    case 'sendFailed':
      return state.status === 'sendingCode' ? sendFailed(state, event.error, event.now, rules) : state;
    case 'setCode':
      if (state.status !== 'enteringCode' && state.status !== 'codeInvalid') return state;
      return { ...codeFields(state), status: 'enteringCode', code: sanitizeCode(event.code, rules) };
    case 'submitCode':
      if (state.status !== 'enteringCode' && state.status !== 'codeInvalid') return state;
      return state.code.length === rules.otpLength ? { ...codeFields(state), status: 'verifying' } : state;
    case 'loggedIn': {
      if (state.status !== 'verifying') return state;
      // Greet with the identity the service verified (the session's), never the typed one.
      return { status: 'success', channel: state.channel, contact: event.session.contact ?? '', session: event.session, isNewUser: event.isNewUser };
    }
    case 'verifyFailed':
      return state.status === 'verifying' ? verifyFailed(state, event.error, event.now, rules) : state;
    case 'resend':
      return resend(state, event.now);
    case 'retry':
      return retry(state, event.now);
    case 'cancel':
      return cancel(state);
    default:
      return event satisfies never;
  }
}

function submitContact(state: OtpState, rules: OtpRules): OtpState {
  if (state.status !== 'enteringContact') return state;
  if (!rules.channels.includes(state.channel)) return { ...state, error: disabled(state.channel) };
  const normalized = normalizeContact(state.channel, state.contact);
  if ('error' in normalized) return { ...state, error: normalized.error };
  return { status: 'sendingCode', channel: state.channel, contact: normalized.contact };
}

function sendFailed(state: Extract<OtpState, { status: 'sendingCode' }>, error: LoginKitError, now: number, rules: OtpRules): OtpState {
  const kept = { channel: state.channel, contact: state.contact, ...earlierCode(state) };
  if (error.code === 'rate_limited') {
    return { status: 'rateLimited', error, retryAt: now + (error.details.retryAfterMs ?? rules.resendCooldownMs), previous: 'sendingCode', ...kept };
  }
  if (error.code === 'invalid_input' || error.code === 'method_disabled') {
    return { status: 'enteringContact', channel: state.channel, contact: state.contact, error };
  }
  return { status: 'failed', error, previous: 'sendingCode', ...kept };
}

function verifyFailed(state: Extract<OtpState, { status: 'verifying' }>, error: LoginKitError, now: number, rules: OtpRules): OtpState {
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
      return { ...fields, status: 'rateLimited', error, retryAt: now + (error.details.retryAfterMs ?? rules.resendCooldownMs), previous: 'verifying' };
    default:
      return { ...fields, status: 'failed', error, previous: 'verifying' };
  }
}

function resend(state: OtpState, now: number): OtpState {
  switch (state.status) {
    case 'enteringCode':
    case 'codeInvalid':
    case 'codeExpired':
    case 'attemptsExceeded':
      return now >= state.resendAvailableAt ? { status: 'sendingCode', channel: state.channel, contact: state.contact, ...earlierCode(state) } : state;
    case 'rateLimited':
      return now >= state.retryAt ? { status: 'sendingCode', channel: state.channel, contact: state.contact, ...earlierCode(state) } : state;
    default:
      return state;
  }
}

function retry(state: OtpState, now: number): OtpState {
  if (state.status !== 'failed' && state.status !== 'rateLimited') return state;
  if (state.status === 'rateLimited' && now < state.retryAt) return state;
  const resumable = completeCode(state);
  if (state.previous === 'verifying' && resumable) return { ...resumable, status: 'verifying' };
  return { status: 'sendingCode', channel: state.channel, contact: state.contact, ...earlierCode(state) };
}

/** Stops a wait on the relay, back to where the person can act again; other states ignore it. */
function cancel(state: OtpState): OtpState {
  switch (state.status) {
    case 'sendingCode': {
      const earlier = completeCode(state);
      return earlier === undefined ? { status: 'enteringContact', channel: state.channel, contact: state.contact } : { ...earlier, status: 'enteringCode' };
    }
    case 'verifying':
      return { ...codeFields(state), status: 'enteringCode' };
    case 'enteringContact':
    case 'enteringCode':
    case 'codeInvalid':
    case 'codeExpired':
    case 'attemptsExceeded':
    case 'rateLimited':
    case 'failed':
    case 'success':
      return state;
    default:
      return state satisfies never;
  }
}

function disabled(channel: OtpChannel): LoginKitError {
  return new LoginKitError('method_disabled', `${channel === 'email' ? 'email' : 'SMS'} codes are not enabled for this app`, {
    details: { field: 'channel' },
  });
}

function codeFields(state: CodeFields): CodeFields {
  const { channel, contact, otpId, otpEncryptionTargetBundle, code, resendAvailableAt } = state;
  return { channel, contact, otpId, otpEncryptionTargetBundle, code, resendAvailableAt };
}

function earlierCode(state: Partial<EarlierCode>): Partial<EarlierCode> {
  const { otpId, otpEncryptionTargetBundle, code, resendAvailableAt } = state;
  return otpId === undefined || otpEncryptionTargetBundle === undefined || code === undefined || resendAvailableAt === undefined
    ? {}
    : { otpId, otpEncryptionTargetBundle, code, resendAvailableAt };
}

function completeCode(state: { channel: OtpChannel; contact: string } & Partial<EarlierCode>): CodeFields | undefined {
  const earlier = earlierCode(state);
  return earlier.otpId === undefined ? undefined : ({ channel: state.channel, contact: state.contact, ...earlier } as CodeFields);
}
