/**
 * Shared setup of the passkey integration tests: the real client, crypto and key store against
 * the real mock relay handler (which verifies every WebAuthn registration and assertion with
 * @simplewebauthn/server). Only the browser's WebAuthn is a stand-in: a test file stubs
 * @simplewebauthn/browser with `passkeyBrowserStub` (passkey-browser-stub.ts), whose
 * startRegistration / startAuthentication answer with the current software passkey device.
 */
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { createKeyStore, createLoginKit, type Flow, type LoginKit, type LoginKitRelayOptions, type LoginKitCommonOptions, type PasskeyEvent, type PasskeyState } from '../../src/core/internal';
import { createMockRelay, type RelayConfig } from '../../src/mock-relay/index';
import { passkeyBrowser } from './passkey-browser-stub';
import { SoftwarePasskeyDevice } from './software-passkey-device';

const currentDevice = (): SoftwarePasskeyDevice => {
  if (passkeyBrowser.device === undefined) throw new Error('no passkey device: call usePasskeyDevice() in the test file');
  return passkeyBrowser.device;
};

/** Every kit made, disposed after each test (kits share the cross-tab channel). */
const kits: LoginKit[] = [];
let runs = 0;

/** A fresh device (and WebAuthn "available") for each test; kits disposed after it. */
export function usePasskeyDevice(): void {
  beforeEach(() => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    passkeyBrowser.device = new SoftwarePasskeyDevice(origin);
  });
  afterEach(() => {
    for (const kit of kits.splice(0)) kit.dispose();
    passkeyBrowser.device = undefined;
    vi.unstubAllGlobals();
  });
}

/** Disposes `kit` after the test. */
export function disposeAfterTest(kit: LoginKit): LoginKit {
  kits.push(kit);
  return kit;
}

export const origin = 'https://app.test';
export const rpId = 'app.test';

export interface Sent {
  url: string;
  path: string;
  body: Record<string, unknown>;
  headers: Headers;
}

export function setupPasskeyKit(config: Partial<RelayConfig> = {}, options: Partial<LoginKitRelayOptions & LoginKitCommonOptions> = {}) {
  const relay = createMockRelay({ config: { enabledProviders: ['email', 'passkey'], showPasskey: true, ...config }, defaultOrigin: origin });
  const storage = new Map<string, string>();
  Object.defineProperty(globalThis, 'localStorage', {
    value: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
      clear: () => storage.clear(),
      key: (i: number) => [...storage.keys()][i] ?? null,
      get length() {
        return storage.size;
      },
    } satisfies Storage,
    configurable: true,
  });
  const indexedDB = new IDBFactory();
  const sent: Sent[] = [];
  /** Requests to these paths wait until the returned release is called. */
  const gates = new Map<string, Promise<void>>();
  const gate = (path: string): (() => void) => {
    let release = (): void => undefined;
    gates.set(path, new Promise<void>((resolve) => (release = resolve)));
    return release;
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    sent.push({ url: request.url, path, body: JSON.parse((await request.clone().text()) || '{}'), headers: request.headers });
    const response = await relay.fetch(request);
    await gates.get(path);
    return response;
  };
  runs += 1;
  const kit = createLoginKit({
    authProxyUrl: 'http://relay.test',
    authProxyConfigId: relay.config.configId,
    trustedKeys: relay.keys,
    indexedDB,
    fetch,
    rpId,
    storageKey: `passkey-test-${runs}`,
    ...options,
  });
  disposeAfterTest(kit);
  const keys = createKeyStore({ indexedDB });
  return { relay, kit, keys, sent, gate, device: currentDevice() };
}

export async function until(flow: Flow<PasskeyState, PasskeyEvent>, done: (state: PasskeyState) => boolean): Promise<PasskeyState> {
  if (done(flow.getSnapshot())) return flow.getSnapshot();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still ${JSON.stringify(flow.getSnapshot())}`)), 30_000); // a hang guard, not a speed limit (the machine may be busy)
    const stop = flow.subscribe(() => {
      if (!done(flow.getSnapshot())) return;
      clearTimeout(timer);
      stop();
      resolve(flow.getSnapshot());
    });
  });
}
export const settled = (state: PasskeyState): boolean => ['success', 'failed', 'cancelled'].includes(state.status);

/** A passkey flow, once it is ready to open a prompt at once (support no longer `checking`). */
export async function readyFlow(kit: LoginKit): Promise<Flow<PasskeyState, PasskeyEvent>> {
  const flow = kit.createPasskeyFlow(await kit.loadConfig());
  await until(flow, (state) => state.support.status !== 'checking');
  return flow;
}

export async function signUp(kit: LoginKit, device: SoftwarePasskeyDevice, userName = 'Ada') {
  const flow = await readyFlow(kit);
  flow.send({ type: 'startSignup' });
  flow.send({ type: 'setUserName', userName });
  const prompts = device.prompts.length;
  flow.send({ type: 'createPasskey' });
  expect(device.prompts.length).toBe(prompts + 1); // opened inside send: the click's call stack
  return { flow, state: await until(flow, settled) };
}

export async function logIn(kit: LoginKit, device: SoftwarePasskeyDevice) {
  const flow = await readyFlow(kit);
  const prompts = device.prompts.length;
  flow.send({ type: 'login' });
  expect(device.prompts.length).toBe(prompts + 1);
  return { flow, state: await until(flow, settled) };
}

export const sessionOf = (state: PasskeyState) => {
  if (state.status !== 'success') throw new Error(`expected success, got ${JSON.stringify(state)}`);
  return state.session;
};
