import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginKitError, passkeyOfferSkippedKey, type PasskeyUpgradeMode, type Session } from '../core/internal';
import { LoginKitProvider } from './login-kit-provider';
import { loginKitQueryKeys } from './query-keys';
import { createFakeKit, fakeAuthenticator, fakeConfig, fakeSession, type FakeKit } from './test-utils/test-kits';
import { usePasskeyUpgrade, type UsePasskeyUpgradeOptions } from './use-passkey-upgrade';

const passkeyConfig = { ...fakeConfig, showPasskey: true };

beforeEach(() => {
  // A browser with WebAuthn and a platform authenticator (happy-dom has none).
  vi.stubGlobal('PublicKeyCredential', Object.assign(function PublicKeyCredential() {}, { isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.resolve(true) }));
});
afterEach(() => vi.unstubAllGlobals());

function signedInKit(config = passkeyConfig): FakeKit {
  const kit = createFakeKit(config);
  kit.setSession({ status: 'signedIn', session: fakeSession });
  return kit;
}

function renderUpgrade(kit: FakeKit, initial: UsePasskeyUpgradeOptions, queryClient = new QueryClient()) {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <StrictMode>
      <LoginKitProvider kit={kit} queryClient={queryClient}>
        {children}
      </LoginKitProvider>
    </StrictMode>
  );
  return { queryClient, ...renderHook((options: UsePasskeyUpgradeOptions) => usePasskeyUpgrade(options), { wrapper, initialProps: initial }) };
}

const returning = { session: fakeSession, isNewUser: false };

describe('usePasskeyUpgrade', () => {
  it('has no state without a login', async () => {
    const kit = signedInKit();
    const { result } = renderUpgrade(kit, { login: undefined });
    await act(() => Promise.resolve());
    expect(result.current.state).toBeUndefined();
    expect(kit.passkeys.list).not.toHaveBeenCalled();
  });

  it('offers a returning user without passkeys (one list, even in StrictMode); add inside the call; the passkey list is refreshed', async () => {
    const kit = signedInKit();
    const { result, queryClient } = renderUpgrade(kit, { login: returning });
    await waitFor(() => expect(result.current.state?.status).toBe('offering'));
    expect(kit.passkeys.list).toHaveBeenCalledTimes(1);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    result.current.add(); // outside act, nothing awaited: the kit's add already ran
    expect(kit.passkeys.add).toHaveBeenCalledTimes(1);
    expect(kit.passkeys.add).toHaveBeenCalledWith();
    await waitFor(() => expect(result.current.state?.status).toBe('added'));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: loginKitQueryKeys.passkeys('fake-config', 'user-ada') }));
  });

  it('names the passkey with the latest passkeyName given, asked as it is added', async () => {
    const kit = signedInKit();
    const { result, rerender } = renderUpgrade(kit, { login: returning, passkeyName: () => 'Passkey 1' });
    await waitFor(() => expect(result.current.state?.status).toBe('offering'));
    rerender({ login: returning, passkeyName: () => 'Clave de acceso 27 nov 2026, 23:47' });
    result.current.add();
    expect(kit.passkeys.add).toHaveBeenCalledWith('Clave de acceso 27 nov 2026, 23:47');
    await waitFor(() => expect(result.current.state?.status).toBe('added'));
  });

  it('offers nothing to a user with a passkey, or when listing fails', async () => {
    const kit = signedInKit();
    kit.passkeys.stored.push(fakeAuthenticator('auth-1', 'MacBook'));
    const { result } = renderUpgrade(kit, { login: returning });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'notOffered', reason: 'has-passkey' }));
    const failing = signedInKit();
    failing.passkeys.list.mockRejectedValue(new LoginKitError('network', 'offline'));
    const second = renderUpgrade(failing, { login: returning });
    await waitFor(() => expect(second.result.current.state).toEqual({ status: 'notOffered', reason: 'check-failed' }));
  });

  it('remembers Not now in localStorage under the user id only, and does not offer again', async () => {
    const kit = signedInKit();
    const first = renderUpgrade(kit, { login: returning });
    await waitFor(() => expect(first.result.current.state?.status).toBe('offering'));
    act(() => first.result.current.skip());
    expect(first.result.current.state).toEqual({ status: 'skipped' });
    expect(localStorage.getItem(passkeyOfferSkippedKey('user-ada'))).not.toBeNull();
    expect(Object.keys(localStorage).join(' ')).not.toContain('ada@example.com');
    first.unmount();
    const again = renderUpgrade(kit, { login: returning });
    await waitFor(() => expect(again.result.current.state).toEqual({ status: 'notOffered', reason: 'skipped-before' }));
    // Another user on this browser is still offered.
    const grace: Session = { ...fakeSession, userId: 'user-grace', publicKey: `03${'ef'.repeat(32)}` };
    again.rerender({ login: { session: grace, isNewUser: true } });
    await waitFor(() => expect(again.result.current.state?.status).toBe('offering'));
  });

  it.each([
    ['off', { status: 'notOffered', reason: 'off' }],
    ['offer', { status: 'offering' }],
  ] as [PasskeyUpgradeMode, object][])('mode %s', async (mode, expected) => {
    const kit = signedInKit();
    const { result } = renderUpgrade(kit, { login: returning, mode });
    await waitFor(() => expect(result.current.state).toEqual(expected));
  });

  it('offers nothing when the configuration does not offer passkeys', async () => {
    const kit = signedInKit(fakeConfig);
    const { result } = renderUpgrade(kit, { login: returning });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'notOffered', reason: 'not-configured' }));
  });

  it('automatic: asks for a passkey without a prompt, and falls back to the offer when the browser declines', async () => {
    const kit = signedInKit();
    kit.passkeys.add.mockRejectedValueOnce(new LoginKitError('passkey_unsupported', 'no conditional create', { details: { reason: 'no-conditional-create' } }));
    const { result } = renderUpgrade(kit, { login: returning, mode: 'automatic' });
    await waitFor(() => expect(result.current.state?.status).toBe('offering'));
    expect(kit.passkeys.add).toHaveBeenCalledTimes(1);
    expect(kit.passkeys.add).toHaveBeenCalledWith(undefined, { mediation: 'conditional' });

    const allowed = signedInKit();
    const second = renderUpgrade(allowed, { login: returning, mode: 'automatic' });
    await waitFor(() => expect(second.result.current.state).toMatchObject({ status: 'added', automatic: true }));
    expect(allowed.passkeys.add).toHaveBeenCalledTimes(1);
  });
});
