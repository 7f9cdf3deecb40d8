import { describe, expect, it, vi } from 'vitest';
import { pkceChallenge } from '../../crypto/pkce';
import { pendingLoginStorageKey } from '../../oauth/pending-login';
import { oauthCallbackMessageType } from '../../oauth/popup-watcher';
import type { Session } from '../../session/session-types';
import { clientIds, createTestDeps, tokenPayload } from './test-utils/fake-oauth-deps';
import { googleToken, lastRequest, oauthNonce, popupReturns, sessionKey, settlesIn, startOauth } from './test-utils/oauth-harness';

describe('OAuth popup: opened synchronously from the click, with everything prepared', () => {
  it('opens the Google authorization request inside send(), bound to K by the nonce', async () => {
    const deps = createTestDeps();
    const { flow } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'google' });
    // no await between the click and window.open
    expect(deps.window.opened).toHaveLength(1);
    const { url, target, features } = deps.window.opened[0]!;
    expect(url.startsWith('https://accounts.google.com/o/oauth2/v2/auth?')).toBe(true);
    expect(target).toBe('loginkit-oauth');
    expect(features).toMatch(/^popup=yes,width=500,height=640,left=\d+,top=\d+$/);
    const params = lastRequest(deps);
    expect(params.get('nonce')).toBe(await oauthNonce(await sessionKey(deps)));
    expect(params.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('redirect_uri')).toBe('https://app.test/login');
    expect(params.get('client_id')).toBe(clientIds.google);
    expect(flow.getSnapshot()).toEqual({ status: 'authorizing', provider: 'google', intent: 'login' });
  });

  it('uses the configured endpoint table and redirect URL', async () => {
    const deps = createTestDeps({ endpoints: { apple: 'http://127.0.0.1:8787/idp/apple/authorize' } });
    const { flow } = await startOauth(deps, { redirectUrl: 'https://app.test/oauth/callback' });
    flow.send({ type: 'signIn', provider: 'apple' });
    expect(deps.window.opened[0]!.url.startsWith('http://127.0.0.1:8787/idp/apple/authorize?')).toBe(true);
    expect(lastRequest(deps).get('redirect_uri')).toBe('https://app.test/oauth/callback');
  });

  it('gives every attempt a fresh state and PKCE pair', async () => {
    const deps = createTestDeps();
    const { flow } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'x' });
    const first = lastRequest(deps);
    deps.window.popups[0]!.close();
    await settlesIn(flow, 'failed');
    flow.send({ type: 'retry' });
    const second = lastRequest(deps);
    expect(deps.window.opened).toHaveLength(2);
    expect(second.get('state')).not.toBe(first.get('state'));
    expect(second.get('code_challenge')).not.toBe(first.get('code_challenge'));
  });
});

describe('OAuth popup: the provider’s answer', () => {
  it('Google, new user: account lookup by OIDC_TOKEN, signup_v2 with the provider and verified email, then oauth_login with K', async () => {
    const deps = createTestDeps();
    const { flow, statuses } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'google' });
    const k = await sessionKey(deps);
    const token = googleToken(await oauthNonce(k));
    popupReturns(deps, `#id_token=${token}&state=${lastRequest(deps).get('state')}`);

    const state = await settlesIn(flow, 'success');
    expect(statuses).toEqual(['idle', 'authorizing', 'completing', 'success']);
    expect(deps.relay.calls).toEqual([
      { endpoint: 'account', request: { filterType: 'OIDC_TOKEN', filterValue: token } },
      {
        endpoint: 'signup_v2',
        request: { userEmail: 'ada@example.com', userName: 'Ada Lovelace', oauthProviders: [{ providerName: 'google', oidcToken: token }], apiKeys: [], authenticators: [] },
      },
      { endpoint: 'oauth_login', request: { oidcToken: token, publicKey: k } },
    ]);
    const session = (state as { session: Session }).session;
    expect(state).toMatchObject({ provider: 'google', intent: 'login', isNewUser: true });
    expect(session).toMatchObject({ publicKey: k, organizationId: 'org-new', userId: 'user-new', method: 'oauth', contact: 'ada@example.com' });
    expect(deps.established).toEqual([session]);
    expect(deps.window.popups[0]!.closed).toBe(true);
  });

  it('existing account: oauth_login without signup', async () => {
    const deps = createTestDeps({ relayOptions: { existing: true } });
    const { flow } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'google' });
    const nonce = await oauthNonce(await sessionKey(deps));
    popupReturns(deps, `#id_token=${googleToken(nonce)}&state=${lastRequest(deps).get('state')}`);
    const state = await settlesIn(flow, 'success');
    expect(deps.relay.calls.map((c) => c.endpoint)).toEqual(['account', 'oauth_login']);
    expect(state).toMatchObject({ isNewUser: false, session: { organizationId: 'org-existing' } });
  });

  it('signs up without an email when the provider does not say it is verified', async () => {
    const deps = createTestDeps();
    const { flow } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'google' });
    const nonce = await oauthNonce(await sessionKey(deps));
    popupReturns(deps, `#id_token=${googleToken(nonce, { email_verified: false, name: undefined })}&state=${lastRequest(deps).get('state')}`);
    const state = await settlesIn(flow, 'success');
    const signup = deps.relay.calls.find((c) => c.endpoint === 'signup_v2')!.request as Record<string, unknown>;
    expect(signup).not.toHaveProperty('userEmail');
    expect(signup).not.toHaveProperty('userName');
    expect((state as { session: Session }).session.contact).toBeUndefined();
  });

  it.each([
    ['x', 'OAUTH2_PROVIDER_X'],
    ['discord', 'OAUTH2_PROVIDER_DISCORD'],
  ] as const)('%s: the code and PKCE verifier go through oauth2_authenticate first, then the usual login', async (provider, relayProvider) => {
    const deps = createTestDeps();
    const { flow } = await startOauth(deps);
    flow.send({ type: 'signIn', provider });
    const k = await sessionKey(deps);
    const request = lastRequest(deps);
    popupReturns(deps, `?code=auth-code-1&state=${request.get('state')}`);
    await settlesIn(flow, 'success');

    const [exchange, lookup, ...rest] = deps.relay.calls;
    const sent = exchange!.request as { codeVerifier: string };
    expect(exchange).toEqual({
      endpoint: 'oauth2_authenticate',
      request: {
        provider: relayProvider,
        authCode: 'auth-code-1',
        redirectUri: 'https://app.test/login',
        codeVerifier: sent.codeVerifier,
        nonce: await oauthNonce(k),
        clientId: clientIds[provider],
      },
    });
    expect(await pkceChallenge(sent.codeVerifier)).toBe(request.get('code_challenge'));
    const exchanged = (lookup!.request as { filterValue: string }).filterValue;
    expect(tokenPayload(exchanged).nonce).toBe(await oauthNonce(k));
    expect(rest.map((c) => c.endpoint)).toEqual(['signup_v2', 'oauth_login']);
  });

  it('accepts the answer posted by the redirect page (same origin)', async () => {
    const deps = createTestDeps();
    const { flow } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'google' });
    const url = `https://app.test/login#id_token=${googleToken(await oauthNonce(await sessionKey(deps)))}&state=${lastRequest(deps).get('state')}`;
    deps.window.dispatchMessage({ origin: 'https://app.test', source: deps.window.popups[0], data: { type: oauthCallbackMessageType, url } });
    await settlesIn(flow, 'success');
  });
});

describe('OAuth popup: distinct failures', () => {
  it('a token for another key: oauth_nonce_mismatch, and no account is looked up', async () => {
    const deps = createTestDeps();
    const { flow } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'google' });
    popupReturns(deps, `#id_token=${googleToken('f'.repeat(64))}&state=${lastRequest(deps).get('state')}`);
    const state = await settlesIn(flow, 'failed');
    expect(state).toMatchObject({ provider: 'google', error: { code: 'oauth_nonce_mismatch' } });
    expect(deps.relay.calls).toEqual([]);
  });

  it('an exchanged token that lost the nonce: oauth_nonce_mismatch', async () => {
    const deps = createTestDeps({ relayOptions: { exchangedClaims: { nonce: 'other' } } });
    const { flow } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'discord' });
    popupReturns(deps, `?code=c&state=${lastRequest(deps).get('state')}`);
    expect(await settlesIn(flow, 'failed')).toMatchObject({ error: { code: 'oauth_nonce_mismatch' } });
    expect(deps.relay.calls.map((c) => c.endpoint)).toEqual(['oauth2_authenticate']);
  });

  it('a different state: oauth_state_mismatch', async () => {
    const deps = createTestDeps();
    const { flow } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'google' });
    const nonce = await oauthNonce(await sessionKey(deps));
    popupReturns(deps, `#id_token=${googleToken(nonce)}&state=${lastRequest(deps).get('state')}x`);
    expect(await settlesIn(flow, 'failed')).toMatchObject({ error: { code: 'oauth_state_mismatch', details: { field: 'state' } } });
    expect(deps.relay.calls).toEqual([]);
  });

  it('error= from the provider: oauth_provider_error with its code and description', async () => {
    const deps = createTestDeps();
    const { flow } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'apple' });
    popupReturns(deps, `#error=access_denied&error_description=The+user+cancelled&state=${lastRequest(deps).get('state')}`);
    expect(await settlesIn(flow, 'failed')).toMatchObject({
      error: { code: 'oauth_provider_error', details: { provider: 'apple', providerError: 'access_denied', providerErrorDescription: 'The user cancelled' } },
    });
  });

  it('a popup closed early: popup_closed', async () => {
    const deps = createTestDeps();
    const { flow } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'google' });
    deps.window.popups[0]!.close();
    expect(await settlesIn(flow, 'failed')).toMatchObject({ error: { code: 'popup_closed' } });
  });

  it('no answer in time: timeout, and the popup is closed', async () => {
    const deps = createTestDeps({ popupTimeoutMs: 30, now: () => Date.now() });
    const { flow } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'google' });
    expect(await settlesIn(flow, 'failed')).toMatchObject({ error: { code: 'timeout' } });
    expect(deps.window.popups[0]!.closed).toBe(true);
  });

  it('a relay failure keeps its own code', async () => {
    const deps = createTestDeps();
    vi.mocked(deps.relay.account).mockRejectedValueOnce(Object.assign(new Error('offline')));
    const { flow } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'google' });
    popupReturns(deps, `#id_token=${googleToken(await oauthNonce(await sessionKey(deps)))}&state=${lastRequest(deps).get('state')}`);
    expect(await settlesIn(flow, 'failed')).toMatchObject({ error: { code: 'unknown', message: 'offline' } });
  });
});

describe('OAuth: blocked popup falls back to a full-page redirect', () => {
  it('persists {provider, state, verifier, K’s public key, nonce, startedAt} and assigns the authorization URL', async () => {
    const deps = createTestDeps({ windowOptions: { blockPopups: true } });
    const { flow, statuses } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'x' });
    expect(flow.getSnapshot()).toEqual({ status: 'redirecting', provider: 'x', intent: 'login' });
    await vi.waitFor(() => expect(deps.window.assigned).toHaveLength(1));

    const url = new URL(deps.window.assigned[0]!);
    const record = JSON.parse(deps.window.storage.get(pendingLoginStorageKey)!) as Record<string, unknown>;
    const k = await sessionKey(deps);
    expect(record).toEqual({
      provider: 'x',
      intent: 'login',
      state: url.searchParams.get('state'),
      codeVerifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      publicKey: k,
      nonce: await oauthNonce(k),
      redirectUri: 'https://app.test/login',
      clientId: clientIds.x,
      startedAt: expect.any(Number),
    });
    expect(await pkceChallenge(record.codeVerifier as string)).toBe(url.searchParams.get('code_challenge'));
    expect(statuses).toEqual(['idle', 'authorizing', 'redirecting']);
  });

  it('keeps K when the flow is disposed as the page leaves', async () => {
    const deps = createTestDeps({ windowOptions: { blockPopups: true } });
    const { flow, effects } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'google' });
    await vi.waitFor(() => expect(deps.window.assigned).toHaveLength(1));
    flow.dispose();
    await effects.dispose();
    expect(await deps.keys.list()).toHaveLength(1);
  });

  it('a tab that cannot keep the login either: popup_blocked', async () => {
    const deps = createTestDeps({ windowOptions: { blockPopups: true, storageFails: true } });
    const { flow } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'google' });
    expect(await settlesIn(flow, 'failed')).toMatchObject({ error: { code: 'popup_blocked' } });
    expect(deps.window.assigned).toEqual([]);
  });

  it('"continue in this tab" closes the open popup and redirects', async () => {
    const deps = createTestDeps();
    const { flow } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'google' });
    flow.send({ type: 'continueInTab' });
    expect(deps.window.popups[0]!.closed).toBe(true);
    await vi.waitFor(() => expect(deps.window.assigned).toHaveLength(1));
    expect(deps.window.assigned[0]!.startsWith('https://accounts.google.com/')).toBe(true);
  });
});

describe('OAuth: leaving and disposing', () => {
  it('back closes the popup, and its late answer is ignored', async () => {
    const deps = createTestDeps();
    const { flow } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'google' });
    const state = lastRequest(deps).get('state');
    flow.send({ type: 'back' });
    expect(deps.window.popups[0]!.closed).toBe(true);
    deps.window.dispatchMessage({
      origin: 'https://app.test',
      data: { type: oauthCallbackMessageType, url: `https://app.test/login#id_token=${googleToken('n')}&state=${state}` },
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(flow.getSnapshot()).toEqual({ status: 'idle' });
    expect(deps.relay.calls).toEqual([]);
  });

  it('deletes K when the flow ends without a login, keeps it after one', async () => {
    const idleDeps = createTestDeps();
    const idle = await startOauth(idleDeps);
    await sessionKey(idleDeps);
    idle.flow.dispose();
    await idle.effects.dispose();
    expect(await idleDeps.keys.list()).toEqual([]);

    const deps = createTestDeps();
    const { flow, effects } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'google' });
    popupReturns(deps, `#id_token=${googleToken(await oauthNonce(await sessionKey(deps)))}&state=${lastRequest(deps).get('state')}`);
    await settlesIn(flow, 'success');
    flow.dispose();
    await effects.dispose();
    expect(await deps.keys.list()).toHaveLength(1);
  });
});

describe('OAuth: linking a provider to the logged-in user', () => {
  const session: Session = {
    publicKey: `03${'1f'.repeat(32)}`,
    organizationId: 'org-1',
    userId: 'user-1',
    sessionType: 'SESSION_TYPE_READ_WRITE',
    expiresAt: Number.MAX_SAFE_INTEGER,
    createdAt: 0,
    method: 'otp_email',
  };

  it('binds the token to the session key and calls create_oauth_providers (V2) for the user', async () => {
    const createOauthProviders = vi.fn(async () => ({ providerIds: ['provider-1'] }));
    const deps = createTestDeps({ session, createOauthProviders });
    const { flow } = await startOauth(deps, { prepare: 'link' });
    expect(await deps.keys.list()).toEqual([]); // linking needs no new key
    flow.send({ type: 'link', provider: 'google' });
    expect(lastRequest(deps).get('nonce')).toBe(await oauthNonce(session.publicKey));
    const token = googleToken(await oauthNonce(session.publicKey));
    popupReturns(deps, `#id_token=${token}&state=${lastRequest(deps).get('state')}`);
    expect(await settlesIn(flow, 'linked')).toEqual({ status: 'linked', provider: 'google', intent: 'link', providerIds: ['provider-1'] });
    expect(createOauthProviders).toHaveBeenCalledWith('user-1', [{ providerName: 'google', oidcToken: token }]);
    expect(deps.relay.calls).toEqual([]);
  });

  it('refuses to link when nobody is logged in: session_expired, no popup', async () => {
    const deps = createTestDeps({ createOauthProviders: vi.fn() });
    const { flow } = await startOauth(deps, { prepare: 'link' });
    flow.send({ type: 'link', provider: 'discord' });
    expect(flow.getSnapshot()).toMatchObject({ status: 'failed', error: { code: 'session_expired' } });
    expect(deps.window.opened).toEqual([]);
  });
});
