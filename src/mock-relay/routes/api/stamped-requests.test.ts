import { beforeEach, describe, expect, it } from 'vitest';
import { randomPrivateKey } from '../../../core/crypto/p256-private-key';
import { signingKeyFromPrivateKey } from '../../../core/crypto/p256-private-key';
import { toHex } from '../../../core/encoding/hex';
import { ApiAccountTest, type ApiAccount } from '../../test-utils/api-account';
import { errorInfo } from '../../test-utils/relay-test-client';
import { livenessWindowMs } from './submit';

let test: ApiAccountTest;
let ada: ApiAccount;

beforeEach(async () => {
  test = new ApiAccountTest();
  ada = await test.signUp('ada@example.com');
});

const rename = (options: Parameters<ApiAccountTest['submit']>[3] = {}) => test.submit(ada, 'update_user', { userId: ada.userId, userName: 'Renamed' }, options);

describe('timestampMs: every stamped body that carries one must be live (±5 minutes, the documented default)', () => {
  it('the window is five minutes either way (the spec’s limits give none)', () => {
    expect(livenessWindowMs).toBe(300_000);
  });

  it.each([
    ['stale', -300_001, /^timestampMs: is stale/],
    ['in the future', 300_001, /^timestampMs: is in the future/],
  ])('a submit %s is 400 naming timestampMs, and nothing runs', async (_, offset, message) => {
    const result = await rename({ timestampMs: String(test.now + offset) });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'timestampMs' });
    expect(result.body.message).toMatch(message);
    expect((await test.read<{ user: { userName: string } }>(ada, 'get_user', { userId: ada.userId })).user.userName).toBe('ada@example.com');
  });

  it('a submit at either edge of the window runs', async () => {
    expect((await rename({ timestampMs: String(test.now - livenessWindowMs) })).status).toBe(200);
    expect((await rename({ timestampMs: String(test.now + livenessWindowMs) })).status).toBe(200);
  });

  it('queries need none, but one they carry is checked the same way', async () => {
    expect((await test.query(ada, 'get_api_keys')).status).toBe(200);
    expect((await test.query(ada, 'get_api_keys', { timestampMs: String(test.now) })).status).toBe(200);
    for (const timestampMs of [String(test.now - livenessWindowMs - 1), String(test.now + livenessWindowMs + 1), 'yesterday']) {
      const result = await test.query(ada, 'get_api_keys', { timestampMs });
      expect(result.status).toBe(400);
      expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'timestampMs' });
    }
  });
});

describe('a key that is expired or revoked: 401 UNAUTHENTICATED naming X-Stamp, on submits and queries alike', () => {
  it('an API key past its expirationSeconds', async () => {
    const key = signingKeyFromPrivateKey(randomPrivateKey());
    await test.completed(ada, 'create_api_keys', { userId: ada.userId, apiKeys: [{ apiKeyName: 'ci', publicKey: toHex(key.publicKey), curveType: 'API_KEY_CURVE_P256', expirationSeconds: '30' }] });
    test.now += 30_000;
    for (const result of [await rename({ stamper: key }), await test.query(ada, 'get_user', { userId: ada.userId }, key)]) {
      expect(result.status).toBe(401);
      expect(result.body).toMatchObject({ code: 16, message: 'X-Stamp: the API key has expired' });
      expect(errorInfo(result.body)).toEqual({ reason: 'UNAUTHENTICATED', field: 'X-Stamp' });
    }
  });

  it('a session key revoked by a later session with invalidateExisting', async () => {
    const { key: first } = await test.api.createSession(ada.organizationId, ada.key);
    expect((await rename({ stamper: first })).status).toBe(200);
    await test.api.createSession(ada.organizationId, ada.key, { invalidateExisting: true });
    for (const result of [await rename({ stamper: first }), await test.query(ada, 'get_user', { userId: ada.userId }, first)]) {
      expect(result.status).toBe(401);
      expect(result.body).toMatchObject({ code: 16, message: `X-Stamp: publicKey ${toHex(first.publicKey)} is not a registered API key` });
      expect(errorInfo(result.body)).toEqual({ reason: 'UNAUTHENTICATED', field: 'X-Stamp' });
    }
    // The account's own API key is not a session key: it still works.
    expect((await rename()).status).toBe(200);
  });
});
