import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { signSessionJwt } from '../crypto/jwt';
import { publicKeyFromPrivateKey, randomPrivateKey } from '../crypto/p256';
import { toHex } from '../encoding/hex';
import { createKeyStore, type KeyStore } from '../storage/key-store';
import { createMemoryStorage } from '../storage/memory-storage';
import { createSessionStore } from '../storage/session-store';
import { createSessionManager, orphanKeyGraceMs } from './session-manager';
import type { Session } from './session-types';

const notarizerPrivate = randomPrivateKey();
const notarizerKey = publicKeyFromPrivateKey(notarizerPrivate, false);

/** A manual clock and timer queue, so expiry is tested without waiting. */
function fakeTime(start: number) {
  let now = start;
  const timers = new Set<{ at: number; run: () => void }>();
  return {
    now: () => now,
    setTimer: (run: () => void, ms: number) => {
      const timer = { at: now + ms, run };
      timers.add(timer);
      return timer;
    },
    clearTimer: (timer: unknown) => void timers.delete(timer as { at: number; run: () => void }),
    advance(ms: number) {
      now += ms;
      for (const timer of [...timers]) {
        if (timer.at <= now) {
          timers.delete(timer);
          timer.run();
        }
      }
    },
  };
}

async function sessionFor(keys: KeyStore, now: number, lifetimeMs = 900_000): Promise<Session> {
  const key = await keys.createSessionKey();
  const publicKey = toHex(key.publicKey);
  const expiresAt = now + lifetimeMs;
  const token = signSessionJwt(
    { exp: Math.floor(expiresAt / 1000), public_key: publicKey, session_type: 'SESSION_TYPE_READ_WRITE', user_id: 'user-1', organization_id: 'org-1' },
    notarizerPrivate,
  );
  return {
    publicKey,
    organizationId: 'org-1',
    userId: 'user-1',
    sessionType: 'SESSION_TYPE_READ_WRITE',
    expiresAt: Math.floor(expiresAt / 1000) * 1000,
    createdAt: now,
    method: 'otp_email',
    contact: 'ada@example.com',
    token,
  };
}

function setup(start = Date.now()) {
  const time = fakeTime(start);
  const storage = createMemoryStorage();
  const keys = createKeyStore({ indexedDB: new IDBFactory() });
  const channelName = `test-${Math.random()}`;
  const manager = (store = createSessionStore({ storage, channelName })) =>
    createSessionManager({ store, keys, notarizerKey, now: time.now, setTimer: time.setTimer, clearTimer: time.clearTimer });
  return { time, storage, keys, channelName, manager };
}

describe('session manager', () => {
  it('starts loading, and is signed out when nothing is stored', async () => {
    const { manager } = setup();
    const sessions = manager();
    expect(sessions.getState()).toEqual({ status: 'loading' });
    expect(await sessions.restore()).toEqual({ status: 'signedOut' });
  });

  it('sweeps keys no session uses on restore once they are older than the grace period', async () => {
    const { manager, keys, time } = setup();
    const session = await sessionFor(keys, time.now(), 3 * 60 * 60_000);
    await manager().establish(session);
    const young = toHex((await keys.createSessionKey()).publicKey);
    await manager().restore();
    await expect.poll(() => keys.list()).toEqual([session.publicKey, young].sort()); // a login may still use it

    time.advance(orphanKeyGraceMs + 60_000);
    expect(await manager().restore()).toMatchObject({ status: 'signedIn' });
    await expect.poll(() => keys.list()).toEqual([session.publicKey]);
  });

  it('stores a session and restores it in a new manager (a reload)', async () => {
    const { manager, keys, time } = setup();
    const session = await sessionFor(keys, time.now());
    await manager().establish(session);
    expect(await manager().restore()).toEqual({ status: 'signedIn', session });
  });

  it('expires the session when its time comes, deleting its key', async () => {
    const { manager, keys, time } = setup();
    const sessions = manager();
    const session = await sessionFor(keys, time.now(), 60_000);
    await sessions.establish(session);
    time.advance(59_000);
    expect(sessions.getState().status).toBe('signedIn');
    time.advance(1_000);
    await expect.poll(() => sessions.getState()).toEqual({ status: 'signedOut', reason: 'expired' });
    expect(await keys.get(session.publicKey)).toBeUndefined();
  });

  it('does not restore an expired session, and forgets it', async () => {
    const { manager, keys, time } = setup();
    const session = await sessionFor(keys, time.now(), 60_000);
    const before = manager();
    await before.establish(session);
    before.dispose(); // the page closes; its timer goes with it
    time.advance(61_000);
    expect(await manager().restore()).toEqual({ status: 'signedOut', reason: 'expired' });
    expect(await keys.get(session.publicKey)).toBeUndefined();
  });

  it('does not restore a session whose token the pinned notarizer did not sign', async () => {
    const { manager, keys, time } = setup();
    const session = await sessionFor(keys, time.now());
    const [header, payload] = (session.token ?? '').split('.');
    await manager().establish({ ...session, token: `${header}.${payload}.${'A'.repeat(86)}` });
    expect((await manager().restore()).status).toBe('signedOut');
  });

  it('does not restore a session whose key is gone (memory-only key after a reload)', async () => {
    const { manager, keys, time } = setup();
    const session = await sessionFor(keys, time.now());
    await manager().establish(session);
    await keys.delete(session.publicKey);
    expect((await manager().restore()).status).toBe('signedOut');
  });

  it('logs out: signed out, key deleted, nothing restored', async () => {
    const { manager, keys, time } = setup();
    const sessions = manager();
    const session = await sessionFor(keys, time.now());
    await sessions.establish(session);
    await sessions.logout();
    expect(sessions.getState()).toEqual({ status: 'signedOut', reason: 'logout' });
    expect(await keys.get(session.publicKey)).toBeUndefined();
    expect((await manager().restore()).status).toBe('signedOut');
  });

  it('follows another tab’s login and logout', async () => {
    const { manager, keys, time, storage, channelName } = setup();
    const thisTab = manager(createSessionStore({ storage, channelName }));
    const otherTab = manager(createSessionStore({ storage, channelName }));
    await thisTab.restore();
    const session = await sessionFor(keys, time.now());
    await otherTab.establish(session);
    await expect.poll(() => thisTab.getState()).toEqual({ status: 'signedIn', session });
    await otherTab.logout();
    await expect.poll(() => thisTab.getState().status).toBe('signedOut');
    thisTab.dispose();
    otherTab.dispose();
  });
});
