import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKeyStore, createLoginKit, fromBase64Url, toBase64Url, utf8Decode, utf8Encode, type LoginKit } from '../../src/core/internal';
import { keepSessionCookie } from '../../src/core/session/session-cookie';
import { createMockRelay, type MockRelay } from '../../src/mock-relay/index';
import { createMemoryReplayStore, sessionRequestHeaders as header, verifySessionCookie, verifySessionRequest, type VerifySessionRequestOptions } from '../../src/server/index';
import { logInWithCode } from '../attacks/hostile-relay';

/**
 * Issue 28, the server side: a page logged in through the real kit against the in-process mock
 * relay sends a request with `kit.signRequest` (what `kit.fetchWithSession` sends), and
 * `loginkit/server` says who sent it, against the mock relay's keys, or refuses it.
 */
const kits: LoginKit[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.dispose();
});

const api = 'https://app.example/api/notes?page=2';

/** A page of a browser of its own, logged in with an email code. */
async function loggedInPage(relay: MockRelay, email: string, indexedDB = new IDBFactory()): Promise<LoginKit> {
  const kit = createLoginKit({
    authProxyUrl: 'http://relay.test',
    authProxyConfigId: relay.config.configId,
    trustedKeys: relay.keys,
    indexedDB,
    fetch: (input, init) => relay.fetch(new Request(input, init)),
    onWarning: () => undefined,
  });
  kits.push(kit);
  expect((await logInWithCode(relay, kit, email)).status).toBe('success');
  return kit;
}

const postNote = (kit: LoginKit, body = '{"text":"hello"}') => kit.signRequest(api, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

/** `request` with its headers (all, or changed by `edit`) on another URL, method or body. */
function altered(request: Request, changes: { url?: string; method?: string; body?: string | null; edit?: (headers: Headers) => void }): Request {
  const headers = new Headers(request.headers);
  changes.edit?.(headers);
  const method = changes.method ?? request.method;
  return new Request(changes.url ?? request.url, { method, headers, body: method === 'GET' ? null : (changes.body ?? '{"text":"hello"}') });
}

function setup() {
  const relay = createMockRelay();
  // Each test its own replay store: one request may be verified once per test.
  const options = (more: VerifySessionRequestOptions = {}): VerifySessionRequestOptions => ({ notarizerKey: relay.keys.notarizer, replayStore, ...more });
  const replayStore = createMemoryReplayStore();
  return { relay, options };
}

describe('verifySessionRequest: a request from a logged-in page', () => {
  it('names the user, organization and session key of a request the kit signed, against the mock relay’s notarizer key', async () => {
    const { relay, options } = setup();
    const kit = await loggedInPage(relay, 'ada@example.com');
    const session = kit.listSessions()[0]!;
    const request = await postNote(kit);
    const identity = await verifySessionRequest(request, options());
    expect(identity).toMatchObject({
      source: 'jwt',
      userId: session.userId,
      organizationId: session.organizationId,
      sessionPublicKey: session.publicKey,
      sessionType: 'SESSION_TYPE_READ_WRITE',
    });
    expect(identity.expiresAt).toBeGreaterThan(Date.now());
    // The handler still reads the body.
    expect(await request.json()).toEqual({ text: 'hello' });
  });

  it('accepts a GET without a body, and organizations the server lists', async () => {
    const { relay, options } = setup();
    const kit = await loggedInPage(relay, 'ada@example.com');
    const { organizationId } = kit.listSessions()[0]!;
    await expect(verifySessionRequest(await kit.signRequest(api), options({ organizationId: [organizationId] }))).resolves.toMatchObject({ organizationId });
  });

  it('refuses a session of another organization than the server accepts', async () => {
    const { relay, options } = setup();
    const kit = await loggedInPage(relay, 'ada@example.com');
    await expect(verifySessionRequest(await postNote(kit), options({ organizationId: 'another-org' }))).rejects.toMatchObject({ code: 'permission_denied' });
  });
});

describe('verifySessionRequest refuses', () => {
  it('an expired session JWT (session_expired)', async () => {
    const { relay, options } = setup();
    const kit = await loggedInPage(relay, 'ada@example.com');
    const expiresAt = kit.listSessions()[0]!.expiresAt;
    await expect(verifySessionRequest(await postNote(kit), options({ now: () => expiresAt + 1000 }))).rejects.toMatchObject({ code: 'session_expired' });
  });

  it('a foreign JWT: one another relay signed, or any JWT checked against the production key (signature_invalid)', async () => {
    const { relay, options } = setup();
    const other = createMockRelay();
    const stranger = await loggedInPage(other, 'mallory@example.com');
    await expect(verifySessionRequest(await postNote(stranger), options())).rejects.toMatchObject({ code: 'signature_invalid' });
    const kit = await loggedInPage(relay, 'ada@example.com');
    // Against the production key (no notarizerKey given), the console says which key checked it.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(verifySessionRequest(await postNote(kit), { replayStore: createMemoryReplayStore() })).rejects.toMatchObject({ code: 'signature_invalid' });
      expect(consoleError.mock.calls.flat().join(' ')).toMatch(/production keys/);
    } finally {
      consoleError.mockRestore();
    }
  });

  it('a JWT whose claims were changed (signature_invalid)', async () => {
    const { relay, options } = setup();
    const kit = await loggedInPage(relay, 'ada@example.com');
    const request = await postNote(kit);
    const [head, payload, signature] = request.headers.get(header.token)!.split('.') as [string, string, string];
    const claims = JSON.parse(utf8Decode(fromBase64Url(payload))) as Record<string, unknown>;
    const forged = `${head}.${toBase64Url(utf8Encode(JSON.stringify({ ...claims, user_id: 'someone-else' })))}.${signature}`;
    await expect(verifySessionRequest(altered(request, { edit: (headers) => headers.set(header.token, forged) }), options())).rejects.toMatchObject({ code: 'signature_invalid' });
  });

  it('a request whose body, path, query, method or origin differs from what was stamped (stamp_invalid)', async () => {
    const { relay, options } = setup();
    const kit = await loggedInPage(relay, 'ada@example.com');
    const request = await postNote(kit);
    const tampered = [
      altered(request, { body: '{"text":"goodbye"}' }),
      altered(request, { url: 'https://app.example/api/admin?page=2' }),
      altered(request, { url: 'https://app.example/api/notes?page=3' }),
      altered(request, { method: 'PUT' }),
      altered(request, { url: 'https://other.example/api/notes?page=2' }),
    ];
    for (const forged of tampered) await expect(verifySessionRequest(forged, options())).rejects.toMatchObject({ code: 'stamp_invalid' });
    // The genuine one still passes: refusals take no room in the replay store.
    await expect(verifySessionRequest(request, options())).resolves.toMatchObject({ source: 'jwt' });
  });

  it('a request verified behind a proxy against the wrong public origin (stamp_invalid)', async () => {
    const { relay, options } = setup();
    const kit = await loggedInPage(relay, 'ada@example.com');
    await expect(verifySessionRequest(await postNote(kit), options({ origin: 'https://elsewhere.example' }))).rejects.toMatchObject({ code: 'stamp_invalid' });
  });

  it('a replayed request: the same stamp a second time within the window (stamp_replayed)', async () => {
    const { relay, options } = setup();
    const kit = await loggedInPage(relay, 'ada@example.com');
    const request = await postNote(kit);
    await verifySessionRequest(request, options());
    await expect(verifySessionRequest(request, options())).rejects.toMatchObject({ code: 'stamp_replayed' });
    // Two equal requests signed one after the other are two requests (each its nonce).
    await verifySessionRequest(await postNote(kit), options());
  });

  it('a replay after the window: the stamp is stale by then (stamp_stale)', async () => {
    const { relay, options } = setup();
    const kit = await loggedInPage(relay, 'ada@example.com');
    const request = await postNote(kit);
    const stampedAt = Number(request.headers.get(header.timestamp));
    await expect(verifySessionRequest(request, options({ now: () => stampedAt + 61_000 }))).rejects.toMatchObject({ code: 'stamp_stale' });
    await expect(verifySessionRequest(request, options({ now: () => stampedAt - 61_000 }))).rejects.toMatchObject({ code: 'stamp_stale' });
  });

  it('a session token without its stamp (stamp_missing), and a request with neither (unauthenticated)', async () => {
    const { relay, options } = setup();
    const kit = await loggedInPage(relay, 'ada@example.com');
    const request = await postNote(kit);
    const bearerOnly = altered(request, { edit: (headers) => [header.stamp, header.timestamp, header.nonce].forEach((name) => headers.delete(name)) });
    await expect(verifySessionRequest(bearerOnly, options())).rejects.toMatchObject({ code: 'stamp_missing' });
    await expect(verifySessionRequest(new Request(api), options())).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('a stamp by another session’s key beside this session’s JWT (stamp_invalid)', async () => {
    const { relay, options } = setup();
    const ada = await loggedInPage(relay, 'ada@example.com');
    const mallory = await loggedInPage(relay, 'mallory@example.com');
    const adas = await postNote(ada);
    const mallorys = await postNote(mallory);
    const swapped = altered(mallorys, { edit: (headers) => headers.set(header.token, adas.headers.get(header.token)!) });
    await expect(verifySessionRequest(swapped, options())).rejects.toMatchObject({ code: 'stamp_invalid', details: { check: 'key' } });
  });
});

describe('sessions without a JWT: the stamped whoami the server forwards to the service', () => {
  it('a refreshed session (no JWT) is refused without the whoami option, and named by the service with it', async () => {
    const { relay, options } = setup();
    const kit = await loggedInPage(relay, 'ada@example.com');
    const refreshed = await kit.refreshSession();
    expect(refreshed.token).toBeUndefined();
    const request = await postNote(kit);
    expect(request.headers.has(header.token)).toBe(false);
    await expect(verifySessionRequest(request, options())).rejects.toMatchObject({ code: 'unauthenticated', details: { check: 'whoami_disabled' } });
    const whoami = { apiBaseUrl: 'http://relay.test', fetch: (input: RequestInfo | URL, init?: RequestInit) => relay.fetch(new Request(input, init)) };
    await expect(verifySessionRequest(await postNote(kit), options({ whoami }))).resolves.toMatchObject({
      source: 'whoami',
      userId: refreshed.userId,
      organizationId: refreshed.organizationId,
      sessionPublicKey: refreshed.publicKey,
    });
  });

  it('refuses a whoami of one key beside a stamp of another (stamp_invalid), before asking the service', async () => {
    const { relay, options } = setup();
    const ada = await loggedInPage(relay, 'ada@example.com');
    const mallory = await loggedInPage(relay, 'mallory@example.com');
    await ada.refreshSession();
    await mallory.refreshSession();
    const adas = await postNote(ada);
    const swapped = altered(await postNote(mallory), { edit: (headers) => headers.set(header.whoami, adas.headers.get(header.whoami)!) });
    let asked = 0;
    const whoami = { apiBaseUrl: 'http://relay.test', fetch: (input: RequestInfo | URL, init?: RequestInit) => ((asked += 1), relay.fetch(new Request(input, init))) };
    await expect(verifySessionRequest(swapped, options({ whoami }))).rejects.toMatchObject({ code: 'stamp_invalid' });
    expect(asked).toBe(0);
  });
});

describe('kit.signRequest in the browser', () => {
  it('is session_expired when signed out', async () => {
    const { relay } = setup();
    const kit = await loggedInPage(relay, 'ada@example.com');
    await kit.logout();
    await expect(kit.signRequest(api)).rejects.toMatchObject({ code: 'session_expired' });
    await expect(kit.fetchWithSession(api)).rejects.toMatchObject({ code: 'session_expired' });
  });
});

describe('verifySessionCookie: the session cookie a server component reads', () => {
  /** A logged-in page keeping the cookie (what the `sessionCookie` option runs in a browser), and what it wrote. */
  async function pageWithCookie(relay: MockRelay, origin = 'https://app.example') {
    const indexedDB = new IDBFactory();
    const kit = await loggedInPage(relay, 'ada@example.com', indexedDB);
    const written: string[] = [];
    const document = { cookie: '', visibilityState: 'visible' as const, addEventListener: () => undefined, removeEventListener: () => undefined };
    Object.defineProperty(document, 'cookie', { get: () => '', set: (line: string) => void written.push(line) });
    const stop = keepSessionCookie(
      {
        currentSession: () => kit.listSessions()[0],
        keys: createKeyStore({ indexedDB }),
        now: Date.now,
        getState: () => kit.getSessionState(),
        subscribe: (listener) => kit.subscribeSession(listener),
        document,
        origin,
      },
      { name: 'loginkit-session', maxAgeSeconds: 300 },
    );
    const cookie = async (): Promise<string> => {
      await expect.poll(() => written.length).toBeGreaterThan(0);
      return written.at(-1)!;
    };
    const value = async (): Promise<string> => /^loginkit-session=([^;]*)/.exec(await cookie())![1]!;
    return { kit, stop, written, cookie, value };
  }

  it('names the user of a page that keeps the cookie: Secure, SameSite=Lax, five minutes', async () => {
    const relay = createMockRelay();
    const page = await pageWithCookie(relay);
    expect(await page.cookie()).toMatch(/; Path=\/; SameSite=Lax; Secure; Max-Age=300$/);
    const session = page.kit.listSessions()[0]!;
    await expect(verifySessionCookie(await page.value(), { origin: 'https://app.example', notarizerKey: relay.keys.notarizer })).resolves.toMatchObject({
      source: 'jwt',
      userId: session.userId,
      sessionPublicKey: session.publicKey,
    });
    const request = new Request('https://app.example/account', { headers: { cookie: `theme=dark; loginkit-session=${await page.value()}` } });
    await expect(verifySessionCookie(request, { notarizerKey: relay.keys.notarizer })).resolves.toMatchObject({ userId: session.userId });
    page.stop();
  });

  it('refuses a cookie older than its life, written for another origin, with an altered JWT, or by a foreign relay; and no cookie', async () => {
    const relay = createMockRelay();
    const page = await pageWithCookie(relay);
    const value = await page.value();
    const options = { origin: 'https://app.example', notarizerKey: relay.keys.notarizer };
    const writtenAt = Number(value.split('~')[0]);
    await expect(verifySessionCookie(value, { ...options, now: () => writtenAt + 361_000 })).rejects.toMatchObject({ code: 'stamp_stale' });
    await expect(verifySessionCookie(value, { ...options, origin: 'https://evil.example' })).rejects.toMatchObject({ code: 'stamp_invalid' });
    const [time, stamp, kind, jwt] = value.split('~') as [string, string, string, string];
    const [head, , signature] = jwt.split('.');
    const forged = `${head}.${toBase64Url(utf8Encode(JSON.stringify({ user_id: 'someone-else' })))}.${signature}`;
    await expect(verifySessionCookie([time, stamp, kind, forged].join('~'), options)).rejects.toMatchObject({ code: 'signature_invalid' });
    await expect(verifySessionCookie(value, { origin: 'https://app.example', notarizerKey: createMockRelay().keys.notarizer })).rejects.toMatchObject({ code: 'signature_invalid' });
    await expect(verifySessionCookie(undefined, options)).rejects.toMatchObject({ code: 'unauthenticated' });
    page.stop();
  });

  it('is deleted at logout', async () => {
    const relay = createMockRelay();
    const page = await pageWithCookie(relay, 'http://localhost:3000');
    expect(await page.cookie()).not.toContain('Secure');
    await page.kit.logout();
    await expect.poll(() => page.written.at(-1)).toBe('loginkit-session=; Path=/; SameSite=Lax; Max-Age=0');
    page.stop();
  });
});
