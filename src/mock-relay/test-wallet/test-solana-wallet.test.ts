import { ed25519 } from '@noble/curves/ed25519.js';
import { base58, hex } from '@scure/base';
import { afterEach, describe, expect, it } from 'vitest';
import { installTestWallet } from './install-test-wallet';
import type { TestSolanaWalletStandard } from './test-solana-wallet';
import { rejectionOf, testPage } from './test-utils/test-page';
import type { TestWalletController, TestWalletOptions } from './test-wallet-types';

const seed = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
const installed: TestWalletController[] = [];
afterEach(() => installed.splice(0).forEach((wallet) => wallet.uninstall()));

type Register = (wallet: TestSolanaWalletStandard) => () => void;

/** The app side of the Wallet Standard events, as @wallet-standard/app does it. */
function appRegistry(page: Window) {
  const wallets = new Set<TestSolanaWalletStandard>();
  let unregistered = 0;
  const register: Register = (wallet) => {
    wallets.add(wallet);
    return () => {
      unregistered += 1;
      wallets.delete(wallet);
    };
  };
  return {
    wallets,
    unregistered: () => unregistered,
    listen: () => page.addEventListener('wallet-standard:register-wallet', (event) => (event as CustomEvent<(api: { register: Register }) => void>).detail({ register })),
    ready: () => page.dispatchEvent(new (page as Window & typeof globalThis).CustomEvent('wallet-standard:app-ready', { detail: { register } })),
  };
}

function setUp(options: TestWalletOptions = {}) {
  const page = testPage();
  const app = appRegistry(page);
  app.listen();
  const controller = installTestWallet(page, { ethereum: false, ...options });
  installed.push(controller);
  const wallet = [...app.wallets][0]!;
  return { page, app, controller, wallet };
}

describe('test wallet: Solana (Wallet Standard)', () => {
  it('registers through wallet-standard:register-wallet when the app listens first', () => {
    const { wallet, app } = setUp({ solana: { name: 'Test Solana' } });
    expect(app.wallets.size).toBe(1);
    expect(wallet).toMatchObject({ version: '1.0.0', name: 'Test Solana', chains: ['solana:mainnet', 'solana:devnet'] });
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    expect(Object.keys(wallet.features).sort()).toEqual(['solana:signMessage', 'standard:connect', 'standard:disconnect', 'standard:events']);
    expect(wallet.accounts).toEqual([]);
  });

  it('registers on wallet-standard:app-ready when the app comes after the wallet', () => {
    const page = testPage();
    installed.push(installTestWallet(page, { ethereum: false }));
    const app = appRegistry(page);
    expect(app.wallets.size).toBe(0);
    app.ready();
    expect(app.wallets.size).toBe(1);
  });

  it('connects once per origin (silent connect before that gives no accounts) and signs messages that ed25519 verifies', async () => {
    const { controller, wallet } = setUp({ solana: { accounts: [seed] } });
    const publicKey = ed25519.getPublicKey(hex.decode(seed));
    expect(controller.accounts.solana).toEqual([{ address: base58.encode(publicKey), publicKey: hex.encode(publicKey) }]);
    const changes: unknown[] = [];
    const off = wallet.features['standard:events'].on('change', ({ accounts }) => changes.push(accounts?.map((account) => account.address)));
    expect(await wallet.features['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] });
    expect(controller.requests()).toEqual([]);
    const { accounts } = await wallet.features['standard:connect'].connect();
    expect(accounts).toHaveLength(1);
    const account = accounts[0]!;
    expect(account).toMatchObject({ address: base58.encode(publicKey), chains: ['solana:mainnet', 'solana:devnet'], features: ['solana:signMessage'] });
    expect(account.publicKey).toEqual(publicKey);
    expect(wallet.accounts).toEqual(accounts);
    expect(changes).toEqual([[account.address]]);

    const message = new TextEncoder().encode('{"body":"é"}');
    const [output] = await wallet.features['solana:signMessage'].signMessage({ account, message });
    expect(output!.signedMessage).toEqual(message);
    expect(output!.signature).toHaveLength(64);
    expect(ed25519.verify(output!.signature, message, publicKey)).toBe(true);
    expect(controller.requests().map(({ kind, message: text, outcome }) => [kind, text, outcome])).toEqual([
      ['connect', undefined, 'approved'],
      ['sign', '{"body":"é"}', 'approved'],
    ]);

    await wallet.features['standard:disconnect'].disconnect();
    expect(wallet.accounts).toEqual([]);
    await wallet.features['standard:connect'].connect();
    expect(controller.requests()).toHaveLength(2);
    controller.revokeConnection();
    expect(await wallet.features['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] });
    off();
    expect(changes).toEqual([[account.address], [], [account.address], []]);
  });

  it('rejectNext and manual rejection fail with code 4001; lock with 4100; an account not connected with 4100', async () => {
    const { controller, wallet } = setUp({ solana: { accounts: 2 } });
    controller.rejectNext();
    expect(await rejectionOf(wallet.features['standard:connect'].connect())).toMatchObject({ code: 4001 });
    const { accounts } = await wallet.features['standard:connect'].connect();
    expect(accounts).toHaveLength(2);
    controller.setApproval('manual');
    const signing = wallet.features['solana:signMessage'].signMessage({ account: accounts[1]!, message: new Uint8Array([104, 105]) });
    expect(await controller.waitForPrompt()).toMatchObject({ chain: 'solana', kind: 'sign', message: 'hi', account: accounts[1]!.address });
    controller.reject();
    expect(await rejectionOf(signing)).toMatchObject({ code: 4001 });
    controller.lock();
    expect(await rejectionOf(wallet.features['standard:connect'].connect())).toEqual({ code: 4100, message: 'locked' });
    controller.unlock();
    await wallet.features['standard:disconnect'].disconnect();
    expect(await rejectionOf(wallet.features['solana:signMessage'].signMessage({ account: accounts[0]!, message: new Uint8Array(1) }))).toMatchObject({ code: 4100 });
  });

  it('selectAccount puts the chosen account first and tells the page', async () => {
    const { controller, wallet } = setUp({ solana: { accounts: 2 } });
    const [a, b] = controller.accounts.solana.map((account) => account.address);
    await wallet.features['standard:connect'].connect();
    const changes: unknown[] = [];
    wallet.features['standard:events'].on('change', ({ accounts }) => changes.push(accounts?.map((account) => account.address)));
    controller.selectAccount('solana', 1);
    expect(wallet.accounts.map((account) => account.address)).toEqual([b, a]);
    expect(changes).toEqual([[b, a]]);
  });

  it('uninstall: a change with no accounts, then every app unregisters the wallet; requests answer 4900', async () => {
    const { controller, wallet, app, page } = setUp();
    app.ready();
    expect(app.wallets.size).toBe(1);
    await wallet.features['standard:connect'].connect();
    const changes: unknown[] = [];
    wallet.features['standard:events'].on('change', ({ accounts }) => changes.push(accounts));
    controller.uninstall();
    expect(changes).toEqual([[]]);
    expect(app.unregistered()).toBe(2);
    expect(app.wallets.size).toBe(0);
    expect(wallet.accounts).toEqual([]);
    expect(await rejectionOf(wallet.features['standard:connect'].connect())).toMatchObject({ code: 4900 });
    app.ready();
    expect(app.wallets.size).toBe(0);
    expect(page.loginkitTestWallet).toBeUndefined();
  });
});
