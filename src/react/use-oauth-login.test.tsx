import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { OauthState, Session } from '../core/internal';
import { LoginKitProvider } from './login-kit-provider';
import { createFakeKit, fakeConfig, fakeSession, type FakeKit } from './test-utils/test-kits';
import { useOauthLogin, type UseOauthLoginOptions } from './use-oauth-login';

const socialConfig = { ...fakeConfig, oauthProviders: ['google' as const, 'x' as const], oauthClientIds: { google: 'g-client', x: 'x-client' } };

function renderOauthLogin(kit: FakeKit, options?: UseOauthLoginOptions, strict = false) {
  const wrapper = ({ children }: { children?: ReactNode }) =>
    strict ? (
      <StrictMode>
        <LoginKitProvider kit={kit}>{children}</LoginKitProvider>
      </StrictMode>
    ) : (
      <LoginKitProvider kit={kit}>{children}</LoginKitProvider>
    );
  return renderHook(() => useOauthLogin(options), { wrapper });
}

function onlyFlow(kit: FakeKit) {
  expect(kit.oauthFlows).toHaveLength(1);
  const flow = kit.oauthFlows[0];
  if (flow === undefined) throw new Error('no oauth flow');
  return flow;
}

const oauthSession: Session = { ...fakeSession, method: 'oauth' };
const returned: OauthState = { status: 'success', provider: 'google', intent: 'login', session: oauthSession, isNewUser: true };

describe('useOauthLogin: one social login flow per kit and configuration', () => {
  it('has no state until the configuration has loaded, then one flow at idle with the providers in order', async () => {
    const kit = createFakeKit(socialConfig);
    const { result } = renderOauthLogin(kit);
    expect(result.current.state).toBeUndefined();
    await waitFor(() => expect(result.current.state).toEqual({ status: 'idle' }));
    expect(result.current.providers).toEqual(['google', 'x']);
    expect(result.current.returnedFromRedirect).toBe(false);
    onlyFlow(kit);
  });

  it('creates no flow when the configuration offers no social provider; actions do nothing', async () => {
    const kit = createFakeKit({ ...fakeConfig, oauthProviders: [] });
    const { result } = renderOauthLogin(kit);
    await waitFor(() => expect(result.current.config).toBeDefined());
    expect(result.current.state).toBeUndefined();
    expect(result.current.providers).toEqual([]);
    act(() => result.current.signIn('google'));
    expect(kit.oauthFlows).toHaveLength(0);
  });

  it('sends each action to the flow synchronously (the popup must open inside the click)', async () => {
    const kit = createFakeKit(socialConfig);
    const { result } = renderOauthLogin(kit);
    await waitFor(() => expect(result.current.state?.status).toBe('idle'));
    const flow = onlyFlow(kit);
    result.current.signIn('google');
    expect(flow.events).toEqual([{ type: 'signIn', provider: 'google' }]);
    await waitFor(() => expect(result.current.state).toEqual({ status: 'authorizing', provider: 'google', intent: 'login' }));
    act(() => result.current.continueInTab());
    expect(result.current.state?.status).toBe('redirecting');
    act(() => result.current.back());
    act(() => result.current.link('x'));
    act(() => result.current.retry());
    expect(flow.events.map((event) => event.type)).toEqual(['signIn', 'continueInTab', 'back', 'link', 'retry']);
  });

  it('cancel stops waiting on the relay: back to the providers, without an error', async () => {
    const kit = createFakeKit(socialConfig);
    const { result } = renderOauthLogin(kit);
    await waitFor(() => expect(result.current.state?.status).toBe('idle'));
    const flow = onlyFlow(kit);
    act(() => flow.set({ status: 'completing', provider: 'google', intent: 'login' }));
    act(() => result.current.cancel());
    expect(flow.events).toEqual([{ type: 'cancel' }]);
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('starts from the outcome of a login that came back by redirect, and reports it once', async () => {
    const kit = createFakeKit(socialConfig);
    kit.redirectResult = returned;
    const onSuccess = vi.fn();
    const { result } = renderOauthLogin(kit, { onSuccess });
    await waitFor(() => expect(result.current.state).toEqual(returned));
    expect(result.current.returnedFromRedirect).toBe(true);
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(oauthSession);

    act(() => result.current.reset());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'idle' }));
    expect(result.current.returnedFromRedirect).toBe(false);
    expect(kit.oauthFlows).toHaveLength(2);
    expect(kit.oauthFlows[0]?.disposed).toBe(true);
  });

  it('with enabled false makes no flow, unless a login came back by redirect', async () => {
    const kit = createFakeKit(socialConfig);
    const { result } = renderOauthLogin(kit, { enabled: false });
    await waitFor(() => expect(result.current.config).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.state).toBeUndefined();
    expect(kit.oauthFlows).toHaveLength(0);

    const returning = createFakeKit(socialConfig);
    returning.redirectResult = returned;
    const shown = renderOauthLogin(returning, { enabled: false });
    await waitFor(() => expect(shown.result.current.state).toEqual(returned));
  });

  it('under StrictMode creates one flow, and disposes it when unmounted', async () => {
    const kit = createFakeKit(socialConfig);
    const { result, unmount } = renderOauthLogin(kit, {}, true);
    await waitFor(() => expect(result.current.state?.status).toBe('idle'));
    await Promise.resolve();
    const flow = onlyFlow(kit);
    unmount();
    await waitFor(() => expect(flow.disposed).toBe(true));
  });
});
