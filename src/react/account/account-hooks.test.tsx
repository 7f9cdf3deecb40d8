import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createLoginKit, isLoginKitError, type AccountApi, type LoginKit } from '../../core/internal';
import { publicKeyFromPrivateKey, randomPrivateKey } from '../../core/crypto/p256-private-key';
import { toHex } from '../../core/encoding/hex';
import { LoginKitProvider } from '../login-kit-provider';
import { loggedInKit, logInByEmailCode } from '../test-utils/log-in-by-email-code';
import { createFakeKit, createTestRelay, fakeSession, kitOptionsFor } from '../test-utils/test-kits';
import { useApiKeys, useExportWallet, useIpAllowlist, useUser } from './account-hooks';

function render<Result>(kit: LoginKit, hook: () => Result) {
  const wrapper = ({ children }: { children?: ReactNode }) => <LoginKitProvider kit={kit}>{children}</LoginKitProvider>;
  return renderHook(hook, { wrapper });
}

describe('account hooks against the mock relay', () => {
  it('useUser reads the profile, updates it and reads the change back', async () => {
    const { kit } = await loggedInKit('ada@example.com');
    const { result } = render(kit, useUser);
    await waitFor(() => expect(result.current.user.data?.userEmail).toBe('ada@example.com'));

    let outcome: Awaited<ReturnType<typeof result.current.update.mutateAsync>> | undefined;
    await act(async () => {
      outcome = await result.current.update.mutateAsync({ userName: 'Ada Lovelace', userPhoneNumber: '+14155550123' });
    });
    expect(outcome?.status).toBe('completed');
    await waitFor(() => expect(result.current.user.data).toMatchObject({ userName: 'Ada Lovelace', userPhoneNumber: '+14155550123' }));
  });

  it('a bad phone number is refused before sending, naming the field', async () => {
    const { kit } = await loggedInKit('grace@example.com');
    const { result } = render(kit, useUser);
    await act(async () => {
      await result.current.update.mutateAsync({ userPhoneNumber: '555-0123' }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.update.error).toBeTruthy());
    expect(isLoginKitError(result.current.update.error, 'invalid_input')).toBe(true);
    expect(result.current.update.error?.details.field).toBe('userPhoneNumber');
  });

  it('useApiKeys creates a key and lists it', async () => {
    const { kit } = await loggedInKit('alan@example.com');
    const { result } = render(kit, useApiKeys);
    await waitFor(() => expect(result.current.apiKeys.isSuccess).toBe(true));
    const before = result.current.apiKeys.data?.length ?? 0;
    const publicKey = toHex(publicKeyFromPrivateKey(randomPrivateKey()));
    await act(async () => {
      await result.current.create.mutateAsync({ apiKeys: [{ apiKeyName: 'CI key', publicKey, curveType: 'API_KEY_CURVE_P256' }] });
    });
    await waitFor(() => expect(result.current.apiKeys.data?.length).toBe(before + 1));
  });

  it("useIpAllowlist reads the organization's allowlist as published ({allowlist}, null when none) and the one set", async () => {
    const { kit } = await loggedInKit('ida@example.com');
    const { result } = render(kit, useIpAllowlist);
    await waitFor(() => expect(result.current.allowlist.data).toEqual({ allowlist: null }));
    await act(async () => {
      await result.current.set.mutateAsync({ enabled: false, rules: [{ cidr: '203.0.113.0/24', label: 'office' }] });
    });
    await waitFor(() => expect(result.current.allowlist.data?.allowlist).toMatchObject({ enabled: false, rules: [{ cidr: '203.0.113.0/24', label: 'office' }] }));
    const state = kit.getSessionState();
    expect(result.current.allowlist.data?.allowlist?.organizationId).toBe(state.status === 'signedIn' ? state.session.organizationId : undefined);
  });

  it('reads nothing while signed out', async () => {
    const relay = createTestRelay();
    const kit = createLoginKit(kitOptionsFor(relay));
    const { result } = render(kit, useUser);
    await act(() => Promise.resolve());
    expect(result.current.user.fetchStatus).toBe('idle');
  });
});

describe('account changes can be cancelled', () => {
  /** A signed-in fake kit whose update_user waits forever (but hears its signal). */
  function stalledKit() {
    const kit = createFakeKit();
    const signals: AbortSignal[] = [];
    const getUser = vi.fn<AccountApi['getUser']>(() => Promise.resolve({ userId: 'user-ada', userName: 'Ada' }));
    const updateUser = vi.fn<AccountApi['updateUser']>((_input, options) => {
      if (options?.signal) signals.push(options.signal);
      return new Promise(() => undefined);
    });
    kit.accountApi = { getUser, updateUser } as unknown as AccountApi;
    kit.setSession({ status: 'signedIn', session: fakeSession });
    return { kit, signals, getUser, updateUser };
  }

  it('cancel() aborts the request and fails the change at once (network, aborted), then reads the profile again', async () => {
    const { kit, signals, getUser } = stalledKit();
    const { result } = render(kit, useUser);
    await waitFor(() => expect(result.current.user.data?.userName).toBe('Ada'));
    const reads = getUser.mock.calls.length;

    act(() => result.current.update.mutate({ userName: 'Ada L' }));
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(result.current.update.isPending).toBe(true);
    act(() => result.current.update.cancel());
    await waitFor(() => expect(result.current.update.isError).toBe(true));
    expect(signals[0]?.aborted).toBe(true);
    expect(result.current.update.error).toMatchObject({ code: 'network', details: { aborted: true } });
    await waitFor(() => expect(getUser.mock.calls.length).toBeGreaterThan(reads));
  });

  it('reads pass their signal on, and cancel() with nothing under way does nothing', async () => {
    const { kit, getUser } = stalledKit();
    const { result } = render(kit, useUser);
    await waitFor(() => expect(result.current.user.isSuccess).toBe(true));
    expect(getUser.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
    act(() => result.current.update.cancel());
    expect(result.current.update.isIdle).toBe(true);
  });
});

describe('useExportWallet against the mock relay', () => {
  it('lists the wallet the signup made and exports its recovery phrase; the wallet then reads as exported', async () => {
    const relay = createTestRelay({ enabledProviders: ['email'] });
    const signupWallet = { walletName: 'Main', accounts: [{ curve: 'CURVE_SECP256K1', pathFormat: 'PATH_FORMAT_BIP32', path: "m/44'/60'/0'/0/0", addressFormat: 'ADDRESS_FORMAT_ETHEREUM' }] } as const;
    const kit = createLoginKit({ ...kitOptionsFor(relay), signupWallet: { ...signupWallet, accounts: [...signupWallet.accounts] } });
    await logInByEmailCode(kit, relay, 'ada@example.com');
    const { result } = render(kit, useExportWallet);
    await waitFor(() => expect(result.current.wallets.data).toEqual([expect.objectContaining({ walletName: 'Main', exported: false })]));

    let outcome: Awaited<ReturnType<typeof result.current.exportWallet.mutateAsync>> | undefined;
    await act(async () => {
      outcome = await result.current.exportWallet.mutateAsync({ walletId: result.current.wallets.data![0]!.walletId });
    });
    expect(outcome?.status === 'completed' && outcome.result.mnemonic.split(' ')).toHaveLength(12);
    await waitFor(() => expect(result.current.wallets.data?.[0]?.exported).toBe(true));
    kit.dispose();
  });
});
