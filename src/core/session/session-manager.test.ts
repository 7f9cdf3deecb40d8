import { describe, expect, it } from 'vitest';
import { toHex } from '../encoding/hex';
import { orphanKeyGraceMs } from './session-lifecycle';
import { sessionFor, sessionTestBed } from './test-utils/session-fixtures';

const setup = sessionTestBed;

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
    const { manager, keys, time } = setup();
    const thisTab = manager(); // each manager has its own store on the shared storage and channel
    const otherTab = manager();
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
