import { describe, expect, it } from 'vitest';
import { emptyState, parseStoredState } from '../stored-state';
import type { StoredWallet } from './stored-wallet';

const keys = { tlsFetcher: '11'.repeat(32), notarizer: '22'.repeat(32), signer: '33'.repeat(32) };
const wallet: StoredWallet = {
  walletId: 'wallet-1',
  organizationId: 'org-1',
  walletName: 'Main',
  mnemonic: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
  accounts: [
    {
      walletAccountId: 'walletaccount-1',
      curve: 'CURVE_SECP256K1',
      pathFormat: 'PATH_FORMAT_BIP32',
      path: "m/44'/60'/0'/0/0",
      addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
      address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      publicKey: '02'.padEnd(66, 'a'),
      createdAt: 1,
    },
  ],
  exported: false,
  createdAt: 1,
  updatedAt: 1,
};
const withWallet = (patch: (copy: Record<string, unknown> & { accounts: Record<string, unknown>[] }) => void) => {
  const copy = structuredClone(wallet) as unknown as Record<string, unknown> & { accounts: Record<string, unknown>[] };
  patch(copy);
  return { ...emptyState(keys), wallets: { 'wallet-1': copy } };
};

describe('stored wallets', () => {
  it('round-trip through JSON with the state', () => {
    const state = { ...emptyState(keys), wallets: { 'wallet-1': wallet } };
    expect(parseStoredState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it('start empty when a file was written before wallets', () => {
    const { wallets: _wallets, ...older } = emptyState(keys);
    expect(parseStoredState(JSON.parse(JSON.stringify(older)))).toEqual(emptyState(keys));
  });

  it.each([
    [{ ...emptyState(keys), wallets: [] }, 'state.wallets'],
    [withWallet((w) => (w.walletId = 'other')), 'state.wallets.wallet-1.walletId'],
    [withWallet((w) => delete w.walletName), 'state.wallets.wallet-1.walletName'],
    [withWallet((w) => (w.mnemonic = 'abandon abandon abandon')), 'state.wallets.wallet-1.mnemonic'],
    [withWallet((w) => (w.exported = 'no')), 'state.wallets.wallet-1.exported'],
    [withWallet((w) => (w.accounts = {} as never)), 'state.wallets.wallet-1.accounts'],
    [withWallet((w) => (w.accounts[0]!.curve = 'CURVE_P256')), 'state.wallets.wallet-1.accounts[0].curve'],
    [withWallet((w) => (w.accounts[0]!.path = 'm/x')), 'state.wallets.wallet-1.accounts[0].path'],
    [withWallet((w) => (w.accounts[0]!.addressFormat = 'ADDRESS_FORMAT_SOLANA')), 'state.wallets.wallet-1.accounts[0].addressFormat'],
    [withWallet((w) => delete w.accounts[0]!.address), 'state.wallets.wallet-1.accounts[0].address'],
    [withWallet((w) => (w.accounts[0]!.createdAt = '1')), 'state.wallets.wallet-1.accounts[0].createdAt'],
  ])('refuses a malformed wallet, naming the member (%#)', (value, field) => {
    expect(() => parseStoredState(value)).toThrow(expect.objectContaining({ details: { field } }));
  });
});
