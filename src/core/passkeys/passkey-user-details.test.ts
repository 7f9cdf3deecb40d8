import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../api/account-types';
import { passkeyUserDetails, signalPasskeyUserDetailsChanged } from './passkey-user-details';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('passkey user details', () => {
  it.each<[string, Partial<User>, { name: string; displayName: string } | undefined]>([
    ['email and name', { userEmail: 'ada@example.com', userName: 'Ada Lovelace', userPhoneNumber: '+14155550123' }, { name: 'ada@example.com', displayName: 'Ada Lovelace' }],
    ['phone only', { userPhoneNumber: '+14155550123' }, { name: '+14155550123', displayName: '+14155550123' }],
    ['name only (a passkey signup)', { userName: 'Passkey Ada' }, { name: 'Passkey Ada', displayName: 'Passkey Ada' }],
    ['blank members', { userEmail: ' ', userName: '' }, undefined],
  ])('names the passkey by the login identifier, displays the person’s name: %s', (_why, user, expected) => {
    expect(passkeyUserDetails(user)).toEqual(expected);
  });

  it('signals each handle once the user is read; reads nothing where the API or the handles are missing; never rejects', async () => {
    const signalled: unknown[] = [];
    const getUser = vi.fn(async () => ({ userId: 'user-1', userEmail: 'ada@example.org', userName: 'Ada' }));
    const deps = (handles: string[]) => ({ userHandles: { get: () => handles, remember: () => undefined }, relyingParty: () => ({ rpId: 'app.example' }) });

    await signalPasskeyUserDetailsChanged(deps(['aGFuZGxl']), 'user-1', getUser);
    expect(getUser).not.toHaveBeenCalled(); // no Signals API in this engine

    vi.stubGlobal('PublicKeyCredential', { signalCurrentUserDetails: async (options: unknown) => void signalled.push(options) });
    await signalPasskeyUserDetailsChanged(deps([]), 'user-1', getUser);
    expect(getUser).not.toHaveBeenCalled(); // no passkey made or used here

    await signalPasskeyUserDetailsChanged(deps(['aGFuZGxl', 'b3RoZXI']), 'user-1', getUser);
    expect(signalled).toEqual([
      { rpId: 'app.example', userId: 'aGFuZGxl', name: 'ada@example.org', displayName: 'Ada' },
      { rpId: 'app.example', userId: 'b3RoZXI', name: 'ada@example.org', displayName: 'Ada' },
    ]);

    const failing = { ...deps(['aGFuZGxl']), relyingParty: () => { throw new Error('no rpId'); } };
    await expect(signalPasskeyUserDetailsChanged(failing, 'user-1', getUser)).resolves.toBeUndefined();
    await expect(signalPasskeyUserDetailsChanged(deps(['aGFuZGxl']), 'user-1', () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
  });
});
