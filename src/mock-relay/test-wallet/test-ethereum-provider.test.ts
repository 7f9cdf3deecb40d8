import { recoverMessageAddress, recoverPublicKey, hashMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { afterEach, describe, expect, it } from 'vitest';
import { installTestWallet } from './install-test-wallet';
import type { TestEthereumProvider } from './test-ethereum-provider';
import { rejectionOf, testPage } from './test-utils/test-page';
import type { TestWalletController } from './test-wallet-types';

const key1 = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const key2 = '0x' + '11'.repeat(32);
const installed: TestWalletController[] = [];
afterEach(() => installed.splice(0).forEach((wallet) => wallet.uninstall()));

interface Announcement {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: TestEthereumProvider;
}

/** Installs on a fresh page, with the page listening to EIP-6963 announcements from the start. */
function setUp(options: Parameters<typeof installTestWallet>[1] = {}) {
  const page = testPage();
  const announcements: Announcement[] = [];
  page.addEventListener('eip6963:announceProvider', (event) => announcements.push((event as CustomEvent<Announcement>).detail));
  const wallet = installTestWallet(page, { solana: false, ...options });
  installed.push(wallet);
  const provider = announcements[0]!.provider;
  return { page, wallet, provider, announcements };
}

describe('test wallet: Ethereum (EIP-6963, EIP-1193)', () => {
  it('announces once at install and answers every eip6963:requestProvider with the same frozen detail', () => {
    const { page, wallet, announcements } = setUp({ ethereum: { name: 'Test', rdns: 'com.example.test' } });
    expect(page.loginkitTestWallet).toBe(wallet);
    expect(announcements).toHaveLength(1);
    page.dispatchEvent(new page.Event('eip6963:requestProvider'));
    page.dispatchEvent(new page.Event('eip6963:requestProvider'));
    expect(announcements).toHaveLength(3);
    const [first, , third] = announcements;
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first!.info)).toBe(true);
    expect(third!.provider).toBe(first!.provider);
    expect(third!.info).toEqual(first!.info);
    expect(first!.info).toMatchObject({ name: 'Test', rdns: 'com.example.test' });
    expect(first!.info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first!.info.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(first!.info.icon.split(',')[1]!)).toContain('<svg');
  });

  it('connects once per origin: eth_requestAccounts prompts the first time only, until revokeConnection', async () => {
    const { wallet, provider } = setUp({ ethereum: { accounts: [key1] } });
    const changes: unknown[] = [];
    provider.on('accountsChanged', (accounts) => changes.push(accounts));
    const address = privateKeyToAccount(key1).address;
    expect(wallet.accounts.ethereum).toEqual([{ address, publicKey: hex.encode(secp256k1.getPublicKey(hex.decode(key1.slice(2)), true)) }]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1');
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address]);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address]);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address]);
    expect(wallet.requests()).toEqual([{ id: 1, chain: 'ethereum', kind: 'connect', account: address, outcome: 'approved' }]);
    expect(changes).toEqual([[address]]);
    wallet.revokeConnection();
    expect(changes).toEqual([[address], []]);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    await provider.request({ method: 'eth_requestAccounts' });
    expect(wallet.requests()).toHaveLength(2);
  });

  it('personal_sign of 0x-hex bytes and of plain text equals viem signMessage, and recovers to the account', async () => {
    const { wallet, provider } = setUp({ ethereum: { accounts: [key1] } });
    const viemAccount = privateKeyToAccount(key1);
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
    const text = '{"organizationId":"org","parameters":{"é":"✓"}}';
    const bytes = new TextEncoder().encode(text);
    const fromText = (await provider.request({ method: 'personal_sign', params: [text, address] })) as `0x${string}`;
    const fromHex = (await provider.request({ method: 'personal_sign', params: [`0x${hex.encode(bytes)}`, address] })) as `0x${string}`;
    expect(fromText).toBe(await viemAccount.signMessage({ message: text }));
    expect(fromHex).toBe(fromText);
    expect(fromText).toMatch(/^0x[0-9a-f]{128}(1b|1c)$/);
    expect(await recoverMessageAddress({ message: text, signature: fromText })).toBe(viemAccount.address);
    const recovered = await recoverPublicKey({ hash: hashMessage(text), signature: fromText });
    // What the relay registers: the compressed key recovered from the signature (protocol.md section 13).
    expect(hex.encode(secp256k1.Point.fromHex(recovered.slice(2)).toBytes(true))).toBe(wallet.accounts.ethereum[0]!.publicKey);
    // Raw bytes that are not UTF-8 sign as bytes.
    const raw = new Uint8Array([0xff, 0x00, 0x80]);
    const rawSignature = await provider.request({ method: 'personal_sign', params: ['0xff0080', address!.toLowerCase()] });
    expect(rawSignature).toBe(await viemAccount.signMessage({ message: { raw } }));
  });

  it('personal_sign records a sign prompt with the UTF-8 text and refuses an address the page is not connected to (4100)', async () => {
    const { wallet, provider } = setUp({ ethereum: { accounts: [key1, key2] } });
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
    await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] });
    expect(wallet.requests()[1]).toMatchObject({ chain: 'ethereum', kind: 'sign', message: 'hello', account: address, outcome: 'approved' });
    const other = wallet.accounts.ethereum[1]!.address;
    expect(await rejectionOf(provider.request({ method: 'personal_sign', params: ['hi', other] }))).toMatchObject({ code: 4100 });
  });

  it('rejectNext rejects the next prompt only with 4001; approval "reject" rejects every prompt', async () => {
    const { wallet, provider } = setUp();
    wallet.rejectNext();
    expect(await rejectionOf(provider.request({ method: 'eth_requestAccounts' }))).toEqual({ code: 4001, message: 'User rejected the request.' });
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
    wallet.approval = 'reject';
    expect(await rejectionOf(provider.request({ method: 'personal_sign', params: ['hi', address] }))).toMatchObject({ code: 4001 });
    wallet.setApproval('approve');
    await provider.request({ method: 'personal_sign', params: ['hi', address] });
    expect(wallet.requests().map((request) => request.outcome)).toEqual(['rejected', 'approved', 'rejected', 'approved']);
    expect(() => wallet.setApproval('maybe' as 'approve')).toThrow(/approval: must be one of 'approve', 'reject', 'manual'/);
  });

  it('manual mode: prompts wait in pending() until approve(id) or reject(id)', async () => {
    const { wallet, provider } = setUp({ approval: 'manual' });
    const connecting = provider.request({ method: 'eth_requestAccounts' });
    const prompt = await wallet.waitForPrompt();
    expect(wallet.pending()).toEqual([prompt]);
    expect(prompt).toMatchObject({ chain: 'ethereum', kind: 'connect' });
    wallet.approve(prompt.id);
    const [address] = (await connecting) as string[];
    const signing = provider.request({ method: 'personal_sign', params: ['sign me', address] });
    const signPrompt = await wallet.waitForPrompt();
    expect(signPrompt).toMatchObject({ kind: 'sign', message: 'sign me', account: address });
    wallet.reject();
    expect(await rejectionOf(signing)).toMatchObject({ code: 4001 });
    expect(wallet.pending()).toEqual([]);
    expect(() => wallet.approve()).toThrow(/no open prompt/);
    expect(() => wallet.reject(99)).toThrow(/no open prompt with id 99/);
  });

  it('locked: connect and sign fail with 4100 "locked", eth_accounts is empty; unlock restores them', async () => {
    const { wallet, provider } = setUp();
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
    const changes: unknown[] = [];
    provider.on('accountsChanged', (accounts) => changes.push(accounts));
    wallet.lock();
    expect(wallet.locked).toBe(true);
    expect(await rejectionOf(provider.request({ method: 'eth_requestAccounts' }))).toEqual({ code: 4100, message: 'locked' });
    expect(await rejectionOf(provider.request({ method: 'personal_sign', params: ['hi', address] }))).toEqual({ code: 4100, message: 'locked' });
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    wallet.unlock();
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address]);
    expect(changes).toEqual([[], [address]]);
  });

  it('wallet_requestPermissions lets the person pick the next account; selectAccount switches it', async () => {
    const { wallet, provider } = setUp({ ethereum: { accounts: [key1, key2] } });
    const [a, b] = wallet.accounts.ethereum.map((account) => account.address);
    const changes: unknown[] = [];
    provider.on('accountsChanged', (accounts) => changes.push(accounts));
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([a]);
    const permissions = await provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] });
    expect(permissions).toMatchObject([{ parentCapability: 'eth_accounts' }]);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([b]);
    wallet.selectAccount('ethereum', a!.toLowerCase());
    expect(changes).toEqual([[a], [b], [a]]);
    expect(wallet.requests().filter((request) => request.kind === 'connect')).toHaveLength(2);
    expect(() => wallet.selectAccount('ethereum', 5)).toThrow(/account: 5 is no ethereum account/);
  });

  it('answers an unknown method with 4200 and bad params with -32602', async () => {
    const { provider } = setUp();
    expect(await rejectionOf(provider.request({ method: 'eth_sendTransaction', params: [] }))).toMatchObject({ code: 4200 });
    expect(await rejectionOf(provider.request({ method: 'personal_sign', params: [] }))).toMatchObject({ code: -32602 });
  });

  it('uninstall: the provider answers 4900, emits disconnect, stops announcing, and window.ethereum goes', async () => {
    const { page, wallet, provider, announcements } = setUp({ windowEthereum: true, approval: 'manual' });
    expect((page as unknown as { ethereum: unknown }).ethereum).toBe(provider);
    const disconnects: unknown[] = [];
    provider.on('disconnect', (error) => disconnects.push(error));
    const open = provider.request({ method: 'eth_requestAccounts' });
    await wallet.waitForPrompt();
    wallet.uninstall();
    expect(await rejectionOf(open)).toMatchObject({ code: 4900 });
    expect(await rejectionOf(provider.request({ method: 'eth_chainId' }))).toMatchObject({ code: 4900 });
    expect(disconnects).toMatchObject([{ code: 4900 }]);
    expect(wallet.requests()[0]!.outcome).toBe('cancelled');
    page.dispatchEvent(new page.Event('eip6963:requestProvider'));
    expect(announcements).toHaveLength(1);
    expect('ethereum' in page).toBe(false);
    expect(page.loginkitTestWallet).toBeUndefined();
    // Installable again once uninstalled; not twice at once.
    installed.push(installTestWallet(page, { solana: false }));
    expect(() => installTestWallet(page)).toThrow(/target: a test wallet is already installed/);
  });

  it('the same private key gives the same account; no keys gives a random one each install', () => {
    const first = setUp({ ethereum: { accounts: [key1.slice(2)] } }).wallet.accounts.ethereum;
    const second = setUp({ ethereum: { accounts: [key1.toUpperCase().replace('0X', '0x')] } }).wallet.accounts.ethereum;
    expect(second).toEqual(first);
    const random = [setUp({ ethereum: { accounts: 2 } }), setUp()].flatMap(({ wallet }) => wallet.accounts.ethereum.map((account) => account.address));
    expect(new Set(random).size).toBe(3);
  });
});
