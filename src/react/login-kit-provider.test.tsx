import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as core from '../core/internal';
import { LoginKitProvider } from './login-kit-provider';
import { loginKitQueryKeys } from './query-keys';
import { createFakeKit, createTestRelay, kitOptionsFor } from './test-utils/test-kits';
import { useLoginKit } from './use-login-kit';
import { useWalletKitConfig } from './use-wallet-kit-config';

vi.mock('../core/index', async (importOriginal) => {
  const actual = await importOriginal<typeof core>();
  // Every kit the provider creates, with dispose spied on from the start.
  const createLoginKit = vi.fn((options: core.LoginKitOptions) => {
    const kit = actual.createLoginKit(options);
    vi.spyOn(kit, 'dispose');
    return kit;
  });
  return { ...actual, createLoginKit };
});

const createLoginKit = vi.mocked(core.createLoginKit);

/** Counts the relay's wallet_kit_config requests. */
function countingOptions() {
  const relay = createTestRelay();
  const requests: string[] = [];
  const options = kitOptionsFor(relay, {
    fetch: (input, init) => {
      const request = new Request(input, init);
      requests.push(new URL(request.url).pathname);
      return relay.fetch(request);
    },
  });
  return { options, configRequests: () => requests.filter((path) => path === '/v1/wallet_kit_config').length };
}

function ConfigProbe() {
  const config = useWalletKitConfig();
  return <p>{config.data ? `channels: ${config.data.otpChannels.join(',')}` : 'loading'}</p>;
}

describe('LoginKitProvider', () => {
  it('under StrictMode creates one client and fetches the configuration once', async () => {
    createLoginKit.mockClear();
    const { options, configRequests } = countingOptions();
    render(
      <StrictMode>
        <LoginKitProvider options={options}>
          <ConfigProbe />
          <ConfigProbe />
        </LoginKitProvider>
      </StrictMode>,
    );
    await screen.findAllByText('channels: email,sms');
    expect(createLoginKit).toHaveBeenCalledTimes(1);
    expect(configRequests()).toBe(1);
  });

  it('restores the session once (StrictMode included) and leaves an injected kit to its owner', async () => {
    const kit = createFakeKit();
    const { unmount } = render(
      <StrictMode>
        <LoginKitProvider kit={kit}>
          <ConfigProbe />
        </LoginKitProvider>
      </StrictMode>,
    );
    await screen.findByText('channels: email,sms');
    expect(kit.restoreSession).toHaveBeenCalledTimes(1);
    unmount();
    await Promise.resolve();
    expect(kit.dispose).not.toHaveBeenCalled();
  });

  it('disposes the client it created when it unmounts (and only then, StrictMode included)', async () => {
    createLoginKit.mockClear();
    const { options } = countingOptions();
    const { unmount } = render(
      <StrictMode>
        <LoginKitProvider options={options}>
          <ConfigProbe />
        </LoginKitProvider>
      </StrictMode>,
    );
    await screen.findByText('channels: email,sms');
    expect(createLoginKit).toHaveBeenCalledTimes(1);
    const created = createLoginKit.mock.results[0]?.value as core.LoginKit;
    await Promise.resolve();
    expect(created.dispose).not.toHaveBeenCalled();
    unmount();
    await waitFor(() => expect(created.dispose).toHaveBeenCalledTimes(1));
  });

  it('caches the configuration in the host QueryClient under loginKitQueryKeys.config(configId)', async () => {
    const kit = createFakeKit();
    const queryClient = new QueryClient();
    render(
      <LoginKitProvider kit={kit} queryClient={queryClient}>
        <ConfigProbe />
      </LoginKitProvider>,
    );
    await screen.findByText('channels: email,sms');
    expect(queryClient.getQueryData(loginKitQueryKeys.config('fake-config'))).toMatchObject({ appName: 'Acme' });
    const [query] = queryClient.getQueryCache().findAll({ queryKey: loginKitQueryKeys.all });
    expect(query?.options).toMatchObject({ staleTime: Infinity });
  });

  it("uses an enclosing QueryClientProvider's client and does not hide it from the app", async () => {
    const kit = createFakeKit();
    const hostClient = new QueryClient();
    const { result } = renderHook(
      () => {
        useWalletKitConfig();
        return useQueryClient();
      },
      {
        wrapper: ({ children }: { children?: ReactNode }) => (
          <QueryClientProvider client={hostClient}>
            <LoginKitProvider kit={kit}>{children}</LoginKitProvider>
          </QueryClientProvider>
        ),
      },
    );
    expect(result.current).toBe(hostClient);
    await waitFor(() => expect(hostClient.getQueryData(loginKitQueryKeys.config('fake-config'))).toBeDefined());
  });

  it('gives its descendants the kit', () => {
    const kit = createFakeKit();
    const { result } = renderHook(() => useLoginKit(), {
      wrapper: ({ children }: { children?: ReactNode }) => <LoginKitProvider kit={kit}>{children}</LoginKitProvider>,
    });
    expect(result.current).toBe(kit);
  });

  it('names the missing provider when a hook is used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useLoginKit())).toThrow(/useLoginKit\(\) was called outside <LoginKitProvider>/);
    expect(() => renderHook(() => useWalletKitConfig())).toThrow(/useWalletKitConfig\(\) was called outside <LoginKitProvider>/);
    vi.mocked(console.error).mockRestore();
  });

  it('refuses options that createLoginKit refuses, naming the field', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad = { authProxyUrl: 'http://relay.test', authProxyConfigId: ' ' };
    expect(() => render(<LoginKitProvider options={bad} />)).toThrow(/authProxyConfigId/);
    vi.mocked(console.error).mockRestore();
  });
});

describe('LoginKitProvider: onLogin, onLogout, onError', () => {
  const session = { publicKey: `02${'ab'.repeat(32)}`, organizationId: 'org-1', userId: 'user-1', sessionType: 'SESSION_TYPE_READ_WRITE', expiresAt: 1_900_000_900_000, createdAt: 1_900_000_000_000, method: 'otp_email', contact: 'ada@example.com' } as const;

  it('passes each app-wide event to its handler, subscribed before the session is restored', () => {
    const kit = createFakeKit();
    let listenersAtRestore = 0;
    kit.restoreSession.mockImplementation(() => {
      listenersAtRestore = kit.eventListeners;
      return Promise.resolve({ status: 'signedOut' });
    });
    const onLogin = vi.fn();
    const onLogout = vi.fn();
    const onError = vi.fn();
    render(<LoginKitProvider kit={kit} onLogin={onLogin} onLogout={onLogout} onError={onError} />);
    expect(listenersAtRestore).toBe(1);

    const error = new core.LoginKitError('otp_invalid', 'wrong code');
    kit.emitEvent({ type: 'login', session, method: 'otp_email', isNewUser: true, restored: false });
    kit.emitEvent({ type: 'error', error });
    kit.emitEvent({ type: 'logout', reason: 'expired' });
    expect(onLogin).toHaveBeenCalledExactlyOnceWith({ session, method: 'otp_email', isNewUser: true, restored: false });
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    expect(onLogout).toHaveBeenCalledExactlyOnceWith({ reason: 'expired' });
  });

  it('calls the latest handlers without subscribing again, and does not subscribe without any', () => {
    const kit = createFakeKit();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<LoginKitProvider kit={kit} onLogin={first} />);
    rerender(<LoginKitProvider kit={kit} onLogin={second} />);
    kit.emitEvent({ type: 'login', session, method: 'otp_email', isNewUser: false, restored: true });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
    expect(kit.eventListeners).toBe(1);
    rerender(<LoginKitProvider kit={kit} />);
    expect(kit.eventListeners).toBe(0);
  });
});
