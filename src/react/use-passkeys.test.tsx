import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LoginKitError } from '../core/internal';
import { LoginKitProvider } from './login-kit-provider';
import { loginKitQueryKeys } from './query-keys';
import { createFakeKit, createFakePasskeyManager, fakeAuthenticator, fakeSession, type FakeKit } from './test-utils/test-kits';
import { usePasskeys } from './use-passkeys';

function signedInKit(stored = [fakeAuthenticator('auth-1', 'MacBook')]): FakeKit {
  const kit = createFakeKit();
  Object.assign(kit, { passkeys: createFakePasskeyManager(stored) });
  kit.setSession({ status: 'signedIn', session: fakeSession });
  return kit;
}

function renderPasskeys(kit: FakeKit, queryClient = new QueryClient()) {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <LoginKitProvider kit={kit} queryClient={queryClient}>
      {children}
    </LoginKitProvider>
  );
  return { queryClient, ...renderHook(() => usePasskeys(), { wrapper }) };
}

describe('usePasskeys: the list', () => {
  it('is not fetched while signed out', async () => {
    const kit = createFakeKit();
    const { result } = renderPasskeys(kit);
    await act(() => Promise.resolve());
    expect(kit.passkeys.list).not.toHaveBeenCalled();
    expect(result.current.passkeys.fetchStatus).toBe('idle');
    expect(result.current.passkeys.data).toBeUndefined();
  });

  it("loads the signed-in user's passkeys under loginKitQueryKeys.passkeys(configId, userId)", async () => {
    const kit = signedInKit();
    const { result, queryClient } = renderPasskeys(kit);
    await waitFor(() => expect(result.current.passkeys.isSuccess).toBe(true));
    expect(result.current.passkeys.data?.map((item) => item.authenticatorName)).toEqual(['MacBook']);
    expect(queryClient.getQueryData(loginKitQueryKeys.passkeys('fake-config', 'user-ada'))).toEqual(result.current.passkeys.data);
  });

  it('starts loading when the user signs in, and asks again for another user', async () => {
    const kit = createFakeKit();
    const { result } = renderPasskeys(kit);
    act(() => kit.setSession({ status: 'signedIn', session: fakeSession }));
    await waitFor(() => expect(result.current.passkeys.isSuccess).toBe(true));
    expect(kit.passkeys.list).toHaveBeenCalledTimes(1);
    act(() => kit.setSession({ status: 'signedIn', session: { ...fakeSession, userId: 'user-grace' } }));
    await waitFor(() => expect(kit.passkeys.list).toHaveBeenCalledTimes(2));
  });

  it('reports a list that cannot load as a LoginKitError', async () => {
    const kit = signedInKit();
    kit.passkeys.list.mockRejectedValueOnce(new LoginKitError('network', 'offline'));
    const { result } = renderPasskeys(kit);
    await waitFor(() => expect(result.current.passkeys.isError).toBe(true));
    expect(result.current.passkeys.error?.code).toBe('network');
  });
});

describe('usePasskeys: add', () => {
  it('starts the ceremony inside mutate itself (no await before it), once', async () => {
    const kit = signedInKit();
    const { result } = renderPasskeys(kit);
    await waitFor(() => expect(result.current.passkeys.isSuccess).toBe(true));
    // Outside act, with nothing awaited: the kit's add must already have been called.
    result.current.add.mutate({ name: 'YubiKey' });
    expect(kit.passkeys.add).toHaveBeenCalledTimes(1);
    expect(kit.passkeys.add).toHaveBeenCalledWith('YubiKey');
    await waitFor(() => expect(result.current.add.isSuccess).toBe(true));
    expect(kit.passkeys.add).toHaveBeenCalledTimes(1);
    expect(result.current.add.data?.authenticatorName).toBe('YubiKey');
  });

  it('refetches the list after adding, before the mutation settles', async () => {
    const kit = signedInKit();
    const { result, queryClient } = renderPasskeys(kit);
    await waitFor(() => expect(result.current.passkeys.isSuccess).toBe(true));
    expect(kit.passkeys.list).toHaveBeenCalledTimes(1);
    await act(() => result.current.add.mutateAsync({}));
    expect(kit.passkeys.add).toHaveBeenCalledTimes(1);
    expect(kit.passkeys.list).toHaveBeenCalledTimes(2);
    expect(queryClient.getQueryData(loginKitQueryKeys.passkeys('fake-config', 'user-ada'))).toHaveLength(2);
    await waitFor(() => expect(result.current.passkeys.data).toHaveLength(2));
  });

  it('reports a failed or cancelled ceremony as the mutation error, and keeps the list', async () => {
    const kit = signedInKit();
    kit.passkeys.add.mockRejectedValueOnce(new LoginKitError('passkey_cancelled', 'closed'));
    const { result } = renderPasskeys(kit);
    await waitFor(() => expect(result.current.passkeys.isSuccess).toBe(true));
    act(() => result.current.add.mutate({}));
    await waitFor(() => expect(result.current.add.isError).toBe(true));
    expect(result.current.add.error?.code).toBe('passkey_cancelled');
    expect(kit.passkeys.add).toHaveBeenCalledTimes(1);
    expect(kit.passkeys.list).toHaveBeenCalledTimes(1);
  });
});

describe('usePasskeys: remove', () => {
  it('deletes by authenticatorId and refetches the list', async () => {
    const kit = signedInKit([fakeAuthenticator('auth-1', 'MacBook'), fakeAuthenticator('auth-2', 'Phone')]);
    const { result } = renderPasskeys(kit);
    await waitFor(() => expect(result.current.passkeys.data).toHaveLength(2));
    await act(() => result.current.remove.mutateAsync('auth-1'));
    expect(kit.passkeys.remove).toHaveBeenCalledWith('auth-1');
    expect(kit.passkeys.list).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(result.current.passkeys.data?.map((item) => item.authenticatorId)).toEqual(['auth-2']));
  });

  it('reports a refused deletion and does not refetch', async () => {
    const kit = signedInKit();
    kit.passkeys.remove.mockRejectedValueOnce(new LoginKitError('consensus_needed', 'needs approval'));
    const { result } = renderPasskeys(kit);
    await waitFor(() => expect(result.current.passkeys.isSuccess).toBe(true));
    act(() => result.current.remove.mutate('auth-1'));
    await waitFor(() => expect(result.current.remove.isError).toBe(true));
    expect(result.current.remove.error?.code).toBe('consensus_needed');
    expect(kit.passkeys.list).toHaveBeenCalledTimes(1);
  });
});
