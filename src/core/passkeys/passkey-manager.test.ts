import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginKitError } from '../errors';
import type { PasskeyCrypto, PasskeyCryptoLoader } from '../flows/passkey/passkey-crypto-loader';
import type { Session, SessionState } from '../session/session-types';
import type { KeyStore } from '../storage/key-store';
import type { ActivityOutcome, ApiClient } from '../transport/api-client';
import { newPasskeyUserHandle } from '../crypto/passkey-registration';
import { createMemoryStorage } from '../storage/memory-storage';
import { createPasskeyManager, defaultPasskeyName, passkeyListFreshMs } from './passkey-manager';
import { createPasskeyUserHandleStore, type PasskeyUserHandleStore } from './passkey-user-handles';

const session: Session = {
  publicKey: '02aa',
  organizationId: 'sub-org',
  userId: 'user-1',
  sessionType: 'SESSION_TYPE_READ_WRITE',
  expiresAt: 10_000,
  createdAt: 0,
  method: 'otp_email',
  contact: 'ada@example.com',
};
const attestation = {
  authenticatorName: 'Phone',
  challenge: 'Y2g',
  attestation: { credentialId: 'bmV3', clientDataJson: 'Y2Q', attestationObject: 'YW8', transports: [] },
};
const authenticator = (id: string, credentialId: string) => ({ authenticatorId: id, authenticatorName: id, credentialId });
const completed = (result: unknown): ActivityOutcome<unknown> => ({ status: 'completed', activity: {} as never, result });

function setup(
  options: {
    state?: SessionState;
    loaded?: boolean;
    now?: number;
    clock?: { now: number };
    submit?: (...args: never[]) => Promise<unknown>;
    query?: (path: string) => Promise<unknown>;
    userHandles?: PasskeyUserHandleStore;
  } = {},
) {
  const createPasskeyAttestation = vi.fn(() => Promise.resolve(attestation));
  const module = { createPasskeyAttestation, newPasskeyUserHandle, createApiKeyStamper: () => ({ stamp: async () => ({ headerName: 'X-Stamp' as const, headerValue: 'stamp' }) }) };
  const crypto: PasskeyCryptoLoader = {
    loaded: () => (options.loaded === false ? undefined : (module as unknown as PasskeyCrypto)),
    load: async () => module as unknown as PasskeyCrypto,
  };
  const submit = vi.fn(options.submit ?? (async () => completed({ authenticatorIds: ['a-2'] })));
  const query = vi.fn(options.query ?? (async (path: string) => (path === 'get_authenticator' ? { authenticator: authenticator('a-2', 'bmV3') } : { authenticators: [] })));
  const keys = { get: async (publicKey: string) => (publicKey === '02aa' ? ({ publicKey: new Uint8Array(33) } as never) : undefined) } as KeyStore;
  const manager = createPasskeyManager({
    api: { submit, query } as unknown as ApiClient,
    keys,
    crypto,
    getSessionState: () => options.state ?? { status: 'signedIn', session },
    relyingParty: () => ({ rpId: 'app.example', rpName: 'Acme' }),
    now: () => options.clock?.now ?? options.now ?? 1_000,
    ...(options.userHandles === undefined ? {} : { userHandles: options.userHandles }),
  });
  return { manager, submit, query, createPasskeyAttestation };
}

describe('PasskeyManager', () => {
  it('add: opens the prompt synchronously, names the account by the contact, submits create_authenticators and reads the passkey back', async () => {
    const { manager, submit, query, createPasskeyAttestation } = setup();
    const adding = manager.add(' Phone ');
    expect(createPasskeyAttestation).toHaveBeenCalledWith({
      rpId: 'app.example',
      rpName: 'Acme',
      userName: 'ada@example.com',
      authenticatorName: 'Phone',
      timeoutMs: undefined,
      userHandle: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(await adding).toMatchObject({ authenticatorId: 'a-2' });
    expect(submit.mock.calls[0]!.slice(0, 3)).toEqual([
      expect.objectContaining({ path: 'create_authenticators' }),
      'sub-org',
      { userId: 'user-1', authenticators: [attestation] },
    ]);
    expect(query).toHaveBeenCalledWith('get_authenticator', { organizationId: 'sub-org', authenticatorId: 'a-2' }, expect.anything());
  });

  it('add: a result it cannot read (the spec does not show it) still finds the new passkey by its credential id', async () => {
    const { manager } = setup({
      submit: async () => {
        throw new LoginKitError('response_invalid', 'missing', { details: { field: 'activity.result.createAuthenticatorsResult' } });
      },
      query: async () => ({ authenticators: [authenticator('a-1', 'b2xk'), authenticator('a-9', 'bmV3')] }),
    });
    expect(await manager.add()).toMatchObject({ authenticatorId: 'a-9' });
  });

  it('add: any other failure of the activity is the caller’s', async () => {
    const { manager } = setup({ submit: async () => ({ status: 'consensusNeeded', activity: { id: 'act' } as never, votes: [], canApprove: true, canReject: false }) });
    await expect(manager.add('Phone')).rejects.toMatchObject({ code: 'consensus_needed' });
  });

  it('add: waits for the passkey module when it has not loaded yet', async () => {
    const { manager, createPasskeyAttestation } = setup({ loaded: false });
    const adding = manager.add('Phone');
    expect(createPasskeyAttestation).not.toHaveBeenCalled();
    await adding;
    expect(createPasskeyAttestation).toHaveBeenCalledTimes(1);
  });

  it('names a passkey added without a name after the local date and time', () => {
    expect(defaultPasskeyName(new Date(2026, 0, 2, 3, 4).getTime())).toBe('Passkey 2026-01-02 03:04');
  });

  it.each<[string, Parameters<typeof setup>[0]]>([
    ['signed out', { state: { status: 'signedOut' } }],
    ['expired', { now: 10_000 }],
    ['the session key gone from this device', { state: { status: 'signedIn', session: { ...session, publicKey: '02bb' } } }],
  ])('is session_expired when %s', async (_why, options) => {
    const { manager, createPasskeyAttestation } = setup(options);
    await expect(manager.list()).rejects.toMatchObject({ code: 'session_expired' });
    await expect(manager.remove('a-1')).rejects.toMatchObject({ code: 'session_expired' });
    if (options?.state?.status !== 'signedIn') {
      await expect(manager.add('Phone')).rejects.toMatchObject({ code: 'session_expired' });
      expect(createPasskeyAttestation).not.toHaveBeenCalled();
    }
  });

  it('list refuses a response without an authenticators array (response_invalid)', async () => {
    const { manager } = setup({ query: async () => ({}) });
    await expect(manager.list()).rejects.toMatchObject({ code: 'response_invalid', details: { field: 'authenticators' } });
  });

  it('remove submits delete_authenticators for the user', async () => {
    const { manager, submit } = setup({ submit: async () => completed({ authenticatorIds: ['a-1'] }) });
    await manager.remove('a-1');
    expect(submit.mock.calls[0]!.slice(0, 3)).toEqual([expect.objectContaining({ path: 'delete_authenticators' }), 'sub-org', { userId: 'user-1', authenticatorIds: ['a-1'] }]);
  });
});

describe('PasskeyManager and the WebAuthn Signals API', () => {
  const handleA = 'aGFuZGxlLUE';
  const handleB = 'aGFuZGxlLUI';
  /** The browser's signal methods, recorded. */
  function signalsApi() {
    const calls = { unknown: [] as unknown[], accepted: [] as unknown[] };
    vi.stubGlobal('PublicKeyCredential', {
      signalUnknownCredential: async (options: unknown) => void calls.unknown.push(options),
      signalAllAcceptedCredentials: async (options: unknown) => void calls.accepted.push(options),
      signalCurrentUserDetails: async () => undefined,
    });
    return calls;
  }
  const handlesFor = (...handles: string[]): PasskeyUserHandleStore => {
    const store = createPasskeyUserHandleStore({ storage: createMemoryStorage() });
    for (const handle of handles) store.remember('user-1', handle);
    return store;
  };
  /** The service's list: a-1 (b2xk) and a-3 (dGhyZWU); create adds a-2 (bmV3), delete removes what it names. */
  const service = () => {
    const listed = new Map([
      ['a-1', 'b2xk'],
      ['a-3', 'dGhyZWU'],
    ]);
    return {
      submit: async (operation: { path: string }, _organizationId: string, parameters: { authenticatorIds?: string[] }) => {
        if (operation.path === 'create_authenticators') {
          listed.set('a-2', 'bmV3');
          return completed({ authenticatorIds: ['a-2'] });
        }
        for (const id of parameters.authenticatorIds ?? []) listed.delete(id);
        return completed({ authenticatorIds: parameters.authenticatorIds });
      },
      query: async (path: string) =>
        path === 'get_authenticator' ? { authenticator: authenticator('a-2', 'bmV3') } : { authenticators: [...listed].map(([id, credentialId]) => authenticator(id, credentialId)) },
    };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const accepted = (userId: string, ids: string[]) => ({ rpId: 'app.example', userId, allAcceptedCredentialIds: ids });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('list: the browser learns the complete list for each user handle seen here', async () => {
    const calls = signalsApi();
    const { manager } = setup({ ...service(), userHandles: handlesFor(handleA, handleB) });
    await manager.list();
    await settle();
    expect(calls.accepted).toEqual([accepted(handleA, ['b2xk', 'dGhyZWU']), accepted(handleB, ['b2xk', 'dGhyZWU'])]);
  });

  it('add: the new passkey gets a fresh user handle, which is remembered for the user and signalled with the list plus the new passkey, without listing again', async () => {
    const calls = signalsApi();
    const userHandles = handlesFor(handleA);
    const { manager, query, createPasskeyAttestation } = setup({ ...service(), userHandles });
    await manager.list();
    await settle();
    calls.accepted.length = 0;
    await manager.add('Phone');
    await settle();
    const created = (createPasskeyAttestation.mock.calls[0] as unknown as [{ userHandle: string }])[0].userHandle;
    expect(created).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(userHandles.get('user-1')).toEqual([handleA, created]);
    expect(calls.accepted).toEqual([accepted(handleA, ['b2xk', 'dGhyZWU', 'bmV3']), accepted(created, ['b2xk', 'dGhyZWU', 'bmV3'])]);
    expect(query.mock.calls.map(([path]) => path)).toEqual(['get_authenticators', 'get_authenticator']);
  });

  it('add: each passkey gets its own handle', async () => {
    signalsApi();
    const { manager, createPasskeyAttestation } = setup({ ...service(), userHandles: handlesFor() });
    await manager.add('One');
    await manager.add('Two');
    const [first, second] = createPasskeyAttestation.mock.calls.map((call) => (call as unknown as [{ userHandle: string }])[0].userHandle);
    expect(first).not.toBe(second);
  });

  it('add without a recent list: lists again, so the signalled list is complete', async () => {
    const calls = signalsApi();
    const clock = { now: 1_000 };
    const { manager, query } = setup({ ...service(), clock, state: { status: 'signedIn', session: { ...session, expiresAt: 1e12 } }, userHandles: handlesFor(handleA) });
    await manager.list();
    clock.now += passkeyListFreshMs; // the list is a minute old: something may have changed elsewhere
    await settle();
    calls.accepted.length = 0;
    query.mockClear();
    await manager.add('Phone');
    await settle();
    expect(query.mock.calls.map(([path]) => path)).toEqual(['get_authenticator', 'get_authenticators']);
    expect(calls.accepted[0]).toEqual(accepted(handleA, ['b2xk', 'dGhyZWU', 'bmV3']));
  });

  it('add refused by the service: the handle is remembered anyway (the browser made the passkey), so the next list hides it', async () => {
    signalsApi();
    const userHandles = handlesFor();
    const { manager } = setup({ userHandles, submit: async () => ({ status: 'rejected', activity: { id: 'act' } as never, votes: [], canApprove: false, canReject: false }) });
    await expect(manager.add('Phone')).rejects.toBeDefined();
    await settle();
    expect(userHandles.get('user-1')).toHaveLength(1);
  });

  it('remove: the removed passkey is signalled unknown, and the rest accepted, from the recent list without listing again', async () => {
    const calls = signalsApi();
    const { manager, query } = setup({ ...service(), userHandles: handlesFor(handleA, handleB) });
    await manager.list();
    await settle();
    calls.accepted.length = 0;
    query.mockClear();
    await manager.remove('a-1');
    await settle();
    expect(calls.unknown).toEqual([{ rpId: 'app.example', credentialId: 'b2xk' }]);
    expect(calls.accepted).toEqual([accepted(handleA, ['dGhyZWU']), accepted(handleB, ['dGhyZWU'])]);
    expect(query).not.toHaveBeenCalled();
  });

  it('remove without a list: lists again for the accepted set (the unknown signal needs the removed id, so it is skipped)', async () => {
    const calls = signalsApi();
    const { manager, query } = setup({ ...service(), userHandles: handlesFor(handleA) });
    await manager.remove('a-9');
    await settle();
    expect(query.mock.calls.map(([path]) => path)).toEqual(['get_authenticators']);
    expect(calls.unknown).toEqual([]);
    expect(calls.accepted).toEqual([accepted(handleA, ['b2xk', 'dGhyZWU'])]);
  });

  it('no handle seen here for the user, or no Signals API: no signal and no extra request', async () => {
    const calls = signalsApi();
    let { manager, query } = setup({ ...service(), userHandles: handlesFor() });
    await manager.remove('a-1');
    await settle();
    expect(calls.accepted).toEqual([]);
    expect(query).not.toHaveBeenCalled();

    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    ({ manager, query } = setup({ ...service(), userHandles: handlesFor(handleA) }));
    await manager.add('Phone');
    await manager.remove('a-1');
    await settle();
    expect(query.mock.calls.map(([path]) => path)).toEqual(['get_authenticator']);
  });

  it('a list that overlapped a change is not signalled (it may miss the change)', async () => {
    const calls = signalsApi();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const base = service();
    const { manager } = setup({
      userHandles: handlesFor(handleA),
      submit: async (...args: Parameters<typeof base.submit>) => {
        await gate;
        return base.submit(...args);
      },
      query: base.query,
    });
    const removing = manager.remove('a-1');
    await settle();
    await manager.list(); // answered while the delete is under way: still lists a-1
    release();
    await removing;
    await settle();
    // Only the remove's own signal (from a fresh list after it), not the overlapping list's.
    expect(calls.accepted).toEqual([accepted(handleA, ['dGhyZWU'])]);
  });

  it('no signal while an add waits for the browser (its handle may be remembered before the service lists it); its own signal then has both changes', async () => {
    const calls = signalsApi();
    let finishPrompt!: () => void;
    const prompt = new Promise<void>((resolve) => (finishPrompt = resolve));
    const { manager, createPasskeyAttestation } = setup({ ...service(), userHandles: handlesFor(handleA) });
    createPasskeyAttestation.mockImplementationOnce(async () => {
      await prompt;
      return attestation;
    });
    await manager.list();
    await settle();
    calls.accepted.length = 0;
    const adding = manager.add('Phone');
    await manager.remove('a-1');
    await settle();
    expect(calls.accepted).toEqual([]);
    expect(calls.unknown).toEqual([{ rpId: 'app.example', credentialId: 'b2xk' }]); // not about the list: sent at once
    finishPrompt();
    await adding;
    await settle();
    expect(calls.accepted[0]).toEqual(accepted(handleA, ['dGhyZWU', 'bmV3']));
  });

  it('a browser whose signal rejects changes nothing for the caller', async () => {
    vi.stubGlobal('PublicKeyCredential', { signalAllAcceptedCredentials: () => Promise.reject(new Error('no')), signalUnknownCredential: () => { throw new Error('no'); } });
    const error = vi.spyOn(console, 'error');
    const { manager } = setup({ ...service(), userHandles: handlesFor(handleA) });
    await expect(manager.list()).resolves.toHaveLength(2);
    await expect(manager.remove('a-1')).resolves.toBeUndefined();
    await settle();
    expect(error).not.toHaveBeenCalled();
  });
});
