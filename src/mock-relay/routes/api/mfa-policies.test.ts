import { beforeEach, describe, expect, it } from 'vitest';
import { expectRefusal, OrgResourcesTest, type TestAccount } from '../../test-utils/org-resources-test';

let test: OrgResourcesTest;
let ada: TestAccount;

beforeEach(async () => {
  test = new OrgResourcesTest();
  ada = await test.signUp('ada@example.com');
});

const readPolicies = async (body: Record<string, unknown> = { userId: ada.userId }) =>
  (await test.read<{ mfaPolicies: Record<string, unknown>[] }>(ada, 'get_mfa_policies', body)).mfaPolicies;

const passkeyOrOtp = {
  requiredAuthenticationMethods: [
    { any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }] },
    { any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }, { type: 'AUTHENTICATION_TYPE_SMS_OTP' }] },
  ],
};

describe('update_mfa_policy (spec section 4.2)', () => {
  it('answers updateMfaPolicyResult {mfaPolicyId}; get_mfa_policies reads the ordered steps, each any of its methods', async () => {
    const activity = await test.completed(ada, 'update_mfa_policy', {
      userId: ada.userId,
      mfaPolicyId: 'signing',
      mfaPolicyName: 'Signing needs two factors',
      condition: "activity.type == 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2'",
      ...passkeyOrOtp,
      order: 0,
      notes: 'passkey first, then a code',
    });
    expect(activity).toMatchObject({ type: 'ACTIVITY_TYPE_UPDATE_MFA_POLICY', status: 'ACTIVITY_STATUS_COMPLETED' });
    expect(activity.intent).toEqual({ updateMfaPolicyIntent: expect.objectContaining({ mfaPolicyId: 'signing', order: 0 }) });
    expect(activity.result).toEqual({ updateMfaPolicyResult: { mfaPolicyId: 'signing' } });
    expect(await readPolicies()).toEqual([
      {
        mfaPolicyId: 'signing',
        userId: ada.userId,
        mfaPolicyName: 'Signing needs two factors',
        condition: "activity.type == 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2'",
        requiredAuthenticationMethods: passkeyOrOtp.requiredAuthenticationMethods,
        order: 0,
        notes: 'passkey first, then a code',
        createdAt: { seconds: String(test.now / 1000), nanos: '0' },
        updatedAt: { seconds: String(test.now / 1000), nanos: '0' },
      },
    ]);
  });

  it('creates the policy on the first update of an id (the spec has no create); the defaults fill what is not sent', async () => {
    await test.completed(ada, 'update_mfa_policy', { userId: ada.userId, mfaPolicyId: 'first' });
    await test.completed(ada, 'update_mfa_policy', { userId: ada.userId, mfaPolicyId: 'second' });
    // The published v1MfaPolicy requires a condition: one made without applies to every activity (once it has steps).
    expect(await readPolicies()).toEqual([
      expect.objectContaining({ mfaPolicyId: 'first', mfaPolicyName: 'first', condition: 'true', requiredAuthenticationMethods: [], order: 0 }),
      expect.objectContaining({ mfaPolicyId: 'second', mfaPolicyName: 'second', condition: 'true', requiredAuthenticationMethods: [], order: 1 }),
    ]);
  });

  it('changes only the members sent, and lists by order from 0 (lower first)', async () => {
    const exportOnly = "activity.action == 'EXPORT'";
    await test.completed(ada, 'update_mfa_policy', { userId: ada.userId, mfaPolicyId: 'a', mfaPolicyName: 'A', condition: exportOnly, ...passkeyOrOtp, order: 0, notes: 'n' });
    await test.completed(ada, 'update_mfa_policy', { userId: ada.userId, mfaPolicyId: 'b', mfaPolicyName: 'B', order: 1 });
    test.now += 1000;
    await test.completed(ada, 'update_mfa_policy', { userId: ada.userId, mfaPolicyId: 'a', order: 2 });
    const [first, second] = await readPolicies();
    expect(first).toMatchObject({ mfaPolicyId: 'b', order: 1 });
    expect(second).toMatchObject({
      mfaPolicyId: 'a',
      mfaPolicyName: 'A',
      notes: 'n',
      order: 2,
      requiredAuthenticationMethods: passkeyOrOtp.requiredAuthenticationMethods,
      updatedAt: { seconds: String(test.now / 1000), nanos: '0' },
    });
    expect(second?.createdAt).toEqual({ seconds: String((test.now - 1000) / 1000), nanos: '0' });
  });

  it("names a specific authenticator with id: the user's passkey, API key or OAuth provider, or any id for the others", async () => {
    const apiKeyId = Object.values(test.relay.state.apiKeys).find((key) => key.userId === ada.userId)?.apiKeyId ?? '';
    await test.completed(ada, 'update_mfa_policy', {
      userId: ada.userId,
      mfaPolicyId: 'p',
      requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_API_KEY', id: apiKeyId }, { type: 'AUTHENTICATION_TYPE_SESSION', id: 'any-session' }] }],
    });
    expect((await readPolicies())[0]?.requiredAuthenticationMethods).toEqual([
      { any: [{ type: 'AUTHENTICATION_TYPE_API_KEY', id: apiKeyId }, { type: 'AUTHENTICATION_TYPE_SESSION', id: 'any-session' }] },
    ]);
    const refused = await test.submit(ada, 'update_mfa_policy', {
      userId: ada.userId,
      mfaPolicyId: 'p',
      requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY', id: 'authenticator-unknown' }] }],
    });
    expectRefusal(refused, 404, 'NOT_FOUND', 'parameters.requiredAuthenticationMethods[0].any[0].id');
  });

  it("keeps each user's policies apart: the same id for two users; get_mfa_policies reads one user's (userId required)", async () => {
    const grace = await test.signUp('grace@example.com');
    await test.completed(ada, 'update_mfa_policy', { userId: ada.userId, mfaPolicyId: 'shared-id' });
    await test.completed(grace, 'update_mfa_policy', { userId: grace.userId, mfaPolicyId: 'shared-id', mfaPolicyName: 'Grace' });
    expect(await readPolicies({ userId: ada.userId })).toEqual([expect.objectContaining({ userId: ada.userId, mfaPolicyName: 'shared-id' })]);
    expectRefusal(await test.query(ada, 'get_mfa_policies', {}), 400, 'INVALID_ARGUMENT', 'userId');
    expectRefusal(await test.submit(ada, 'update_mfa_policy', { userId: grace.userId, mfaPolicyId: 'x' }), 404, 'NOT_FOUND', 'parameters.userId');
    expectRefusal(await test.query(ada, 'get_mfa_policies', { userId: grace.userId }), 404, 'NOT_FOUND', 'userId');
  });
});

describe('create_mfa_policy and get_mfa_policy (Turnkey\'s, protocol.md section 14)', () => {
  const valid = () => ({ userId: ada.userId, mfaPolicyName: 'Export', condition: "activity.action == 'EXPORT'", ...passkeyOrOtp, order: 0 });

  it('answers createMfaPolicyResult {mfaPolicyId} (a new id); get_mfa_policy reads it, order a number whether sent as a number or a decimal string', async () => {
    const activity = await test.completed(ada, 'create_mfa_policy', { ...valid(), order: '7', notes: 'n' });
    expect(activity).toMatchObject({ type: 'ACTIVITY_TYPE_CREATE_MFA_POLICY', status: 'ACTIVITY_STATUS_COMPLETED' });
    const { mfaPolicyId } = activity.result.createMfaPolicyResult as { mfaPolicyId: string };
    expect(mfaPolicyId).toMatch(/^mfa-policy-/);
    expect(await test.read(ada, 'get_mfa_policy', { userId: ada.userId, mfaPolicyId })).toEqual({
      mfaPolicy: {
        mfaPolicyId,
        userId: ada.userId,
        mfaPolicyName: 'Export',
        condition: "activity.action == 'EXPORT'",
        requiredAuthenticationMethods: passkeyOrOtp.requiredAuthenticationMethods,
        order: 7,
        notes: 'n',
        createdAt: { seconds: String(test.now / 1000), nanos: '0' },
        updatedAt: { seconds: String(test.now / 1000), nanos: '0' },
      },
    });
    expectRefusal(await test.query(ada, 'get_mfa_policy', { userId: ada.userId, mfaPolicyId: 'nope' }), 404, 'NOT_FOUND', 'mfaPolicyId');
    expectRefusal(await test.query(ada, 'get_mfa_policy', { userId: ada.userId }), 400, 'INVALID_ARGUMENT', 'mfaPolicyId');
  });

  it.each([
    ['mfaPolicyName', 'parameters.mfaPolicyName'],
    ['condition', 'parameters.condition'],
    ['requiredAuthenticationMethods', 'parameters.requiredAuthenticationMethods'],
    ['order', 'parameters.order'],
    ['userId', 'parameters.userId'],
  ] as const)('needs %s (400 naming it)', async (missing, field) => {
    const parameters: Record<string, unknown> = valid();
    delete parameters[missing];
    expectRefusal(await test.submit(ada, 'create_mfa_policy', parameters), 400, 'INVALID_ARGUMENT', field);
  });

  it.each([
    [{ requiredAuthenticationMethods: [] }, 'parameters.requiredAuthenticationMethods'],
    [{ condition: "activity.resource == 'AUTHENTICATOR'" }, 'parameters.condition'],
    [{ condition: "activity.action == 'READ'" }, 'parameters.condition'],
    [{ condition: "private_key.id == 'k'" }, 'parameters.condition'],
    [{ order: '01x' }, 'parameters.order'],
  ])('refuses %o naming %s', async (extra, field) => {
    expectRefusal(await test.submit(ada, 'create_mfa_policy', { ...valid(), ...extra }), 400, 'INVALID_ARGUMENT', field);
  });

  it('survives garbage in every member', async () => {
    await test.sweepSubmit(ada, 'create_mfa_policy', { ...valid(), condition: 'false', notes: 'n' });
    await test.sweepQuery(ada, 'get_mfa_policy', { userId: ada.userId, mfaPolicyId: 'p' });
  });
});

describe('delete_mfa_policy', () => {
  it('answers deleteMfaPolicyResult {mfaPolicyId}; the policy is gone from get_mfa_policies', async () => {
    // With steps and no condition it would hold every activity, this deletion included (mfa-enforcement.test.ts).
    await test.completed(ada, 'update_mfa_policy', { userId: ada.userId, mfaPolicyId: 'gone', condition: "activity.action == 'EXPORT'", ...passkeyOrOtp });
    await test.completed(ada, 'update_mfa_policy', { userId: ada.userId, mfaPolicyId: 'kept' });
    const activity = await test.completed(ada, 'delete_mfa_policy', { userId: ada.userId, mfaPolicyId: 'gone' });
    expect(activity).toMatchObject({ type: 'ACTIVITY_TYPE_DELETE_MFA_POLICY' });
    expect(activity.result).toEqual({ deleteMfaPolicyResult: { mfaPolicyId: 'gone' } });
    expect((await readPolicies()).map((policy) => policy.mfaPolicyId)).toEqual(['kept']);
    expectRefusal(await test.submit(ada, 'delete_mfa_policy', { userId: ada.userId, mfaPolicyId: 'gone' }), 404, 'NOT_FOUND', 'parameters.mfaPolicyId');
  });
});

describe('refusals name the parameter', () => {
  const valid = () => ({ userId: ada.userId, mfaPolicyId: 'p' });

  it.each([
    ['update_mfa_policy', 'userId'],
    ['update_mfa_policy', 'mfaPolicyId'],
    ['delete_mfa_policy', 'userId'],
    ['delete_mfa_policy', 'mfaPolicyId'],
  ] as const)('%s without %s → 400 naming it', async (operation, missing) => {
    const parameters: Record<string, unknown> = valid();
    delete parameters[missing];
    expectRefusal(await test.submit(ada, operation, parameters), 400, 'INVALID_ARGUMENT', `parameters.${missing}`);
  });

  it.each([
    [{ requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSWORD' }] }] }, 'parameters.requiredAuthenticationMethods[0].any[0].type'],
    [{ requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }, { id: 'x' }] }] }, 'parameters.requiredAuthenticationMethods[0].any[1].type'],
    [{ requiredAuthenticationMethods: [{}] }, 'parameters.requiredAuthenticationMethods[0].any'],
    [{ requiredAuthenticationMethods: [{ any: [] }] }, 'parameters.requiredAuthenticationMethods[0].any'],
    [{ requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }] }, 'step'] }, 'parameters.requiredAuthenticationMethods[1]'],
    [{ requiredAuthenticationMethods: { any: [] } }, 'parameters.requiredAuthenticationMethods'],
    [{ requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_SMS_OTP', id: '' }] }] }, 'parameters.requiredAuthenticationMethods[0].any[0].id'],
    [{ order: -1 }, 'parameters.order'],
    [{ order: 1.5 }, 'parameters.order'],
    [{ order: '-1' }, 'parameters.order'],
    [{ order: '1.5' }, 'parameters.order'],
    [{ order: '' }, 'parameters.order'],
    [{ mfaPolicyName: '' }, 'parameters.mfaPolicyName'],
    [{ condition: 42 }, 'parameters.condition'],
    [{ condition: "activity.resource == 'AUTHENTICATOR'" }, 'parameters.condition'],
    [{ condition: "wallet.id == 'w'" }, 'parameters.condition'],
    [{ notes: [] }, 'parameters.notes'],
  ])('update_mfa_policy %o → 400 naming %s', async (extra, field) => {
    expectRefusal(await test.submit(ada, 'update_mfa_policy', { ...valid(), ...extra }), 400, 'INVALID_ARGUMENT', field);
    expect(await readPolicies()).toEqual([]);
  });

  it('survives garbage in every member', async () => {
    await test.sweepSubmit(ada, 'update_mfa_policy', { userId: ada.userId, mfaPolicyId: 'p', mfaPolicyName: 'P', condition: 'false', ...passkeyOrOtp, order: 0, notes: 'n' });
    await test.sweepSubmit(ada, 'delete_mfa_policy', { userId: ada.userId, mfaPolicyId: 'p' });
    await test.sweepQuery(ada, 'get_mfa_policies', { userId: ada.userId });
  });
});
