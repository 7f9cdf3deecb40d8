import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyP256 } from '../crypto/p256';
import { publicKeyFromPrivateKey, randomPrivateKey } from '../crypto/p256-private-key';
import { toHex } from '../encoding/hex';
import type { LoginKitError } from '../errors';
import { createKeyStore, type KeyStoreOptions } from './key-store';

const message = new TextEncoder().encode('{"type":"ACTIVITY_TYPE_TEST"}');

function storeWithWarnings(options: KeyStoreOptions = {}) {
  const warnings: LoginKitError[] = [];
  const store = createKeyStore({ indexedDB: new IDBFactory(), ...options, onWarning: (warning) => warnings.push(warning) });
  return { store, warnings };
}

/** A factory whose open() fails asynchronously, as a browser with storage blocked does. */
function failingFactory(): IDBFactory {
  return {
    open() {
      const request = { error: new DOMException('The operation failed', 'UnknownError') } as unknown as IDBOpenDBRequest;
      queueMicrotask(() => request.onerror?.call(request, new Event('error')));
      return request;
    },
  } as unknown as IDBFactory;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('with IndexedDB', () => {
  it('is lazy: nothing opens the database before the first call', async () => {
    const factory = new IDBFactory();
    const open = vi.spyOn(factory, 'open');
    const store = createKeyStore({ indexedDB: factory });
    expect(store.mode).toBe('pending');
    expect(open).not.toHaveBeenCalled();
    await store.list();
    expect(open).toHaveBeenCalledOnce();
    expect(store.mode).toBe('indexeddb');
  });

  it('creates a non-extractable key, persisted under its compressed public key hex', async () => {
    const { store, warnings } = storeWithWarnings();
    const pair = await store.createSessionKey();
    expect(pair.publicKey).toHaveLength(33);
    expect(pair.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', pair.privateKey)).rejects.toThrow();
    expect(await store.list()).toEqual([toHex(pair.publicKey)]);
    expect(warnings).toEqual([]);
  });

  it('reads a key back in a new store instance; it is still non-extractable and still signs', async () => {
    const factory = new IDBFactory();
    const created = await createKeyStore({ indexedDB: factory }).createSessionKey();
    const later = createKeyStore({ indexedDB: factory });
    const pair = await later.get(toHex(created.publicKey));
    expect(pair).toBeDefined();
    if (pair === undefined) return;
    expect(later.mode).toBe('indexeddb');
    expect(pair.publicKeyUncompressed).toEqual(created.publicKeyUncompressed);
    expect(pair.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('jwk', pair.privateKey)).rejects.toThrow();
    const signature = await pair.sign(message);
    expect(await verifyP256(created.publicKey, message, signature)).toBe(true);
  });

  it('imports a decrypted bundle key, wipes the bytes and persists it', async () => {
    const factory = new IDBFactory();
    const raw = randomPrivateKey();
    const expectedPublic = toHex(publicKeyFromPrivateKey(raw));
    const pair = await createKeyStore({ indexedDB: factory }).importPrivateKey(raw);
    expect(toHex(pair.publicKey)).toBe(expectedPublic);
    expect(raw.every((byte) => byte === 0)).toBe(true);
    const again = await createKeyStore({ indexedDB: factory }).get(expectedPublic);
    expect(again?.privateKey.extractable).toBe(false);
    expect(await verifyP256(pair.publicKey, message, (await again?.sign(message)) ?? new Uint8Array())).toBe(true);
  });

  it('holds several keys; get is case-insensitive; unknown keys are undefined', async () => {
    const { store } = storeWithWarnings();
    const a = await store.createSessionKey();
    const b = await store.createSessionKey();
    expect(await store.list()).toEqual([toHex(a.publicKey), toHex(b.publicKey)].sort());
    expect((await store.get(toHex(b.publicKey).toUpperCase()))?.publicKey).toEqual(b.publicKey);
    expect(await store.get(`02${'00'.repeat(32)}`)).toBeUndefined();
  });

  it('deletes one key, and retainOnly deletes the keys no session uses', async () => {
    const { store } = storeWithWarnings();
    const [a, b, c] = await Promise.all([store.createSessionKey(), store.createSessionKey(), store.createSessionKey()]);
    if (a === undefined || b === undefined || c === undefined) throw new Error('three keys expected');
    await store.delete(toHex(a.publicKey));
    expect(await store.get(toHex(a.publicKey))).toBeUndefined();
    await store.retainOnly([toHex(c.publicKey)]);
    expect(await store.list()).toEqual([toHex(c.publicKey)]);
  });

  it('drops a stored record it cannot use instead of throwing', async () => {
    const factory = new IDBFactory();
    const store = createKeyStore({ indexedDB: factory });
    const id = toHex((await store.createSessionKey()).publicKey);
    await new Promise<void>((resolve, reject) => {
      const request = factory.open('loginkit', 1);
      request.onsuccess = () => {
        const transaction = request.result.transaction('session-keys', 'readwrite');
        transaction.objectStore('session-keys').put({ privateKey: 'garbage' }, id);
        transaction.oncomplete = () => {
          request.result.close();
          resolve();
        };
        transaction.onerror = () => reject(transaction.error);
      };
    });
    expect(await store.get(id)).toBeUndefined();
    expect(await store.list()).toEqual([]);
  });

  it('keeps databases apart by name', async () => {
    const factory = new IDBFactory();
    await createKeyStore({ indexedDB: factory, databaseName: 'app-a' }).createSessionKey();
    expect(await createKeyStore({ indexedDB: factory, databaseName: 'app-b' }).list()).toEqual([]);
  });
});

describe('falling back to memory', () => {
  it('when IndexedDB is missing: memory mode and one storage_unavailable warning', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const warnings: LoginKitError[] = [];
    const store = createKeyStore({ onWarning: (warning) => warnings.push(warning) });
    const pair = await store.createSessionKey();
    await store.createSessionKey();
    expect(store.mode).toBe('memory');
    expect((await store.get(toHex(pair.publicKey)))?.privateKey).toBe(pair.privateKey);
    expect(await store.list()).toHaveLength(2);
    expect(warnings.map((warning) => warning.code)).toEqual(['storage_unavailable']);
    // Vitest or Jest under happy-dom or jsdom, which have no IndexedDB: the message names the fix.
    expect(warnings[0]?.message).toContain('IndexedDB is not available (in tests: fake-indexeddb/auto)');
  });

  it('when open() fails, asynchronously or by throwing', async () => {
    const throwing = { open: () => { throw new DOMException('denied', 'SecurityError'); } } as unknown as IDBFactory;
    for (const factory of [failingFactory(), throwing]) {
      const { store, warnings } = storeWithWarnings({ indexedDB: factory });
      const pair = await store.createSessionKey();
      expect(store.mode).toBe('memory');
      expect(await store.list()).toEqual([toHex(pair.publicKey)]);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.code).toBe('storage_unavailable');
    }
  });

  it('when putting a CryptoKey throws DataCloneError: the key lives in memory, one warning', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('CryptoKey could not be cloned', 'DataCloneError');
    });
    const { store, warnings } = storeWithWarnings();
    const first = await store.createSessionKey();
    const second = await store.importPrivateKey(randomPrivateKey());
    expect(store.mode).toBe('memory');
    expect(await store.list()).toEqual([toHex(first.publicKey), toHex(second.publicKey)].sort());
    const signature = await (await store.get(toHex(first.publicKey)))?.sign(message);
    expect(signature !== undefined && (await verifyP256(first.publicKey, message, signature))).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.code).toBe('storage_unavailable');
    expect(warnings[0]?.message).toContain('DataCloneError');
    await store.delete(toHex(first.publicKey));
    expect(await store.list()).toEqual([toHex(second.publicKey)]);
  });

  it('does not warn when nobody listens, and keeps working', async () => {
    const store = createKeyStore({ indexedDB: failingFactory() });
    const pair = await store.createSessionKey();
    expect(await store.get(toHex(pair.publicKey))).toBe(pair);
  });
});
