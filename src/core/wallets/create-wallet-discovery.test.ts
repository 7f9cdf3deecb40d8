// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
// Test-only: the wallets on the page are the test wallet users install too.
// eslint-disable-next-line loginkit/layer-boundaries
import { installTestWallet } from '../../mock-relay/index';
import { checkWalletConnectors } from './check-wallet-connectors';
import { createWalletDiscovery } from './create-wallet-discovery';
import type { StandardWallet } from './solana-connector';
import type { WalletDiscovery } from './wallet-types';

const icon = 'data:image/svg+xml;base64,PHN2Zy8+';
const provider = { request: () => Promise.resolve([]) };
const discoveries: WalletDiscovery[] = [];
const discover = (target: EventTarget & { ethereum?: unknown } = new EventTarget()): WalletDiscovery => {
  const discovery = createWalletDiscovery({ target });
  discoveries.push(discovery);
  return discovery;
};
afterEach(() => {
  for (const discovery of discoveries.splice(0)) discovery.dispose();
});

/** An EIP-6963 wallet on `target`: announces now and whenever the page asks. */
function announceWallet(target: EventTarget, info: Record<string, unknown>, answer = provider): void {
  const announce = (): boolean => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider: answer }) }));
  target.addEventListener('eip6963:requestProvider', announce);
  announce();
}

function solanaWallet(name: string, overrides: Partial<StandardWallet> = {}): StandardWallet {
  return {
    name,
    icon,
    chains: ['solana:mainnet'],
    accounts: [],
    features: { 'standard:connect': { connect: () => Promise.resolve({ accounts: [] }) }, 'solana:signMessage': { signMessage: () => Promise.resolve([]) } },
    ...overrides,
  };
}

/** A Wallet Standard wallet registering itself the way wallets do (register-wallet event, and on app-ready). */
function registerWallet(target: EventTarget, wallet: StandardWallet): () => void {
  let unregister = (): void => undefined;
  const callback = ({ register }: { register(wallet: StandardWallet): () => void }): void => {
    unregister = register(wallet);
  };
  target.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent).detail));
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  return () => unregister();
}

describe('wallet discovery: EIP-6963 (Ethereum)', () => {
  it('asks wallets to announce themselves and lists each once, with name, icon and rdns', () => {
    const target = new EventTarget();
    announceWallet(target, { uuid: 'u-1', name: 'Alpha', icon, rdns: 'com.alpha' }); // before the page listens
    const discovery = discover(target);
    announceWallet(target, { uuid: 'u-2', name: 'Beta', icon, rdns: 'com.beta' }); // after: a wallet that loads late
    target.dispatchEvent(new Event('eip6963:requestProvider')); // asked again: announced again, still listed once
    expect(discovery.getSnapshot().map(({ id, name, rdns, chain, source, icon: shown }) => ({ id, name, rdns, chain, source, icon: shown }))).toEqual([
      { id: 'eip6963:u-1', name: 'Alpha', rdns: 'com.alpha', chain: 'ethereum', source: 'eip6963', icon },
      { id: 'eip6963:u-2', name: 'Beta', rdns: 'com.beta', chain: 'ethereum', source: 'eip6963', icon },
    ]);
    expect(discovery.get('eip6963:u-2')?.name).toBe('Beta');
  });

  it('tells subscribers when a wallet arrives, and keeps the same snapshot otherwise', () => {
    const target = new EventTarget();
    const discovery = discover(target);
    const before = discovery.getSnapshot();
    let calls = 0;
    discovery.subscribe(() => (calls += 1));
    expect(discovery.getSnapshot()).toBe(before);
    announceWallet(target, { uuid: 'u-3', name: 'Gamma', icon, rdns: 'com.gamma' });
    expect(calls).toBe(1);
    expect(discovery.getSnapshot()).toHaveLength(1);
  });

  it('ignores malformed announcements and drops icons that are not data: images', () => {
    const target = new EventTarget();
    const discovery = discover(target);
    announceWallet(target, { uuid: 'u-4', name: '', icon, rdns: 'com.x' });
    announceWallet(target, { uuid: 'u-5', name: 'No provider', icon, rdns: 'com.x' }, {} as typeof provider);
    announceWallet(target, { uuid: 'u-6', name: 'Remote icon', icon: 'https://evil.example/x.svg', rdns: 'com.remote' });
    announceWallet(target, { uuid: 'u-7', name: 'Html icon', icon: 'data:text/html,<script>alert(1)</script>', rdns: 'com.html' });
    expect(discovery.getSnapshot().map((wallet) => [wallet.name, wallet.icon])).toEqual([
      ['Remote icon', undefined],
      ['Html icon', undefined],
    ]);
  });

  it('offers a lone window.ethereum as "Browser wallet" only while no EIP-6963 wallet is there', () => {
    const target = Object.assign(new EventTarget(), { ethereum: provider });
    const discovery = discover(target);
    expect(discovery.getSnapshot().map(({ id, source, name }) => ({ id, source, name }))).toEqual([{ id: 'injected:ethereum', source: 'injected', name: 'Browser wallet' }]);
    announceWallet(target, { uuid: 'u-8', name: 'Alpha', icon, rdns: 'com.alpha' }, provider);
    expect(discovery.getSnapshot().map((wallet) => wallet.id)).toEqual(['eip6963:u-8']);
  });
});

describe('wallet discovery: the Wallet Standard (Solana)', () => {
  it('finds wallets registered before and after the app, and forgets one that unregisters', () => {
    const target = new EventTarget();
    registerWallet(target, solanaWallet('Early'));
    const discovery = discover(target);
    const unregister = registerWallet(target, solanaWallet('Late'));
    expect(discovery.getSnapshot().map(({ id, chain, source }) => ({ id, chain, source }))).toEqual([
      { id: 'wallet-standard:Early', chain: 'solana', source: 'wallet-standard' },
      { id: 'wallet-standard:Late', chain: 'solana', source: 'wallet-standard' },
    ]);
    unregister();
    expect(discovery.getSnapshot().map((wallet) => wallet.name)).toEqual(['Early']);
  });

  it('lists only wallets that can log in here: a Solana chain, standard:connect and solana:signMessage', () => {
    const target = new EventTarget();
    const discovery = discover(target);
    registerWallet(target, solanaWallet('Bitcoin only', { chains: ['bitcoin:mainnet'] }));
    registerWallet(target, solanaWallet('No signMessage', { features: { 'standard:connect': { connect: () => Promise.resolve({ accounts: [] }) } } }));
    registerWallet(target, solanaWallet('Good'));
    expect(discovery.getSnapshot().map((wallet) => wallet.name)).toEqual(['Good']);
  });
});

describe('wallet discovery with the test wallet of loginkit/mock-relay', () => {
  it("finds both of the test wallet's wallets on the page, including when installed after discovery started", () => {
    const discovery = discover(window);
    const controller = installTestWallet(window);
    expect(discovery.getSnapshot().map(({ chain, source }) => ({ chain, source }))).toEqual([
      { chain: 'ethereum', source: 'eip6963' },
      { chain: 'solana', source: 'wallet-standard' },
    ]);
    controller.uninstall();
  });
});

describe("the app's own connectors (walletConnectors option)", () => {
  const bridge = {
    id: 'walletconnect:bridge',
    source: 'walletconnect',
    chain: 'ethereum' as const,
    name: 'WalletConnect',
    connect: () => Promise.resolve([]),
    signMessage: () => Promise.resolve(new Uint8Array(65)),
  };

  it('lists them after the discovered wallets, and finds them by id', () => {
    const target = new EventTarget();
    const discovery = createWalletDiscovery({ target, connectors: [bridge] });
    discoveries.push(discovery);
    announceWallet(target, { uuid: 'u-9', name: 'Alpha', icon, rdns: 'com.alpha' });
    expect(discovery.getSnapshot().map((wallet) => wallet.id)).toEqual(['eip6963:u-9', 'walletconnect:bridge']);
    expect(discovery.get('walletconnect:bridge')).toBe(bridge);
  });

  it('are checked where the kit is created, each bad member named', () => {
    expect(() => checkWalletConnectors({})).toThrow(expect.objectContaining({ details: { field: 'walletConnectors' } }));
    expect(() => checkWalletConnectors([{ ...bridge, chain: 'bitcoin' }])).toThrow(expect.objectContaining({ details: { field: 'walletConnectors[0].chain' } }));
    expect(() => checkWalletConnectors([bridge, { ...bridge }])).toThrow(expect.objectContaining({ details: { field: 'walletConnectors[1].id' } }));
    expect(() => checkWalletConnectors([{ ...bridge, signMessage: 'no' }])).toThrow(expect.objectContaining({ details: { field: 'walletConnectors[0].signMessage' } }));
    expect(checkWalletConnectors(undefined)).toEqual([]);
  });
});
