import { describe, expect, it } from 'vitest';
import { createMockRelay } from './handler';
import { decodeBody, parseJsonObject } from './request-body';
import { garbage, paths, replaced } from './test-utils/fuzz';
import { call, errorInfo, testConfigId } from './test-utils/relay-test-client';
import { RelayError } from './errors';

describe('body parsing', () => {
  it('reads an empty body as {} and a JSON object as itself', () => {
    expect(parseJsonObject('')).toEqual({});
    expect(parseJsonObject(' {"a":1} ')).toEqual({ a: 1 });
  });

  it.each(['{', '[]', 'null', '1', '"x"', 'true'])('refuses %s naming body', (text) => {
    expect(() => parseJsonObject(text)).toThrow(RelayError);
    expect(() => parseJsonObject(text)).toThrow(/^body: /);
  });

  it('refuses invalid UTF-8', () => {
    expect(() => decodeBody(new Uint8Array([0x7b, 0xff, 0x7d]))).toThrow(/^body: is not valid UTF-8/);
  });
});

// Plausible bodies for every endpoint; each member (at any depth) is then replaced by garbage.
const key = `02${'11'.repeat(32)}`;
const clientSignature = { publicKey: key, scheme: 'CLIENT_SIGNATURE_SCHEME_API_P256', message: '{}', signature: 'ab'.repeat(64) };
const templates: Record<string, Record<string, unknown>> = {
  '/v1/wallet_kit_config': {},
  '/v1/otp_init_v2': { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com', appName: 'Demo' },
  '/v1/otp_verify_v2': { otpId: 'otp-1', encryptedOtpBundle: '{"encappedPublic":"04","ciphertext":"00"}' },
  '/v1/account': { filterType: 'EMAIL', filterValue: 'ada@example.com', verificationToken: 'a.b.c' },
  '/v1/otp_login_v2': { verificationToken: 'a.b.c', publicKey: key, clientSignature, invalidateExisting: true, organizationId: 'org-1' },
  '/v1/signup_v2': {
    userEmail: 'ada@example.com',
    userPhoneNumber: '+14155550100',
    userName: 'Ada',
    organizationName: 'Org',
    verificationToken: 'a.b.c',
    clientSignature,
    apiKeys: [{ apiKeyName: 'k', publicKey: key, curveType: 'API_KEY_CURVE_P256', expirationSeconds: '60' }],
    authenticators: [
      { authenticatorName: 'a', challenge: 'c', attestation: { credentialId: 'i', clientDataJson: 'd', attestationObject: 'o', transports: ['AUTHENTICATOR_TRANSPORT_USB'] } },
    ],
    oauthProviders: [{ providerName: 'google', oidcClaims: { iss: 'https://issuer.example', sub: 's', aud: 'a' } }],
  },
  '/v1/oauth_login': { oidcToken: 'a.b.c', publicKey: key },
  '/v1/oauth2_authenticate': { provider: 'OAUTH2_PROVIDER_X', authCode: 'c', redirectUri: 'https://a', codeVerifier: 'v', nonce: 'n', clientId: 'c' },
  '/public/v1/query/whoami': { organizationId: 'org-1' },
};

const rawGarbage = ['', '{', '}{', '[]', '[{}]', 'null', '0', '"x"', '{"a":1,}', '\u0000', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{}}}'];

describe('garbage to every endpoint never makes a 500', () => {
  it.each(Object.keys(templates))('%s: refusals are 4xx naming a field (or 501), never 500', async (path) => {
    const relay = createMockRelay({ config: { configId: testConfigId } });
    const template = templates[path] ?? {};
    const bodies: { rawBody: string }[] = rawGarbage.map((rawBody) => ({ rawBody }));
    for (const at of paths(template)) for (const value of garbage) bodies.push({ rawBody: JSON.stringify(replaced(template, at, value)) });
    bodies.push({ rawBody: JSON.stringify(template) });

    for (const { rawBody } of bodies) {
      const result = await call(relay, path, undefined, { rawBody });
      const label = `${path} ${rawBody.slice(0, 200)}`;
      expect(result.status, label).not.toBe(500);
      expect([200, 400, 401, 403, 404, 409, 429, 501], label).toContain(result.status);
      if (result.status >= 400 && result.status !== 501) {
        const { field } = errorInfo(result.body);
        expect(field, label).toEqual(expect.any(String));
        expect(result.body.message, label).toMatch(new RegExp(`^${field?.replace(/[[\]().]/g, '\\$&')}: `));
      }
    }
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
