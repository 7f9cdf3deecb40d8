import { afterEach, describe, expect, it } from 'vitest';
import { stampApiRequest } from '../core/crypto/api-stamp';
import { randomPrivateKey } from '../core/crypto/p256-private-key';
import { signingKeyFromPrivateKey } from '../core/crypto/p256-private-key';
import type { SigningKey } from '../core/crypto/signing-key';
import { toHex } from '../core/encoding/hex';
import { cliUsage, parseCliArgs } from './cli-args';
import { startMockRelayServer, type MockRelayServer } from './server';

const servers: MockRelayServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A server on 127.0.0.1 with one signed-up account and a stamped-request helper. */
async function serve(trustProxy: boolean) {
  const server = await startMockRelayServer({ port: 0, config: { configId: 'ip-test' }, trustProxy });
  servers.push(server);
  const key: SigningKey = signingKeyFromPrivateKey(randomPrivateKey());
  const signup = await fetch(`${server.url}/v1/signup_v2`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Auth-Proxy-Config-Id': 'ip-test' },
    body: JSON.stringify({ userEmail: 'ada@example.com', apiKeys: [{ apiKeyName: 'k', publicKey: toHex(key.publicKey), curveType: 'API_KEY_CURVE_P256' }], authenticators: [], oauthProviders: [] }),
  });
  const { organizationId } = (await signup.json()) as { organizationId: string };
  const post = async (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    const stamp = await stampApiRequest(text, key);
    const response = await fetch(`${server.url}${path}`, { method: 'POST', body: text, headers: { 'Content-Type': 'application/json', [stamp.headerName]: stamp.headerValue, ...headers } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const setAllowlist = (cidr: string, headers: Record<string, string> = {}) =>
    post('/public/v1/submit/set_ip_allowlist', { type: 'ACTIVITY_TYPE_SET_IP_ALLOWLIST', timestampMs: String(Date.now()), organizationId, parameters: { rules: [{ cidr }] } }, headers);
  const whoami = (headers: Record<string, string> = {}) => post('/public/v1/query/whoami', { organizationId }, headers);
  return { setAllowlist, whoami };
}

describe('the Node server checks IP allowlists against the socket address', () => {
  it('passes each socket address to the handler, and ignores X-Forwarded-For by default', async () => {
    const { setAllowlist, whoami } = await serve(false);
    expect((await setAllowlist('127.0.0.0/8')).status).toBe(200);
    expect((await whoami()).status).toBe(200);
    expect((await whoami({ 'X-Forwarded-For': '198.51.100.1' })).status).toBe(200);
    expect((await setAllowlist('10.0.0.0/8')).status).toBe(200);
    const refused = await whoami({ 'X-Forwarded-For': '10.1.2.3' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^ipAllowlist: .* does not allow the client address (::ffff:)?127\.0\.0\.1$/);
  });

  it("with trustProxy (--trust-proxy), takes X-Forwarded-For's last entry instead", async () => {
    const { setAllowlist, whoami } = await serve(true);
    expect((await setAllowlist('198.51.100.0/24', { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(200);
    expect((await whoami({ 'X-Forwarded-For': '203.0.113.9, 198.51.100.1' })).status).toBe(200);
    expect((await whoami({ 'X-Forwarded-For': '198.51.100.1, 203.0.113.9' })).status).toBe(403);
    expect((await whoami()).status).toBe(403);
  });
});

describe('loginkit-mock-relay --trust-proxy', () => {
  it('is a flag without a value, listed in the usage', () => {
    expect(parseCliArgs(['--trust-proxy', '--port', '0'])).toEqual({ kind: 'run', port: 0, host: '127.0.0.1', trustProxy: true });
    expect(parseCliArgs(['--port', '0'])).not.toHaveProperty('trustProxy');
    expect(parseCliArgs(['--trust-proxy', '--trust-proxy'])).toEqual({ kind: 'error', message: '--trust-proxy given twice' });
    expect(parseCliArgs(['--trust-proxy=yes'])).toMatchObject({ kind: 'error' });
    expect(cliUsage).toContain('--trust-proxy');
  });
});
