// @vitest-environment happy-dom
import { ed25519 } from '@noble/curves/ed25519.js';
import { afterEach, describe, expect, it } from 'vitest';
// Test-only: the wallets on the page are the test wallet users install too.
// eslint-disable-next-line loginkit/layer-boundaries
import { installTestWallet, type TestWalletController } from '../../mock-relay/index';
import { ethereumAddress, recoverEthereumPublicKey } from '../crypto/wallet-stamp';
import { fromHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { createWalletDiscovery } from './create-wallet-discovery';
import { createEthereumConnector } from './ethereum-connector';
import type { WalletConnector, WalletDiscovery } from './wallet-types';

let controller: TestWalletController | undefined;
let discovery: WalletDiscovery | undefined;
afterEach(() => {
  controller?.uninstall();
  discovery?.dispose();
  controller = discovery = undefined;
});

function testWallets(options: Parameters<typeof installTestWallet>[1] = {}): { ethereum: WalletConnector; solana: WalletConnector; wallet: TestWalletController } {
  controller = installTestWallet(window, options);
  discovery = createWalletDiscovery({ target: window });
  const [ethereum, solana] = discovery.getSnapshot();
  return { ethereum: ethereum!, solana: solana!, wallet: controller };
}

const failing = (error: unknown): WalletConnector =>
  createEthereumConnector({ id: 'eip6963:x', source: 'eip6963', name: 'Fake' }, { request: () => Promise.reject(error) });
const answering = (answer: unknown): WalletConnector =>
  createEthereumConnector({ id: 'eip6963:x', source: 'eip6963', name: 'Fake' }, { request: () => Promise.resolve(answer) });

describe('the Ethereum connector (EIP-1193)', () => {
  it("connects to the wallet's selected account and signs with personal_sign (r‖s‖v of the account)", async () => {
    const { ethereum, wallet } = testWallets();
    const [account] = await ethereum.connect();
    expect(account).toEqual({ chain: 'ethereum', address: wallet.accounts.ethereum[0]!.address });
    const message = utf8Encode('{"type":"ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2"}');
    const signature = await ethereum.signMessage(account!, message);
    expect(signature).toHaveLength(65);
    expect(ethereumAddress(recoverEthereumPublicKey(message, signature))).toBe(account!.address);
    expect(wallet.requests().map(({ kind, outcome, message: shown }) => ({ kind, outcome, shown }))).toEqual([
      { kind: 'connect', outcome: 'approved', shown: undefined },
      { kind: 'sign', outcome: 'approved', shown: '{"type":"ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2"}' },
    ]);
  });

  it("connects to the wallet's selected account, and asks the wallet for another with wallet_requestPermissions", async () => {
    const { ethereum, wallet } = testWallets({ ethereum: { accounts: 2 } });
    const [first, second] = wallet.accounts.ethereum;
    await expect(ethereum.connect()).resolves.toEqual([{ chain: 'ethereum', address: first!.address }]);
    await expect(ethereum.requestOtherAccounts!()).resolves.toEqual([{ chain: 'ethereum', address: second!.address }]);
    expect(wallet.requests().map((request) => [request.kind, request.account])).toEqual([
      ['connect', first!.address],
      ['connect', second!.address],
    ]);
  });

  it.each([
    [{ code: 4001, message: 'User rejected the request.' }, 'wallet_rejected'],
    [{ code: 4100, message: 'Unauthorized' }, 'wallet_locked'],
    [{ code: -32002, message: 'Request of type eth_requestAccounts already pending' }, 'wallet_pending'],
    [{ code: 4900, message: 'Disconnected' }, 'wallet_unavailable'],
    [{ code: 4200, message: 'Unsupported method' }, 'wallet_unavailable'],
    [new Error('something odd'), 'wallet_unavailable'],
  ])('turns the wallet error %o into %s, naming the wallet and the request', async (error, code) => {
    await expect(failing(error).connect()).rejects.toMatchObject({ code, details: { wallet: 'Fake', request: 'eth_requestAccounts' } });
  });

  it('reads an empty account list as a locked wallet, and refuses answers that are not addresses or signatures', async () => {
    await expect(answering([]).connect()).rejects.toMatchObject({ code: 'wallet_locked' });
    await expect(answering(['not-an-address']).connect()).rejects.toMatchObject({ code: 'wallet_unavailable' });
    const account = { chain: 'ethereum' as const, address: `0x${'1'.repeat(40)}` };
    await expect(answering('0x1234').signMessage(account, new Uint8Array([1]))).rejects.toMatchObject({ code: 'wallet_unavailable', details: { request: 'personal_sign' } });
  });

  it("maps the test wallet's rejection and lock as a real wallet's", async () => {
    const { ethereum, wallet } = testWallets();
    wallet.rejectNext();
    await expect(ethereum.connect()).rejects.toMatchObject({ code: 'wallet_rejected' });
    wallet.lock();
    await expect(ethereum.connect()).rejects.toMatchObject({ code: 'wallet_locked' });
    wallet.unlock();
    await expect(ethereum.connect()).resolves.toHaveLength(1);
  });
});

describe('the Solana connector (Wallet Standard)', () => {
  it('connects to accounts with their 32-byte keys and signs with solana:signMessage', async () => {
    const { solana, wallet } = testWallets();
    const [account] = await solana.connect();
    expect(account).toMatchObject({ chain: 'solana', address: wallet.accounts.solana[0]!.address });
    expect(account!.publicKey).toEqual(fromHex(wallet.accounts.solana[0]!.publicKey));
    const message = utf8Encode('log in');
    const signature = await solana.signMessage(account!, message);
    expect(ed25519.verify(signature, message, account!.publicKey!)).toBe(true);
  });

  it('reads a rejection in the wallet as wallet_rejected, and an uninstalled wallet as gone', async () => {
    const { solana, wallet } = testWallets();
    const [account] = await solana.connect();
    wallet.rejectNext();
    await expect(solana.signMessage(account!, new Uint8Array([1]))).rejects.toMatchObject({ code: 'wallet_rejected', details: { request: 'solana:signMessage' } });
    wallet.uninstall();
    await expect(solana.signMessage(account!, new Uint8Array([1]))).rejects.toMatchObject({ code: expect.stringMatching(/^wallet_(unavailable|locked)$/) });
  });
});
