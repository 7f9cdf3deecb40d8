import { describe, expect, it } from 'vitest';
import { LoginKitError } from '../../core/errors';
import { fixedTestWalletOptions, resolveTestWalletOptions } from './test-wallet-options';

const key = '11'.repeat(32);

describe('test wallet options', () => {
  it('fills in the defaults: one random account per chain, approve, no window.ethereum', () => {
    const resolved = resolveTestWalletOptions(undefined);
    expect(resolved).toMatchObject({ approval: 'approve', windowEthereum: false, ethereum: { name: 'loginkit test wallet', rdns: 'dev.loginkit.testwallet' }, solana: { name: 'loginkit test wallet' } });
    expect(resolved.ethereum!.privateKeys).toHaveLength(1);
    expect(resolved.solana!.seeds[0]).toHaveLength(32);
  });

  it.each([
    [[], 'options: must be an object'],
    [{ etherium: {} }, 'options.etherium: unknown option (known: ethereum, solana, windowEthereum, approval)'],
    [{ approval: 'yes' }, "options.approval: must be one of 'approve', 'reject', 'manual'"],
    [{ windowEthereum: 'yes' }, 'options.windowEthereum: must be true or false'],
    [{ ethereum: false, windowEthereum: true }, 'options.windowEthereum: needs the Ethereum provider'],
    [{ ethereum: false, solana: false }, 'options: ethereum and solana are both false'],
    [{ ethereum: true }, 'options.ethereum: must be false or an object'],
    [{ ethereum: { accounts: 0 } }, 'options.ethereum.accounts: must be a number of accounts from 1 to 20'],
    [{ ethereum: { accounts: 1.5 } }, 'options.ethereum.accounts: must be a number of accounts from 1 to 20'],
    [{ ethereum: { accounts: [] } }, 'options.ethereum.accounts: must be a number of accounts from 1 to 20, or an array of 1 to 20'],
    [{ ethereum: { accounts: [key, 'abc'] } }, 'options.ethereum.accounts[1]: must be a 32-byte hex secp256k1 private key'],
    [{ ethereum: { accounts: ['00'.repeat(32)] } }, 'options.ethereum.accounts[0]: is not a valid secp256k1 private key'],
    [{ ethereum: { accounts: [key, `0x${key}`] } }, 'options.ethereum.accounts[1]: repeats an earlier secp256k1 private key'],
    [{ ethereum: { rdns: 'wallet' } }, 'options.ethereum.rdns: must be a reverse-DNS name'],
    [{ ethereum: { icon: 'https://example.com/icon.svg' } }, 'options.ethereum.icon: must be a data:image/... URI'],
    [{ ethereum: { name: '' } }, 'options.ethereum.name: must be a non-empty string'],
    [{ ethereum: { chainId: 1 } }, 'options.ethereum.chainId: unknown option (known: accounts, name, rdns, icon)'],
    [{ solana: { accounts: [key.slice(2)] } }, 'options.solana.accounts[0]: must be a 32-byte hex Ed25519 seed'],
    [{ solana: { icon: 'data:image/svg+xml,<svg/>' } }, 'options.solana.icon: must be a data:image/(svg+xml|webp|png|gif);base64,... URI'],
  ])('rejects %j naming the option', (options, message) => {
    let thrown: unknown;
    try {
      resolveTestWalletOptions(options);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(LoginKitError);
    expect((thrown as LoginKitError).code).toBe('invalid_input');
    expect((thrown as LoginKitError).message).toContain(message);
  });

  it('fixedTestWalletOptions makes every key explicit, so that every page gets the same accounts', () => {
    const fixed = fixedTestWalletOptions({ ethereum: { accounts: 2, name: 'E' }, solana: { accounts: [key] }, approval: 'manual' });
    expect(fixed).toMatchObject({ approval: 'manual', ethereum: { name: 'E' }, solana: { accounts: [key] } });
    const accounts = (fixed.ethereum as { accounts: string[] }).accounts;
    expect(accounts).toHaveLength(2);
    expect(accounts[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveTestWalletOptions(fixed)).toEqual(resolveTestWalletOptions(fixed));
    expect(fixedTestWalletOptions({ solana: false })).toMatchObject({ solana: false });
  });
});
