import { describe, expect, it, vi } from 'vitest';
import type { KitConfig } from '../../config/kit-config';
import type { OauthPopup } from '../../oauth/oauth-window';
import { createLazyOauthFlow } from './lazy-oauth-flow';
import { clientIds, createTestDeps, type TestDeps } from './test-utils/fake-oauth-deps';
import { googleToken, oauthNonce, sessionKey, settlesIn } from './test-utils/oauth-harness';

const config: KitConfig = {
  organizationId: 'org-1',
  otpChannels: ['email'],
  otpLength: 6,
  otpAlphanumeric: false,
  sessionExpirationSeconds: 900,
  showPasskey: false,
  showWallet: false,
  oauthProviders: ['google'],
  oauthClientIds: clientIds,
  oauthRedirectUrl: 'https://app.test/login',
};

/** The fake window as browsers treat a window name: `open` with the name of an open window navigates that one. */
function withNamedWindows(deps: TestDeps): void {
  const open = deps.window.open.bind(deps.window);
  const named = new Map<string, OauthPopup>();
  deps.window.open = (url, target, features) => {
    const existing = named.get(target);
    if (existing !== undefined && !existing.closed) {
      deps.window.opened.push({ url, target, features });
      existing.location.href = url;
      return existing;
    }
    const popup = open(url, target, features);
    if (popup !== null) named.set(target, popup);
    return popup;
  };
}

describe('createLazyOauthFlow', () => {
  it('a click that comes before the effects chunk opens the popup inside the click, and the provider shows in it when they arrive', async () => {
    const deps = createTestDeps();
    withNamedWindows(deps);
    const flow = createLazyOauthFlow(deps, config);
    flow.send({ type: 'signIn', provider: 'google' }); // the effects are still being imported
    // window.open within the click (a browser allows a popup only there), a blank one for now.
    expect(deps.window.opened).toEqual([{ url: 'about:blank', target: 'loginkit-oauth', features: expect.stringContaining('popup=yes') }]);
    expect(deps.window.popups).toHaveLength(1);
    const popup = deps.window.popups[0]!;
    await vi.waitFor(() => expect(popup.url.startsWith('https://accounts.google.com/')).toBe(true));
    expect(deps.window.popups).toHaveLength(1); // the same window, reopened by name
    const state = new URL(popup.url).searchParams.get('state');
    popup.navigate(`https://app.test/login#id_token=${googleToken(await oauthNonce(await sessionKey(deps)))}&state=${state}`);
    await settlesIn(flow, 'success');
    expect(popup.closed).toBe(true);
    flow.dispose();
  });

  it('back before the effects arrive closes the blank popup', () => {
    const deps = createTestDeps();
    const flow = createLazyOauthFlow(deps, config);
    flow.send({ type: 'signIn', provider: 'google' });
    expect(deps.window.popups[0]?.closed).toBe(false);
    flow.send({ type: 'back' });
    expect(deps.window.popups[0]?.closed).toBe(true);
    flow.dispose();
  });

  it('a blocked popup before the effects arrive still ends in the redirect', async () => {
    const deps = createTestDeps({ windowOptions: { blockPopups: true } });
    const flow = createLazyOauthFlow(deps, config);
    flow.send({ type: 'signIn', provider: 'google' });
    await vi.waitFor(() => expect(deps.window.assigned).toHaveLength(1));
    expect(deps.window.assigned[0]).toMatch(/^https:\/\/accounts\.google\.com\//);
    expect(flow.getSnapshot().status).toBe('redirecting');
    flow.dispose();
  });

  it('once the effects are there, the click opens the provider at once (no blank popup)', async () => {
    const deps = createTestDeps();
    const flow = createLazyOauthFlow(deps, config);
    await vi.waitFor(async () => {
      // The effects (and the request they prepare) are ready when a click opens the provider directly.
      flow.send({ type: 'signIn', provider: 'google' });
      const opened = deps.window.opened.at(-1)?.url ?? '';
      if (!opened.startsWith('https://accounts.google.com/')) {
        flow.send({ type: 'back' });
        throw new Error(`opened ${opened}`);
      }
    });
    flow.dispose();
  });
});
