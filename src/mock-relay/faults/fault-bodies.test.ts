/**
 * A contact-scoped fault rule reads each request's body to find its contact; the handler must still
 * find the body whole — the mock identity provider's form post (a social login through a relay that
 * holds a rule for some contact) once failed with a 500 because the rule had used it up.
 */
import { describe, expect, it } from 'vitest';
import { faultTestRelay, setFaults } from '../test-utils/fault-rules';

describe('fault rules leave the request body to the handler', () => {
  it("the identity provider's form post still works while a contact-scoped rule is set", async () => {
    const relay = faultTestRelay({ enabledProviders: ['email', 'google'] });
    await setFaults(relay, { endpoint: '/v1/oauth_login', fault: 'swap-session', to: 'mallory@evil.test', contact: 'grace@example.com' });
    const form = new URLSearchParams({
      client_id: relay.config.oauthClientIds?.google ?? '',
      redirect_uri: 'http://localhost:5173/',
      response_type: 'id_token',
      scope: 'openid email',
      state: 'state-1',
      nonce: 'nonce-1',
      account: 'grace',
    });
    const response = await relay.fetch(
      new Request('http://relay.test/idp/google/authorize', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() }),
    );
    expect(response.status).toBe(302);
    expect(new URLSearchParams(new URL(response.headers.get('Location') ?? '').hash.slice(1)).get('id_token')).toMatch(/^ey/);
  });
});
