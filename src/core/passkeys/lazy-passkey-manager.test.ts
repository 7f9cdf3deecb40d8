import { describe, expect, it } from 'vitest';
import { LoginKitError, isLoginKitError } from '../errors';
import { createLazyPasskeyManager } from './lazy-passkey-manager';
import type { PasskeyManagerDeps } from './passkey-manager';

const signedOutDeps = {
  getSessionState: () => ({ status: 'signedOut' }),
  now: () => Date.now(),
} as unknown as PasskeyManagerDeps;

describe('kit.passkeys, loaded by its first call', () => {
  it('answers through the real manager once loaded: signed out is session_expired', async () => {
    const manager = createLazyPasskeyManager(signedOutDeps);
    const error = await manager.list().catch((caught: unknown) => caught);
    expect(isLoginKitError(error, 'session_expired')).toBe(true);
    // Loaded now: later calls go straight to the manager (add keeps the click's call stack).
    await expect(manager.add('Laptop')).rejects.toBeInstanceOf(LoginKitError);
    await expect(manager.remove('auth-1')).rejects.toMatchObject({ code: 'session_expired' });
    await expect(manager.get('auth-1')).rejects.toMatchObject({ code: 'session_expired' });
  });
});
