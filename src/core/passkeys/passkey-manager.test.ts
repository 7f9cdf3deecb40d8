import { describe, expect, it, vi } from 'vitest';
import { LoginKitError } from '../errors';
import type { PasskeyCrypto, PasskeyCryptoLoader } from '../flows/passkey/passkey-crypto-loader';
import type { Session, SessionState } from '../session/session-types';
import type { KeyStore } from '../storage/key-store';
import type { ActivityOutcome, ApiClient } from '../transport/api-client';
import { createPasskeyManager, defaultPasskeyName } from './passkey-manager';

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

function setup(options: { state?: SessionState; loaded?: boolean; now?: number; submit?: () => Promise<unknown>; query?: (path: string) => Promise<unknown> } = {}) {
  const createPasskeyAttestation = vi.fn(() => Promise.resolve(attestation));
  const module = { createPasskeyAttestation, createApiKeyStamper: () => ({ stamp: async () => ({ headerName: 'X-Stamp' as const, headerValue: 'stamp' }) }) };
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
    now: () => options.now ?? 1_000,
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
        throw new LoginKitError('relay_rejected', 'missing', { details: { field: 'activity.result.createAuthenticatorsResult' } });
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

  it('list refuses a response without an authenticators array (relay_rejected)', async () => {
    const { manager } = setup({ query: async () => ({}) });
    await expect(manager.list()).rejects.toMatchObject({ code: 'relay_rejected', details: { field: 'authenticators' } });
  });

  it('remove submits delete_authenticators for the user', async () => {
    const { manager, submit } = setup({ submit: async () => completed({ authenticatorIds: ['a-1'] }) });
    await manager.remove('a-1');
    expect(submit.mock.calls[0]!.slice(0, 3)).toEqual([expect.objectContaining({ path: 'delete_authenticators' }), 'sub-org', { userId: 'user-1', authenticatorIds: ['a-1'] }]);
  });
});
