import { IDBFactory } from 'fake-indexeddb';
import { signSessionJwt } from '../../crypto/private-key-signing';
import { publicKeyFromPrivateKey, randomPrivateKey } from '../../crypto/p256-private-key';
import { toHex } from '../../encoding/hex';
import { createKeyStore, type KeyStore } from '../../storage/key-store';
import { createMemoryStorage } from '../../storage/memory-storage';
import { createSessionStore, type SessionStore } from '../../storage/session-store';
import { createSessionManager, type SessionManager, type SessionManagerDeps } from '../session-manager';
import type { RefreshSessionOptions, Session } from '../session-types';

export const notarizerPrivate = randomPrivateKey();
export const notarizerKey = publicKeyFromPrivateKey(notarizerPrivate, false);

export interface FakeTime {
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  /** Moves the clock and runs the timers that are due, as a page that stays awake. */
  advance(ms: number): void;
  /** Moves the clock without running timers: the machine slept (or the tab was throttled). */
  sleep(ms: number): void;
  /** Timers waiting. */
  readonly pending: number;
}

/** A manual clock and timer queue, so expiry and refresh are tested without waiting. */
export function fakeTime(start: number): FakeTime {
  let now = start;
  const timers = new Set<{ at: number; run: () => void }>();
  return {
    now: () => now,
    setTimer: (run, ms) => {
      const timer = { at: now + ms, run };
      timers.add(timer);
      return timer;
    },
    clearTimer: (timer) => void timers.delete(timer as { at: number; run: () => void }),
    advance(ms) {
      const end = now + ms;
      // In time order, so a timer armed by another one runs too when it falls in the window.
      for (;;) {
        const next = [...timers].filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (next === undefined) break;
        timers.delete(next);
        now = Math.max(now, next.at);
        next.run();
      }
      now = end;
    },
    sleep(ms) {
      now += ms;
    },
    get pending() {
      return timers.size;
    },
  };
}

export interface SessionOverrides extends Partial<Omit<Session, 'publicKey'>> {
  /** Whether the session has a notarizer-signed JWT (default true). */
  withToken?: boolean;
}

/** A session with a new key in `keys`, from `now` for `lifetimeMs`. */
export async function sessionFor(keys: KeyStore, now: number, lifetimeMs = 900_000, overrides: SessionOverrides = {}): Promise<Session> {
  const { withToken = true, ...fields } = overrides;
  const key = await keys.createSessionKey();
  const publicKey = toHex(key.publicKey);
  const expiresAt = Math.floor((now + lifetimeMs) / 1000) * 1000;
  const session: Session = {
    publicKey,
    organizationId: 'org-1',
    userId: 'user-1',
    sessionType: 'SESSION_TYPE_READ_WRITE',
    expiresAt,
    createdAt: now,
    method: 'otp_email',
    contact: 'ada@example.com',
    ...fields,
  };
  if (withToken) {
    session.token = signSessionJwt(
      {
        exp: Math.floor(session.expiresAt / 1000),
        public_key: publicKey,
        session_type: session.sessionType,
        user_id: session.userId,
        organization_id: session.organizationId,
      },
      notarizerPrivate,
    );
  }
  return session;
}

export interface SessionTestBed {
  time: FakeTime;
  storage: Storage;
  keys: KeyStore;
  channelName: string;
  /** A manager (a tab) on the shared storage, keys and clock; pass a store to share a channel. */
  manager(overrides?: Partial<SessionManagerDeps>, store?: SessionStore): SessionManager;
  /** A store on the shared storage and channel: another tab's. */
  store(): SessionStore;
  /** A refresh that makes a successor with a new key in `keys`, recording the sessions and options it was called with. */
  refresher(lifetimeMs?: number): NonNullable<SessionManagerDeps['refresh']> & { calls: Session[]; options: RefreshSessionOptions[] };
}

export function sessionTestBed(start = Date.now()): SessionTestBed {
  const time = fakeTime(start);
  const storage = createMemoryStorage();
  const keys = createKeyStore({ indexedDB: new IDBFactory() });
  const channelName = `test-${Math.random()}`;
  const store = (): SessionStore => createSessionStore({ storage, channelName });
  const noWatch = (): (() => void) => () => undefined;
  return {
    time,
    storage,
    keys,
    channelName,
    store,
    manager: (overrides = {}, shared = store()) =>
      createSessionManager({ store: shared, keys, notarizerKey, now: time.now, setTimer: time.setTimer, clearTimer: time.clearTimer, watch: noWatch, ...overrides }),
    refresher(lifetimeMs = 900_000) {
      const calls: Session[] = [];
      const options: RefreshSessionOptions[] = [];
      const refresh = async (session: Session, given: RefreshSessionOptions): Promise<Session> => {
        calls.push(session);
        options.push(given);
        const { method, userId, organizationId, contact } = session;
        return sessionFor(keys, time.now(), lifetimeMs, { withToken: false, method, userId, organizationId, contact });
      };
      return Object.assign(refresh, { calls, options });
    },
  };
}
