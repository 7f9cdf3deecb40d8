import { describe, expect, it } from 'vitest';
import { randomPrivateKey } from '../../../core/crypto/p256-private-key';
import { signingKeyFromPrivateKey } from '../../../core/crypto/p256-private-key';
import { toHex } from '../../../core/encoding/hex';
import { createMockRelay } from '../../handler';
import { activityTypes, ApiTestClient, newTargetKey } from '../../test-utils/api-test-client';
import { garbage, paths, replaced } from '../../test-utils/fuzz';
import { errorInfo, testConfigId } from '../../test-utils/relay-test-client';
import { SoftwareAuthenticator } from '../../test-utils/software-authenticator';

const origin = 'https://app.example.com';

async function setup() {
  const now = Date.UTC(2030, 0, 1);
  const relay = createMockRelay({ config: { configId: testConfigId, allowedOrigins: [origin] }, now: () => now });
  const api = new ApiTestClient(relay, { origin, now: () => now });
  // A plain API key (not a read-write-session key, so invalidateExisting cannot revoke it).
  const key = signingKeyFromPrivateKey(randomPrivateKey());
  const passkey = new SoftwareAuthenticator({ origin });
  const signedUp = await api.signUpWithPasskey(passkey, {
    apiKeys: [{ apiKeyName: 'fuzz', publicKey: toHex(key.publicKey), curveType: 'API_KEY_CURVE_P256' }],
  });
  const { organizationId, userId } = signedUp.body as { organizationId: string; userId: string };
  const authenticatorId = Object.values(relay.state.users)[0]?.authenticators[0]?.authenticatorId ?? '';
  return { now, api, key, organizationId, userId, authenticatorId };
}

function expectNamedRefusal(result: { status: number; body: Record<string, unknown> }, label: string): void {
  expect(result.status, label).not.toBe(500);
  expect([200, 400, 401, 403, 404, 409], label).toContain(result.status);
  if (result.status >= 400) {
    const { field } = errorInfo(result.body);
    expect(field, label).toEqual(expect.any(String));
    expect(result.body.message, label).toMatch(new RegExp(`^${field?.replace(/[[\]().]/g, '\\$&')}: `));
  }
}

describe('garbage in stamped main-API bodies never makes a 500', () => {
  it.each(['create_read_write_session', 'create_authenticators', 'delete_authenticators', 'otp_auth'] as const)('submit %s', async (operation) => {
    const { now, api, key, organizationId, userId, authenticatorId } = await setup();
    const parameters = {
      create_read_write_session: { targetPublicKey: newTargetKey().publicKey, userId, apiKeyName: 'n', expirationSeconds: '60', invalidateExisting: false },
      create_authenticators: { userId, authenticators: [new SoftwareAuthenticator({ origin }).register()] },
      delete_authenticators: { userId, authenticatorIds: [authenticatorId] },
      otp_auth: { otpId: 'otp-1', otpCode: '123456', targetPublicKey: newTargetKey().publicKey, apiKeyName: 'n', expirationSeconds: '60', invalidateExisting: false },
    }[operation];
    const template = { type: activityTypes[operation], timestampMs: String(now), organizationId, parameters, generateAppProofs: false };
    for (const at of paths(template)) {
      for (const value of garbage) {
        const body = replaced(template, at, value) as Record<string, unknown>;
        expectNamedRefusal(await api.post(`/public/v1/submit/${operation}`, body, key), `${operation} ${JSON.stringify(body).slice(0, 200)}`);
      }
    }
  });

  it.each([
    ['whoami', {}],
    ['get_authenticator', { authenticatorId: 'ID' }],
    ['get_authenticators', { userId: 'USER' }],
    ['get_activity', { activityId: 'activity-1' }],
  ])('query %s', async (name, extra) => {
    const { api, key, organizationId, userId, authenticatorId } = await setup();
    const template = JSON.parse(JSON.stringify({ organizationId, ...extra }).replace('"ID"', JSON.stringify(authenticatorId)).replace('"USER"', JSON.stringify(userId)));
    for (const at of paths(template)) {
      for (const value of garbage) {
        const body = replaced(template, at, value) as Record<string, unknown>;
        expectNamedRefusal(await api.query(name, body, key), `${name} ${JSON.stringify(body).slice(0, 200)}`);
      }
    }
  });
});
