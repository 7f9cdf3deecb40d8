import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { toHex } from '../encoding/hex';
import { isLoginKitError } from '../errors';
import type { Session } from '../session/session-types';
import { createKeyStore } from '../storage/key-store';
import type { ApiClient } from '../transport/api-client';
import { createLinkedProvidersApi } from './linked-providers-api';

async function signedIn(answer: unknown) {
  const keys = createKeyStore({ indexedDB: new IDBFactory(), onWarning: () => undefined });
  const key = await keys.createSessionKey();
  const session: Session = {
    publicKey: toHex(key.publicKey),
    organizationId: 'org-ada',
    userId: 'user-ada',
    sessionType: 'SESSION_TYPE_READ_WRITE',
    expiresAt: Date.now() + 60_000,
    createdAt: Date.now(),
    method: 'otp_email',
  };
  const api = {
    submit: vi.fn<ApiClient['submit']>(() => Promise.resolve({ status: 'completed', result: answer } as never)),
    query: vi.fn<ApiClient['query']>(() => Promise.resolve(answer as never)),
  } as unknown as ApiClient & { submit: ReturnType<typeof vi.fn>; query: ReturnType<typeof vi.fn> };
  return { api, keys, session };
}

describe('create_oauth_providers (V2) for the logged-in user', () => {
  it('submits the providers for the user in the session organization, stamped, and returns the new ids', async () => {
    const { api, keys, session } = await signedIn({ providerIds: ['prov-1'] });
    const linked = createLinkedProvidersApi({ api, keys, currentSession: () => session });
    expect(await linked.createOauthProviders('user-ada', [{ providerName: 'google', oidcToken: 'token' }])).toEqual({ providerIds: ['prov-1'] });
    const [operation, organizationId, parameters, options] = api.submit.mock.calls[0] as unknown[];
    expect(operation).toMatchObject({ type: 'ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS_V2', intentMember: 'createOauthProvidersIntentV2' });
    expect(organizationId).toBe('org-ada');
    expect(parameters).toEqual({ userId: 'user-ada', oauthProviders: [{ providerName: 'google', oidcToken: 'token' }] });
    expect(typeof (options as { stamper: { stamp: unknown } }).stamper.stamp).toBe('function');
  });

  it('refuses a result without providerIds, naming the member', async () => {
    const { api, keys, session } = await signedIn({ ids: [] });
    const linked = createLinkedProvidersApi({ api, keys, currentSession: () => session });
    const error = await linked.createOauthProviders('user-ada', []).catch((caught: unknown) => caught);
    expect(isLoginKitError(error, 'response_invalid')).toBe(true);
    expect((error as Error).message).toContain('createOauthProvidersResultV2.providerIds');
  });

  it('is session_expired when signed out, or when the session key is gone', async () => {
    const { api, keys, session } = await signedIn({ providerIds: [] });
    const signedOut = createLinkedProvidersApi({ api, keys, currentSession: () => undefined });
    expect(isLoginKitError(await signedOut.listOauthProviders('user-ada').catch((caught: unknown) => caught), 'session_expired')).toBe(true);
    const keyless = createLinkedProvidersApi({ api, keys, currentSession: () => ({ ...session, publicKey: `02${'00'.repeat(32)}` }) });
    expect(isLoginKitError(await keyless.listOauthProviders('user-ada').catch((caught: unknown) => caught), 'session_expired')).toBe(true);
    expect(api.query).not.toHaveBeenCalled();
  });
});

describe('get_oauth_providers', () => {
  it('reads each provider, and names a malformed item', async () => {
    const provider = { providerId: 'p1', providerName: 'google', issuer: 'https://accounts.google.com', audience: 'client', subject: '42', createdAt: {} };
    const { api, keys, session } = await signedIn({ oauthProviders: [provider] });
    const linked = createLinkedProvidersApi({ api, keys, currentSession: () => session });
    expect(await linked.listOauthProviders('user-ada')).toEqual([{ providerId: 'p1', providerName: 'google', issuer: 'https://accounts.google.com', audience: 'client', subject: '42' }]);
    expect(api.query).toHaveBeenCalledWith('get_oauth_providers', { organizationId: 'org-ada', userId: 'user-ada' }, expect.anything());

    api.query.mockResolvedValueOnce({ oauthProviders: [{ ...provider, subject: 42 }] });
    const error = await linked.listOauthProviders('user-ada').catch((caught: unknown) => caught);
    expect((error as Error).message).toContain('oauthProviders[0].subject');
  });
});
