import { describe, expect, it, vi } from 'vitest';
import { pendingLoginStorageKey, type PendingOauthLogin } from '../../oauth/pending-login';
import type { Session } from '../../session/session-types';
import { completeOauthRedirect } from './complete-oauth-redirect';
import { NOW, clientIds, createTestDeps, type TestDeps, type TestDepsOptions } from './test-utils/fake-oauth-deps';
import { googleToken, oauthNonce, sessionKey, startOauth } from './test-utils/oauth-harness';

/** Page one: the popup is blocked, the flow stores its record and leaves for the provider. */
async function leaveForProvider(provider: 'google' | 'x', options: TestDepsOptions = {}): Promise<{ deps: TestDeps; record: PendingOauthLogin; k: string }> {
  const deps = createTestDeps({ ...options, windowOptions: { blockPopups: true } });
  const { flow } = await startOauth(deps);
  flow.send({ type: 'signIn', provider });
  await vi.waitFor(() => expect(deps.window.assigned).toHaveLength(1));
  const record = JSON.parse(deps.window.storage.get(pendingLoginStorageKey)!) as PendingOauthLogin;
  return { deps, record, k: await sessionKey(deps) };
}

describe('completeOauthRedirect: the provider sends the user back to the page', () => {
  it('completes the login, cleans the URL with replaceState and removes the record', async () => {
    const { deps, record, k } = await leaveForProvider('google');
    const token = googleToken(await oauthNonce(k));
    const state = await completeOauthRedirect(deps, `https://app.test/login?tab=2#id_token=${token}&state=${record.state}`);

    expect(state).toMatchObject({ status: 'success', provider: 'google', intent: 'login', isNewUser: true, session: { publicKey: k, method: 'oauth' } });
    expect(deps.window.replaced).toEqual(['https://app.test/login?tab=2']);
    expect(deps.window.storage.has(pendingLoginStorageKey)).toBe(false);
    expect(deps.relay.calls.map((c) => c.endpoint)).toEqual(['account', 'signup_v2', 'oauth_login']);
    expect(deps.established).toHaveLength(1);
  });

  it('X by redirect: exchanges the code with the stored verifier, redirect URI and client id', async () => {
    const { deps, record, k } = await leaveForProvider('x');
    const state = await completeOauthRedirect(deps, `https://app.test/login?code=code-9&state=${record.state}`);
    expect(state).toMatchObject({ status: 'success', provider: 'x' });
    expect(deps.relay.calls[0]).toEqual({
      endpoint: 'oauth2_authenticate',
      request: {
        provider: 'OAUTH2_PROVIDER_X',
        authCode: 'code-9',
        redirectUri: 'https://app.test/login',
        codeVerifier: record.codeVerifier,
        nonce: await oauthNonce(k),
        clientId: clientIds.x,
      },
    });
    expect(deps.window.replaced).toEqual(['https://app.test/login']);
  });

  it('refuses a replay of the same URL: no pending login, nothing sent to the relay', async () => {
    const { deps, record, k } = await leaveForProvider('google');
    const url = `https://app.test/login#id_token=${googleToken(await oauthNonce(k))}&state=${record.state}`;
    expect(await completeOauthRedirect(deps, url)).toMatchObject({ status: 'success' });
    const callsAfterFirst = deps.relay.calls.length;

    expect(await completeOauthRedirect(deps, url)).toMatchObject({ status: 'idle', error: { code: 'oauth_state_mismatch' } });
    expect(deps.relay.calls).toHaveLength(callsAfterFirst);
  });

  it('compares state exactly: a tampered state fails, the record and K are dropped, the URL cleaned', async () => {
    const { deps, record, k } = await leaveForProvider('google');
    for (const tampered of [`${record.state}x`, record.state.toUpperCase() === record.state ? `${record.state}A` : record.state.toUpperCase(), ` ${record.state}`]) {
      deps.window.storage.set(pendingLoginStorageKey, JSON.stringify(record));
      const state = await completeOauthRedirect(deps, `https://app.test/login#id_token=${googleToken(await oauthNonce(k))}&state=${encodeURIComponent(tampered)}`);
      expect(state).toMatchObject({ status: 'failed', provider: 'google', error: { code: 'oauth_state_mismatch' } });
      expect(deps.window.storage.has(pendingLoginStorageKey)).toBe(false);
    }
    expect(deps.relay.calls).toEqual([]);
    expect(await deps.keys.list()).toEqual([]);
    expect(deps.window.replaced.at(-1)).toBe('https://app.test/login');
  });

  it('a token for another key: oauth_nonce_mismatch', async () => {
    const { deps, record } = await leaveForProvider('google');
    const state = await completeOauthRedirect(deps, `https://app.test/login#id_token=${googleToken('0'.repeat(64))}&state=${record.state}`);
    expect(state).toMatchObject({ status: 'failed', error: { code: 'oauth_nonce_mismatch' } });
  });

  it('error= from the provider: oauth_provider_error', async () => {
    const { deps, record } = await leaveForProvider('x');
    const state = await completeOauthRedirect(deps, `https://app.test/login?error=access_denied&state=${record.state}`);
    expect(state).toMatchObject({ status: 'failed', provider: 'x', error: { code: 'oauth_provider_error', details: { providerError: 'access_denied' } } });
    expect(deps.window.replaced).toEqual(['https://app.test/login']);
  });

  it('a record older than the limit: timeout', async () => {
    const { deps, record, k } = await leaveForProvider('google');
    const later = { ...deps, now: () => NOW + 31 * 60_000 };
    const state = await completeOauthRedirect(later, `https://app.test/login#id_token=${googleToken(await oauthNonce(k))}&state=${record.state}`);
    expect(state).toMatchObject({ status: 'failed', error: { code: 'timeout' } });
  });

  it('K lost across the page load (memory-only key store): storage_unavailable', async () => {
    const { deps, record, k } = await leaveForProvider('google');
    await deps.keys.delete(k);
    const state = await completeOauthRedirect(deps, `https://app.test/login#id_token=${googleToken(await oauthNonce(k))}&state=${record.state}`);
    expect(state).toMatchObject({ status: 'failed', error: { code: 'storage_unavailable' } });
  });

  it('returns undefined, touching nothing, when the URL carries no answer', async () => {
    const deps = createTestDeps();
    expect(await completeOauthRedirect(deps, 'https://app.test/login?code=invite-7')).toBeUndefined();
    expect(deps.window.replaced).toEqual([]);
  });

  it('inside the popup: hands the answer to the opener and leaves the URL for it', async () => {
    const deps = createTestDeps({ windowOptions: { opener: true, href: 'https://app.test/login' } });
    const url = 'https://app.test/login#id_token=t&state=s1';
    expect(await completeOauthRedirect(deps, url)).toBeUndefined();
    expect(deps.window.posted).toEqual([{ message: { type: 'loginkit:oauth-callback', url }, targetOrigin: 'https://app.test' }]);
    expect(deps.window.replaced).toEqual([]);
  });
});

const linkPublicKey = `02${'2e'.repeat(32)}`;
const linkNonce = await oauthNonce(linkPublicKey);

describe('completeOauthRedirect: linking by redirect', () => {
  const session: Session = {
    publicKey: linkPublicKey,
    organizationId: 'org-1',
    userId: 'user-1',
    sessionType: 'SESSION_TYPE_READ_WRITE',
    expiresAt: Number.MAX_SAFE_INTEGER,
    createdAt: 0,
    method: 'passkey',
  };
  const record: PendingOauthLogin = {
    provider: 'google',
    intent: 'link',
    state: 'link-state',
    codeVerifier: 'v'.repeat(43),
    publicKey: session.publicKey,
    nonce: linkNonce,
    redirectUri: 'https://app.test/login',
    clientId: clientIds.google,
    startedAt: NOW,
  };
  const url = `https://app.test/login#id_token=${googleToken(linkNonce)}&state=link-state`;

  it('links the provider to the same logged-in user', async () => {
    const createOauthProviders = vi.fn(async () => ({ providerIds: ['p-9'] }));
    const deps = createTestDeps({ session, createOauthProviders });
    deps.window.storage.set(pendingLoginStorageKey, JSON.stringify(record));
    expect(await completeOauthRedirect(deps, url)).toEqual({ status: 'linked', provider: 'google', intent: 'link', providerIds: ['p-9'] });
  });

  it('refuses when the session changed meanwhile: session_expired', async () => {
    const deps = createTestDeps({ session: { ...session, publicKey: `03${'2e'.repeat(32)}` }, createOauthProviders: vi.fn() });
    deps.window.storage.set(pendingLoginStorageKey, JSON.stringify(record));
    expect(await completeOauthRedirect(deps, url)).toMatchObject({ status: 'failed', intent: 'link', error: { code: 'session_expired' } });
  });
});
