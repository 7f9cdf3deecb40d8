import { describe, expect, it } from 'vitest';
import { LoginKitError } from '../errors';
import type { ApiClient, Stamper } from '../transport/api-client';
import { confirmKeyOwner, confirmSessionOwner, type ConfirmSessionOwnerInput } from './confirm-session-owner';

const stamper: Stamper = { stamp: async () => ({ headerName: 'X-Stamp', headerValue: 'stamp' }) };
const sessionKey = '02' + 'aa'.repeat(32);
const walletKey = '03' + 'bb'.repeat(32);
const owner = { organizationId: 'org-ada', userId: 'user-ada' };

function apiAnswering(answer: unknown | (() => never)): ApiClient & { asked: [string, Record<string, unknown>][] } {
  const asked: [string, Record<string, unknown>][] = [];
  return {
    asked,
    submit: () => Promise.reject(new Error('no submit')),
    query: async <R>(path: string, body: Record<string, unknown>) => {
      asked.push([path, body]);
      return (typeof answer === 'function' ? (answer as () => never)() : answer) as R;
    },
  };
}

const user = (extra: Record<string, unknown> = {}) => ({
  user: {
    userId: 'user-ada',
    userName: 'Ada',
    authenticators: [{ credentialId: 'cred-1' }],
    apiKeys: [{ credential: { publicKey: sessionKey } }, { credential: { publicKey: walletKey } }],
    oauthProviders: [{ issuer: 'https://accounts.google.com', subject: 'sub-1', audience: 'app' }],
    userTags: [],
    ...extra,
  },
});

const confirm = (answer: unknown, input: Partial<ConfirmSessionOwnerInput> = {}) =>
  confirmSessionOwner({ api: apiAnswering(answer), stamper, owner, credential: { kind: 'passkey', credentialId: 'cred-1' }, ...input });

describe('confirmSessionOwner: the user a relay names holds what the person logged in with', () => {
  it('asks get_user for the named user with the new key, and passes a user holding the passkey, wallet key or identity', async () => {
    const api = apiAnswering(user());
    await confirmSessionOwner({ api, stamper, owner, credential: { kind: 'passkey', credentialId: 'cred-1=' } });
    // The same id in base64 with padding, as a service may spell it.
    await expect(confirm(user({ authenticators: [{ credentialId: 'a+b/cw==' }] }), { credential: { kind: 'passkey', credentialId: 'a-b_cw' } })).resolves.toBeUndefined();
    expect(api.asked).toEqual([['get_user', { organizationId: 'org-ada', userId: 'user-ada' }]]);
    await expect(confirm(user(), { credential: { kind: 'apiKey', publicKey: walletKey.toUpperCase() } })).resolves.toBeUndefined();
    await expect(confirm(user(), { credential: { kind: 'oauth', issuer: 'https://accounts.google.com/', subject: 'sub-1' } })).resolves.toBeUndefined();
  });

  it.each([
    ['another passkey', { kind: 'passkey', credentialId: 'cred-2' }, 'passkey'],
    ['another wallet key', { kind: 'apiKey', publicKey: '02' + 'cc'.repeat(32) }, 'apiKey'],
    ['another identity at the same provider', { kind: 'oauth', issuer: 'https://accounts.google.com', subject: 'sub-2' }, 'oauth'],
    ['the same subject at another provider', { kind: 'oauth', issuer: 'https://appleid.apple.com', subject: 'sub-1' }, 'oauth'],
  ] as const)('refuses a user who holds %s only', async (_, credential, check) => {
    await expect(confirm(user(), { credential })).rejects.toMatchObject({ code: 'untrusted_response', details: { field: 'get_user', check } });
  });

  it('refuses an answer about another user', async () => {
    await expect(confirm(user({ userId: 'user-mallory' }))).rejects.toMatchObject({ code: 'untrusted_response', details: { check: 'userId' } });
  });

  it('after a signup, refuses a user holding a credential the kit did not register; its own session keys are allowed', async () => {
    const signedUp = { passkeys: ['cred-1'], apiKeys: [walletKey], oauth: [] };
    await expect(confirm(user({ oauthProviders: [] }), { signedUp, sessionKeys: [sessionKey] })).resolves.toBeUndefined();
    await expect(confirm(user({ oauthProviders: [] }), { signedUp })).rejects.toMatchObject({ details: { check: 'signup' } });
    await expect(confirm(user({ oauthProviders: [], authenticators: [{ credentialId: 'cred-1' }, { credentialId: 'relays' }] }), { signedUp, sessionKeys: [sessionKey] })).rejects.toMatchObject({
      code: 'untrusted_response',
      details: { check: 'signup' },
    });
    await expect(confirm(user(), { signedUp, sessionKeys: [sessionKey] })).rejects.toMatchObject({ details: { check: 'signup' } });
  });

  it('a key the service refuses (not registered, not this organization’s) is untrusted, naming the key', async () => {
    const refused = () => {
      throw new LoginKitError('unauthenticated', 'no such key', { details: { status: 401 } });
    };
    await expect(confirm(refused)).rejects.toMatchObject({ code: 'untrusted_response', details: { field: 'get_user', check: 'key' } });
  });

  it('other failures pass through (a network failure is not an attack); a malformed answer is response_invalid', async () => {
    const offline = () => {
      throw new LoginKitError('network', 'offline');
    };
    await expect(confirm(offline)).rejects.toMatchObject({ code: 'network' });
    await expect(confirm({ user: { userId: 'user-ada', authenticators: 'none' } })).rejects.toMatchObject({ code: 'response_invalid' });
    await expect(confirm({})).rejects.toMatchObject({ code: 'response_invalid' });
  });
});

describe('confirmKeyOwner: a refreshed key is the same user’s (whoami)', () => {
  it('passes when whoami names the same organization and user, and refuses another', async () => {
    const api = apiAnswering({ organizationId: 'org-ada', organizationName: 'Ada', userId: 'user-ada', username: 'Ada' });
    await confirmKeyOwner({ api, stamper, owner });
    expect(api.asked).toEqual([['whoami', { organizationId: 'org-ada' }]]);
    const other = apiAnswering({ organizationId: 'org-ada', organizationName: 'Ada', userId: 'user-mallory', username: 'M' });
    await expect(confirmKeyOwner({ api: other, stamper, owner })).rejects.toMatchObject({ code: 'untrusted_response', details: { field: 'whoami', check: 'owner' } });
  });
});
