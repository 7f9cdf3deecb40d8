import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginKitError } from '../errors';
import type { Session } from '../session/session-types';
import { createMemoryStorage } from './memory-storage';
import { createSessionStore, parsePersistedSessions, type SessionStore, type SessionStoreOptions } from './session-store';

const session: Session = {
  publicKey: `02${'ab'.repeat(32)}`,
  organizationId: 'org-1',
  userId: 'user-1',
  sessionType: 'SESSION_TYPE_READ_WRITE',
  expiresAt: 1_900_000_900_000,
  createdAt: 1_900_000_000_000,
  method: 'otp_email',
  contact: 'ada@example.com',
  token: 'header.payload.signature',
};
const other: Session = { ...session, publicKey: `03${'cd'.repeat(32)}`, method: 'passkey', contact: undefined, token: undefined };
delete other.contact;
delete other.token;

const opened: SessionStore[] = [];
let channelCount = 0;

/** A store on its own channel (tests run in one process, so channels are kept apart by name). */
function open(options: SessionStoreOptions = {}): SessionStore {
  const store = createSessionStore(options);
  opened.push(store);
  return store;
}

function pair(storage: Storage = createMemoryStorage()) {
  const channelName = `loginkit-test-${channelCount++}`;
  return { storage, a: open({ storage, channelName }), b: open({ storage, channelName }) };
}

afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  vi.unstubAllGlobals();
});

describe('reading and writing', () => {
  it('reads nothing as no sessions', () => {
    expect(open({ storage: createMemoryStorage() }).read()).toEqual({ sessions: [] });
  });

  it('round-trips sessions and the active key under the storage key', () => {
    const storage = createMemoryStorage();
    const store = open({ storage, key: 'app:sessions' });
    store.write({ activePublicKey: session.publicKey, sessions: [session, other] });
    expect(store.read()).toEqual({ activePublicKey: session.publicKey, sessions: [session, other] });
    expect(storage.getItem('app:sessions')).not.toBeNull();
    store.clear();
    expect(store.read()).toEqual({ sessions: [] });
    expect(storage.getItem('app:sessions')).toBeNull();
  });

  it('stores only the fields of a session', () => {
    const storage = createMemoryStorage();
    const store = open({ storage });
    store.write({ sessions: [{ ...session, privateKey: 'secret' } as Session] });
    expect(storage.getItem('loginkit:sessions')).not.toContain('secret');
    expect(store.read().sessions).toEqual([session]);
  });

  it('refuses to write a malformed session or a dangling active key, naming it', () => {
    const store = open({ storage: createMemoryStorage() });
    expect(() => store.write({ sessions: [{ ...session, expiresAt: Number.NaN }] })).toThrow(
      expect.objectContaining({ code: 'invalid_input', details: { field: 'sessions[0]' } }),
    );
    expect(() => store.write({ activePublicKey: other.publicKey, sessions: [session] })).toThrow(
      expect.objectContaining({ details: { field: 'activePublicKey' } }),
    );
  });
});

describe('validation of what is read', () => {
  const stored = (text: string) => {
    const storage = createMemoryStorage();
    storage.setItem('loginkit:sessions', text);
    return open({ storage }).read();
  };

  it.each(['not json', '{', 'null', '[]', '42', '{"sessions":"x"}', '{"version":2,"sessions":[]}'])('drops %s', (text) => {
    expect(stored(text)).toEqual({ sessions: [] });
  });

  it('drops each malformed session and keeps the rest', () => {
    const broken = [
      { ...session, publicKey: 'nothex' },
      { ...session, organizationId: '' },
      { ...session, sessionType: 'SESSION_TYPE_ADMIN' },
      { ...session, method: 'password' },
      { ...session, expiresAt: '1900000900000' },
      { ...session, contact: 7 },
      'session',
    ];
    expect(stored(JSON.stringify({ version: 1, sessions: [...broken, other] }))).toEqual({ sessions: [other] });
  });

  it('drops an active key that names no stored session, and duplicates', () => {
    expect(parsePersistedSessions({ activePublicKey: session.publicKey, sessions: [other, other] })).toEqual({ sessions: [other] });
  });

  it('reads as empty when the storage throws', () => {
    const storage = createMemoryStorage();
    storage.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(open({ storage }).read()).toEqual({ sessions: [] });
  });
});

describe('other tabs', () => {
  it('tells the other store (BroadcastChannel) and fires remote there, local here', async () => {
    const { a, b } = pair();
    const seenA: string[] = [];
    const seenB: string[] = [];
    a.subscribe((origin) => seenA.push(origin));
    b.subscribe((origin) => seenB.push(origin));
    a.write({ activePublicKey: session.publicKey, sessions: [session] });
    expect(seenA).toEqual(['local']);
    await vi.waitFor(() => expect(seenB).toEqual(['remote']));
    expect(b.read()).toEqual({ activePublicKey: session.publicKey, sessions: [session] });
    b.clear();
    await vi.waitFor(() => expect(seenA).toEqual(['local', 'remote']));
    expect(a.read()).toEqual({ sessions: [] });
  });

  it('stops notifying after unsubscribe and after close', async () => {
    const { a, b } = pair();
    const seen: string[] = [];
    const unsubscribe = b.subscribe((origin) => seen.push(origin));
    unsubscribe();
    a.write({ sessions: [session] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
    b.subscribe((origin) => seen.push(origin));
    b.close();
    a.write({ sessions: [] });
    b.write({ sessions: [session] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
  });

  it('ignores messages for another storage key on the same channel', async () => {
    const storage = createMemoryStorage();
    const a = open({ storage, key: 'one', channelName: 'shared-test-channel' });
    const b = open({ storage, key: 'two', channelName: 'shared-test-channel' });
    const seen: string[] = [];
    b.subscribe((origin) => seen.push(origin));
    a.write({ sessions: [session] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
  });

  it('falls back to the storage event when BroadcastChannel is missing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const target = new EventTarget();
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
    const storage = createMemoryStorage();
    const store = open({ storage });
    const seen: string[] = [];
    store.subscribe((origin) => seen.push(origin));
    const storageEvent = (key: string, area: Storage) => Object.assign(new Event('storage'), { key, storageArea: area });
    storage.setItem('loginkit:sessions', JSON.stringify({ version: 1, sessions: [session] }));
    target.dispatchEvent(storageEvent('loginkit:sessions', storage));
    target.dispatchEvent(storageEvent('unrelated', storage));
    target.dispatchEvent(storageEvent('loginkit:sessions', createMemoryStorage()));
    expect(seen).toEqual(['remote']);
    expect(store.read().sessions).toEqual([session]);
    store.close();
    target.dispatchEvent(storageEvent('loginkit:sessions', storage));
    expect(seen).toEqual(['remote']);
  });
});

describe('default storage', () => {
  it('uses globalThis.localStorage when present, looked up lazily', () => {
    const storage = createMemoryStorage();
    const store = open({ channelName: 'default-storage-test' });
    vi.stubGlobal('localStorage', storage);
    store.write({ sessions: [session] });
    expect(storage.getItem('loginkit:sessions')).toContain(session.publicKey);
  });

  it('falls back to memory (warning once) without localStorage or when it refuses writes', () => {
    vi.stubGlobal('localStorage', undefined);
    const warnings: LoginKitError[] = [];
    const store = open({ channelName: 'no-storage-test', onWarning: (warning) => warnings.push(warning) });
    store.write({ sessions: [session] });
    expect(store.read().sessions).toEqual([session]);

    const full = createMemoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const refusing = open({ storage: full, channelName: 'full-storage-test', onWarning: (warning) => warnings.push(warning) });
    refusing.write({ sessions: [session] });
    refusing.write({ sessions: [session, other] });
    expect(refusing.read().sessions).toEqual([session, other]);
    expect(warnings.map((warning) => warning.code)).toEqual(['storage_unavailable', 'storage_unavailable']);
  });
});
