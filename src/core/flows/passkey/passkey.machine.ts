import { LoginKitError, invalidInput } from '../../errors';
import type { PasskeyEvent, PasskeyState, PasskeySupport } from './passkey.types';

/** What the machine needs from outside: the clock, for the default account name. */
export interface PasskeyRules {
  now: () => number;
}

/** Longest account name (WebAuthn authenticators may cut `user.name` at 64 bytes). */
export const maxPasskeyUserNameLength = 64;

type Mode = 'login' | 'signup';

/** The state a new flow starts in. */
export function initialPasskeyState(support: PasskeySupport = { status: 'checking' }): PasskeyState {
  return { status: 'idle', support };
}

/** `Passkey user 2026-11-22 14:05` (local time): the account name when the user leaves it empty. */
export function defaultPasskeyUserName(now: number): string {
  const date = new Date(now);
  const two = (value: number): string => String(value).padStart(2, '0');
  return `Passkey user ${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** The trimmed account name, a default when empty, or the `invalid_input` error naming `userName`. */
export function resolvePasskeyUserName(typed: string, now: number): { userName: string } | { error: LoginKitError } {
  const userName = typed.trim();
  if (userName === '') return { userName: defaultPasskeyUserName(now) };
  if (userName.length > maxPasskeyUserNameLength) return { error: invalidInput('userName', `must be at most ${maxPasskeyUserNameLength} characters`) };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(userName)) return { error: invalidInput('userName', 'must not contain control characters') };
  return { userName };
}

function unsupportedError(support: Extract<PasskeySupport, { status: 'unsupported' }>): LoginKitError {
  const message = support.reason === 'insecure-context' ? 'Passkeys need a secure context (https)' : 'This browser does not support passkeys';
  return new LoginKitError('passkey_unsupported', message, { details: { reason: support.reason } });
}

/** Opens the prompt, or fails at once when the browser cannot do passkeys. */
function startCeremony(support: PasskeySupport, mode: Mode, userName: string): PasskeyState {
  if (support.status === 'unsupported') return { status: 'failed', support, mode, userName, error: unsupportedError(support) };
  return { status: 'prompting', support, mode, userName };
}

function sameSupport(a: PasskeySupport, b: PasskeySupport): boolean {
  if (a.status !== b.status) return false;
  if (a.status === 'supported' && b.status === 'supported') return a.platform === b.platform;
  if (a.status === 'unsupported' && b.status === 'unsupported') return a.reason === b.reason;
  return true;
}

/**
 * The passkey login and signup as a pure function: `(state, event) → state`. Events that make
 * no sense in a state leave it unchanged (the same object), which the flow runtime treats as
 * "nothing happened". Autofill (`setAutofill`) matters only at `idle`: while it is on, the
 * effects keep one conditional WebAuthn request open, and a passkey picked from the browser's
 * autofill (`autofillPicked`) goes straight to `completing`, as a login.
 */
export function transitionPasskey(state: PasskeyState, event: PasskeyEvent, rules: PasskeyRules): PasskeyState {
  switch (event.type) {
    case 'supportChecked':
      return sameSupport(state.support, event.support) ? state : { ...state, support: event.support };
    case 'login':
      return state.status === 'idle' ? startCeremony(state.support, 'login', '') : state;
    case 'setAutofill':
      if (state.status !== 'idle' || (state.autofill === true) === event.enabled) return state;
      return event.enabled ? { status: 'idle', support: state.support, autofill: true } : initialPasskeyState(state.support);
    case 'autofillPicked':
      return state.status === 'idle' && state.autofill === true
        ? { status: 'completing', support: state.support, mode: 'login', userName: '', autofill: true }
        : state;
    case 'startSignup':
      return state.status === 'idle' ? { status: 'naming', support: state.support, userName: '' } : state;
    case 'setUserName':
      return state.status === 'naming' ? { status: 'naming', support: state.support, userName: event.userName } : state;
    case 'createPasskey': {
      if (state.status !== 'naming') return state;
      const resolved = resolvePasskeyUserName(state.userName, rules.now());
      if ('error' in resolved) return { status: 'naming', support: state.support, userName: state.userName, error: resolved.error };
      return startCeremony(state.support, 'signup', resolved.userName);
    }
    case 'retry':
      return state.status === 'cancelled' || state.status === 'failed' ? startCeremony(state.support, state.mode, state.userName) : state;
    case 'back':
      return back(state);
    case 'cancel':
      return cancel(state);
    case 'ceremonyDone':
      return state.status === 'prompting' ? { ...state, status: 'completing' } : state;
    case 'loggedIn':
      return state.status === 'completing'
        ? { status: 'success', support: state.support, mode: state.mode, session: event.session, isNewUser: event.isNewUser }
        : state;
    case 'ceremonyFailed': {
      if (state.status !== 'prompting' && state.status !== 'completing') return state;
      const status = event.error.code === 'passkey_cancelled' ? 'cancelled' : 'failed';
      return { status, support: state.support, mode: state.mode, userName: state.userName, error: event.error };
    }
    default:
      return event satisfies never;
  }
}

/**
 * Stops waiting on the service (`completing`): back to `idle`, a signup too (its passkey is already
 * on the device; another attempt makes a new one). Other states ignore it.
 */
function cancel(state: PasskeyState): PasskeyState {
  switch (state.status) {
    case 'completing':
      return initialPasskeyState(state.support);
    case 'idle':
    case 'naming':
    case 'prompting':
    case 'cancelled':
    case 'failed':
    case 'success':
      return state;
    default:
      return state satisfies never;
  }
}

/** One step back: naming → idle; an open prompt is abandoned (signup: back to naming); failures → idle. */
function back(state: PasskeyState): PasskeyState {
  switch (state.status) {
    case 'naming':
    case 'cancelled':
    case 'failed':
      return initialPasskeyState(state.support);
    case 'prompting':
      return state.mode === 'signup' ? { status: 'naming', support: state.support, userName: state.userName } : initialPasskeyState(state.support);
    case 'idle':
    case 'completing':
    case 'success':
      return state;
    default:
      return state satisfies never;
  }
}
