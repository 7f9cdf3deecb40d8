import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClientSignature, loginSignatureMessage } from '../core/crypto/client-signature';
import { encryptOtpCode } from '../core/crypto/otp-encryption';
import { verifySessionJwt, verifyVerificationToken } from '../core/crypto/jwt';
import { oauthNonce } from '../core/crypto/oauth-nonce';
import { createPkcePair } from '../core/crypto/pkce';
import { generateSessionKeyPair } from '../core/crypto/session-key';
import { toHex } from '../core/encoding/hex';
import { loadRelayConfigFile, startMockRelayServer, type MockRelayServer } from './server';
import { RelayTestClient } from './test-utils/relay-test-client';

let folder: string;
const servers: MockRelayServer[] = [];

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'mock-relay-'));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  rmSync(folder, { recursive: true, force: true });
});

async function start(options: Parameters<typeof startMockRelayServer>[0]): Promise<MockRelayServer> {
  const server = await startMockRelayServer({ port: 0, ...options });
  servers.push(server);
  return server;
}

async function post(server: MockRelayServer, endpoint: string, body: unknown, configId = 'http-test') {
  const response = await fetch(`${server.url}/v1/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Auth-Proxy-Config-Id': configId, Origin: 'http://localhost:5173' },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, string> };
}

describe('the HTTP server', () => {
  it('serves the relay on a free port and logs each code it sends', async () => {
    const lines: string[] = [];
    const server = await start({ config: { configId: 'http-test' }, log: (line) => lines.push(line) });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const health = await fetch(`${server.url}/__mock/health`);
    expect(await health.json()).toEqual({ ok: true });

    const sent = await post(server, 'otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const code = server.relay.mailbox[0]?.code;
    expect(lines).toEqual([`[mock-relay] code for ada@example.com: ${code}`]);

    const wrongConfig = await post(server, 'wallet_kit_config', {}, 'other');
    expect(wrongConfig.status).toBe(403);
  });

  it('serves the mock IdP with issuers at its own address: the X code flow over HTTP', async () => {
    const server = await start({ config: { configId: 'http-test', enabledProviders: ['email', 'x'] } });
    const discovery = (await (await fetch(`${server.url}/idp/x/.well-known/openid-configuration`)).json()) as Record<string, string>;
    expect(discovery.issuer).toBe(`${server.url}/idp/x`);

    const key = await generateSessionKeyPair();
    const pkce = await createPkcePair();
    const redirectUri = 'http://localhost:5173/oauth/callback';
    const params = { client_id: 'mock-x-client', redirect_uri: redirectUri, response_type: 'code', state: 's', code_challenge: pkce.challenge, code_challenge_method: 'S256' };
    const picker = await fetch(`${server.url}/idp/x/authorize?${new URLSearchParams(params)}`);
    expect(await picker.text()).toContain('Grace Hopper');
    const chosen = await fetch(`${server.url}/idp/x/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...params, account: 'grace' }).toString(),
    });
    expect(chosen.status).toBe(302);
    const code = new URL(chosen.headers.get('location') ?? '').searchParams.get('code') ?? '';

    const nonce = await oauthNonce(toHex(key.publicKey));
    const exchanged = await post(server, 'oauth2_authenticate', { provider: 'OAUTH2_PROVIDER_X', authCode: code, redirectUri, codeVerifier: pkce.verifier, nonce, clientId: 'mock-x-client' });
    expect(exchanged.status).toBe(200);
    const jwks = (await (await fetch(`${server.url}/.well-known/jwks.json`)).json()) as JSONWebKeySet;
    const { payload } = await jwtVerify(exchanged.body.oidcToken ?? '', createLocalJWKSet(jwks));
    expect(payload).toMatchObject({ iss: `${server.url}/oauth2/x`, sub: '1906000000000000002', nonce });
  });

  it('closes: the port stops answering', async () => {
    const server = await startMockRelayServer({ port: 0 });
    await server.close();
    await expect(fetch(`${server.url}/__mock/health`)).rejects.toThrow();
  });
});

describe('persistence to a data file', () => {
  it('survives a restart: same keys, the account, and a login after restart', async () => {
    const dataFile = join(folder, 'state', 'relay.json');
    const config = { configId: 'http-test' };
    const first = await start({ config, dataFile });
    const client = await RelayTestClient.create(first.relay, { configId: 'http-test' });
    const signedUp = await client.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com');
    // Saved before the responses were sent, not at close.
    expect(readFileSync(dataFile, 'utf8')).toContain(signedUp.claims.organization_id);
    const keys = first.relay.keys;
    await first.close();
    servers.splice(servers.indexOf(first), 1);
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toMatchObject({ version: 1 });
    expect(readdirSync(join(folder, 'state'))).toEqual(['relay.json']);

    const second = await start({ config, dataFile });
    expect(second.relay.keys).toEqual(keys);
    // A client of the restarted relay, over HTTP, with a new session key.
    const key = await generateSessionKeyPair();
    const publicKey = toHex(key.publicKey);
    const init = await post(second, 'otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' });
    const code = second.relay.mailbox.at(-1)?.code ?? '';
    const encryptedOtpBundle = await encryptOtpCode({ otpEncryptionTargetBundle: init.body.otpEncryptionTargetBundle ?? '', otpCode: code, publicKey, tlsFetcherKey: keys.tlsFetcher });
    const verified = await post(second, 'otp_verify_v2', { otpId: init.body.otpId, encryptedOtpBundle });
    const claims = await verifyVerificationToken(verified.body.verificationToken ?? '', keys.tlsFetcher);
    const account = await post(second, 'account', { filterType: 'EMAIL', filterValue: 'ada@example.com' });
    expect(account.body).toEqual({ organizationId: signedUp.claims.organization_id });
    const login = await post(second, 'otp_login_v2', {
      verificationToken: verified.body.verificationToken,
      publicKey,
      clientSignature: await createClientSignature(loginSignatureMessage(publicKey, claims.id), key),
    });
    expect(login.status).toBe(200);
    expect(await verifySessionJwt(login.body.session ?? '', keys.notarizer)).toMatchObject({ user_id: signedUp.claims.user_id });
  });

  it('saves the enclave keys at start, so a restart without requests keeps them', async () => {
    const dataFile = join(folder, 'keys.json');
    const first = await start({ dataFile });
    await first.close();
    servers.splice(servers.indexOf(first), 1);
    const second = await start({ dataFile });
    expect(second.relay.keys).toEqual(first.relay.keys);
  });

  it('refuses a data file that is not a state file, naming it', async () => {
    const dataFile = join(folder, 'broken.json');
    writeFileSync(dataFile, '{"version": 2}');
    await expect(startMockRelayServer({ port: 0, dataFile })).rejects.toThrow(`${dataFile}: state.version: must be 1`);
  });
});

describe('loadRelayConfigFile', () => {
  it('reads a JSON object of settings', () => {
    const path = join(folder, 'relay.json');
    writeFileSync(path, JSON.stringify({ configId: 'demo', otpLength: 8, allowedOrigins: ['http://localhost:5173'] }));
    expect(loadRelayConfigFile(path)).toEqual({ configId: 'demo', otpLength: 8, allowedOrigins: ['http://localhost:5173'] });
  });

  it.each([
    ['{"otpLength": 12}', /relay\.json: otpLength: must be an integer from 6 to 9/],
    ['{"enabledProviders": ["email", "fax"]}', /relay\.json: enabledProviders\[1\]: /],
    ['{not json', /relay\.json: is not valid JSON/],
  ])('names the file and the bad setting for %s', (text, message) => {
    const path = join(folder, 'relay.json');
    writeFileSync(path, text);
    expect(() => loadRelayConfigFile(path)).toThrow(message);
  });

  it('reports a missing file', () => {
    expect(() => loadRelayConfigFile(join(folder, 'missing.json'))).toThrow(/missing\.json: cannot be read/);
  });
});
