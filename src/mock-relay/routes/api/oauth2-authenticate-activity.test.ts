import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { hpkeOpen } from '../../../core/crypto/hpke';
import { oauthNonce } from '../../../core/crypto/oauth-nonce';
import { compressPublicKey } from '../../../core/crypto/p256';
import type { SigningKey } from '../../../core/crypto/signing-key';
import { fromBase64Url } from '../../../core/encoding/base64url';
import { fromHex, toHex } from '../../../core/encoding/hex';
import { utf8Decode } from '../../../core/encoding/utf8';
import { parseActivityResponse } from '../../../core/transport/activity';
import { createMockRelay, type MockRelay } from '../../handler';
import { ApiTestClient, newTargetKey } from '../../test-utils/api-test-client';
import { authorizeCode, socialLogin, testRedirectUri, verifyWithPublishedKeys } from '../../test-utils/oauth-test-client';
import { baseUrl, call, errorInfo, RelayTestClient, testConfigId } from '../../test-utils/relay-test-client';

let now: number;
let relay: MockRelay;
let client: RelayTestClient;
let api: ApiTestClient;
let organizationId: string;
let session: SigningKey;

beforeEach(async () => {
  now = Date.UTC(2030, 0, 1);
  relay = createMockRelay({
    now: () => now,
    config: {
      configId: testConfigId,
      enabledProviders: ['email', 'x', 'discord'],
      oauth2Credentials: [
        { oauth2CredentialId: 'cred-x', provider: 'OAUTH2_PROVIDER_X', clientId: 'mock-x-client' },
        { oauth2CredentialId: 'cred-discord', provider: 'OAUTH2_PROVIDER_DISCORD', clientId: 'mock-discord-client' },
        { oauth2CredentialId: 'cred-unregistered', provider: 'OAUTH2_PROVIDER_X', clientId: 'not-registered-with-x' },
      ],
    },
  });
  client = await RelayTestClient.create(relay);
  api = new ApiTestClient(relay, { origin: 'https://app.example.com', now: () => now });
  const { claims } = await client.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com', now);
  organizationId = claims.organization_id;
  session = client.key;
});

async function authenticate(provider: 'x' | 'discord', extra: Record<string, unknown> = {}) {
  const { code, verifier } = await authorizeCode(relay, provider);
  const parameters = { oauth2CredentialId: `cred-${provider}`, authCode: code, redirectUri: testRedirectUri, codeVerifier: verifier, nonce: await oauthNonce(client.publicKey), ...extra };
  return api.submit('oauth2_authenticate', organizationId, parameters, session);
}

const oidcTokenOf = (body: Record<string, unknown>): string =>
  (parseActivityResponse(body, 'oauth2_authenticate').result.oauth2AuthenticateResult as { oidcToken: string }).oidcToken;

describe('the oauth2_authenticate activity', () => {
  it.each(['x', 'discord'] as const)('%s: exchanges the code with the credential’s client and answers oauth2AuthenticateResult {oidcToken}', async (provider) => {
    const result = await authenticate(provider);
    expect(result.status).toBe(200);
    const activity = parseActivityResponse(result.body, 'oauth2_authenticate');
    expect(activity.type).toBe('ACTIVITY_TYPE_OAUTH2_AUTHENTICATE');
    expect(activity.intent.oauth2AuthenticateIntent).toMatchObject({ oauth2CredentialId: `cred-${provider}` });
    const payload = await verifyWithPublishedKeys(relay, oidcTokenOf(result.body), now);
    expect(payload).toMatchObject({ iss: `${baseUrl}/oauth2/${provider}`, aud: `mock-${provider}-client`, nonce: await oauthNonce(client.publicKey), email: 'ada@example.com' });
    expect(payload).not.toHaveProperty('encrypted_bearer_token');
  });

  it('with bearerTokenTargetPublicKey: the encrypted_bearer_token claim opens (HPKE) to the provider’s access token', async () => {
    const target = newTargetKey();
    const result = await authenticate('x', { bearerTokenTargetPublicKey: target.publicKey });
    expect(result.status).toBe(200);
    const claim = decodeJwt(oidcTokenOf(result.body)).encrypted_bearer_token;
    expect(typeof claim).toBe('string');
    const sealed = JSON.parse(utf8Decode(fromBase64Url(claim as string))) as { encappedPublic: string; ciphertext: string };
    expect(sealed.encappedPublic).toMatch(/^04[0-9a-f]{128}$/);
    const accessToken = utf8Decode(await hpkeOpen(target.privateKey, fromHex(sealed.encappedPublic), fromHex(sealed.ciphertext)));
    // It is the access token: the provider's user-info endpoint accepts it.
    const userInfo = await call(relay, '/idp/x/userinfo', undefined, { method: 'GET', headers: { Authorization: `Bearer ${accessToken}` } });
    expect(userInfo.status).toBe(200);
    expect(userInfo.body).toMatchObject({ sub: '1815000000000000001', email: 'ada@example.com' });
    // Sealed to that key only.
    await expect(hpkeOpen(newTargetKey().privateKey, fromHex(sealed.encappedPublic), fromHex(sealed.ciphertext))).rejects.toMatchObject({ code: 'bundle_invalid' });
  });

  it('accepts a compressed target key too', async () => {
    const target = newTargetKey();
    const compressed = toHex(compressPublicKey(fromHex(target.publicKey)));
    const result = await authenticate('x', { bearerTokenTargetPublicKey: compressed });
    expect(result.status).toBe(200);
    const sealed = JSON.parse(utf8Decode(fromBase64Url(decodeJwt(oidcTokenOf(result.body)).encrypted_bearer_token as string))) as Record<string, string>;
    await expect(hpkeOpen(target.privateKey, fromHex(sealed.encappedPublic ?? ''), fromHex(sealed.ciphertext ?? ''))).resolves.toBeInstanceOf(Uint8Array);
  });

  it('its token logs in through the relay like the relay endpoint’s', async () => {
    const token = oidcTokenOf((await authenticate('discord')).body);
    const login = await socialLogin(client, 'discord', token, now);
    expect(login.isNewUser).toBe(true);
  });
});

describe('the oauth2_authenticate activity refuses, naming the parameter', () => {
  it('an unknown credential: 404 naming oauth2CredentialId', async () => {
    const result = await authenticate('x', { oauth2CredentialId: 'cred-myspace' });
    expect(result.status).toBe(404);
    expect(errorInfo(result.body)).toEqual({ reason: 'NOT_FOUND', field: 'parameters.oauth2CredentialId' });
  });

  it('a credential whose client the provider does not know: 400 naming oauth2CredentialId', async () => {
    expect(errorInfo((await authenticate('x', { oauth2CredentialId: 'cred-unregistered' })).body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'parameters.oauth2CredentialId' });
  });

  it('a wrong code verifier: 400 naming codeVerifier', async () => {
    expect(errorInfo((await authenticate('x', { codeVerifier: 'B'.repeat(43) })).body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'parameters.codeVerifier' });
  });

  it.each([
    [{ oauth2CredentialId: undefined }, 'parameters.oauth2CredentialId'],
    [{ authCode: undefined }, 'parameters.authCode'],
    [{ redirectUri: 'http://localhost:5173/other' }, 'parameters.redirectUri'],
    [{ nonce: 'short' }, 'parameters.nonce'],
    [{ bearerTokenTargetPublicKey: 'abcd' }, 'parameters.bearerTokenTargetPublicKey'],
  ])('%j: 400 naming %s', async (change, field) => {
    const result = await authenticate('x', change);
    expect(result.status).toBe(400);
    expect(errorInfo(result.body).field).toBe(field);
  });
});
