import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { WalletState } from '../core/internal';
import { LoginKitProvider } from './login-kit-provider';
import { createFakeKit, fakeConfig } from './test-utils/test-kits';
import { useWalletLogin } from './use-wallet-login';

const walletConfig = { ...fakeConfig, showWallet: true };
const completing: WalletState = {
  status: 'completing',
  wallet: { id: 'eip6963:fox', chain: 'ethereum', source: 'eip6963', name: 'Fox Wallet' },
  account: { chain: 'ethereum', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
};

describe('useWalletLogin', () => {
  it('cancel stops waiting on the relay: back to the wallet list, without an error', async () => {
    const kit = createFakeKit(walletConfig);
    const wrapper = ({ children }: { children?: ReactNode }) => <LoginKitProvider kit={kit}>{children}</LoginKitProvider>;
    const { result } = renderHook(() => useWalletLogin(), { wrapper });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'idle' }));
    const flow = kit.walletFlows[0];
    if (flow === undefined) throw new Error('no wallet flow');
    act(() => flow.set(completing));
    expect(result.current.state).toBe(completing);
    act(() => result.current.cancel());
    expect(flow.events).toEqual([{ type: 'cancel' }]);
    expect(result.current.state).toEqual({ status: 'idle' });
  });
});
