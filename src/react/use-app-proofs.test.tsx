import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AppProofResult, LoginKit, LoginKitOptions } from '../core/internal';
import { LoginKitProvider } from './login-kit-provider';
import { createFakeKit, createTestRelay, fakeSession, kitOptionsFor, latestCode } from './test-utils/test-kits';
import { useAppProofs } from './use-app-proofs';
import { useOtpLogin } from './use-otp-login';

const withKit = (kit: LoginKit) =>
  function Wrapper({ children }: { children?: ReactNode }) {
    return <LoginKitProvider kit={kit}>{children}</LoginKitProvider>;
  };
const withOptions = (options: LoginKitOptions) =>
  function Wrapper({ children }: { children?: ReactNode }) {
    return <LoginKitProvider options={options}>{children}</LoginKitProvider>;
  };

const verified = (organizationId: string): AppProofResult => ({ status: 'verified', organizationId, proofs: [], claims: [], checkedAt: 1 });

describe('useAppProofs', () => {
  it('is the latest result about the logged-in account, and nothing when signed out or about another account', () => {
    const kit = createFakeKit();
    const { result } = renderHook(() => useAppProofs(), { wrapper: withKit(kit) });
    expect(result.current).toBeUndefined();

    act(() => kit.setSession({ status: 'signedIn', session: fakeSession }));
    const mine = verified(fakeSession.organizationId);
    act(() => kit.setAppProofs(mine));
    expect(result.current).toBe(mine);

    act(() => kit.setAppProofs(verified('another-organization')));
    expect(result.current).toBeUndefined();

    act(() => kit.setAppProofs(mine));
    act(() => kit.setSession({ status: 'signedOut', reason: 'logout' }));
    expect(result.current).toBeUndefined();
  });

  it('after a signup with a wallet against the mock relay: verified once checked in the background', async () => {
    const relay = createTestRelay();
    const root = await (await relay.fetch(new Request('http://relay.test/__mock/proofs/root'))).text();
    const options = kitOptionsFor(relay, {
      signupWallet: { walletName: 'w', accounts: [{ curve: 'CURVE_SECP256K1', pathFormat: 'PATH_FORMAT_BIP32', path: "m/44'/60'/0'/0/0", addressFormat: 'ADDRESS_FORMAT_ETHEREUM' }] },
      appProofs: { enclaveRoot: root },
    });
    const { result } = renderHook(() => ({ otp: useOtpLogin(), proofs: useAppProofs() }), { wrapper: withOptions(options) });
    await waitFor(() => expect(result.current.otp.state?.status).toBe('enteringContact'));
    act(() => result.current.otp.setContact('hook-proofs@example.com'));
    act(() => result.current.otp.submitContact());
    await waitFor(() => expect(result.current.otp.state?.status).toBe('enteringCode'));
    act(() => result.current.otp.setCode(latestCode(relay, 'hook-proofs@example.com')));
    act(() => result.current.otp.submitCode());

    await waitFor(() => expect(result.current.proofs?.status).toBe('verified'), { timeout: 30_000 });
    const state = result.current.otp.state;
    expect(result.current.proofs?.organizationId).toBe(state?.status === 'success' ? state.session.organizationId : 'none');
    expect(result.current.proofs?.claims).toHaveLength(1);
  });
});
