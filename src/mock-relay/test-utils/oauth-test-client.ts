/**
 * Test helpers for social login against a MockRelay, as the kit and a person at the mock IdP's
 * picker would do it: id_tokens bound to a client's session key (Google, Apple), the code flow
 * through the picker's POST (X, Discord) and the relay's `oauth2_authenticate`, and the kit's
 * lookup → signup → oauth_login path.
 */
import { createLocalJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import { verifySessionJwt, type SessionJwtClaims } from '../../core/crypto/jwt';
import { oauthNonce } from '../../core/crypto/oauth-nonce';
import { createPkcePair } from '../../core/crypto/pkce';
import type { MockRelay } from '../handler';
import type { MockIdp } from '../idp/mock-idp';
import type { OauthClientProvider } from '../relay-config';
import { baseUrl, call, type RelayTestClient } from './relay-test-client';

export const testRedirectUri = 'http://localhost:5173/oauth/callback';
export const allSocialProviders: OauthClientProvider[] = ['google', 'apple', 'x', 'discord'];

/** The mock IdP as the relay serves it to the test clients (at `baseUrl`). */
export function idpOf(relay: MockRelay): MockIdp {
  return relay.idp(baseUrl);
}

/** The configured client id of `provider` (the mock default when enabled without one). */
export function clientIdOf(relay: MockRelay, provider: OauthClientProvider): string {
  const id = relay.config.oauthClientIds?.[provider];
  if (id === undefined) throw new Error(`no client id for ${provider}`);
  return id;
}

/** An id_token from the IdP for `account`, bound to `client`'s session key by its nonce. */
export async function idTokenFor(
  relay: MockRelay,
  client: RelayTestClient,
  options: { provider?: 'google' | 'apple'; account?: string; audience?: string; nonce?: string } = {},
): Promise<string> {
  return idpOf(relay).issueIdToken({
    provider: options.provider ?? 'google',
    accountId: options.account ?? 'ada',
    nonce: options.nonce ?? (await oauthNonce(client.publicKey)),
    ...(options.audience === undefined ? {} : { audience: options.audience }),
  });
}

/** The code flow up to the code: the picker's POST for `account`, through the relay handler. */
export async function authorizeCode(relay: MockRelay, provider: 'x' | 'discord', account = 'ada'): Promise<{ code: string; verifier: string }> {
  const pkce = await createPkcePair();
  const form = new URLSearchParams({
    client_id: clientIdOf(relay, provider),
    redirect_uri: testRedirectUri,
    response_type: 'code',
    scope: 'identify email',
    state: 'state-1',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    account,
  });
  const response = await relay.fetch(
    new Request(`${baseUrl}/idp/${provider}/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    }),
  );
  if (response.status !== 302) throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
  const code = new URL(response.headers.get('Location') ?? '').searchParams.get('code');
  if (code === null) throw new Error('no code in the redirect');
  return { code, verifier: pkce.verifier };
}

/** The body of `oauth2_authenticate` for a fresh code of `account`, bound to `client`'s key. */
export async function authenticateBody(relay: MockRelay, client: RelayTestClient, provider: 'x' | 'discord', account = 'ada'): Promise<Record<string, string>> {
  const { code, verifier } = await authorizeCode(relay, provider, account);
  return {
    provider: provider === 'x' ? 'OAUTH2_PROVIDER_X' : 'OAUTH2_PROVIDER_DISCORD',
    authCode: code,
    redirectUri: testRedirectUri,
    codeVerifier: verifier,
    nonce: await oauthNonce(client.publicKey),
    clientId: clientIdOf(relay, provider),
  };
}

/** An OIDC token for `provider` as the kit gets it: from the IdP (Google, Apple) or via oauth2_authenticate (X, Discord). */
export async function oidcTokenFor(relay: MockRelay, client: RelayTestClient, provider: OauthClientProvider, account = 'ada'): Promise<string> {
  if (provider === 'google' || provider === 'apple') return idTokenFor(relay, client, { provider, account });
  const result = await client.call<{ oidcToken: string }>('oauth2_authenticate', await authenticateBody(relay, client, provider, account));
  if (result.status !== 200) throw new Error(`oauth2_authenticate failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.oidcToken;
}

/** The kit's path with a token: look up, sign up when new (with the token's email), log in; the session checked. */
export async function socialLogin(
  client: RelayTestClient,
  provider: OauthClientProvider,
  oidcToken: string,
  now?: number,
): Promise<{ claims: SessionJwtClaims; isNewUser: boolean; organizationId: string }> {
  const lookup = await client.call<{ organizationId?: string }>('account', { filterType: 'OIDC_TOKEN', filterValue: oidcToken });
  if (lookup.status !== 200) throw new Error(`account failed: ${lookup.status} ${JSON.stringify(lookup.body)}`);
  let organizationId = lookup.body.organizationId;
  const isNewUser = organizationId === undefined;
  if (organizationId === undefined) {
    const email = decodeJwt(oidcToken).email;
    const body = { apiKeys: [], authenticators: [], oauthProviders: [{ providerName: provider, oidcToken }], ...(typeof email === 'string' ? { userEmail: email } : {}) };
    const created = await client.call<{ organizationId: string }>('signup_v2', body);
    if (created.status !== 200) throw new Error(`signup_v2 failed: ${created.status} ${JSON.stringify(created.body)}`);
    organizationId = created.body.organizationId;
  }
  const login = await client.call<{ session: string }>('oauth_login', { oidcToken, publicKey: client.publicKey });
  if (login.status !== 200) throw new Error(`oauth_login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { claims: await verifySessionJwt(login.body.session, client.relay.keys.notarizer, now), isNewUser, organizationId };
}

/** Verifies a relay-issued token against the JWKS the relay publishes at `/.well-known/jwks.json`. */
export async function verifyWithPublishedKeys(relay: MockRelay, token: string, now?: number): Promise<JWTPayload> {
  const jwks = await call<{ keys: [] }>(relay, '/.well-known/jwks.json', undefined, { method: 'GET' });
  const { payload } = await jwtVerify(token, createLocalJWKSet(jwks.body), { algorithms: ['ES256'], ...(now === undefined ? {} : { currentDate: new Date(now) }) });
  return payload;
}
