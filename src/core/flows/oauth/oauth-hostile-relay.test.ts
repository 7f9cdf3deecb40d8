/**
 * Issue 23, a relay that lies about a social login. oauth_login takes no client signature, so a
 * relay holding someone else's OIDC token with K's nonce could answer with that person's session.
 * The session is used only once the service, asked with K, says the user holds the identity the
 * person logged in with — and, after a signup (not signed either), holds nothing the kit did not
 * register. And the relay's redirect URL may not send the provider's answer to another origin.
 */
import { describe, expect, it } from 'vitest';
import { createTestDeps } from './test-utils/fake-oauth-deps';
import { googleToken, lastRequest, oauthNonce, popupReturns, sessionKey, settlesIn, startOauth } from './test-utils/oauth-harness';

async function googleLogin(deps: ReturnType<typeof createTestDeps>, ends: 'success' | 'failed', claims: Record<string, unknown> = {}) {
  const { flow } = await startOauth(deps);
  flow.send({ type: 'signIn', provider: 'google' });
  const token = googleToken(await oauthNonce(await sessionKey(deps)), claims);
  popupReturns(deps, `#id_token=${token}&state=${lastRequest(deps).get('state')}`);
  return settlesIn(flow, ends);
}

describe('a social login is confirmed with the service before the session is used', () => {
  it('asks get_user with K for the user the session names, and logs in when that user holds the identity', async () => {
    const deps = createTestDeps({ relayOptions: { existing: true } });
    await googleLogin(deps, 'success');
    expect(deps.api.queries).toEqual([{ path: 'get_user', body: { organizationId: 'org-existing', userId: 'user-existing' } }]);
  });

  it("refuses a session for a user who does not hold the person's identity (another person's token with K's nonce)", async () => {
    const deps = createTestDeps({ relayOptions: { existing: true }, apiOptions: { heldIdentity: { issuer: 'https://accounts.google.test', subject: 'mallory' } } });
    const state = await googleLogin(deps, 'failed');
    expect(state).toMatchObject({ status: 'failed', error: { code: 'untrusted_response', details: { check: 'oauth' } } });
    expect(deps.established).toEqual([]);
  });

  it('refuses a new account that holds a credential the signup did not register (a key the relay added)', async () => {
    const deps = createTestDeps({ apiOptions: { extraApiKey: '02' + 'ee'.repeat(32) } });
    const state = await googleLogin(deps, 'failed');
    expect(state).toMatchObject({ status: 'failed', error: { code: 'untrusted_response', details: { check: 'signup' } } });
    expect(deps.established).toEqual([]);
  });

  it("refuses the provider's token issued for another app (aud), before any request", async () => {
    const deps = createTestDeps();
    const state = await googleLogin(deps, 'failed', { aud: 'someone-elses-client' });
    expect(state).toMatchObject({ status: 'failed', error: { code: 'untrusted_response', details: { check: 'aud' } } });
    expect(deps.relay.calls).toEqual([]);
  });
});

describe("the relay's redirect URL on another origin is a configuration error named at the click", () => {
  it('fails config_invalid naming oauthRedirectUrl, opening no window (nothing waits five minutes for an answer sent elsewhere)', async () => {
    const deps = createTestDeps();
    const { flow } = await startOauth(deps, { redirectUrl: 'https://evil.test/callback' });
    flow.send({ type: 'signIn', provider: 'google' });
    const state = await settlesIn(flow, 'failed');
    expect(state).toMatchObject({ error: { code: 'config_invalid', details: { field: 'oauthRedirectUrl' } } });
    expect(deps.window.opened).toEqual([]);
  });

  it('an origin the app allows is used as the redirect URI', async () => {
    const deps = createTestDeps({ redirectOrigins: ['https://login.app.test'] });
    const { flow } = await startOauth(deps, { redirectUrl: 'https://login.app.test/callback' });
    flow.send({ type: 'signIn', provider: 'google' });
    expect(lastRequest(deps).get('redirect_uri')).toBe('https://login.app.test/callback');
  });
});
