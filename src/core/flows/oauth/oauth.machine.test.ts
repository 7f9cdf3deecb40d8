import { describe, expect, it } from 'vitest';
import { LoginKitError } from '../../errors';
import type { Session } from '../../session/session-types';
import { initialOauthState, transitionOauth } from './oauth.machine';
import type { OauthEvent, OauthRules, OauthState } from './oauth.types';

const rules: OauthRules = { providers: ['google', 'apple', 'x', 'discord'] };
const session: Session = {
  publicKey: '02ab',
  organizationId: 'org-1',
  userId: 'user-1',
  sessionType: 'SESSION_TYPE_READ_WRITE',
  expiresAt: 900_000,
  createdAt: 0,
  method: 'oauth',
};
const failure = (code: LoginKitError['code']): LoginKitError => new LoginKitError(code, code);

const idle: OauthState = { status: 'idle' };
const authorizing: OauthState = { status: 'authorizing', provider: 'google', intent: 'login' };
const linking: OauthState = { status: 'authorizing', provider: 'discord', intent: 'link' };
const redirecting: OauthState = { status: 'redirecting', provider: 'google', intent: 'login' };
const completing: OauthState = { status: 'completing', provider: 'google', intent: 'login' };
const completingLink: OauthState = { status: 'completing', provider: 'discord', intent: 'link' };
const failed: OauthState = { status: 'failed', provider: 'google', intent: 'login', error: failure('popup_closed') };
const success: OauthState = { status: 'success', provider: 'google', intent: 'login', session, isNewUser: true };
const linked: OauthState = { status: 'linked', provider: 'discord', intent: 'link', providerIds: ['p-1'] };

const run = (state: OauthState, ...events: OauthEvent[]): OauthState => events.reduce((s, e) => transitionOauth(s, e, rules), state);

describe('OAuth machine: transitions', () => {
  it('starts idle', () => {
    expect(initialOauthState()).toEqual({ status: 'idle' });
  });

  it.each<[string, OauthState, OauthEvent, OauthState]>([
    ['a provider click opens the popup', idle, { type: 'signIn', provider: 'google' }, authorizing],
    ['a link click opens the popup to link', idle, { type: 'link', provider: 'discord' }, linking],
    ['after linking, another provider can be linked', linked, { type: 'link', provider: 'discord' }, linking],
    ['another provider may be chosen after a failure', failed, { type: 'signIn', provider: 'x' }, { status: 'authorizing', provider: 'x', intent: 'login' }],
    ['retry re-opens the popup for the same provider and intent', failed, { type: 'retry' }, authorizing],
    ['a blocked popup becomes a redirect', authorizing, { type: 'popupBlocked' }, redirecting],
    ['"continue in this tab" becomes a redirect', authorizing, { type: 'continueInTab' }, redirecting],
    ['the provider answered: complete', authorizing, { type: 'authorized' }, completing],
    ['a closed popup fails with its reason', authorizing, { type: 'authFailed', error: failure('popup_closed') }, failed],
    [
      'a redirect that could not start fails',
      redirecting,
      { type: 'authFailed', error: failure('popup_blocked') },
      { status: 'failed', provider: 'google', intent: 'login', error: failure('popup_blocked') },
    ],
    [
      'a failed exchange fails',
      completing,
      { type: 'authFailed', error: failure('oauth_nonce_mismatch') },
      { status: 'failed', provider: 'google', intent: 'login', error: failure('oauth_nonce_mismatch') },
    ],
    ['a session ends the login', completing, { type: 'loggedIn', session, isNewUser: true }, success],
    ['provider ids end the link', completingLink, { type: 'linked', providerIds: ['p-1'] }, linked],
    ['back from the popup returns to the providers', authorizing, { type: 'back' }, idle],
    ['back from a failure returns to the providers', failed, { type: 'back' }, idle],
    ['back while completing returns to the providers', completing, { type: 'back' }, idle],
    ['cancel while the relay completes returns to the providers, no error', completing, { type: 'cancel' }, idle],
    ['cancel while a link completes returns to the providers', completingLink, { type: 'cancel' }, idle],
  ])('%s', (_rule, from, event, to) => {
    expect(transitionOauth(from, event, rules)).toEqual(to);
  });

  it('keeps every error code distinct in the failed state', () => {
    for (const code of ['oauth_state_mismatch', 'oauth_nonce_mismatch', 'oauth_provider_error', 'popup_closed', 'timeout', 'popup_blocked'] as const) {
      expect(run(authorizing, { type: 'authFailed', error: failure(code) })).toMatchObject({ status: 'failed', error: { code } });
    }
  });
});

describe('OAuth machine: refusals', () => {
  it('refuses a provider that wallet_kit_config disables, staying on the providers with method_disabled', () => {
    const googleOnly: OauthRules = { providers: ['google'] };
    for (const event of [
      { type: 'signIn', provider: 'apple' },
      { type: 'link', provider: 'x' },
    ] as const) {
      expect(transitionOauth(idle, event, googleOnly)).toMatchObject({
        status: 'idle',
        error: { code: 'method_disabled', details: { field: 'provider', provider: event.provider } },
      });
    }
  });

  it('clears the refusal on the next valid click', () => {
    const refused = transitionOauth(idle, { type: 'signIn', provider: 'apple' }, { providers: ['google'] });
    expect(transitionOauth(refused, { type: 'signIn', provider: 'google' }, { providers: ['google'] })).toEqual(authorizing);
  });

  it('refuses a retry once the configuration no longer offers the provider', () => {
    expect(transitionOauth(failed, { type: 'retry' }, { providers: ['apple'] })).toMatchObject({ status: 'idle', error: { code: 'method_disabled' } });
  });

  it.each<[string, OauthState, OauthEvent]>([
    ['a second click while the popup is open', authorizing, { type: 'signIn', provider: 'apple' }],
    ['a click while completing', completing, { type: 'signIn', provider: 'apple' }],
    ['a click after success', success, { type: 'signIn', provider: 'apple' }],
    ['retry when nothing failed', authorizing, { type: 'retry' }],
    ['continueInTab when no popup is open', failed, { type: 'continueInTab' }],
    ['a late popup answer after back', idle, { type: 'authorized' }],
    ['a late failure after success', success, { type: 'authFailed', error: failure('timeout') }],
    ['a session for a link', completingLink, { type: 'loggedIn', session, isNewUser: false }],
    ['provider ids for a login', completing, { type: 'linked', providerIds: ['p-1'] }],
    ['a session while still authorizing', authorizing, { type: 'loggedIn', session, isNewUser: false }],
    ['back when already choosing', idle, { type: 'back' }],
    ['back after success', success, { type: 'back' }],
    ['back after linking', linked, { type: 'back' }],
    ['cancel when already choosing', idle, { type: 'cancel' }],
    ['cancel while the popup is open (back closes it)', authorizing, { type: 'cancel' }],
    ['cancel while the page leaves for the provider', redirecting, { type: 'cancel' }],
    ['cancel after a failure', failed, { type: 'cancel' }],
    ['cancel after success', success, { type: 'cancel' }],
    ['cancel after linking', linked, { type: 'cancel' }],
    ['a late session after a cancel', idle, { type: 'loggedIn', session, isNewUser: false }],
  ])('ignores %s (same state object)', (_why, from, event) => {
    expect(transitionOauth(from, event, rules)).toBe(from);
  });
});
