import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoginKit, type LoginKit, type LoginKitOptions, type OtpState } from '../../src/core/internal';
import { createMockRelay, type MockRelay } from '../../src/mock-relay/index';
import { readCode } from '../../src/testing/index';

/** The `mockRelay` option: one line instead of fetching the relay's keys before rendering. */

const relayUrl = 'http://127.0.0.1:8787';

function stubLocalStorage(): void {
  const storage = new Map<string, string>();
  const stub = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
    clear: () => storage.clear(),
    key: (i: number) => [...storage.keys()][i] ?? null,
    get length() {
      return storage.size;
    },
  } satisfies Storage;
  Object.defineProperty(globalThis, 'localStorage', { value: stub, configurable: true });
}

/** The relay "running at" relayUrl: requests to it go to an in-process relay, and their paths are noted. */
function relayAtUrl(relay: MockRelay = createMockRelay()) {
  const paths: string[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    paths.push(new URL(request.url).pathname);
    return relay.fetch(request);
  };
  return { relay, paths, fetch };
}

async function until(flow: { getSnapshot(): OtpState; subscribe(l: () => void): () => void }, statuses: OtpState['status'][]): Promise<OtpState> {
  if (statuses.includes(flow.getSnapshot().status)) return flow.getSnapshot();
  return new Promise((resolve) => {
    const stop = flow.subscribe(() => {
      if (!statuses.includes(flow.getSnapshot().status)) return;
      stop();
      resolve(flow.getSnapshot());
    });
  });
}

async function logIn(kit: LoginKit, relay: MockRelay, email: string): Promise<OtpState> {
  const flow = kit.createOtpFlow(await kit.loadConfig(), { channel: 'email' });
  flow.send({ type: 'setContact', contact: email });
  flow.send({ type: 'submitContact' });
  await until(flow, ['enteringCode', 'failed']);
  flow.send({ type: 'setCode', code: await readCode(relay, email) });
  flow.send({ type: 'submitCode' });
  return until(flow, ['success', 'failed', 'codeInvalid']);
}

const kits: LoginKit[] = [];
const make = (options: LoginKitOptions): LoginKit => {
  const kit = createLoginKit({ indexedDB: new IDBFactory(), onWarning: () => undefined, ...options } as LoginKitOptions);
  kits.push(kit);
  return kit;
};

beforeEach(() => stubLocalStorage());
afterEach(() => {
  for (const kit of kits.splice(0)) kit.dispose();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('mockRelay: a running mock relay by its URL', () => {
  it("fetches the relay's keys before its first request, and a login is checked with them", async () => {
    const { relay, paths, fetch } = relayAtUrl();
    const kit = make({ authProxyConfigId: 'mock-config', mockRelay: relayUrl, fetch });
    expect(kit.options.authProxyUrl).toBe(relayUrl);
    expect(paths).toEqual([]); // nothing at creation

    const state = await logIn(kit, relay, 'ada@example.com');
    expect(state.status).toBe('success');
    expect(paths.slice(0, 2).sort()).toEqual(['/__mock/keys', '/__mock/proofs/root']);
    expect(paths.indexOf('/v1/wallet_kit_config')).toBeGreaterThan(1);
  });

  it("restores a stored session after a reload, checked with the relay's keys once they have loaded", async () => {
    const { relay, fetch } = relayAtUrl();
    const indexedDB = new IDBFactory();
    const first = make({ authProxyConfigId: 'mock-config', mockRelay: relayUrl, fetch, indexedDB });
    expect((await logIn(first, relay, 'grace@example.com')).status).toBe('success');

    const reloaded = make({ authProxyConfigId: 'mock-config', mockRelay: relayUrl, fetch, indexedDB });
    const restored = await reloaded.restoreSession();
    expect(restored.status === 'signedIn' && restored.session.contact).toBe('grace@example.com');
  });

  it('names the relay in the console when it cannot be reached, and tries again on the next request', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetch } = relayAtUrl();
    let up = false;
    const kit = make({ authProxyConfigId: 'mock-config', mockRelay: relayUrl, fetch: (input, init) => (up ? fetch(input, init) : Promise.reject(new TypeError('Failed to fetch'))) });
    await expect(kit.loadConfig()).rejects.toMatchObject({ code: 'network', details: { field: 'mockRelay' } });
    expect(String(error.mock.calls[0]?.[0])).toContain(`could not get the mock relay's keys at ${relayUrl}`);
    up = true;
    await expect(kit.loadConfig()).resolves.toMatchObject({ otpChannels: expect.any(Array) });
  });
});

describe('mockRelay: a relay in the page', () => {
  it('loads loginkit/mock-relay and makes a relay with the kit’s config id', async () => {
    const kit = make({ authProxyConfigId: 'my-app', mockRelay: () => import('../../src/mock-relay/index') });
    await expect(kit.loadConfig()).resolves.toMatchObject({ otpChannels: expect.any(Array) });
  });

  it('takes a relay the loader made, and logs in against it', async () => {
    const relay = createMockRelay();
    const kit = make({ authProxyConfigId: 'mock-config', mockRelay: async () => relay });
    expect((await logIn(kit, relay, 'alan@example.com')).status).toBe('success');
  });
});

describe('mockRelay: refusals', () => {
  it('is refused on a page that is not local, with one console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('location', { hostname: 'app.example.com', origin: 'https://app.example.com', href: 'https://app.example.com/' });
    const kit = make({ authProxyConfigId: 'mock-config', mockRelay: relayUrl, fetch: relayAtUrl().fetch });
    await expect(kit.loadConfig()).rejects.toMatchObject({ code: 'origin_not_allowed', details: { field: 'mockRelay', origin: 'https://app.example.com' } });
    await expect(kit.restoreSession()).rejects.toMatchObject({ code: 'origin_not_allowed' });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/mockRelay is for development only, and this page \(https:\/\/app\.example\.com\) is not local/);
  });

  it.each(['localhost', 'app.localhost', '127.0.0.1', '[::1]'])('is used on %s', async (hostname) => {
    vi.stubGlobal('location', { hostname, origin: `http://${hostname}:5173`, href: `http://${hostname}:5173/` });
    const kit = make({ authProxyConfigId: 'mock-config', mockRelay: relayUrl, fetch: relayAtUrl().fetch });
    await expect(kit.loadConfig()).resolves.toBeDefined();
  });

  it('cannot be combined with trustedKeys or authProxyUrl (nor an in-page relay with fetch)', async () => {
    const relay = createMockRelay();
    const mixed = [
      { mockRelay: relayUrl, trustedKeys: relay.keys },
      { mockRelay: relayUrl, authProxyUrl: relayUrl },
      { mockRelay: async () => relay, fetch: relayAtUrl(relay).fetch },
    ];
    for (const options of mixed) {
      const kit = make({ authProxyConfigId: 'mock-config', ...options } as unknown as LoginKitOptions);
      await expect(kit.loadConfig()).rejects.toMatchObject({ code: 'invalid_input', message: expect.stringMatching(/cannot be combined with (an in-page )?mockRelay/) });
    }
  });
});

describe('the production keys, pinned by default, and a relay with other keys', () => {
  it('a login checked with keys the app set fails without a console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { relay, fetch } = relayAtUrl();
    const kit = make({ authProxyUrl: relayUrl, authProxyConfigId: 'mock-config', fetch, trustedKeys: createMockRelay().keys });
    const state = await logIn(kit, relay, 'eve@example.com');
    expect(state.status === 'failed' && state.error.code).toBe('signature_invalid');
    expect(error).not.toHaveBeenCalled();
  });

  it('without trustedKeys, the failure logs one console error naming trustedKeys and mockRelay', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { relay, fetch } = relayAtUrl();
    const kit = make({ authProxyUrl: relayUrl, authProxyConfigId: 'mock-config', fetch });
    const state = await logIn(kit, relay, 'mallory@example.com');
    expect(state.status === 'failed' && state.error.code).toBe('signature_invalid');
    await logIn(kit, relay, 'mallory@example.com');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/checked with the production keys \(no trustedKeys given\)\. For the mock relay, set mockRelay/);
  });
});
