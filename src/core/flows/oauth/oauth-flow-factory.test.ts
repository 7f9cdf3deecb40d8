import { describe, expect, it, vi } from 'vitest';
import type { KitConfig } from '../../config/kit-config';
import { LoginKitError } from '../../errors';
import type { Session } from '../../session/session-types';
import { listLinkedOauthProviders } from './list-linked-oauth-providers';
import { createOauthFlowFactory } from './oauth-flow-factory';
import { clientIds, createTestDeps } from './test-utils/fake-oauth-deps';
import { googleToken, oauthNonce, sessionKey, settlesIn } from './test-utils/oauth-harness';

const config: KitConfig = {
  organizationId: 'org-1',
  otpChannels: ['email'],
  otpLength: 6,
  otpAlphanumeric: false,
  sessionExpirationSeconds: 900,
  showPasskey: false,
  showWallet: false,
  oauthProviders: ['google', 'discord'],
  oauthClientIds: clientIds,
  oauthRedirectUrl: 'https://app.test/login',
};

describe('createOauthFlowFactory', () => {
  it('offers only the configured providers: others are method_disabled', () => {
    const flow = createOauthFlowFactory(createTestDeps())(config);
    flow.send({ type: 'signIn', provider: 'apple' });
    expect(flow.getSnapshot()).toMatchObject({ status: 'idle', error: { code: 'method_disabled' } });
    flow.dispose();
  });

  it('a config without social providers offers none', () => {
    const { oauthProviders: _none, ...withoutOauth } = config;
    const flow = createOauthFlowFactory(createTestDeps())(withoutOauth);
    flow.send({ type: 'signIn', provider: 'google' });
    expect(flow.getSnapshot()).toMatchObject({ status: 'idle', error: { code: 'method_disabled' } });
  });

  it('a click before preparation finishes opens a blank popup at once, then points it at the provider', async () => {
    const deps = createTestDeps();
    const flow = createOauthFlowFactory(deps)(config);
    flow.send({ type: 'signIn', provider: 'google' }); // same tick as creation: nothing is ready yet
    expect(deps.window.opened.map((o) => o.url)).toEqual(['about:blank']);
    const popup = deps.window.popups[0]!;
    await vi.waitFor(() => expect(popup.url.startsWith('https://accounts.google.com/')).toBe(true));
    const state = new URL(popup.url).searchParams.get('state');
    expect(new URL(popup.url).searchParams.get('nonce')).toBe(await oauthNonce(await sessionKey(deps)));

    popup.navigate(`https://app.test/login#id_token=${googleToken(await oauthNonce(await sessionKey(deps)))}&state=${state}`);
    await settlesIn(flow, 'success');
  });

  it('can start from a state, e.g. the result of completeOauthRedirect', () => {
    const error = new LoginKitError('oauth_state_mismatch', 'x');
    const flow = createOauthFlowFactory(createTestDeps())(config, { initial: { status: 'failed', provider: 'google', intent: 'login', error } });
    expect(flow.getSnapshot()).toMatchObject({ status: 'failed', error: { code: 'oauth_state_mismatch' } });
  });

  it('retry from a seeded failure opens a new popup', async () => {
    const deps = createTestDeps();
    const error = new LoginKitError('popup_closed', 'x');
    const flow = createOauthFlowFactory(deps)(config, { initial: { status: 'failed', provider: 'discord', intent: 'login', error } });
    flow.send({ type: 'retry' });
    expect(flow.getSnapshot()).toEqual({ status: 'authorizing', provider: 'discord', intent: 'login' });
    const popup = deps.window.popups[0]!;
    await vi.waitFor(() => expect(popup.url.startsWith('https://discord.com/oauth2/authorize?')).toBe(true));
    const request = new URL(popup.url).searchParams;
    expect(request.get('code_challenge_method')).toBe('S256');
    popup.navigate(`https://app.test/login?code=c1&state=${request.get('state')}`);
    await settlesIn(flow, 'success');
  });
});

describe('listLinkedOauthProviders', () => {
  const session = { userId: 'user-1' } as Session;
  const linked = [{ providerId: 'p1', providerName: 'google', issuer: 'https://accounts.google.com', audience: 'g', subject: 's' }];

  it('lists the logged-in user’s providers', async () => {
    const listOauthProviders = vi.fn(async () => linked);
    expect(await listLinkedOauthProviders({ currentSession: () => session, listOauthProviders })).toEqual(linked);
    expect(listOauthProviders).toHaveBeenCalledWith('user-1');
  });

  it('fails with session_expired when signed out', async () => {
    await expect(listLinkedOauthProviders({ currentSession: () => undefined, listOauthProviders: vi.fn() })).rejects.toMatchObject({ code: 'session_expired' });
  });
});
