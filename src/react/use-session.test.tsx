import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { LoginKitOptions } from '../core/index';
import { LoginKitProvider } from './login-kit-provider';
import { createFakeKit, createTestRelay, fakeSession, kitOptionsFor, latestCode } from './test-utils/test-kits';
import { useOtpLogin } from './use-otp-login';
import { useSession } from './use-session';

const providerWith = (options: LoginKitOptions) =>
  function Wrapper({ children }: { children?: ReactNode }) {
    return <LoginKitProvider options={options}>{children}</LoginKitProvider>;
  };

describe('useSession', () => {
  it('sees an OTP login and then the logout, against the mock relay', async () => {
    const relay = createTestRelay();
    const { result } = renderHook(() => ({ otp: useOtpLogin(), session: useSession() }), { wrapper: providerWith(kitOptionsFor(relay)) });
    await waitFor(() => expect(result.current.session.state.status).toBe('signedOut'));
    expect(result.current.session.session).toBeUndefined();

    await waitFor(() => expect(result.current.otp.state?.status).toBe('enteringContact'));
    act(() => result.current.otp.setContact('grace@example.com'));
    act(() => result.current.otp.submitContact());
    await waitFor(() => expect(result.current.otp.state?.status).toBe('enteringCode'));
    act(() => result.current.otp.setCode(latestCode(relay, 'grace@example.com')));
    act(() => result.current.otp.submitCode());

    await waitFor(() => expect(result.current.session.state.status).toBe('signedIn'), { timeout: 5_000 });
    const session = result.current.session.session;
    expect(session?.contact).toBe('grace@example.com');
    expect(session?.method).toBe('otp_email');

    await act(() => result.current.session.logout());
    expect(result.current.session.state).toEqual({ status: 'signedOut', reason: 'logout' });
    expect(result.current.session.session).toBeUndefined();
  });

  it('a returning user logs in to the same organization after logging out', async () => {
    const relay = createTestRelay();
    const options = kitOptionsFor(relay);
    const login = async (): Promise<string | undefined> => {
      const { result, unmount } = renderHook(() => ({ otp: useOtpLogin(), session: useSession() }), { wrapper: providerWith(options) });
      await waitFor(() => expect(result.current.otp.state?.status).toBe('enteringContact'));
      act(() => result.current.otp.setContact('lin@example.com'));
      act(() => result.current.otp.submitContact());
      await waitFor(() => expect(result.current.otp.state?.status).toBe('enteringCode'));
      act(() => result.current.otp.setCode(latestCode(relay, 'lin@example.com')));
      act(() => result.current.otp.submitCode());
      await waitFor(() => expect(result.current.otp.state?.status).toBe('success'), { timeout: 5_000 });
      const state = result.current.otp.state;
      const organizationId = state?.status === 'success' ? state.session.organizationId : undefined;
      expect(state?.status === 'success' && state.isNewUser).toBe(organizationIds.length === 0);
      await act(() => result.current.session.logout());
      unmount();
      return organizationId;
    };
    const organizationIds: (string | undefined)[] = [];
    organizationIds.push(await login());
    organizationIds.push(await login());
    expect(organizationIds[0]).toMatch(/\S/);
    expect(organizationIds[1]).toBe(organizationIds[0]);
  });

  it('re-renders on every change the kit announces (other tabs, expiry)', () => {
    const kit = createFakeKit();
    const { result } = renderHook(() => useSession(), {
      wrapper: ({ children }: { children?: ReactNode }) => <LoginKitProvider kit={kit}>{children}</LoginKitProvider>,
    });
    expect(result.current.state.status).toBe('signedOut');
    act(() => kit.setSession({ status: 'signedIn', session: fakeSession }));
    expect(result.current.session).toEqual(fakeSession);
    act(() => kit.setSession({ status: 'signedOut', reason: 'expired' }));
    expect(result.current.state).toEqual({ status: 'signedOut', reason: 'expired' });
  });
});
