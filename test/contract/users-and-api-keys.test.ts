/**
 * Users, user tags and API keys through `kit.account()` against the mock relay: each change, then
 * a later read through the kit that shows it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { randomPrivateKey } from '../../src/core/crypto/p256-private-key';
import { signingKeyFromPrivateKey } from '../../src/core/crypto/p256-private-key';
import { toHex } from '../../src/core/encoding/hex';
import { completed, createContractHarness, refusal, type ContractHarness } from './contract-harness';

let h: ContractHarness;

beforeEach(async () => {
  h = await createContractHarness();
});

describe('update_user', () => {
  it('changes the members sent (userId defaults to the session user); get_user shows them', async () => {
    const outcome = await h.account.updateUser({ userName: 'Ada Lovelace', userPhoneNumber: '+14155550123' });
    expect(completed(outcome)).toEqual({ userId: h.session.userId });
    expect(outcome.activity).toMatchObject({ type: 'ACTIVITY_TYPE_UPDATE_USER', status: 'ACTIVITY_STATUS_COMPLETED' });
    expect(await h.account.getUser()).toMatchObject({
      userId: h.session.userId,
      userName: 'Ada Lovelace',
      userEmail: 'ada@example.com',
      userPhoneNumber: '+14155550123',
    });
  });

  it('a user of another organization is not_found, naming the parameter', async () => {
    const error = await refusal(() => h.account.updateUser({ userId: h.raw.userId, userName: 'Mallory' }));
    expect(error).toMatchObject({ code: 'not_found', details: { status: 404 } });
    expect(error.message).toMatch(/userId/);
  });
});

describe('create_user_tag', () => {
  it('tags the users named; get_user lists the tag; update_user with userTagIds [] clears it', async () => {
    const result = completed(await h.account.createUserTag({ userTagName: 'staff', userIds: [h.session.userId] }));
    expect(result).toEqual({ userTagId: expect.any(String), userIds: [h.session.userId] });
    expect((await h.account.getUser()).userTags).toEqual([result.userTagId]);
    completed(await h.account.updateUser({ userTagIds: [] }));
    expect((await h.account.getUser()).userTags).toEqual([]);
  });
});

describe('get_user', () => {
  it("reads the session user by default, with the credentials the login made", async () => {
    const user = await h.account.getUser();
    expect(user).toMatchObject({ userId: h.session.userId, userEmail: 'ada@example.com' });
    expect(user.apiKeys).toEqual(expect.arrayContaining([expect.objectContaining({ credential: expect.objectContaining({ publicKey: h.session.publicKey }) })]));
  });
});

describe('create_api_keys', () => {
  it('registers the key for the session user; get_api_keys lists it, and the new key can stamp', async () => {
    const key = signingKeyFromPrivateKey(randomPrivateKey());
    const publicKey = toHex(key.publicKey);
    const result = completed(await h.account.createApiKeys({ apiKeys: [{ apiKeyName: 'ci', publicKey, curveType: 'API_KEY_CURVE_P256', expirationSeconds: '3600' }] }));
    expect(result).toEqual({ apiKeyIds: [expect.any(String)] });
    const listed = (await h.account.getApiKeys()).find((item) => item.apiKeyId === result.apiKeyIds[0]);
    expect(listed).toMatchObject({ apiKeyName: 'ci', credential: { publicKey, type: 'CREDENTIAL_TYPE_API_KEY_P256' }, expirationSeconds: '3600' });

    const whoami = await h.raw.api.query('whoami', { organizationId: h.session.organizationId }, key);
    expect(whoami).toMatchObject({ status: 200, body: { userId: h.session.userId, organizationId: h.session.organizationId } });
  });

  it('a key registered already is refused (409), not a silent duplicate', async () => {
    const error = await refusal(() =>
      h.account.createApiKeys({ apiKeys: [{ apiKeyName: 'again', publicKey: toHex(h.raw.key.publicKey), curveType: 'API_KEY_CURVE_P256' }] }),
    );
    expect(error).toMatchObject({ code: 'already_exists', details: { status: 409, reason: 'ALREADY_EXISTS', field: 'apiKeys[0].publicKey' } });
  });
});

describe('get_api_keys', () => {
  it("lists the session's own key, as the session read it", async () => {
    const keys = await h.account.getApiKeys();
    expect(keys.map((item) => (item.credential as { publicKey: string }).publicKey)).toContain(h.session.publicKey);
  });
});
