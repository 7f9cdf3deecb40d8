/**
 * Embedded wallets (made by the signup's `signupWallet`) through `kit.account()` against the mock
 * relay: listed, and exported as Turnkey publishes it (export_wallet, export_wallet_account), each
 * bundle checked against the pinned signer key and the organization as export_private_key's.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { base58 } from '@scure/base';
import { beforeEach, describe, expect, it } from 'vitest';
import { toHex } from '../../src/core/encoding/hex';
import type { SignupWallet } from '../../src/core/internal';
import { ethereumAddress } from '../../src/mock-relay/private-keys/private-key-material';
import { completed, createContractHarness, refusal, type ContractHarness } from './contract-harness';

const signupWallet: SignupWallet = {
  walletName: 'Main',
  accounts: [
    { curve: 'CURVE_SECP256K1', pathFormat: 'PATH_FORMAT_BIP32', path: "m/44'/60'/0'/0/0", addressFormat: 'ADDRESS_FORMAT_ETHEREUM' },
    { curve: 'CURVE_ED25519', pathFormat: 'PATH_FORMAT_BIP32', path: "m/44'/501'/0'/0'", addressFormat: 'ADDRESS_FORMAT_SOLANA' },
  ],
};

let h: ContractHarness;

beforeEach(async () => {
  h = await createContractHarness({}, { signupWallet });
});

describe('list_wallets', () => {
  it('reads the wallet the signup made, typed as published (never the mnemonic)', async () => {
    const wallets = await h.account.getWallets();
    expect(wallets).toEqual([
      { walletId: expect.stringMatching(/^wallet-/), walletName: 'Main', exported: false, imported: false, createdAt: expect.any(Object), updatedAt: expect.any(Object) },
    ]);
  });
});

describe('list_wallet_accounts', () => {
  it("reads one wallet's accounts, and every account without walletId", async () => {
    const [wallet] = await h.account.getWallets();
    const accounts = await h.account.getWalletAccounts({ walletId: wallet!.walletId });
    expect(accounts.map(({ curve, path, addressFormat }) => ({ curve, path, addressFormat }))).toEqual(signupWallet.accounts.map(({ curve, path, addressFormat }) => ({ curve, path, addressFormat })));
    expect(accounts[0]).toMatchObject({ walletId: wallet!.walletId, organizationId: h.session.organizationId, address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) });
    expect(await h.account.getWalletAccounts()).toEqual(accounts);
  });
});

describe('export_wallet', () => {
  it('returns the mnemonic the accounts derive from; the wallet then reads as exported', async () => {
    const [wallet] = await h.account.getWallets();
    const accounts = await h.account.getWalletAccounts({ walletId: wallet!.walletId });
    const result = completed(await h.account.exportWallet({ walletId: wallet!.walletId }));
    expect(result.walletId).toBe(wallet!.walletId);
    expect(validateMnemonic(result.mnemonic, wordlist)).toBe(true);
    expect(result.passphrase).toBeUndefined();
    const key = HDKey.fromMasterSeed(mnemonicToSeedSync(result.mnemonic)).derive(accounts[0]!.path);
    expect(ethereumAddress(secp256k1.getPublicKey(key.privateKey!, false))).toBe(accounts[0]!.address);
    expect((await h.account.getWallets())[0]).toMatchObject({ exported: true });
  });

  it("another organization's wallet is not_found", async () => {
    expect(await refusal(() => h.account.exportWallet({ walletId: 'wallet-not-ours' }))).toMatchObject({ code: 'not_found' });
  });
});

describe('export_wallet_account', () => {
  it.each([
    [0, (secret: Uint8Array) => ethereumAddress(secp256k1.getPublicKey(secret, false))],
    [1, (secret: Uint8Array) => base58.encode(ed25519.getPublicKey(secret))],
  ] as const)('account %i: the decrypted key is the one behind its address', async (index, addressOf) => {
    const [account] = (await h.account.getWalletAccounts()).slice(index);
    const result = completed(await h.account.exportWalletAccount({ address: account!.address }));
    expect(result.address).toBe(account!.address);
    expect(result.privateKey).toHaveLength(32);
    expect(addressOf(result.privateKey)).toBe(account!.address);
    expect(toHex(result.privateKey)).not.toBe('00'.repeat(32));
  });

  it('an address of no account of the organization is not_found', async () => {
    expect(await refusal(() => h.account.exportWalletAccount({ address: '0x0000000000000000000000000000000000000001' }))).toMatchObject({ code: 'not_found' });
  });
});
