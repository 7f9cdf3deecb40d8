import { browserLocalStorage } from '../storage/browser-local-storage';

/**
 * The WebAuthn user handles this browser has seen per service user, for the WebAuthn Signals API
 * (`passkey-signals.ts`): the service does not store handles, and the kit gives every passkey a
 * random 32-byte one, so only the browser that created a passkey (or logged in with it) knows
 * which handle to name when it tells the password manager which passkeys are still valid.
 *
 * It holds no key material and nothing secret: a handle is a random id the authenticator returns
 * with every assertion. Stored in localStorage (`loginkit:passkey-user-handles`) as
 * `{version: 1, users: [{userId, handles}]}`, least recently used first (an array rather than an
 * object: object keys that look like numbers would lose their order). What is read is validated:
 * corrupt JSON or wrong shapes are dropped, never thrown. Capped (10 handles a user, 20 users; the
 * least recently seen go first). Where storage is blocked it falls back to memory, silently.
 * Nothing touches localStorage before the first call (SSR-safe).
 *
 * The passkey manager, the passkey flow and the account API each load in a lazy chunk of their
 * own and share one store through `passkeyUserHandleStore()`, so a memory fallback is one memory
 * for all of them.
 */
/** Where localStorage is missing or blocked: kept for the page (the two calls the store makes). */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

export interface PasskeyUserHandleStore {
  /** The handles seen here for the service user `userId` (oldest first; `[]` when none). */
  get(userId: string): string[];
  /** Remembers `userHandle` (base64url) for `userId` as the newest; a malformed one is ignored. */
  remember(userId: string, userHandle: string): void;
}


export interface PasskeyUserHandleStoreOptions {
  /** Default: globalThis.localStorage when present and usable, else memory. */
  storage?: Storage;
  /** Storage key, default `loginkit:passkey-user-handles`. */
  key?: string;
  /** Default 10. */
  maxHandlesPerUser?: number;
  /** Default 20. */
  maxUsers?: number;
}

interface UserHandles {
  userId: string;
  handles: string[];
}

const formatVersion = 1;
/** base64url of 1 to 64 bytes (WebAuthn's limit on user handles). */
const handlePattern = /^[A-Za-z0-9_-]{2,86}$/;

const isUserId = (value: unknown): value is string => typeof value === 'string' && value !== '' && value.length <= 256;
const isHandle = (value: unknown): value is string => typeof value === 'string' && handlePattern.test(value);

/** Validates a stored value: bad entries are dropped one by one, and the caps applied. */
export function parsePasskeyUserHandles(value: unknown, maxHandlesPerUser = 10, maxUsers = 20): UserHandles[] {
  if (typeof value !== 'object' || value === null) return [];
  const { version, users } = value as { version?: unknown; users?: unknown };
  if (version !== formatVersion || !Array.isArray(users)) return [];
  const read: UserHandles[] = [];
  for (const item of users) {
    if (typeof item !== 'object' || item === null) continue;
    const { userId, handles } = item as { userId?: unknown; handles?: unknown };
    if (!isUserId(userId) || !Array.isArray(handles) || read.some((other) => other.userId === userId)) continue;
    const valid = [...new Set(handles.filter(isHandle))].slice(-maxHandlesPerUser);
    if (valid.length > 0) read.push({ userId, handles: valid });
  }
  return read.slice(-maxUsers);
}

export function createPasskeyUserHandleStore(options: PasskeyUserHandleStoreOptions = {}): PasskeyUserHandleStore {
  const key = options.key ?? 'loginkit:passkey-user-handles';
  const maxHandles = options.maxHandlesPerUser ?? 10;
  const maxUsers = options.maxUsers ?? 20;
  // Not the kit's memory-storage module: importing it here would split it out of the modal's initial chunk.
  let storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = options.storage;

  const currentStorage = (): Pick<Storage, 'getItem' | 'setItem'> => (storage ??= browserLocalStorage() ?? memoryStorage());

  const read = (): UserHandles[] => {
    let text: string | null;
    try {
      text = currentStorage().getItem(key);
    } catch {
      storage = memoryStorage();
      return [];
    }
    if (text === null) return [];
    try {
      return parsePasskeyUserHandles(JSON.parse(text), maxHandles, maxUsers);
    } catch {
      return [];
    }
  };

  const write = (users: UserHandles[]): void => {
    const text = JSON.stringify({ version: formatVersion, users });
    try {
      currentStorage().setItem(key, text);
    } catch {
      // Blocked or full: keep them for this page (what it has seen so far is lost with the reload anyway).
      storage = memoryStorage();
      storage.setItem(key, text);
    }
  };

  return {
    get(userId) {
      if (!isUserId(userId)) return [];
      return read().find((item) => item.userId === userId)?.handles ?? [];
    },

    remember(userId, userHandle) {
      if (!isUserId(userId) || !isHandle(userHandle)) return;
      const users = read();
      const previous = users.find((item) => item.userId === userId)?.handles ?? [];
      const handles = [...previous.filter((handle) => handle !== userHandle), userHandle].slice(-maxHandles);
      write([...users.filter((item) => item.userId !== userId), { userId, handles }].slice(-maxUsers));
    },
  };
}

let shared: PasskeyUserHandleStore | undefined;

/**
 * The page's store (created on first use), at `loginkit:passkey-user-handles` whatever the kit's
 * `storageKey`: handles are filed by service user id, so kits on one origin cannot mix them up.
 */
export function passkeyUserHandleStore(): PasskeyUserHandleStore {
  return (shared ??= createPasskeyUserHandleStore());
}
