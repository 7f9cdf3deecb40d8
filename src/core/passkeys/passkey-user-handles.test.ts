import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage/memory-storage';
import { createPasskeyUserHandleStore, parsePasskeyUserHandles, passkeyUserHandleStore } from './passkey-user-handles';

const key = 'loginkit:passkey-user-handles';
const handle = (n: number): string => `handle-${String(n).padStart(3, '0')}_AbC`;

/** A Storage whose every call throws, as localStorage does with storage blocked. */
function blockedStorage(): Storage {
  const refuse = (): never => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { length: 0, clear: refuse, getItem: refuse, key: refuse, removeItem: refuse, setItem: refuse } as Storage;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the passkey user-handle store', () => {
  it('remembers handles per service user, in localStorage under loginkit:passkey-user-handles, and reads them back in a new store', () => {
    const storage = createMemoryStorage();
    const store = createPasskeyUserHandleStore({ storage });
    store.remember('user-1', handle(1));
    store.remember('user-1', handle(2));
    store.remember('user-2', handle(3));
    expect(store.get('user-1')).toEqual([handle(1), handle(2)]);
    expect(store.get('user-2')).toEqual([handle(3)]);
    expect(store.get('user-3')).toEqual([]);
    expect(JSON.parse(storage.getItem(key)!)).toEqual({
      version: 1,
      users: [
        { userId: 'user-1', handles: [handle(1), handle(2)] },
        { userId: 'user-2', handles: [handle(3)] },
      ],
    });
    expect(createPasskeyUserHandleStore({ storage }).get('user-1')).toEqual([handle(1), handle(2)]);
  });

  it('uses globalThis.localStorage by default, and the key it is given', () => {
    const storage = createMemoryStorage();
    vi.stubGlobal('localStorage', storage);
    createPasskeyUserHandleStore().remember('user-1', handle(1));
    createPasskeyUserHandleStore({ key: 'app:passkey-user-handles' }).remember('user-1', handle(2));
    expect(JSON.parse(storage.getItem(key)!).users).toEqual([{ userId: 'user-1', handles: [handle(1)] }]);
    expect(JSON.parse(storage.getItem('app:passkey-user-handles')!).users).toEqual([{ userId: 'user-1', handles: [handle(2)] }]);
  });

  it('passkeyUserHandleStore(): one store for the page, shared by the chunks that use it', () => {
    const storage = createMemoryStorage();
    vi.stubGlobal('localStorage', storage);
    expect(passkeyUserHandleStore()).toBe(passkeyUserHandleStore());
    passkeyUserHandleStore().remember('user-1', handle(1));
    expect(JSON.parse(storage.getItem(key)!).users).toEqual([{ userId: 'user-1', handles: [handle(1)] }]);
  });

  it('remembering a handle again makes it the newest, once', () => {
    const store = createPasskeyUserHandleStore({ storage: createMemoryStorage() });
    store.remember('user-1', handle(1));
    store.remember('user-1', handle(2));
    store.remember('user-1', handle(1));
    expect(store.get('user-1')).toEqual([handle(2), handle(1)]);
  });

  it('ignores what is not a user id or a base64url handle of 1 to 64 bytes', () => {
    const storage = createMemoryStorage();
    const store = createPasskeyUserHandleStore({ storage });
    for (const bad of ['', 'a', 'has space', 'pad==', 'plus+slash/', 'x'.repeat(87), 42 as unknown as string]) store.remember('user-1', bad);
    store.remember('', handle(1));
    store.remember('u'.repeat(257), handle(1));
    expect(storage.getItem(key)).toBeNull();
    expect(store.get('')).toEqual([]);
  });

  it('caps each user at 10 handles and the store at 20 users, dropping the least recently seen', () => {
    const store = createPasskeyUserHandleStore({ storage: createMemoryStorage() });
    for (let n = 1; n <= 12; n += 1) store.remember('user-0', handle(n));
    expect(store.get('user-0')).toEqual(Array.from({ length: 10 }, (_, index) => handle(index + 3)));
    for (let n = 1; n <= 20; n += 1) store.remember(`user-${n}`, handle(n));
    expect(store.get('user-0')).toEqual([]); // the 21st user pushed out the least recent
    expect(store.get('user-1')).toEqual([handle(1)]);
    store.remember('user-1', handle(99)); // seen again: now the most recent
    store.remember('user-21', handle(21));
    expect(store.get('user-1')).toEqual([handle(1), handle(99)]);
    expect(store.get('user-2')).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ version: 2, users: [{ userId: 'user-1', handles: [handle(1)] }] })],
    ['users not an array', JSON.stringify({ version: 1, users: { 'user-1': [handle(1)] } })],
    ['null', 'null'],
  ])('reads corrupt data (%s) as empty, never throwing, and writes over it', (_why, text) => {
    const storage = createMemoryStorage();
    storage.setItem(key, text);
    const store = createPasskeyUserHandleStore({ storage });
    expect(store.get('user-1')).toEqual([]);
    store.remember('user-1', handle(2));
    expect(store.get('user-1')).toEqual([handle(2)]);
  });

  it('drops bad entries one by one: wrong shapes, bad handles, duplicate users', () => {
    expect(
      parsePasskeyUserHandles({
        version: 1,
        users: [
          null,
          'user-9',
          { userId: 7, handles: [handle(1)] },
          { userId: 'user-1', handles: [handle(1), 'bad handle', handle(1), 5] },
          { userId: 'user-1', handles: [handle(2)] },
          { userId: 'user-2', handles: 'no' },
          { userId: 'user-3', handles: [] },
        ],
      }),
    ).toEqual([{ userId: 'user-1', handles: [handle(1)] }]);
  });

  it('keeps handles in memory, silently, where localStorage is blocked or refuses writes', () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const blocked = createPasskeyUserHandleStore({ storage: blockedStorage() });
    expect(blocked.get('user-1')).toEqual([]);
    blocked.remember('user-1', handle(1));
    expect(blocked.get('user-1')).toEqual([handle(1)]);

    const full = createMemoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const quota = createPasskeyUserHandleStore({ storage: full });
    quota.remember('user-1', handle(2));
    expect(quota.get('user-1')).toEqual([handle(2)]);

    vi.stubGlobal('localStorage', undefined);
    const none = createPasskeyUserHandleStore();
    none.remember('user-1', handle(3));
    expect(none.get('user-1')).toEqual([handle(3)]);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('touches no storage before the first call (SSR-safe)', () => {
    const getter = vi.fn(() => createMemoryStorage());
    vi.stubGlobal('localStorage', undefined);
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: getter });
    const store = createPasskeyUserHandleStore();
    expect(getter).not.toHaveBeenCalled();
    store.get('user-1');
    expect(getter).toHaveBeenCalled();
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });
});
