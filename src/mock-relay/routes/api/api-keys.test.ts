import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { randomPrivateKey } from '../../../core/crypto/p256-private-key';
import { signingKeyFromPrivateKey } from '../../../core/crypto/p256-private-key';
import { toBase64Url } from '../../../core/encoding/base64url';
import { toHex } from '../../../core/encoding/hex';
import { utf8Encode } from '../../../core/encoding/utf8';
import { ApiAccountTest, type ApiAccount } from '../../test-utils/api-account';
import { call, errorInfo } from '../../test-utils/relay-test-client';

let test: ApiAccountTest;
let ada: ApiAccount;

beforeEach(async () => {
  test = new ApiAccountTest();
  ada = await test.signUp('ada@example.com');
});

/** A non-P-256 API key that stamps as the service's other schemes do (protocol.md section 2). */
interface OtherKey {
  publicKey: string;
  scheme: 'SIGNATURE_SCHEME_TK_API_SECP256K1' | 'SIGNATURE_SCHEME_TK_API_ED25519';
  sign(body: Uint8Array): Uint8Array;
}

function secp256k1Key(): OtherKey {
  const secret = secp256k1.utils.randomSecretKey();
  return {
    publicKey: toHex(secp256k1.getPublicKey(secret, true)),
    scheme: 'SIGNATURE_SCHEME_TK_API_SECP256K1',
    sign: (body) => secp256k1.sign(body, secret, { prehash: true, format: 'der' }),
  };
}

function ed25519Key(): OtherKey {
  const secret = ed25519.utils.randomSecretKey();
  return { publicKey: toHex(ed25519.getPublicKey(secret)), scheme: 'SIGNATURE_SCHEME_TK_API_ED25519', sign: (body) => ed25519.sign(body, secret) };
}

/** whoami stamped with a secp256k1 or Ed25519 key. */
function whoamiWith(key: OtherKey, organizationId = ada.organizationId) {
  const body = JSON.stringify({ organizationId });
  const stamp = { publicKey: key.publicKey, scheme: key.scheme, signature: toHex(key.sign(utf8Encode(body))) };
  return call(test.relay, '/public/v1/query/whoami', undefined, { rawBody: body, headers: { 'X-Stamp': toBase64Url(utf8Encode(JSON.stringify(stamp))) } });
}

const createKeys = (apiKeys: unknown[], userId = ada.userId) => test.submit(ada, 'create_api_keys', { userId, apiKeys });
const listKeys = async (account = ada) => (await test.read<{ apiKeys: Record<string, unknown>[] }>(account, 'get_api_keys', { userId: account.userId })).apiKeys;

describe('create_api_keys (V2) registers keys of the three curves', () => {
  it('answers createApiKeysResult {apiKeyIds}; each key then stamps requests and get_api_keys lists it', async () => {
    const p256 = signingKeyFromPrivateKey(randomPrivateKey());
    const k1 = secp256k1Key();
    const ed = ed25519Key();
    const result = await createKeys([
      { apiKeyName: 'p256', publicKey: toHex(p256.publicKeyUncompressed), curveType: 'API_KEY_CURVE_P256' },
      { apiKeyName: 'secp256k1', publicKey: k1.publicKey, curveType: 'API_KEY_CURVE_SECP256K1' },
      { apiKeyName: 'ed25519', publicKey: ed.publicKey, curveType: 'API_KEY_CURVE_ED25519', expirationSeconds: '3600' },
    ]);
    expect(result.status).toBe(200);
    const activity = result.body.activity as { type: string; intent: Record<string, unknown>; result: Record<string, { apiKeyIds: string[] }> };
    expect(activity.type).toBe('ACTIVITY_TYPE_CREATE_API_KEYS_V2');
    expect(Object.keys(activity.intent)).toEqual(['createApiKeysIntentV2']);
    const apiKeyIds = activity.result.createApiKeysResult?.apiKeyIds ?? [];
    expect(apiKeyIds).toEqual([expect.stringMatching(/^apikey-/), expect.stringMatching(/^apikey-/), expect.stringMatching(/^apikey-/)]);

    for (const whoami of [await test.query(ada, 'whoami', {}, p256), await whoamiWith(k1), await whoamiWith(ed)]) {
      expect(whoami.status).toBe(200);
      expect(whoami.body).toMatchObject({ organizationId: ada.organizationId, userId: ada.userId });
    }

    const listed = await listKeys();
    expect(listed.map((key) => [key.apiKeyName, (key.credential as { type: string }).type, key.expirationSeconds])).toEqual([
      ['test key', 'CREDENTIAL_TYPE_API_KEY_P256', undefined],
      ['p256', 'CREDENTIAL_TYPE_API_KEY_P256', undefined],
      ['secp256k1', 'CREDENTIAL_TYPE_API_KEY_SECP256K1', undefined],
      ['ed25519', 'CREDENTIAL_TYPE_API_KEY_ED25519', '3600'],
    ]);
    expect(listed.slice(1).map((key) => key.apiKeyId)).toEqual(apiKeyIds);
    // P-256 keys are kept compressed, as stamps carry them.
    expect(listed[1]?.credential).toEqual({ publicKey: toHex(p256.publicKey), type: 'CREDENTIAL_TYPE_API_KEY_P256' });
  });

  it('a key with expirationSeconds authenticates until then; afterwards it is 401 naming X-Stamp and no longer listed', async () => {
    const key = signingKeyFromPrivateKey(randomPrivateKey());
    await createKeys([{ apiKeyName: 'short', publicKey: toHex(key.publicKey), curveType: 'API_KEY_CURVE_P256', expirationSeconds: '60' }]);
    test.now += 59_999;
    expect((await test.submit(ada, 'update_user', { userId: ada.userId, userName: 'still me' }, { stamper: key })).status).toBe(200);
    test.now += 1;
    for (const result of [
      await test.submit(ada, 'update_user', { userId: ada.userId, userName: 'too late' }, { stamper: key }),
      await test.query(ada, 'get_api_keys', {}, key),
    ]) {
      expect(result.status).toBe(401);
      expect(result.body.code).toBe(16);
      expect(errorInfo(result.body)).toEqual({ reason: 'UNAUTHENTICATED', field: 'X-Stamp' });
      expect(result.body.message).toBe('X-Stamp: the API key has expired');
    }
    expect((await listKeys()).map((item) => item.apiKeyName)).toEqual(['test key']);
  });

  it.each([
    [{ apiKeys: [] }, 'parameters.userId', 400],
    [{ userId: 'user-nobody', apiKeys: [] }, 'parameters.userId', 404],
    [{ userId: 'USER' }, 'parameters.apiKeys', 400],
    [{ userId: 'USER', apiKeys: {} }, 'parameters.apiKeys', 400],
    [{ userId: 'USER', apiKeys: [] }, 'parameters.apiKeys', 400],
    [{ userId: 'USER', apiKeys: ['key'] }, 'parameters.apiKeys[0]', 400],
    [{ userId: 'USER', apiKeys: [{ publicKey: 'KEY', curveType: 'API_KEY_CURVE_P256' }] }, 'parameters.apiKeys[0].apiKeyName', 400],
    [{ userId: 'USER', apiKeys: [{ apiKeyName: 'k', curveType: 'API_KEY_CURVE_P256' }] }, 'parameters.apiKeys[0].publicKey', 400],
    [{ userId: 'USER', apiKeys: [{ apiKeyName: 'k', publicKey: 'KEY' }] }, 'parameters.apiKeys[0].curveType', 400],
    [{ userId: 'USER', apiKeys: [{ apiKeyName: 'k', publicKey: 'KEY', curveType: 'API_KEY_CURVE_P384' }] }, 'parameters.apiKeys[0].curveType', 400],
    [{ userId: 'USER', apiKeys: [{ apiKeyName: 'k', publicKey: 'KEY', curveType: 'API_KEY_CURVE_ED25519' }] }, 'parameters.apiKeys[0].publicKey', 400],
    [{ userId: 'USER', apiKeys: [{ apiKeyName: 'k', publicKey: 'KEY', curveType: 'API_KEY_CURVE_P256', expirationSeconds: '0' }] }, 'parameters.apiKeys[0].expirationSeconds', 400],
    [{ userId: 'USER', apiKeys: [{ apiKeyName: 'k', publicKey: 'KEY', curveType: 'API_KEY_CURVE_P256', expirationSeconds: 60 }] }, 'parameters.apiKeys[0].expirationSeconds', 400],
  ])('refuses %j naming %s', async (template, field, status) => {
    const publicKey = toHex(signingKeyFromPrivateKey(randomPrivateKey()).publicKey);
    const parameters = JSON.parse(JSON.stringify(template).replace('"USER"', JSON.stringify(ada.userId)).replace('"KEY"', JSON.stringify(publicKey))) as Record<string, unknown>;
    const result = await test.submit(ada, 'create_api_keys', parameters);
    expect(result.status).toBe(status);
    expect(errorInfo(result.body).field).toBe(field);
    expect(result.body.message).toMatch(new RegExp(`^${field.replace(/[[\].]/g, '\\$&')}: `));
    expect(await listKeys()).toHaveLength(1);
  });

  it('refuses a public key that is already registered, or repeated (409 naming it)', async () => {
    const registered = toHex(ada.key.publicKey);
    const taken = await createKeys([{ apiKeyName: 'again', publicKey: registered, curveType: 'API_KEY_CURVE_P256' }]);
    expect(taken.status).toBe(409);
    expect(errorInfo(taken.body)).toEqual({ reason: 'ALREADY_EXISTS', field: 'parameters.apiKeys[0].publicKey' });
    const fresh = secp256k1Key().publicKey;
    const repeated = await createKeys([
      { apiKeyName: 'a', publicKey: fresh, curveType: 'API_KEY_CURVE_SECP256K1' },
      { apiKeyName: 'b', publicKey: fresh, curveType: 'API_KEY_CURVE_SECP256K1' },
    ]);
    expect(repeated.status).toBe(409);
    expect(errorInfo(repeated.body).field).toBe('parameters.apiKeys[1].publicKey');
  });

  it("registers keys only for users of the caller's organization", async () => {
    const grace = await test.signUp('grace@example.com');
    const result = await createKeys([{ apiKeyName: 'x', publicKey: ed25519Key().publicKey, curveType: 'API_KEY_CURVE_ED25519' }], grace.userId);
    expect(result.status).toBe(404);
    expect(errorInfo(result.body).field).toBe('parameters.userId');
  });
});

describe('get_api_keys (beyond the spec)', () => {
  it("lists the caller's keys when userId is absent, session keys included", async () => {
    const { key } = await test.api.createSession(ada.organizationId, ada.key);
    const listed = (await test.read<{ apiKeys: { credential: { publicKey: string; type: string }; expirationSeconds?: string }[] }>(ada, 'get_api_keys')).apiKeys;
    expect(listed.map((item) => item.credential.type)).toEqual(['CREDENTIAL_TYPE_API_KEY_P256', 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256']);
    expect(listed[1]).toMatchObject({ credential: { publicKey: toHex(key.publicKey) }, expirationSeconds: '900' });
  });

  it("refuses a userId outside the caller's organization (404 naming userId)", async () => {
    const grace = await test.signUp('grace@example.com');
    const result = await test.query(ada, 'get_api_keys', { userId: grace.userId });
    expect(result.status).toBe(404);
    expect(errorInfo(result.body)).toEqual({ reason: 'NOT_FOUND', field: 'userId' });
  });
});
