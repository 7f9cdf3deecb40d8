/**
 * Persisted sessions (metadata and the JWT only; keys live in the key store) in localStorage,
 * with change notices to other tabs over BroadcastChannel (or the `storage` event where
 * BroadcastChannel is missing). What is read is validated: corrupt JSON or wrong shapes are
 * dropped, never thrown. Nothing touches localStorage before the first call (SSR-safe).
 */
import { LoginKitError, invalidInput } from '../errors';
import type { LoginMethod, Session, SessionType } from '../session/session-types';
import { createMemoryStorage } from './memory-storage';
import { browserLocalStorage } from './browser-local-storage';

export interface PersistedSessions {
  /** The public key of the session the app is using, when there is one. */
  activePublicKey?: string;
  sessions: Session[];
}

export type SessionChangeOrigin = 'local' | 'remote';

export interface SessionStore {
  read(): PersistedSessions;
  /** Replaces what is stored and tells other tabs. Throws `invalid_input` for a malformed session. */
  write(value: PersistedSessions): void;
  clear(): void;
  /** `origin` is `remote` for changes made in other tabs, `local` for this store's own writes. */
  subscribe(listener: (origin: SessionChangeOrigin) => void): () => void;
  /** Stops listening to other tabs and drops listeners. */
  close(): void;
}

export interface SessionStoreOptions {
  /** Default: globalThis.localStorage when present and usable, else memory. */
  storage?: Storage;
  /** Storage key, default `loginkit:sessions`. */
  key?: string;
  /** BroadcastChannel name, default the storage key. */
  channelName?: string;
  /** Called once with `storage_unavailable` when sessions fall back to memory. */
  onWarning?: (warning: LoginKitError) => void;
}

const formatVersion = 1;
const sessionTypes: readonly SessionType[] = ['SESSION_TYPE_READ_WRITE', 'SESSION_TYPE_READ_ONLY'];
const loginMethods: readonly LoginMethod[] = ['otp_email', 'otp_sms', 'passkey', 'oauth', 'wallet'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The session's own fields (unknown ones dropped), or undefined when its shape is wrong. */
export function parseSession(value: unknown): Session | undefined {
  if (!isRecord(value)) return undefined;
  const { publicKey, organizationId, userId, sessionType, expiresAt, createdAt, method, contact, token } = value;
  if (typeof publicKey !== 'string' || !/^0[23][0-9a-f]{64}$/.test(publicKey)) return undefined;
  if (!isText(organizationId) || !isText(userId) || !isTime(expiresAt) || !isTime(createdAt)) return undefined;
  if (!sessionTypes.includes(sessionType as SessionType) || !loginMethods.includes(method as LoginMethod)) return undefined;
  if (contact !== undefined && typeof contact !== 'string') return undefined;
  if (token !== undefined && typeof token !== 'string') return undefined;
  const session: Session = {
    publicKey,
    organizationId,
    userId,
    sessionType: sessionType as SessionType,
    expiresAt,
    createdAt,
    method: method as LoginMethod,
  };
  if (contact !== undefined) session.contact = contact;
  if (token !== undefined) session.token = token;
  return session;
}

/** Validates a stored value: bad sessions are dropped one by one, a dangling active key too. */
export function parsePersistedSessions(value: unknown): PersistedSessions {
  if (!isRecord(value) || (value.version !== undefined && value.version !== formatVersion) || !Array.isArray(value.sessions)) {
    return { sessions: [] };
  }
  const sessions: Session[] = [];
  for (const item of value.sessions) {
    const session = parseSession(item);
    if (session !== undefined && !sessions.some((other) => other.publicKey === session.publicKey)) sessions.push(session);
  }
  const active = value.activePublicKey;
  return typeof active === 'string' && sessions.some((session) => session.publicKey === active)
    ? { activePublicKey: active, sessions }
    : { sessions };
}

interface StorageEventLike extends Event {
  key: string | null;
  storageArea: Storage | null;
}

interface EventTargetLike {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const key = options.key ?? 'loginkit:sessions';
  const channelName = options.channelName ?? key;
  const listeners = new Set<(origin: SessionChangeOrigin) => void>();
  let storage: Storage | undefined = options.storage;
  let warned = false;
  let channel: BroadcastChannel | undefined;
  let storageTarget: EventTargetLike | undefined;
  let closed = false;

  const notify = (origin: SessionChangeOrigin): void => {
    for (const listener of [...listeners]) listener(origin);
  };

  const useMemory = (problem: string, cause: unknown): Storage => {
    storage = createMemoryStorage();
    if (!warned) {
      warned = true;
      options.onWarning?.(
        new LoginKitError('storage_unavailable', `Sessions are kept in memory only (${problem}); they will not survive a reload`, { cause }),
      );
    }
    return storage;
  };

  const currentStorage = (): Storage => (storage ??= browserLocalStorage() ?? useMemory('localStorage is not available', undefined));

  const onStorage = (event: Event): void => {
    const change = event as StorageEventLike;
    if ((change.key === key || change.key === null) && (change.storageArea === null || change.storageArea === currentStorage())) notify('remote');
  };

  /** Starts listening to other tabs (once, on the first subscribe or write). */
  const connect = (): void => {
    if (closed || channel !== undefined || storageTarget !== undefined) return;
    if (typeof BroadcastChannel === 'function') {
      channel = new BroadcastChannel(channelName);
      channel.onmessage = (event: MessageEvent) => {
        if (isRecord(event.data) && event.data.type === 'sessions-changed' && event.data.key === key) notify('remote');
      };
      (channel as BroadcastChannel & { unref?: () => void }).unref?.();
      return;
    }
    const target = globalThis as Partial<EventTargetLike>;
    if (typeof target.addEventListener === 'function' && typeof target.removeEventListener === 'function') {
      storageTarget = target as EventTargetLike;
      storageTarget.addEventListener('storage', onStorage);
    }
  };

  const announce = (): void => {
    connect();
    channel?.postMessage({ type: 'sessions-changed', key });
    notify('local');
  };

  const store = (text: string | undefined): void => {
    const target = currentStorage();
    try {
      if (text === undefined) target.removeItem(key);
      else target.setItem(key, text);
    } catch (error) {
      const memory = useMemory('localStorage refused the write', error);
      if (text !== undefined) memory.setItem(key, text);
    }
  };

  return {
    read() {
      let text: string | null;
      try {
        text = currentStorage().getItem(key);
      } catch {
        return { sessions: [] };
      }
      if (text === null) return { sessions: [] };
      try {
        return parsePersistedSessions(JSON.parse(text));
      } catch {
        return { sessions: [] };
      }
    },

    write(value) {
      if (!isRecord(value) || !Array.isArray(value.sessions)) throw invalidInput('sessions', 'must be an array of sessions');
      const sessions = value.sessions.map((session, index) => {
        const parsed = parseSession(session);
        if (parsed === undefined) throw invalidInput(`sessions[${index}]`, 'is not a valid session');
        return parsed;
      });
      const active = value.activePublicKey;
      if (active !== undefined && !sessions.some((session) => session.publicKey === active)) {
        throw invalidInput('activePublicKey', 'must be the public key of one of the sessions');
      }
      store(JSON.stringify(active === undefined ? { version: formatVersion, sessions } : { version: formatVersion, activePublicKey: active, sessions }));
      announce();
    },

    clear() {
      store(undefined);
      announce();
    },

    subscribe(listener) {
      connect();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    close() {
      closed = true;
      listeners.clear();
      channel?.close();
      channel = undefined;
      storageTarget?.removeEventListener('storage', onStorage);
      storageTarget = undefined;
    },
  };
}
