import { describe, expect, it } from 'vitest';
import type { StorePersistence } from './store';
import { emptyState, parseStoredState, type StoredState } from './stored-state';
import { OrgResourcesTest } from './test-utils/org-resources-test';

const keys = { tlsFetcher: '11'.repeat(32), notarizer: '22'.repeat(32), signer: '33'.repeat(32) };

describe('MFA policies, session profiles, IP allowlists and webhooks in the stored state', () => {
  it('reads a file written before them (the collections start empty; the signing key is made at start)', () => {
    const { mfaPolicies: _m, sessionProfiles: _s, ipAllowlists: _i, webhookEndpoints: _w, ...older } = emptyState(keys);
    expect(parseStoredState(JSON.parse(JSON.stringify(older)))).toEqual(emptyState(keys));
  });

  it.each([
    [{ ...emptyState(keys), mfaPolicies: [] }, 'state.mfaPolicies'],
    [{ ...emptyState(keys), sessionProfiles: 'x' }, 'state.sessionProfiles'],
    [{ ...emptyState(keys), ipAllowlists: null }, 'state.ipAllowlists'],
    [{ ...emptyState(keys), webhookEndpoints: [] }, 'state.webhookEndpoints'],
    [{ ...emptyState(keys), webhookSigningKey: 'x' }, 'state.webhookSigningKey'],
    [{ ...emptyState(keys), webhookSigningKey: { keyId: '', privateKey: '44'.repeat(32) } }, 'state.webhookSigningKey.keyId'],
    [{ ...emptyState(keys), webhookSigningKey: { keyId: 'k', privateKey: 'zz' } }, 'state.webhookSigningKey.privateKey'],
  ])('refuses a malformed member, naming it (%#)', (value, field) => {
    expect(() => parseStoredState(value)).toThrow(expect.objectContaining({ details: { field } }));
  });

  it('keeps them across restarts with a data file (--data), the webhook signing key included', async () => {
    let saved: StoredState | undefined;
    const persistence: StorePersistence = {
      load: () => (saved === undefined ? undefined : parseStoredState(JSON.parse(JSON.stringify(saved)))),
      save: (state) => {
        saved = JSON.parse(JSON.stringify(state)) as StoredState;
      },
    };
    const options = { persistence, webhookFetch: () => Promise.resolve(new Response(null, { status: 204 })) };
    const first = new OrgResourcesTest({}, options);
    const ada = await first.signUp('ada@example.com');
    await first.completed(ada, 'update_mfa_policy', {
      userId: ada.userId,
      mfaPolicyId: 'p',
      condition: "activity.action == 'EXPORT'",
      requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }] }],
    });
    await first.completed(ada, 'create_session_profile', { sessionProfileName: 'kiosk', scope: 'true', expirationSeconds: '60' });
    await first.completed(ada, 'set_ip_allowlist', { rules: [{ cidr: '203.0.113.0/24', label: 'office' }] });
    await first.completed(ada, 'create_webhook_endpoint', { url: 'https://hooks.example.com/a', name: 'a' });
    await first.relay.webhooks.idle();
    const signingKey = first.relay.webhooks.signingKey;

    const second = new OrgResourcesTest({}, options);
    second.now = first.now;
    expect(second.relay.webhooks.signingKey).toEqual(signingKey);
    expect(await second.read(ada, 'get_mfa_policies', { userId: ada.userId })).toEqual({ mfaPolicies: [expect.objectContaining({ mfaPolicyId: 'p' })] });
    expect(await second.read(ada, 'get_session_profiles')).toEqual({ sessionProfiles: [expect.objectContaining({ sessionProfileName: 'kiosk', expirationSeconds: '60' })] });
    expect(await second.read(ada, 'get_ip_allowlist')).toEqual({ allowlist: expect.objectContaining({ rules: [{ cidr: '203.0.113.0/24', label: 'office', createdAt: expect.stringMatching(/^\d+$/) }] }) });
    expect(await second.read(ada, 'list_webhook_endpoints')).toEqual({ webhookEndpoints: [expect.objectContaining({ url: 'https://hooks.example.com/a' })] });
    second.address = '198.51.100.1';
    expect((await second.query(ada, 'whoami')).status).toBe(403);
  });
});
