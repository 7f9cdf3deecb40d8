/**
 * Session keys, persisted as non-extractable WebCrypto CryptoKey objects in IndexedDB
 * (structured clone: the private bytes are never exported), keyed by compressed public key
 * hex, several at once. When IndexedDB is missing, cannot open, or refuses to store a CryptoKey
 * (Safari private mode, Lockdown Mode: DataCloneError, InvalidStateError, …) the store falls
 * back to memory for the page's life and reports `storage_unavailable` once through onWarning.
 * Nothing touches indexedDB before the first call (SSR-safe).
 */
import { LoginKitError } from '../errors';
import { toHex } from '../encoding/hex';

/** The key code (and the curve library behind it) loads on first use, not with the page. */
const sessionKeys = () => import('../crypto/session-key');
import type { SessionKeyPair } from '../crypto/signing-key';

export interface KeyStore {
  /** Fetches the key code (a chunk of its own) ahead of a `createSessionKey` or `importPrivateKey`. */
  preload(): Promise<unknown>;
  /** A new non-extractable P-256 key, persisted. */
  createSessionKey(): Promise<SessionKeyPair>;
  /** Imports a raw 32-byte private key (a decrypted credential bundle; the bytes are wiped), persisted. */
  importPrivateKey(raw: Uint8Array): Promise<SessionKeyPair>;
  /** The key whose compressed public key is `publicKeyHex`, if held. */
  get(publicKeyHex: string): Promise<SessionKeyPair | undefined>;
  delete(publicKeyHex: string): Promise<void>;
  /** Compressed public keys (hex) of every key held, sorted. */
  list(): Promise<string[]>;
  /**
   * Deletes every key whose public key is not in `publicKeysInUse`; with `createdBefore`, only
   * those created before that time (a key a login is still using, in this or another tab, is
   * younger). Memory keys have no age and are kept then.
   */
  retainOnly(publicKeysInUse: readonly string[], options?: { createdBefore?: number }): Promise<void>;
  /** `pending` until the first call has found out where keys can live. */
  readonly mode: 'indexeddb' | 'memory' | 'pending';
}

export interface KeyStoreOptions {
  /** Defaults to globalThis.indexedDB, looked up on first use. */
  indexedDB?: IDBFactory;
  /** Default `loginkit`. */
  databaseName?: string;
  /** Called once, with `storage_unavailable`, when keys fall back to memory. */
  onWarning?: (warning: LoginKitError) => void;
}

/** What IndexedDB holds per key. */
interface StoredKey {
  privateKey: CryptoKey;
  publicKeyUncompressed: Uint8Array;
  createdAt: number;
}

const storeName = 'session-keys';
const databaseVersion = 1;

function normalizeHex(publicKeyHex: string): string {
  return publicKeyHex.trim().toLowerCase();
}

function isStoredKey(value: unknown): value is StoredKey {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<StoredKey>;
  return typeof record.privateKey === 'object' && record.privateKey !== null && record.publicKeyUncompressed instanceof Uint8Array;
}

function describeError(error: unknown): string {
  if (error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException)) {
    return `${error.name}: ${error.message}`;
  }
  return String(error);
}

function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, databaseVersion);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(storeName)) request.result.createObjectStore(storeName);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
  });
}

/** Runs one request in its own transaction; resolves when the transaction commits. */
function run<T>(db: IDBDatabase, mode: IDBTransactionMode, operation: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(storeName, mode);
    const request = operation(transaction.objectStore(storeName));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? request.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

type Backend = { kind: 'indexeddb'; db: IDBDatabase } | { kind: 'memory' };

export function createKeyStore(options: KeyStoreOptions = {}): KeyStore {
  const databaseName = options.databaseName ?? 'loginkit';
  const memory = new Map<string, SessionKeyPair>();
  let mode: KeyStore['mode'] = 'pending';
  let backend: Promise<Backend> | undefined;
  let warned = false;

  /** Switches to memory for the page's life and warns once. */
  const fallBack = (problem: string, cause: unknown): Backend => {
    mode = 'memory';
    backend = Promise.resolve({ kind: 'memory' });
    if (!warned) {
      warned = true;
      const warning = new LoginKitError(
        'storage_unavailable',
        `Session keys are kept in memory only (${problem}: ${describeError(cause)}); sessions will not survive a reload`,
        { cause },
      );
      options.onWarning?.(warning);
    }
    return { kind: 'memory' };
  };

  const resolveBackend = (): Promise<Backend> => {
    backend ??= (async (): Promise<Backend> => {
      const factory = options.indexedDB ?? (globalThis as { indexedDB?: IDBFactory }).indexedDB;
      // In Vitest or Jest under happy-dom or jsdom, which have none: docs/mock-relay-and-testing.md.
      if (factory === undefined) return fallBack('IndexedDB is not available (in tests: fake-indexeddb/auto)', new Error('indexedDB is undefined'));
      try {
        const db = await openDatabase(factory, databaseName);
        // Another tab upgrading the database: let it, and reopen on the next call.
        db.onversionchange = () => {
          db.close();
          if (mode === 'indexeddb') {
            backend = undefined;
            mode = 'pending';
          }
        };
        mode = 'indexeddb';
        return { kind: 'indexeddb', db };
      } catch (error) {
        return fallBack('IndexedDB could not be opened', error);
      }
    })();
    return backend;
  };

  /** Runs `operation` against IndexedDB, or reports that memory is in use (also after a failure). */
  const withDatabase = async <T>(problem: string, operation: (db: IDBDatabase) => Promise<T>): Promise<{ value: T } | undefined> => {
    const current = await resolveBackend();
    if (current.kind === 'memory') return undefined;
    try {
      return { value: await operation(current.db) };
    } catch (error) {
      current.db.close();
      fallBack(problem, error);
      return undefined;
    }
  };

  const persist = async (pair: SessionKeyPair): Promise<SessionKeyPair> => {
    const id = toHex(pair.publicKey);
    const record: StoredKey = { privateKey: pair.privateKey, publicKeyUncompressed: pair.publicKeyUncompressed, createdAt: Date.now() };
    const stored = await withDatabase('IndexedDB refused to store a CryptoKey', (db) => run(db, 'readwrite', (store) => store.put(record, id)));
    if (stored === undefined) memory.set(id, pair);
    return pair;
  };

  const remove = async (id: string): Promise<void> => {
    memory.delete(id);
    await withDatabase('IndexedDB delete failed', (db) => run(db, 'readwrite', (store) => store.delete(id)));
  };

  const list = async (): Promise<string[]> => {
    const stored = await withDatabase('IndexedDB read failed', (db) => run(db, 'readonly', (store) => store.getAllKeys()));
    const ids = stored === undefined ? [...memory.keys()] : stored.value.filter((key): key is string => typeof key === 'string');
    return ids.sort();
  };

  /** Whether the stored key `id` was created before `time` (unreadable records count as old). */
  const createdEarlier = async (id: string, time: number): Promise<boolean> => {
    const stored = await withDatabase('IndexedDB read failed', (db) => run(db, 'readonly', (store) => store.get(id) as IDBRequest<unknown>));
    if (stored === undefined) return false; // memory: no age
    const createdAt = (stored.value as Partial<StoredKey> | undefined)?.createdAt;
    return typeof createdAt !== 'number' || createdAt < time;
  };

  return {
    get mode() {
      return mode;
    },

    preload: sessionKeys,

    async createSessionKey() {
      return persist(await (await sessionKeys()).generateSessionKeyPair());
    },

    async importPrivateKey(raw) {
      return persist(await (await sessionKeys()).importSessionPrivateKey(raw));
    },

    async get(publicKeyHex) {
      const id = normalizeHex(publicKeyHex);
      const stored = await withDatabase('IndexedDB read failed', (db) => run(db, 'readonly', (store) => store.get(id) as IDBRequest<unknown>));
      if (stored === undefined) return memory.get(id);
      if (stored.value === undefined) return undefined;
      try {
        if (!isStoredKey(stored.value)) throw new Error('not a stored key record');
        const pair = (await sessionKeys()).sessionKeyPairFromCryptoKey(stored.value.privateKey, stored.value.publicKeyUncompressed);
        if (toHex(pair.publicKey) !== id) throw new Error('public key does not match its id');
        return pair;
      } catch {
        // A record this version cannot use is useless to every version: drop it.
        await remove(id);
        return undefined;
      }
    },

    async delete(publicKeyHex) {
      await remove(normalizeHex(publicKeyHex));
    },

    list,

    async retainOnly(publicKeysInUse, retainOptions = {}) {
      const keep = new Set(publicKeysInUse.map(normalizeHex));
      const { createdBefore } = retainOptions;
      for (const id of await list()) {
        if (keep.has(id)) continue;
        if (createdBefore !== undefined && !(await createdEarlier(id, createdBefore))) continue;
        await remove(id);
      }
    },
  };
}
