import { describe, expect, it, vi } from 'vitest';
import { pendingLoginStorageKey, takePendingLogin, type PendingOauthLogin } from '../../oauth/pending-login';
import { completeOauthRedirect } from './complete-oauth-redirect';
import { createTestDeps } from './test-utils/fake-oauth-deps';
import { googleToken, lastRequest, oauthNonce, popupReturns, sessionKey, settlesIn, startOauth } from './test-utils/oauth-harness';

/** The `oauth_login` request the relay received. */
function oauthLoginRequest(deps: ReturnType<typeof createTestDeps>): unknown {
  return deps.relay.calls.find((call) => call.endpoint === 'oauth_login')?.request;
}

describe('social login with invalidateExisting: the other devices are logged out (oauth_login)', () => {
  it('by popup: oauth_login carries invalidateExisting: true', async () => {
    const deps = createTestDeps();
    const { flow } = await startOauth(deps, { invalidateExisting: true });
    flow.send({ type: 'signIn', provider: 'google' });
    const k = await sessionKey(deps);
    const token = googleToken(await oauthNonce(k));
    popupReturns(deps, `#id_token=${token}&state=${lastRequest(deps).get('state')}`);

    await settlesIn(flow, 'success');
    expect(oauthLoginRequest(deps)).toEqual({ oidcToken: token, publicKey: k, invalidateExisting: true });
  });

  it('without the option: oauth_login has no invalidateExisting member', async () => {
    const deps = createTestDeps();
    const { flow } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'google' });
    const k = await sessionKey(deps);
    const token = googleToken(await oauthNonce(k));
    popupReturns(deps, `#id_token=${token}&state=${lastRequest(deps).get('state')}`);

    await settlesIn(flow, 'success');
    expect(oauthLoginRequest(deps)).toEqual({ oidcToken: token, publicKey: k });
  });

  it('by full-page redirect: the pending record keeps it, and the returning page logs in with it', async () => {
    const deps = createTestDeps({ windowOptions: { blockPopups: true } });
    const { flow } = await startOauth(deps, { invalidateExisting: true });
    flow.send({ type: 'signIn', provider: 'google' });
    await vi.waitFor(() => expect(deps.window.assigned).toHaveLength(1));
    const record = JSON.parse(deps.window.storage.get(pendingLoginStorageKey)!) as PendingOauthLogin;
    expect(record.invalidateExisting).toBe(true);

    const k = await sessionKey(deps);
    const token = googleToken(await oauthNonce(k));
    const state = await completeOauthRedirect(deps, `https://app.test/login#id_token=${token}&state=${record.state}`);
    expect(state).toMatchObject({ status: 'success', intent: 'login' });
    expect(oauthLoginRequest(deps)).toEqual({ oidcToken: token, publicKey: k, invalidateExisting: true });
  });

  it('a stored record whose invalidateExisting is not a boolean is unreadable (counted as none)', async () => {
    const deps = createTestDeps({ windowOptions: { blockPopups: true } });
    const { flow } = await startOauth(deps, { invalidateExisting: true });
    flow.send({ type: 'signIn', provider: 'google' });
    await vi.waitFor(() => expect(deps.window.assigned).toHaveLength(1));
    const record = JSON.parse(deps.window.storage.get(pendingLoginStorageKey)!) as Record<string, unknown>;
    deps.window.storage.set(pendingLoginStorageKey, JSON.stringify({ ...record, invalidateExisting: 'yes' }));
    expect(takePendingLogin(deps.window.sessionStorage)).toBeUndefined();
  });
});
