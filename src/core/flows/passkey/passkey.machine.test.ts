import { describe, expect, it } from 'vitest';
import { LoginKitError } from '../../errors';
import type { Session } from '../../session/session-types';
import { defaultPasskeyUserName, initialPasskeyState, maxPasskeyUserNameLength, resolvePasskeyUserName, transitionPasskey } from './passkey.machine';
import type { PasskeyEvent, PasskeyState, PasskeySupport } from './passkey.types';

const now = new Date(2026, 10, 22, 14, 5).getTime(); // local time: the default name uses it
const rules = { now: () => now };
const supported: PasskeySupport = { status: 'supported', platform: true };
const unsupported: PasskeySupport = { status: 'unsupported', reason: 'no-webauthn' };
const session: Session = {
  publicKey: '02ab',
  organizationId: 'sub-org',
  userId: 'user-1',
  sessionType: 'SESSION_TYPE_READ_WRITE',
  expiresAt: 900_000,
  createdAt: 0,
  method: 'passkey',
};
const cancelledError = new LoginKitError('passkey_cancelled', 'closed');
const networkError = new LoginKitError('network', 'offline');

const run = (state: PasskeyState, ...events: PasskeyEvent[]): PasskeyState => events.reduce((s, e) => transitionPasskey(s, e, rules), state);

const idle: PasskeyState = { status: 'idle', support: supported };
const naming: PasskeyState = { status: 'naming', support: supported, userName: 'Ada' };
const promptingLogin: PasskeyState = { status: 'prompting', support: supported, mode: 'login', userName: '' };
const promptingSignup: PasskeyState = { status: 'prompting', support: supported, mode: 'signup', userName: 'Ada' };
const completingLogin: PasskeyState = { ...promptingLogin, status: 'completing' };
const completingSignup: PasskeyState = { ...promptingSignup, status: 'completing' };
const cancelledLogin: PasskeyState = { status: 'cancelled', support: supported, mode: 'login', userName: '', error: cancelledError };
const failedSignup: PasskeyState = { status: 'failed', support: supported, mode: 'signup', userName: 'Ada', error: networkError };
const success: PasskeyState = { status: 'success', support: supported, mode: 'login', session, isNewUser: false };

describe('passkey machine: transitions (state, event) → state', () => {
  it.each<[string, PasskeyState, PasskeyEvent, PasskeyState]>([
    ['idle --login--> prompting(login)', idle, { type: 'login' }, promptingLogin],
    ['idle --startSignup--> naming', idle, { type: 'startSignup' }, { status: 'naming', support: supported, userName: '' }],
    ['naming --setUserName--> naming with the typed name', naming, { type: 'setUserName', userName: 'Ada L' }, { ...naming, userName: 'Ada L' }],
    ['naming --createPasskey--> prompting(signup)', naming, { type: 'createPasskey' }, promptingSignup],
    ['naming --back--> idle', naming, { type: 'back' }, idle],
    ['prompting --ceremonyDone--> completing', promptingLogin, { type: 'ceremonyDone' }, completingLogin],
    ['prompting(login) --back--> idle (the prompt is abandoned)', promptingLogin, { type: 'back' }, idle],
    ['prompting(signup) --back--> naming with the name', promptingSignup, { type: 'back' }, naming],
    ['prompting --ceremonyFailed(passkey_cancelled)--> cancelled', promptingLogin, { type: 'ceremonyFailed', error: cancelledError }, cancelledLogin],
    [
      'prompting --ceremonyFailed(other)--> failed',
      promptingSignup,
      { type: 'ceremonyFailed', error: networkError },
      failedSignup,
    ],
    ['completing --loggedIn--> success', completingLogin, { type: 'loggedIn', session, isNewUser: false }, success],
    [
      'completing(signup) --loggedIn--> success as a new user',
      completingSignup,
      { type: 'loggedIn', session, isNewUser: true },
      { status: 'success', support: supported, mode: 'signup', session, isNewUser: true },
    ],
    ['completing --ceremonyFailed--> failed', completingSignup, { type: 'ceremonyFailed', error: networkError }, failedSignup],
    ['completing(login) --cancel--> idle, no error', completingLogin, { type: 'cancel' }, idle],
    ['completing(signup) --cancel--> idle (the passkey is already made; a new attempt makes another)', completingSignup, { type: 'cancel' }, idle],
    [
      'completing(autofill) --cancel--> idle, autofill asked for again by the page',
      { ...completingLogin, autofill: true },
      { type: 'cancel' },
      idle,
    ],
    ['cancelled --retry--> prompting (same mode)', cancelledLogin, { type: 'retry' }, promptingLogin],
    ['failed --retry--> prompting (same mode and name)', failedSignup, { type: 'retry' }, promptingSignup],
    ['cancelled --back--> idle', cancelledLogin, { type: 'back' }, idle],
    ['failed --back--> idle', failedSignup, { type: 'back' }, idle],
  ])('%s', (_rule, state, event, expected) => {
    expect(transitionPasskey(state, event, rules)).toEqual(expected);
  });

  it.each<[string, PasskeyState, PasskeyEvent]>([
    ['login outside idle', naming, { type: 'login' }],
    ['login while prompting', promptingLogin, { type: 'login' }],
    ['startSignup outside idle', cancelledLogin, { type: 'startSignup' }],
    ['setUserName outside naming', idle, { type: 'setUserName', userName: 'x' }],
    ['createPasskey outside naming', idle, { type: 'createPasskey' }],
    ['retry outside cancelled/failed', promptingLogin, { type: 'retry' }],
    ['retry at success', success, { type: 'retry' }],
    ['back at idle', idle, { type: 'back' }],
    ['back while completing (the request is under way)', completingSignup, { type: 'back' }],
    ['back at success', success, { type: 'back' }],
    ['ceremonyDone outside prompting', completingLogin, { type: 'ceremonyDone' }],
    ['ceremonyDone after back', idle, { type: 'ceremonyDone' }],
    ['loggedIn while prompting', promptingLogin, { type: 'loggedIn', session, isNewUser: false }],
    ['loggedIn after back', idle, { type: 'loggedIn', session, isNewUser: false }],
    ['ceremonyFailed after back', naming, { type: 'ceremonyFailed', error: networkError }],
    ['ceremonyFailed at success', success, { type: 'ceremonyFailed', error: networkError }],
    ['cancel at idle', idle, { type: 'cancel' }],
    ['cancel while naming', naming, { type: 'cancel' }],
    ['cancel while the browser prompt is open (back closes it)', promptingLogin, { type: 'cancel' }],
    ['cancel after a cancelled prompt', cancelledLogin, { type: 'cancel' }],
    ['cancel after a failure', failedSignup, { type: 'cancel' }],
    ['cancel at success', success, { type: 'cancel' }],
    ['loggedIn after a cancel', idle, { type: 'loggedIn', session, isNewUser: false }],
  ])('ignores %s (same object)', (_rule, state, event) => {
    expect(transitionPasskey(state, event, rules)).toBe(state);
  });
});

describe('passkey machine: support', () => {
  it('starts idle, with the support known so far (checking by default)', () => {
    expect(initialPasskeyState()).toEqual({ status: 'idle', support: { status: 'checking' } });
    expect(initialPasskeyState(unsupported)).toEqual({ status: 'idle', support: unsupported });
  });

  it.each<PasskeyState>([idle, naming, promptingLogin, completingSignup, cancelledLogin, failedSignup, success])(
    'supportChecked updates support in $status and keeps everything else',
    (state) => {
      const next = transitionPasskey(state, { type: 'supportChecked', support: { status: 'supported', platform: false } }, rules);
      expect(next).toEqual({ ...state, support: { status: 'supported', platform: false } });
    },
  );

  it('supportChecked with the same support changes nothing (same object)', () => {
    expect(transitionPasskey(idle, { type: 'supportChecked', support: { status: 'supported', platform: true } }, rules)).toBe(idle);
    const unsupportedIdle = initialPasskeyState(unsupported);
    expect(transitionPasskey(unsupportedIdle, { type: 'supportChecked', support: { status: 'unsupported', reason: 'no-webauthn' } }, rules)).toBe(unsupportedIdle);
  });

  it.each<[string, PasskeyState, PasskeyEvent]>([
    ['login', { status: 'idle', support: unsupported }, { type: 'login' }],
    ['createPasskey', { status: 'naming', support: unsupported, userName: 'Ada' }, { type: 'createPasskey' }],
    ['retry', { ...failedSignup, support: unsupported }, { type: 'retry' }],
  ])('%s in a browser without passkeys fails at once with passkey_unsupported (no prompt)', (_event, state, event) => {
    const next = transitionPasskey(state, event, rules);
    expect(next).toMatchObject({ status: 'failed', error: { code: 'passkey_unsupported', details: { reason: 'no-webauthn' } } });
  });

  it('names the insecure context as the reason', () => {
    const next = run({ status: 'idle', support: { status: 'unsupported', reason: 'insecure-context' } }, { type: 'login' });
    expect(next).toMatchObject({ status: 'failed', mode: 'login', error: { code: 'passkey_unsupported', details: { reason: 'insecure-context' } } });
  });

  it('a click while support is still being checked opens the prompt (the ceremony reports what fails)', () => {
    expect(run({ status: 'idle', support: { status: 'checking' } }, { type: 'login' })).toMatchObject({ status: 'prompting', mode: 'login' });
  });
});

describe('passkey machine: the account name of a signup', () => {
  it('is trimmed', () => {
    expect(run(naming, { type: 'setUserName', userName: '  Ada Lovelace ' }, { type: 'createPasskey' })).toMatchObject({
      status: 'prompting',
      userName: 'Ada Lovelace',
    });
  });

  it('defaults to "Passkey user" and the local date and time when left empty', () => {
    expect(defaultPasskeyUserName(now)).toBe('Passkey user 2026-11-22 14:05');
    expect(run(idle, { type: 'startSignup' }, { type: 'setUserName', userName: '   ' }, { type: 'createPasskey' })).toEqual({
      status: 'prompting',
      support: supported,
      mode: 'signup',
      userName: 'Passkey user 2026-11-22 14:05',
    });
  });

  it.each([
    ['too long', 'x'.repeat(maxPasskeyUserNameLength + 1)],
    ['with a control character', 'Ada\u0000'],
    ['with a line break', 'Ada\nLovelace'],
  ])('is refused when %s: naming keeps the typed name and names userName', (_why, typed) => {
    const next = run(naming, { type: 'setUserName', userName: typed }, { type: 'createPasskey' });
    expect(next).toMatchObject({ status: 'naming', userName: typed, error: { code: 'invalid_input', details: { field: 'userName' } } });
  });

  it('accepts exactly the longest name', () => {
    expect(resolvePasskeyUserName('y'.repeat(maxPasskeyUserNameLength), now)).toEqual({ userName: 'y'.repeat(maxPasskeyUserNameLength) });
  });

  it('clears a refusal as soon as the user edits the name', () => {
    const refused = run(naming, { type: 'setUserName', userName: 'x'.repeat(100) }, { type: 'createPasskey' });
    expect(run(refused, { type: 'setUserName', userName: 'Ada' })).toEqual(naming);
  });
});

describe('passkey machine: whole journeys', () => {
  it('login: idle → prompting → completing → success', () => {
    const states: PasskeyState[] = [idle];
    for (const event of [{ type: 'login' }, { type: 'ceremonyDone' }, { type: 'loggedIn', session, isNewUser: false }] as PasskeyEvent[]) {
      states.push(transitionPasskey(states.at(-1)!, event, rules));
    }
    expect(states.map((s) => s.status)).toEqual(['idle', 'prompting', 'completing', 'success']);
  });

  it('signup after a cancelled prompt: retry keeps the mode and the name', () => {
    const end = run(
      idle,
      { type: 'startSignup' },
      { type: 'setUserName', userName: 'Ada' },
      { type: 'createPasskey' },
      { type: 'ceremonyFailed', error: cancelledError },
      { type: 'retry' },
      { type: 'ceremonyDone' },
      { type: 'loggedIn', session, isNewUser: true },
    );
    expect(end).toEqual({ status: 'success', support: supported, mode: 'signup', session, isNewUser: true });
  });
});

describe('passkey machine: autofill (conditional mediation)', () => {
  const armed: PasskeyState = { status: 'idle', support: supported, autofill: true };

  it.each<[string, PasskeyState, PasskeyEvent, PasskeyState]>([
    ['idle --setAutofill(on)--> idle with autofill', idle, { type: 'setAutofill', enabled: true }, armed],
    ['idle with autofill --setAutofill(off)--> idle', armed, { type: 'setAutofill', enabled: false }, idle],
    ['idle with autofill --autofillPicked--> completing(login, from autofill)', armed, { type: 'autofillPicked' }, { ...completingLogin, autofill: true }],
    ['idle with autofill --login--> prompting(login): the button still works', armed, { type: 'login' }, promptingLogin],
    ['idle with autofill --startSignup--> naming', armed, { type: 'startSignup' }, { status: 'naming', support: supported, userName: '' }],
  ])('%s', (_name, from, event, to) => {
    expect(transitionPasskey(from, event, rules)).toEqual(to);
  });

  it.each<[string, PasskeyState, PasskeyEvent]>([
    ['setAutofill(on) while already on', armed, { type: 'setAutofill', enabled: true }],
    ['setAutofill(off) while off', idle, { type: 'setAutofill', enabled: false }],
    ['setAutofill while the prompt is open (the field unmounts under the passkey screens)', promptingLogin, { type: 'setAutofill', enabled: false }],
    ['setAutofill on a failure screen', failedSignup, { type: 'setAutofill', enabled: true }],
    ['autofillPicked without autofill on (a stale answer)', idle, { type: 'autofillPicked' }],
    ['autofillPicked while the button’s prompt is open', promptingLogin, { type: 'autofillPicked' }],
  ])('ignores %s (same state object)', (_name, from, event) => {
    expect(transitionPasskey(from, event, rules)).toBe(from);
  });

  it('a login from autofill ends like the button’s: completing → success, or failed with the relay’s error', () => {
    expect(run(armed, { type: 'autofillPicked' }, { type: 'loggedIn', session, isNewUser: false })).toEqual(success);
    const failed = run(armed, { type: 'autofillPicked' }, { type: 'ceremonyFailed', error: networkError });
    expect(failed).toEqual({ status: 'failed', support: supported, mode: 'login', userName: '', error: networkError });
    expect(run(failed, { type: 'back' })).toEqual(idle); // the field switches autofill on again when shown
  });

  it('keeps autofill across a support re-check', () => {
    expect(run(armed, { type: 'supportChecked', support: { status: 'supported', platform: false } })).toEqual({ ...armed, support: { status: 'supported', platform: false } });
  });
});
