import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createLoginKit, type LoginKit, type LoginKitOptions, type OtpState } from '../core/internal';
import { LoginKitProvider } from './login-kit-provider';
import { createFakeKit, createTestRelay, fakeConfig, fakeSession, kitOptionsFor, latestCode } from './test-utils/test-kits';

type MockRelay = ReturnType<typeof createTestRelay>;
import { useOtpLogin, type UseOtpLoginResult } from './use-otp-login';
import { usePasskeyLogin } from './use-passkey-login';
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

    await waitFor(() => expect(result.current.session.state.status).toBe('signedIn'), { timeout: 30_000 });
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
      await waitFor(() => expect(result.current.otp.state?.status).toBe('success'), { timeout: 30_000 });
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

/** Logs `contact` in through the hook's OTP flow, then resets the flow for the next login. */
async function logInWith(otp: () => UseOtpLoginResult, relay: MockRelay, contact: string): Promise<void> {
  await waitFor(() => expect(otp().state?.status).toBe('enteringContact'));
  act(() => otp().setContact(contact));
  act(() => otp().submitContact());
  await waitFor(() => expect(otp().state?.status).toBe('enteringCode'));
  act(() => otp().setCode(latestCode(relay, contact)));
  act(() => otp().submitCode());
  await waitFor(() => expect(otp().state?.status).toBe('success'), { timeout: 30_000 });
  act(() => otp().reset());
}

/** A kit on another device (its own IndexedDB and storage key) logged in as `contact`. */
async function otherDevice(relay: MockRelay, contact: string): Promise<LoginKit> {
  const kit = createLoginKit(kitOptionsFor(relay));
  const flow = kit.createOtpFlow(await kit.loadConfig(), { channel: 'email' });
  const reached = (status: OtpState['status']) => vi.waitFor(() => expect(flow.getSnapshot().status).toBe(status), { timeout: 30_000 });
  flow.send({ type: 'setContact', contact });
  flow.send({ type: 'submitContact' });
  await reached('enteringCode');
  flow.send({ type: 'setCode', code: latestCode(relay, contact) });
  flow.send({ type: 'submitCode' });
  await reached('success');
  return kit;
}

describe('useSession with several sessions', () => {
  it('lists the sessions, switches, logs out one, the active one and then all, against the mock relay', async () => {
    const relay = createTestRelay();
    const { result } = renderHook(() => ({ otp: useOtpLogin(), session: useSession() }), { wrapper: providerWith(kitOptionsFor(relay)) });
    await logInWith(() => result.current.otp, relay, 'grace@example.com');
    await logInWith(() => result.current.otp, relay, 'lin@example.com');
    await logInWith(() => result.current.otp, relay, 'kim@example.com');

    const [grace, lin, kim] = result.current.session.sessions;
    expect([grace?.contact, lin?.contact, kim?.contact]).toEqual(['grace@example.com', 'lin@example.com', 'kim@example.com']);
    expect(result.current.session.session).toEqual(kim);

    await act(() => result.current.session.switchSession(grace!.publicKey));
    expect(result.current.session.session).toEqual(grace);

    await act(() => result.current.session.logoutSession(kim!.publicKey));
    expect(result.current.session.session).toEqual(grace);
    expect(result.current.session.sessions).toEqual([grace, lin]);

    await act(() => result.current.session.logout());
    expect(result.current.session.state).toEqual({ status: 'signedOut', reason: 'logout' });
    expect(result.current.session.sessions).toEqual([lin]);

    await act(() => result.current.session.logoutAll());
    expect(result.current.session.sessions).toEqual([]);
  });

  it('onClick={logout} logs out of the active session only: the click event is never read as options', async () => {
    const relay = createTestRelay();
    const kit = createLoginKit(kitOptionsFor(relay));
    const kitLogout = vi.spyOn(kit, 'logout');
    let otp: UseOtpLoginResult | undefined;
    // The README's quick start.
    function Account() {
      otp = useOtpLogin();
      const { session, sessions, logout } = useSession();
      if (!session) return <p>Signed out ({sessions.length} held)</p>;
      return <button onClick={logout}>Log out {session.contact}</button>;
    }
    render(
      <LoginKitProvider kit={kit}>
        <Account />
      </LoginKitProvider>,
    );
    await logInWith(() => otp!, relay, 'grace@example.com');
    await logInWith(() => otp!, relay, 'lin@example.com');

    fireEvent.click(await screen.findByRole('button', { name: 'Log out lin@example.com' }));
    await screen.findByText('Signed out (1 held)');
    expect(kitLogout).toHaveBeenCalledTimes(1);
    expect(kitLogout).toHaveBeenCalledWith();
    expect(kit.listSessions().map((session) => session.contact)).toEqual(['grace@example.com']);

    kit.dispose();
  });

  it('logout ignores any argument (plain JavaScript too); logoutSession refuses a missing key; logoutAll ends all', async () => {
    const kit = createFakeKit();
    const kitLogout = vi.spyOn(kit, 'logout');
    const { result } = renderHook(() => useSession(), {
      wrapper: ({ children }: { children?: ReactNode }) => <LoginKitProvider kit={kit}>{children}</LoginKitProvider>,
    });
    act(() => kit.setSession({ status: 'signedIn', session: fakeSession }));
    const untyped = result.current as unknown as Record<'logout' | 'logoutSession', (argument?: unknown) => Promise<void>>;

    await act(() => untyped.logout({ all: true }));
    expect(kitLogout).toHaveBeenLastCalledWith();
    await expect(untyped.logoutSession(undefined)).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'publicKey' } });
    expect(kitLogout).toHaveBeenCalledTimes(1);
    await act(() => result.current.logoutSession(fakeSession.publicKey));
    expect(kitLogout).toHaveBeenLastCalledWith({ publicKey: fakeSession.publicKey });
    await act(() => result.current.logoutAll());
    expect(kitLogout).toHaveBeenLastCalledWith({ all: true });
  });

  it('logoutOtherDevices revokes the user’s session on another device and keeps this one', async () => {
    const relay = createTestRelay();
    const { result } = renderHook(() => ({ otp: useOtpLogin(), session: useSession() }), { wrapper: providerWith(kitOptionsFor(relay)) });
    await logInWith(() => result.current.otp, relay, 'ada@example.com');
    const phone = await otherDevice(relay, 'ada@example.com');
    await expect((await phone.account()).getUser()).resolves.toBeDefined();
    const before = result.current.session.session;

    await act(async () => {
      await result.current.session.logoutOtherDevices();
    });
    expect(result.current.session.state.status).toBe('signedIn');
    expect(result.current.session.session?.publicKey).not.toBe(before?.publicKey);
    expect(result.current.session.sessions).toHaveLength(1);
    await expect((await phone.account()).getUser()).rejects.toMatchObject({ code: 'unauthenticated' });
    phone.dispose();
  });

  it('refreshSession gives the active session a new key', async () => {
    const relay = createTestRelay();
    const { result } = renderHook(() => ({ otp: useOtpLogin(), session: useSession() }), { wrapper: providerWith(kitOptionsFor(relay)) });
    await logInWith(() => result.current.otp, relay, 'kim@example.com');
    const before = result.current.session.session;
    let refreshed: unknown;
    await act(async () => {
      refreshed = await result.current.session.refreshSession();
    });
    expect(result.current.session.session).toEqual(refreshed);
    expect(result.current.session.session?.publicKey).not.toBe(before?.publicKey);
  });

  it('keeps the sessions array and the actions stable between renders, and delegates to the kit', async () => {
    const kit = createFakeKit();
    const { result, rerender } = renderHook(() => useSession(), {
      wrapper: ({ children }: { children?: ReactNode }) => <LoginKitProvider kit={kit}>{children}</LoginKitProvider>,
    });
    const { logout, logoutSession, logoutAll, switchSession } = result.current;
    act(() => kit.setSession({ status: 'signedIn', session: fakeSession }));
    expect(result.current.logout).toBe(logout);
    expect(result.current.logoutSession).toBe(logoutSession);
    expect(result.current.logoutAll).toBe(logoutAll);
    expect(result.current.switchSession).toBe(switchSession);
    const sessions = result.current.sessions;
    expect(sessions).toEqual([fakeSession]);
    rerender();
    expect(result.current.sessions).toBe(sessions);
    await act(() => result.current.switchSession(fakeSession.publicKey));
    expect(kit.switchSession).toHaveBeenCalledWith(fakeSession.publicKey);
    await act(async () => {
      await result.current.logoutOtherDevices();
    });
    expect(kit.logoutOtherDevices).toHaveBeenCalledTimes(1);
  });
});

describe('invalidateExisting at login', () => {
  const withKit = (kit: LoginKit) =>
    function Wrapper({ children }: { children?: ReactNode }) {
      return <LoginKitProvider kit={kit}>{children}</LoginKitProvider>;
    };

  it('useOtpLogin({ invalidateExisting }) creates its flow with it', async () => {
    const kit = createFakeKit();
    const create = vi.spyOn(kit, 'createOtpFlow');
    renderHook(() => useOtpLogin({ invalidateExisting: true }), { wrapper: withKit(kit) });
    await waitFor(() => expect(create).toHaveBeenCalledWith(fakeConfig, { invalidateExisting: true }));
  });

  it('usePasskeyLogin({ invalidateExisting }) creates its flow with it', async () => {
    const config = { ...fakeConfig, showPasskey: true };
    const kit = createFakeKit(config);
    const create = vi.spyOn(kit, 'createPasskeyFlow');
    renderHook(() => usePasskeyLogin({ invalidateExisting: true }), { wrapper: withKit(kit) });
    await waitFor(() => expect(create).toHaveBeenCalledWith(config, { invalidateExisting: true }));
  });
});
