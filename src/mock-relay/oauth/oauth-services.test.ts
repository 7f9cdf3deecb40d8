import { describe, expect, it } from 'vitest';
import { createMockRelay, type MockRelayOptions } from '../handler';
import type { StoredState } from '../stored-state';
import { idTokenFor, socialLogin } from '../test-utils/oauth-test-client';
import { baseUrl, RelayTestClient, testConfigId } from '../test-utils/relay-test-client';

const relayWith = (options: MockRelayOptions = {}) =>
  createMockRelay({ ...options, config: { configId: testConfigId, enabledProviders: ['email', 'google', 'x'], ...options.config } });

const getJson = async (relay: ReturnType<typeof relayWith>, url: string): Promise<Record<string, unknown>> => {
  const response = await relay.fetch(new Request(url));
  expect(response.status, url).toBe(200);
  return (await response.json()) as Record<string, unknown>;
};

describe('the mock IdP is served by the relay under /idp/', () => {
  it("takes each request's own origin as the base of its issuers when no baseUrl is configured", async () => {
    const relay = relayWith();
    expect(await getJson(relay, 'http://127.0.0.1:8787/idp/google/.well-known/openid-configuration')).toMatchObject({
      issuer: 'http://127.0.0.1:8787/idp/google',
      authorization_endpoint: 'http://127.0.0.1:8787/idp/google/authorize',
    });
    expect(await getJson(relay, 'http://localhost:9000/idp/google/.well-known/openid-configuration')).toMatchObject({ issuer: 'http://localhost:9000/idp/google' });
    expect(await getJson(relay, 'http://localhost:9000/oauth2/x/.well-known/openid-configuration')).toMatchObject({ issuer: 'http://localhost:9000/oauth2/x' });
  });

  it('uses the configured baseUrl for every request', async () => {
    const relay = relayWith({ baseUrl: 'https://relay.example.com/' });
    expect(await getJson(relay, 'http://127.0.0.1:8787/idp/google/.well-known/openid-configuration')).toMatchObject({ issuer: 'https://relay.example.com/idp/google' });
    expect(relay.idp().issuer('apple')).toBe('https://relay.example.com/idp/apple');
  });

  it('serves the account picker, and answers unknown IdP paths with 404', async () => {
    const relay = relayWith();
    const page = await relay.fetch(new Request(`${baseUrl}/idp/google/authorize?${new URLSearchParams({ client_id: 'mock-google-client', redirect_uri: 'http://localhost:5173/', response_type: 'id_token', nonce: 'n', state: 's' })}`));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Ada Lovelace');
    expect((await relay.fetch(new Request(`${baseUrl}/idp/myspace/jwks`))).status).toBe(404);
  });

  it('accepts the configured client ids (the mock defaults for enabled providers)', async () => {
    const relay = relayWith({ config: { oauthClientIds: { google: 'my-google-app' } } });
    expect(relay.config.oauthClientIds).toEqual({ google: 'my-google-app', x: 'mock-x-client' });
    const ok = await relay.fetch(new Request(`${baseUrl}/idp/google/authorize?${new URLSearchParams({ client_id: 'my-google-app', redirect_uri: 'http://localhost:5173/', response_type: 'id_token', nonce: 'n' })}`));
    expect(ok.status).toBe(200);
    const other = await relay.fetch(new Request(`${baseUrl}/idp/google/authorize?${new URLSearchParams({ client_id: 'mock-google-client', redirect_uri: 'http://localhost:5173/', response_type: 'id_token', nonce: 'n' })}`));
    expect(other.status).toBe(400);
  });

  it('relay.idp() needs a base URL when none is configured, and refuses one that is not an origin', () => {
    const relay = relayWith();
    expect(() => relay.idp()).toThrow(/^baseUrl: /);
    expect(() => relay.idp('http://relay.test/some/path')).toThrow(/^baseUrl: /);
    expect(relay.idp('http://relay.test').issuer('x')).toBe('http://relay.test/idp/x');
    expect(() => relayWith({ baseUrl: 'ftp://relay.test' })).toThrow(/^baseUrl: /);
  });
});

describe('OAuth keys are kept with the enclave keys', () => {
  function persisted(): { saved: StoredState[]; options: MockRelayOptions } {
    const saved: StoredState[] = [];
    return { saved, options: { persistence: { load: () => saved.at(-1), save: (state) => void saved.push(structuredClone(state)) } } };
  }

  it('are saved, and a relay started from the saved state keeps verifying what the first one issued', async () => {
    const { saved, options } = persisted();
    const first = relayWith(options);
    const client = await RelayTestClient.create(first);
    const { organizationId } = await socialLogin(client, 'google', await idTokenFor(first, client));
    expect(saved.at(-1)?.oauthKeys).toEqual({ idp: first.state.oauthKeys?.idp, issuer: expect.objectContaining({ kty: 'EC', crv: 'P-256', d: expect.any(String) }) });

    const second = relayWith(options);
    const token = await idTokenFor(first, client);
    const again = await (await RelayTestClient.create(second)).call('account', { filterType: 'OIDC_TOKEN', filterValue: token });
    expect(again.body).toEqual({ organizationId });
    expect(await getJson(second, `${baseUrl}/.well-known/jwks.json`)).toEqual(await getJson(first, `${baseUrl}/.well-known/jwks.json`));
  });

  it('a state saved before social login gets keys at start, saved with the first response', async () => {
    const old = structuredClone(relayWith().state) as StoredState;
    delete old.oauthKeys;
    const writes: StoredState[] = [];
    const relay = relayWith({ persistence: { load: () => old, save: (state) => void writes.push(structuredClone(state)) } });
    await relay.fetch(new Request(`${baseUrl}/__mock/health`));
    expect(writes.at(-1)?.oauthKeys?.issuer).toEqual(relay.state.oauthKeys?.issuer);
  });

  it('survive a reset', async () => {
    const relay = relayWith();
    const before = await getJson(relay, `${baseUrl}/idp/google/jwks`);
    relay.reset();
    expect(await getJson(relay, `${baseUrl}/idp/google/jwks`)).toEqual(before);
    expect(relay.state.oauthKeys?.issuer).toBeDefined();
  });

  it('a persisted key that is not a P-256 private JWK is refused at start, naming it', () => {
    const state = structuredClone(relayWith().state) as StoredState;
    const issuer = state.oauthKeys?.issuer;
    if (state.oauthKeys === undefined || issuer === undefined) throw new Error('the relay made no issuer key');
    state.oauthKeys.issuer = { ...issuer, d: 'AAAA' };
    expect(() => relayWith({ persistence: { load: () => state, save: () => undefined } })).toThrow(/^oauthKeys\.issuer\.d: /);
  });
});
