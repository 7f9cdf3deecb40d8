/**
 * MFA policies enforced by the mock relay (protocol.md section 14, issue 24): which submits a
 * policy holds, what get_activity and get_mfa_status say about a held activity, and how it ends:
 * completed with its result, failed, or rejected. Which stamp satisfies which step:
 * mfa-approvals.test.ts; tokens on attested stamps: mfa-attested-stamps.test.ts.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { toHex } from '../../src/core/encoding/hex';
import { utf8Encode } from '../../src/core/encoding/utf8';
import { activityTypes, newTargetKey, type Operation } from '../../src/mock-relay/test-utils/api-test-client';
import { errorInfo, RelayTestClient } from '../../src/mock-relay/test-utils/relay-test-client';
import { SoftwareAuthenticator } from '../../src/mock-relay/test-utils/software-authenticator';
import { activityOf, mfaOrigin, MfaWorld, newKey, steps } from './mfa-world';

let w: MfaWorld;

beforeEach(async () => {
  w = await MfaWorld.create();
});

const needed = 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED';
const onUpdateUser = "activity.type == 'ACTIVITY_TYPE_UPDATE_USER'";
const onExport = "activity.action == 'EXPORT'";

const userName = async () => ((await w.read<{ user: { userName: string } }>('get_user', { userId: w.ada.userId })).user.userName);

/** The parameters of one valid submit of each operation the tables use (fresh each call). */
const valid: Partial<Record<Operation, () => Promise<Record<string, unknown>>>> = {
  update_user: async () => ({ userId: w.ada.userId, userName: 'Ada Lovelace' }),
  create_user_tag: async () => ({ userTagName: `tag-${Math.random()}`, userIds: [w.ada.userId] }),
  create_api_keys: async () => ({ userId: w.ada.userId, apiKeys: [{ apiKeyName: 'another', publicKey: toHex(newKey().publicKey), curveType: 'API_KEY_CURVE_P256' }] }),
  delete_authenticators: async () => ({ userId: w.ada.userId, authenticatorIds: [await w.addPasskey(new SoftwareAuthenticator({ origin: mfaOrigin }), 'Spare')] }),
  export_private_key: async () => ({ privateKeyId: await w.privateKeyId(), targetPublicKey: newTargetKey().publicKey }),
  create_session_profile: async () => ({ sessionProfileName: 'kiosk', scope: 'true' }),
};

async function submitted(operation: Operation, parameters?: Record<string, unknown>) {
  return activityOf(await w.submit(operation, parameters ?? (await valid[operation]!())), operation);
}

describe('a submit that an MFA policy applies to is held, not executed', () => {
  it('is stored ACTIVITY_STATUS_AUTHENTICATORS_NEEDED with the fingerprint of its body and canApprove: true; the operation has not run', async () => {
    await w.policy({ condition: onUpdateUser, requiredAuthenticationMethods: steps(['PASSKEY']) });
    const before = await userName();
    const parameters = { userId: w.ada.userId, userName: 'Held' };
    const response = await w.submit('update_user', parameters);
    const activity = activityOf(response);
    const body = JSON.stringify({ type: activityTypes.update_user, timestampMs: String(w.now), organizationId: w.ada.organizationId, parameters });
    expect(activity).toMatchObject({ status: needed, type: 'ACTIVITY_TYPE_UPDATE_USER', canApprove: true, canReject: true, result: {} });
    expect(activity.fingerprint).toBe(`sha256:${toHex(sha256(utf8Encode(body)))}`);
    expect(await w.activity(activity.id)).toMatchObject({ status: needed, fingerprint: activity.fingerprint, canApprove: true });
    expect(await userName()).toBe(before);
  });

  it('runs when its last step is satisfied and completes with its result, which get_activity returns', async () => {
    await w.policy({ condition: onUpdateUser, requiredAuthenticationMethods: steps(['PASSKEY']) });
    const held = activityOf(await w.submit('update_user', { userId: w.ada.userId, userName: 'Approved' }));
    const answer = activityOf(await w.approve(held.fingerprint, w.ada.laptop));
    expect(answer).toMatchObject({ type: 'ACTIVITY_TYPE_APPROVE_ACTIVITY', status: 'ACTIVITY_STATUS_COMPLETED', intent: { approveActivityIntent: { fingerprint: held.fingerprint } } });
    expect(await w.activity(held.id)).toMatchObject({
      status: 'ACTIVITY_STATUS_COMPLETED',
      result: { updateUserResult: { userId: w.ada.userId } },
      canApprove: false,
      canReject: false,
    });
    expect(await userName()).toBe('Approved');
  });

  it("credits the submitting stamp to the first step when its method is listed there: Turnkey's example, session then passkey", async () => {
    await w.policy({ condition: onExport, requiredAuthenticationMethods: steps(['SESSION'], ['PASSKEY']) });
    const held = await submitted('export_private_key');
    expect(held.status).toBe(needed);
    expect(await w.status(held.id)).toEqual([expect.objectContaining({ satisfied: false, satisfiedMethods: [{ type: 'AUTHENTICATION_TYPE_SESSION' }] })]);
    expect((await w.approve(held.fingerprint, w.ada.laptop)).status).toBe(200);
    const done = await w.activity(held.id);
    expect(done.status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect(done.result.exportPrivateKeyResult).toEqual({ privateKeyId: await w.privateKeyId(), exportBundle: expect.any(String) });
  });

  it('runs at once when the submitting stamp satisfies the only step (its MFA status says satisfied)', async () => {
    await w.policy({ condition: onUpdateUser, requiredAuthenticationMethods: steps(['SESSION', 'PASSKEY']) });
    const activity = await submitted('update_user');
    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect(await w.status(activity.id)).toEqual([expect.objectContaining({ satisfied: true, satisfiedMethods: [{ type: 'AUTHENTICATION_TYPE_SESSION' }] })]);
  });

  it('does not credit a session made with a passkey to a passkey step: sessions are not transitive', async () => {
    const passkeySession = (await w.api.createSession(w.ada.organizationId, w.ada.laptop)).key;
    await w.policy({ condition: onUpdateUser, requiredAuthenticationMethods: steps(['PASSKEY']) });
    const held = activityOf(await w.submit('update_user', { userId: w.ada.userId, userName: 'x' }, passkeySession));
    expect(held.status).toBe(needed);
    const refused = await w.approve(held.fingerprint, passkeySession);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/step 0 .* refuses AUTHENTICATION_TYPE_SESSION: it takes AUTHENTICATION_TYPE_PASSKEY/);
    expect((await w.approve(held.fingerprint, w.ada.laptop)).status).toBe(200);
  });

  it('ends FAILED with the refusal as its failure when the operation refuses as it finally runs (a held submit is checked when it runs)', async () => {
    await w.policy({ condition: onUpdateUser, requiredAuthenticationMethods: steps(['PASSKEY']) });
    const held = activityOf(await w.submit('update_user', { userId: w.ada.userId, userEmail: 'not an email' }));
    expect(held.status).toBe(needed);
    expect((await w.approve(held.fingerprint, w.ada.laptop)).status).toBe(200);
    const failed = (await w.read<{ activity: Record<string, unknown> }>('get_activity', { activityId: held.id })).activity;
    expect(failed).toMatchObject({ status: 'ACTIVITY_STATUS_FAILED', failure: { code: 3, message: expect.stringMatching(/^parameters\.userEmail: /) } });
  });
});

describe('conditions: the policy language, with activity.resource and activity.action as Turnkey defines them', () => {
  it.each<[string, Operation[], Operation[]]>([
    ["activity.action == 'EXPORT'", ['export_private_key'], ['update_user', 'create_api_keys']],
    ["activity.resource == 'CREDENTIAL'", ['create_api_keys', 'delete_authenticators'], ['update_user']],
    ["activity.resource == 'CREDENTIAL' && activity.action == 'DELETE'", ['delete_authenticators'], ['create_api_keys']],
    ["activity.resource == 'USER'", ['update_user', 'create_user_tag'], ['export_private_key']],
    ["activity.type in ['ACTIVITY_TYPE_UPDATE_USER', 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY']", ['update_user', 'export_private_key'], ['create_user_tag']],
    ["activity.action != 'EXPORT'", ['update_user', 'create_session_profile'], ['export_private_key']],
  ])('%s holds %j and lets %j run', async (condition, held, run) => {
    // Parameters first: making them (a spare passkey to delete) is an activity the policy may hold.
    const parametersOf = async (operations: Operation[]) => Promise.all(operations.map(async (operation) => [operation, await valid[operation]!()] as const));
    const [toHold, toRun] = [await parametersOf(held), await parametersOf(run)];
    await w.policy({ condition, requiredAuthenticationMethods: steps(['PASSKEY']) });
    for (const [operation, parameters] of toHold) expect((await submitted(operation, parameters)).status, operation).toBe(needed);
    for (const [operation, parameters] of toRun) expect((await submitted(operation, parameters)).status, operation).toBe('ACTIVITY_STATUS_COMPLETED');
  });

  it("holds changes to the policies themselves when a policy applies to them (resource MFA_POLICY, as Turnkey's guides use it)", async () => {
    const mfaPolicyId = await w.policy({ condition: "activity.resource == 'MFA_POLICY'", requiredAuthenticationMethods: steps(['PASSKEY']) });
    expect((await w.completed('delete_mfa_policy', { userId: w.ada.userId, mfaPolicyId }, w.ada.apiKey)).status).toBe(needed);
    expect((await w.completed('update_mfa_policy', { userId: w.ada.userId, mfaPolicyId, order: 4 })).status).toBe(needed);
    expect((await w.read<{ mfaPolicies: unknown[] }>('get_mfa_policies', { userId: w.ada.userId })).mfaPolicies).toEqual([expect.objectContaining({ mfaPolicyId, order: 0 })]);
  });

  it.each([
    ["activity.resource == 'AUTHENTICATOR'", /which the policy language does not define \(passkeys are 'CREDENTIAL'/],
    ["activity.action == 'READ'", /compares activity\.action with 'READ'/],
    ["eth.tx.to == '0xabc'", /names eth\.tx\.to, which the mock cannot evaluate/],
    ["activity.type == ", /ends early/],
  ])('refuses %j at create and at update, naming parameters.condition', async (condition, message) => {
    const create = await w.submit('create_mfa_policy', { userId: w.ada.userId, mfaPolicyName: 'p', condition, requiredAuthenticationMethods: steps(['PASSKEY']), order: 0 });
    const update = await w.submit('update_mfa_policy', { userId: w.ada.userId, mfaPolicyId: 'p', condition });
    for (const refused of [create, update]) {
      expect(refused.status).toBe(400);
      expect(errorInfo(refused.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'parameters.condition' });
      expect(refused.body.message).toMatch(message);
    }
    expect((await w.read<{ mfaPolicies: unknown[] }>('get_mfa_policies', { userId: w.ada.userId })).mfaPolicies).toEqual([]);
  });
});

describe('the order of policies', () => {
  const policyOf = async (operation: Operation) => ((await w.status((await submitted(operation)).id))[0] as { mfaPolicyId: string } | undefined)?.mfaPolicyId;

  it('tries them by order, lowest first (a number or a decimal string); the first that applies decides', async () => {
    // Created in this order so that neither holds the other's creation.
    const updates = await w.policy({ mfaPolicyName: 'updates', condition: onUpdateUser, requiredAuthenticationMethods: steps(['PASSKEY']), order: '1' });
    const everything = await w.policy({ mfaPolicyName: 'everything', condition: 'true', requiredAuthenticationMethods: steps(['EMAIL_OTP']), order: 2 });
    expect(await policyOf('update_user')).toBe(updates);
    expect(await policyOf('create_user_tag')).toBe(everything);
  });

  it('a lower order takes over once set', async () => {
    const updates = await w.policy({ condition: onUpdateUser, requiredAuthenticationMethods: steps(['PASSKEY']), order: 1 });
    const users = await w.policy({ condition: "activity.resource == 'USER'", requiredAuthenticationMethods: steps(['SMS_OTP']), order: 2 });
    expect(await policyOf('update_user')).toBe(updates);
    // The update is itself an activity (MFA_POLICY, UPDATE): neither policy applies to it.
    expect((await w.completed('update_mfa_policy', { userId: w.ada.userId, mfaPolicyId: users, order: '0' })).status).toBe('ACTIVITY_STATUS_COMPLETED');
    expect(await policyOf('update_user')).toBe(users);
  });

  it('of equal orders, the older policy first', async () => {
    const older = await w.policy({ condition: 'true', requiredAuthenticationMethods: steps(['PASSKEY']), order: 3 });
    w.now += 1000;
    // The older one holds this creation: approve it with the passkey.
    const held = activityOf(await w.submit('create_mfa_policy', { userId: w.ada.userId, mfaPolicyName: 'newer', condition: 'true', requiredAuthenticationMethods: steps(['SMS_OTP']), order: 3 }));
    expect(held.status).toBe(needed);
    expect((await w.approve(held.fingerprint, w.ada.laptop)).status).toBe(200);
    expect(await policyOf('update_user')).toBe(older);
  });

  it('skips a policy without steps (update_mfa_policy from a bare id): it requires nothing, so it decides nothing', async () => {
    expect((await w.completed('update_mfa_policy', { userId: w.ada.userId, mfaPolicyId: 'placeholder', order: 0 })).status).toBe('ACTIVITY_STATUS_COMPLETED');
    const real = await w.policy({ condition: 'true', requiredAuthenticationMethods: steps(['PASSKEY']), order: 1 });
    expect(await policyOf('update_user')).toBe(real);
  });
});

describe('get_mfa_status', () => {
  it('answers per policy: satisfied, satisfiedMethods (in step order) and requiredMethods', async () => {
    const required = steps(['SESSION'], ['PASSKEY', 'EMAIL_OTP']);
    const mfaPolicyId = await w.policy({ condition: onExport, requiredAuthenticationMethods: required });
    const held = await submitted('export_private_key');
    expect(await w.read('get_mfa_status', { activityId: held.id })).toEqual({
      mfaStatuses: [{ mfaPolicyId, userId: w.ada.userId, satisfied: false, satisfiedMethods: [{ type: 'AUTHENTICATION_TYPE_SESSION' }], requiredMethods: required }],
    });
    await w.approve(held.fingerprint, w.ada.laptop);
    expect(await w.status(held.id, w.ada.userId)).toEqual([
      {
        mfaPolicyId,
        userId: w.ada.userId,
        satisfied: true,
        satisfiedMethods: [{ type: 'AUTHENTICATION_TYPE_SESSION' }, { type: 'AUTHENTICATION_TYPE_PASSKEY', id: w.ada.laptopId }],
        requiredMethods: required,
      },
    ]);
  });

  it('is [] for an activity no policy held; 404 naming userId for a user of another organization, activityId for its activities', async () => {
    const free = await submitted('update_user');
    expect(await w.status(free.id)).toEqual([]);
    await w.policy({ condition: onUpdateUser, requiredAuthenticationMethods: steps(['PASSKEY']) });
    const held = await submitted('update_user');
    const stranger = await w.api.query('get_mfa_status', { organizationId: w.ada.organizationId, activityId: held.id, userId: 'user-someone-else' }, w.ada.session);
    expect(errorInfo(stranger.body)).toEqual({ reason: 'NOT_FOUND', field: 'userId' });
    const grace = await RelayTestClient.create(w.relay, { origin: mfaOrigin });
    const { claims } = await grace.loginWithCode('OTP_TYPE_EMAIL', 'grace@example.com', w.now);
    const theirs = await w.api.query('get_mfa_status', { organizationId: claims.organization_id, activityId: held.id }, grace.key);
    expect(theirs.status).toBe(404);
    expect(errorInfo(theirs.body)).toEqual({ reason: 'NOT_FOUND', field: 'activityId' });
  });
});

describe('reject_activity', () => {
  it('ends the held activity ACTIVITY_STATUS_REJECTED without running it; it then waits for no approval', async () => {
    await w.policy({ condition: onUpdateUser, requiredAuthenticationMethods: steps(['PASSKEY']) });
    const before = await userName();
    const held = activityOf(await w.submit('update_user', { userId: w.ada.userId, userName: 'Rejected' }));
    const answer = activityOf(await w.reject(held.fingerprint, w.ada.session));
    expect(answer).toMatchObject({ type: 'ACTIVITY_TYPE_REJECT_ACTIVITY', status: 'ACTIVITY_STATUS_COMPLETED', intent: { rejectActivityIntent: { fingerprint: held.fingerprint } } });
    expect(await w.activity(held.id)).toMatchObject({ status: 'ACTIVITY_STATUS_REJECTED', result: {}, canApprove: false, canReject: false });
    expect(await userName()).toBe(before);
    const late = await w.approve(held.fingerprint, w.ada.laptop);
    expect(late.status).toBe(400);
    expect(errorInfo(late.body)).toEqual({ reason: 'FAILED_PRECONDITION', field: 'parameters.fingerprint' });
    expect(late.body.message).toMatch(/is ACTIVITY_STATUS_REJECTED: it waits for no approval/);
  });

  it('a fingerprint of no activity of the organization is 404 naming parameters.fingerprint, for approvals and rejections', async () => {
    for (const answer of ['approve', 'reject'] as const) {
      const result = await w.answer(answer, `sha256:${'0'.repeat(64)}`, w.ada.session);
      expect(result.status).toBe(404);
      expect(errorInfo(result.body)).toEqual({ reason: 'NOT_FOUND', field: 'parameters.fingerprint' });
    }
  });
});
