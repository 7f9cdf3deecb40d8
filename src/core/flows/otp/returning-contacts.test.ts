import { afterEach, describe, expect, it, vi } from 'vitest';
import { toHex } from '../../encoding/hex';
import { createMemoryStorage } from '../../storage/memory-storage';
import { returningContactDigest } from './returning-contact-digest';
import { localReturningContacts, memoryReturningContacts, returningContactsLimit } from './returning-contacts';

const digestOf = (n: number): string => n.toString(16).padStart(64, '0');
const key = 'loginkit:returning-contacts';

function useStorage(storage: Storage | (() => never) | undefined): void {
  const descriptor = typeof storage === 'function' ? { configurable: true, get: storage } : { configurable: true, value: storage };
  Object.defineProperty(globalThis, 'localStorage', descriptor);
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
  vi.restoreAllMocks();
});

describe('returningContactDigest', () => {
  it('is SHA-256 (hex) of "loginkit returning-contact v1", the scope, the channel and the contact, one a line', async () => {
    const text = 'loginkit returning-contact v1\nscope:config-1\nscope:org-1\nemail\nada@example.com';
    const expected = toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
    expect(await returningContactDigest(['config-1', 'org-1'], 'email', 'ada@example.com')).toBe(expected);
  });

  it('one email address in any case is one contact; a phone number is taken as it is', async () => {
    const scope = ['config-1', 'org-1'];
    expect(await returningContactDigest(scope, 'email', ' ADA@Example.com ')).toBe(await returningContactDigest(scope, 'email', 'ada@example.com'));
    expect(await returningContactDigest(scope, 'sms', '+14155550123')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs per scope (two apps on one origin) and per channel', async () => {
    const digests = new Set([
      await returningContactDigest(['config-1', 'org-1'], 'email', 'ada@example.com'),
      await returningContactDigest(['config-2', 'org-1'], 'email', 'ada@example.com'),
      await returningContactDigest(['config-1', 'org-2'], 'email', 'ada@example.com'),
      await returningContactDigest(['config-1', 'org-1'], 'sms', 'ada@example.com'),
    ]);
    expect(digests.size).toBe(4);
  });
});

describe('memoryReturningContacts', () => {
  it('remembers, forgets, and keeps the 8 most recent (remembering again makes a digest the most recent)', () => {
    const store = memoryReturningContacts();
    for (let n = 0; n < returningContactsLimit; n += 1) store.remember(digestOf(n));
    store.remember(digestOf(0));
    store.remember(digestOf(100));
    expect(returningContactsLimit).toBe(8);
    expect(store.has(digestOf(0))).toBe(true);
    expect(store.has(digestOf(1))).toBe(false); // the oldest, dropped
    expect(store.has(digestOf(100))).toBe(true);
    store.forget(digestOf(100));
    expect(store.has(digestOf(100))).toBe(false);
  });

  it('keeps nothing that is not a digest', () => {
    const store = memoryReturningContacts();
    store.remember('ada@example.com');
    expect(store.has('ada@example.com')).toBe(false);
  });
});

describe('localReturningContacts', () => {
  it('keeps a JSON list of digests under its key, the most recent first, read again by the next page load', () => {
    useStorage(createMemoryStorage());
    localReturningContacts(key).remember(digestOf(1));
    localReturningContacts(key).remember(digestOf(2));
    expect(JSON.parse(globalThis.localStorage.getItem(key)!)).toEqual([digestOf(2), digestOf(1)]);
    const later = localReturningContacts(key);
    expect(later.has(digestOf(1))).toBe(true);
    later.forget(digestOf(1));
    later.forget(digestOf(2));
    expect(globalThis.localStorage.getItem(key)).toBeNull();
  });

  it('at most 8, even when the stored list was written longer', () => {
    useStorage(createMemoryStorage());
    globalThis.localStorage.setItem(key, JSON.stringify(Array.from({ length: 12 }, (_, n) => digestOf(n))));
    const store = localReturningContacts(key);
    store.remember(digestOf(50));
    const stored = JSON.parse(globalThis.localStorage.getItem(key)!) as string[];
    expect(stored).toHaveLength(returningContactsLimit);
    expect(stored[0]).toBe(digestOf(50));
    expect(store.has(digestOf(7))).toBe(false);
  });

  it('a corrupt or foreign value reads as empty, and is replaced', () => {
    useStorage(createMemoryStorage());
    globalThis.localStorage.setItem(key, '{not json');
    const store = localReturningContacts(key);
    expect(store.has(digestOf(1))).toBe(false);
    store.remember(digestOf(1));
    expect(JSON.parse(globalThis.localStorage.getItem(key)!)).toEqual([digestOf(1)]);
    globalThis.localStorage.setItem(key, JSON.stringify(['ada@example.com', 7, digestOf(2)]));
    expect(store.has(digestOf(2))).toBe(true);
    expect(store.has('ada@example.com')).toBe(false);
  });

  it.each([
    ['no localStorage (SSR, a worker)', undefined],
    [
      'a blocked storage that throws on access',
      () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    ],
  ] as const)('%s: kept in memory for the page’s life, silently', (_name, storage) => {
    useStorage(storage);
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const store = localReturningContacts(key);
    expect(store.has(digestOf(1))).toBe(false);
    store.remember(digestOf(1));
    expect(store.has(digestOf(1))).toBe(true);
    store.forget(digestOf(1));
    expect(store.has(digestOf(1))).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('a full storage (setItem throws): kept in memory from then on', () => {
    const storage = createMemoryStorage();
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    useStorage(storage);
    const store = localReturningContacts(key);
    store.remember(digestOf(3));
    expect(store.has(digestOf(3))).toBe(true);
    expect(storage.getItem(key)).toBeNull();
  });
});
