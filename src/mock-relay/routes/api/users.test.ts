import { beforeEach, describe, expect, it } from 'vitest';
import { ApiAccountTest, type ApiAccount } from '../../test-utils/api-account';
import { errorInfo, RelayTestClient } from '../../test-utils/relay-test-client';

let test: ApiAccountTest;
let ada: ApiAccount;

beforeEach(async () => {
  test = new ApiAccountTest();
  ada = await test.signUp('ada@example.com', { userName: 'Ada' });
});

const getUser = async (account = ada) => (await test.read<{ user: Record<string, unknown> }>(account, 'get_user', { userId: account.userId })).user;
const createTag = (userTagName: string, userIds: string[] = [ada.userId]) => test.completed(ada, 'create_user_tag', { userTagName, userIds });
const tagIdOf = (activity: { result: Record<string, unknown> }) => (activity.result.createUserTagResult as { userTagId: string }).userTagId;

describe('update_user changes only the fields sent', () => {
  it('answers updateUserResult {userId}; get_user then reads the new name, email and phone number', async () => {
    const activity = await test.completed(ada, 'update_user', {
      userId: ada.userId,
      userName: 'Ada Lovelace',
      userEmail: 'ada@lovelace.example',
      userPhoneNumber: '+447700900123',
      userTagIds: [],
    });
    expect(activity).toMatchObject({ status: 'ACTIVITY_STATUS_COMPLETED', type: 'ACTIVITY_TYPE_UPDATE_USER' });
    expect(activity.intent).toEqual({ updateUserIntent: expect.objectContaining({ userId: ada.userId, userName: 'Ada Lovelace' }) });
    expect(activity.result).toEqual({ updateUserResult: { userId: ada.userId } });
    expect(await getUser()).toMatchObject({ userName: 'Ada Lovelace', userEmail: 'ada@lovelace.example', userPhoneNumber: '+447700900123', userTags: [] });
  });

  it('leaves the members it is not sent as they were', async () => {
    await test.completed(ada, 'update_user', { userId: ada.userId, userPhoneNumber: '+14155550100' });
    expect(await getUser()).toMatchObject({ userName: 'Ada', userEmail: 'ada@example.com', userPhoneNumber: '+14155550100' });
    await test.completed(ada, 'update_user', { userId: ada.userId });
    expect(await getUser()).toMatchObject({ userName: 'Ada', userEmail: 'ada@example.com', userPhoneNumber: '+14155550100' });
  });

  it('userTagIds replaces the tags with the list given; an empty list clears them', async () => {
    const admins = tagIdOf(await createTag('admins'));
    const support = tagIdOf(await createTag('support', []));
    expect((await getUser()).userTags).toEqual([admins]);
    await test.completed(ada, 'update_user', { userId: ada.userId, userTagIds: [support, admins] });
    expect((await getUser()).userTags).toEqual([support, admins]);
    await test.completed(ada, 'update_user', { userId: ada.userId, userTagIds: [] });
    expect((await getUser()).userTags).toEqual([]);
  });

  it('a new email is the one OTP logins match afterwards', async () => {
    await test.completed(ada, 'update_user', { userId: ada.userId, userEmail: 'countess@example.com' });
    const client = await RelayTestClient.create(test.relay);
    const login = await client.loginWithCode('OTP_TYPE_EMAIL', 'countess@example.com', test.now);
    expect(login).toMatchObject({ isNewUser: false, claims: { organization_id: ada.organizationId, user_id: ada.userId } });
  });

  it.each([
    [{}, 'parameters.userId', 'INVALID_ARGUMENT', 400],
    [{ userId: 42 }, 'parameters.userId', 'INVALID_ARGUMENT', 400],
    [{ userId: 'user-nobody' }, 'parameters.userId', 'NOT_FOUND', 404],
    [{ userName: '' }, 'parameters.userName', 'INVALID_ARGUMENT', 400],
    [{ userEmail: 'not-an-email' }, 'parameters.userEmail', 'INVALID_ARGUMENT', 400],
    [{ userPhoneNumber: '07700 900123' }, 'parameters.userPhoneNumber', 'INVALID_ARGUMENT', 400],
    [{ userPhoneNumber: '+0123456789' }, 'parameters.userPhoneNumber', 'INVALID_ARGUMENT', 400],
    [{ userTagIds: 'admins' }, 'parameters.userTagIds', 'INVALID_ARGUMENT', 400],
    [{ userTagIds: [7] }, 'parameters.userTagIds[0]', 'INVALID_ARGUMENT', 400],
    [{ userTagIds: ['usertag-unknown'] }, 'parameters.userTagIds[0]', 'NOT_FOUND', 404],
  ])('refuses %j naming %s', async (change, field, reason, status) => {
    const parameters = Object.hasOwn(change, 'userId') || Object.keys(change).length === 0 ? change : { userId: ada.userId, ...change };
    const result = await test.submit(ada, 'update_user', parameters);
    expect(result.status).toBe(status);
    expect(errorInfo(result.body)).toEqual({ reason, field });
    expect(result.body.message).toMatch(new RegExp(`^${field.replace(/[[\].]/g, '\\$&')}: `));
    expect(await getUser()).toMatchObject({ userName: 'Ada', userEmail: 'ada@example.com' });
  });

  it("refuses a user of another organization (404 naming parameters.userId) and a repeated tag", async () => {
    const grace = await test.signUp('grace@example.com');
    const other = await test.submit(ada, 'update_user', { userId: grace.userId, userName: 'Mallory' });
    expect(other.status).toBe(404);
    expect(errorInfo(other.body).field).toBe('parameters.userId');
    const admins = tagIdOf(await createTag('admins'));
    const repeated = await test.submit(ada, 'update_user', { userId: ada.userId, userTagIds: [admins, admins] });
    expect(errorInfo(repeated.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'parameters.userTagIds[1]' });
  });

  it("refuses another organization's tag (404 naming it)", async () => {
    const grace = await test.signUp('grace@example.com');
    const graceTag = tagIdOf(await test.completed(grace, 'create_user_tag', { userTagName: 'theirs', userIds: [grace.userId] }));
    const result = await test.submit(ada, 'update_user', { userId: ada.userId, userTagIds: [graceTag] });
    expect(result.status).toBe(404);
    expect(errorInfo(result.body).field).toBe('parameters.userTagIds[0]');
  });
});

describe('create_user_tag creates a named tag and attaches it to the users given', () => {
  it('answers createUserTagResult {userTagId, userIds}; the users hold the tag and list_user_tags names it', async () => {
    const activity = await createTag('admins');
    expect(activity).toMatchObject({ type: 'ACTIVITY_TYPE_CREATE_USER_TAG', intent: { createUserTagIntent: { userTagName: 'admins', userIds: [ada.userId] } } });
    expect(activity.result).toEqual({ createUserTagResult: { userTagId: expect.stringMatching(/^usertag-/), userIds: [ada.userId] } });
    const userTagId = tagIdOf(activity);
    expect((await getUser()).userTags).toEqual([userTagId]);
    expect(await test.read(ada, 'list_user_tags')).toEqual({
      userTags: [
        {
          tagId: userTagId,
          tagName: 'admins',
          tagType: 'TAG_TYPE_USER',
          createdAt: { seconds: String(test.now / 1000), nanos: '0' },
          updatedAt: { seconds: String(test.now / 1000), nanos: '0' },
        },
      ],
    });
  });

  it('adds to the tags a user holds; an empty userIds makes a tag nobody holds yet', async () => {
    const first = tagIdOf(await createTag('first'));
    const unused = tagIdOf(await createTag('unused', []));
    const second = tagIdOf(await createTag('second'));
    expect((await getUser()).userTags).toEqual([first, second]);
    expect(((await test.read(ada, 'list_user_tags')).userTags as { tagId: string }[]).map((tag) => tag.tagId)).toEqual([first, unused, second]);
  });

  it.each([
    [{ userIds: [] }, 'parameters.userTagName', 'INVALID_ARGUMENT', 400],
    [{ userTagName: '', userIds: [] }, 'parameters.userTagName', 'INVALID_ARGUMENT', 400],
    [{ userTagName: 'x' }, 'parameters.userIds', 'INVALID_ARGUMENT', 400],
    [{ userTagName: 'x', userIds: 'user' }, 'parameters.userIds', 'INVALID_ARGUMENT', 400],
    [{ userTagName: 'x', userIds: [null] }, 'parameters.userIds[0]', 'INVALID_ARGUMENT', 400],
    [{ userTagName: 'x', userIds: ['user-nobody'] }, 'parameters.userIds[0]', 'NOT_FOUND', 404],
  ])('refuses %j naming %s', async (parameters, field, reason, status) => {
    const result = await test.submit(ada, 'create_user_tag', parameters);
    expect(result.status).toBe(status);
    expect(errorInfo(result.body)).toEqual({ reason, field });
    expect((await test.read(ada, 'list_user_tags')).userTags).toEqual([]);
  });

  it('refuses a name the organization already uses (409) but not one another organization uses', async () => {
    await createTag('admins');
    const again = await test.submit(ada, 'create_user_tag', { userTagName: 'admins', userIds: [] });
    expect(again.status).toBe(409);
    expect(errorInfo(again.body)).toEqual({ reason: 'ALREADY_EXISTS', field: 'parameters.userTagName' });
    const grace = await test.signUp('grace@example.com');
    expect((await test.submit(grace, 'create_user_tag', { userTagName: 'admins', userIds: [] })).status).toBe(200);
  });
});

describe('get_user (beyond the spec) reads one user', () => {
  it('answers {user} with contact details, tag ids and credentials, in Turnkey’s shape', async () => {
    const user = await getUser();
    expect(user).toEqual({
      userId: ada.userId,
      userName: 'Ada',
      userEmail: 'ada@example.com',
      userTags: [],
      authenticators: [],
      apiKeys: [
        {
          apiKeyId: expect.stringMatching(/^apikey-/),
          apiKeyName: 'test key',
          credential: { publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/), type: 'CREDENTIAL_TYPE_API_KEY_P256' },
          createdAt: { seconds: String(test.now / 1000), nanos: '0' },
          updatedAt: { seconds: String(test.now / 1000), nanos: '0' },
        },
      ],
      oauthProviders: [],
      createdAt: { seconds: String(test.now / 1000), nanos: '0' },
      updatedAt: { seconds: String(test.now / 1000), nanos: '0' },
      mfaPolicies: [],
    });
  });

  it("carries the user's MFA policies (the published v1User requires mfaPolicies), by order", async () => {
    const steps = [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }] }];
    await test.completed(ada, 'create_mfa_policy', { userId: ada.userId, mfaPolicyName: 'Later', condition: "activity.action == 'SIGN'", requiredAuthenticationMethods: steps, order: 5 });
    await test.completed(ada, 'create_mfa_policy', { userId: ada.userId, mfaPolicyName: 'First', condition: "activity.action == 'EXPORT'", requiredAuthenticationMethods: steps, order: '1' });
    expect((await getUser()).mfaPolicies).toEqual([
      expect.objectContaining({ mfaPolicyName: 'First', condition: "activity.action == 'EXPORT'", requiredAuthenticationMethods: steps, order: 1 }),
      expect.objectContaining({ mfaPolicyName: 'Later', order: 5 }),
    ]);
  });

  it('reads updatedAt from the last change', async () => {
    test.now += 5_000;
    await test.completed(ada, 'update_user', { userId: ada.userId, userName: 'A. L.' });
    expect((await getUser()).updatedAt).toEqual({ seconds: String(test.now / 1000), nanos: '0' });
  });

  it('needs a userId of the caller’s organization', async () => {
    const missing = await test.query(ada, 'get_user');
    expect(errorInfo(missing.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'userId' });
    const grace = await test.signUp('grace@example.com');
    const other = await test.query(ada, 'get_user', { userId: grace.userId });
    expect(other.status).toBe(404);
    expect(errorInfo(other.body)).toEqual({ reason: 'NOT_FOUND', field: 'userId' });
  });
});
