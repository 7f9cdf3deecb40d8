import { beforeEach, describe, expect, it } from 'vitest';
import type { RelayConfig } from '../../relay-config';
import { ApiAccountTest, type ApiAccount } from '../../test-utils/api-account';
import { errorInfo } from '../../test-utils/relay-test-client';

const denyUpdates = {
  policyName: 'No profile edits',
  effect: 'EFFECT_DENY',
  condition: "activity.type == 'ACTIVITY_TYPE_UPDATE_USER'",
  notes: 'names stay as signed up',
} as const;
const allowAll = { policyName: 'Allow everything', effect: 'EFFECT_ALLOW', condition: 'true', consensus: "approvers.any(user, user.id == 'u')" } as const;

let test: ApiAccountTest;
let ada: ApiAccount;

async function setup(policies: RelayConfig['policies'] = [denyUpdates, allowAll]) {
  test = new ApiAccountTest({ policies });
  ada = await test.signUp('ada@example.com', { userName: 'Ada' });
}

beforeEach(() => setup());

interface Policy {
  policyId: string;
  policyName: string;
  effect: string;
  condition: string;
  consensus: string;
  notes: string;
  createdAt: { seconds: string; nanos: string };
  updatedAt: { seconds: string; nanos: string };
}

const listPolicies = async (account = ada) => (await test.read<{ policies: Policy[] }>(account, 'list_policies')).policies;
const policyNamed = async (name: string) => {
  const policy = (await listPolicies()).find((item) => item.policyName === name);
  if (policy === undefined) throw new Error(`no policy ${name}`);
  return policy;
};
const renameAda = (userName = 'Countess') => test.submit(ada, 'update_user', { userId: ada.userId, userName });
const userName = async () => ((await test.read<{ user: { userName: string } }>(ada, 'get_user', { userId: ada.userId })).user.userName);

describe('policies come from the relay setting `policies`, one copy per organization', () => {
  it('list_policies lists them in Turnkey’s shape, oldest first', async () => {
    const at = { seconds: String(test.now / 1000), nanos: '0' };
    expect(await listPolicies()).toEqual([
      { policyId: expect.stringMatching(/^policy-/), ...denyUpdates, consensus: '', createdAt: at, updatedAt: at },
      { policyId: expect.stringMatching(/^policy-/), ...allowAll, notes: '', createdAt: at, updatedAt: at },
    ]);
  });

  it('each organization has its own ids, and get_policy reads one of its own only', async () => {
    const grace = await test.signUp('grace@example.com');
    const mine = await listPolicies();
    const theirs = await listPolicies(grace);
    expect(theirs.map((item) => item.policyName)).toEqual(mine.map((item) => item.policyName));
    expect(theirs.map((item) => item.policyId)).not.toContain(mine[0]?.policyId);
    const policyId = mine[0]?.policyId ?? '';
    expect(await test.read(ada, 'get_policy', { policyId })).toEqual({ policy: mine[0] });
    const foreign = await test.query(grace, 'get_policy', { policyId });
    expect(foreign.status).toBe(404);
    expect(errorInfo(foreign.body)).toEqual({ reason: 'NOT_FOUND', field: 'policyId' });
    expect(errorInfo((await test.query(ada, 'get_policy')).body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'policyId' });
  });

  it('an organization without the setting has none', async () => {
    test = new ApiAccountTest();
    ada = await test.signUp('ada@example.com');
    expect(await listPolicies()).toEqual([]);
  });
});

describe('an EFFECT_DENY policy whose condition names an activity type refuses that activity', () => {
  it('403 PERMISSION_DENIED naming the policy; nothing changes; other activities still run', async () => {
    const { policyId } = await policyNamed('No profile edits');
    const denied = await renameAda();
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe(7);
    expect(errorInfo(denied.body)).toEqual({ reason: 'PERMISSION_DENIED', field: 'type' });
    expect(denied.body.message).toBe(
      `type: ACTIVITY_TYPE_UPDATE_USER is denied by policy "No profile edits" (${policyId}): policy engine denied request explicitly`,
    );
    expect(await userName()).toBe('Ada');
    expect((await test.submit(ada, 'create_user_tag', { userTagName: 'ok', userIds: [] })).status).toBe(200);
  });

  it('a deny policy without a condition refuses every activity', async () => {
    await setup([{ policyName: 'Read only', effect: 'EFFECT_DENY' }]);
    const result = await test.submit(ada, 'create_user_tag', { userTagName: 'no', userIds: [] });
    expect(result.status).toBe(403);
    expect(result.body.message).toMatch(/denied by policy "Read only"/);
    // Reads are not activities.
    expect((await test.query(ada, 'list_policies')).status).toBe(200);
  });
});

describe('update_policy (V2) changes only the fields sent', () => {
  it('answers updatePolicyResultV2 {policyId}; get_policy reads the change and a new updatedAt', async () => {
    const before = await policyNamed('No profile edits');
    test.now += 1_000;
    const result = await test.submit(ada, 'update_policy', { policyId: before.policyId, policyNotes: 'reviewed' });
    expect(result.status).toBe(200);
    const activity = result.body.activity as Record<string, unknown>;
    expect(activity).toMatchObject({
      type: 'ACTIVITY_TYPE_UPDATE_POLICY_V2',
      intent: { updatePolicyIntentV2: { policyId: before.policyId, policyNotes: 'reviewed' } },
      result: { updatePolicyResultV2: { policyId: before.policyId } },
    });
    const after = (await test.read<{ policy: Policy }>(ada, 'get_policy', { policyId: before.policyId })).policy;
    expect(after).toEqual({ ...before, notes: 'reviewed', updatedAt: { seconds: String(test.now / 1000), nanos: '0' } });
  });

  it('turning the deny policy into an allow policy lets the activity run', async () => {
    const { policyId } = await policyNamed('No profile edits');
    expect((await test.submit(ada, 'update_policy', { policyId, policyEffect: 'EFFECT_ALLOW', policyName: 'Profile edits' })).status).toBe(200);
    expect((await renameAda()).status).toBe(200);
    expect(await userName()).toBe('Countess');
    expect(await policyNamed('Profile edits')).toMatchObject({ effect: 'EFFECT_ALLOW', condition: denyUpdates.condition, notes: denyUpdates.notes });
  });

  it('a new condition moves the denial; an empty condition or consensus removes it', async () => {
    const { policyId } = await policyNamed('No profile edits');
    await test.completed(ada, 'update_policy', { policyId, policyCondition: "activity.type == 'ACTIVITY_TYPE_CREATE_USER_TAG'" });
    expect((await renameAda()).status).toBe(200);
    expect((await test.submit(ada, 'create_user_tag', { userTagName: 't', userIds: [] })).status).toBe(403);
    const allow = await policyNamed('Allow everything');
    await test.completed(ada, 'update_policy', { policyId: allow.policyId, policyConsensus: '', policyCondition: '' });
    expect(await policyNamed('Allow everything')).toMatchObject({ condition: '', consensus: '', effect: 'EFFECT_ALLOW' });
  });

  it('the deny policy also holds for update_policy when its condition says so', async () => {
    await setup([{ policyName: 'Frozen policies', effect: 'EFFECT_DENY', condition: "activity.type == 'ACTIVITY_TYPE_UPDATE_POLICY_V2'" }]);
    const { policyId } = await policyNamed('Frozen policies');
    const result = await test.submit(ada, 'update_policy', { policyId, policyEffect: 'EFFECT_ALLOW' });
    expect(result.status).toBe(403);
    expect((await policyNamed('Frozen policies')).effect).toBe('EFFECT_DENY');
  });

  it.each([
    [{}, 'parameters.policyId', 'INVALID_ARGUMENT', 400],
    [{ policyId: 7 }, 'parameters.policyId', 'INVALID_ARGUMENT', 400],
    [{ policyId: 'policy-unknown' }, 'parameters.policyId', 'NOT_FOUND', 404],
    [{ policyName: '' }, 'parameters.policyName', 'INVALID_ARGUMENT', 400],
    [{ policyEffect: 'EFFECT_MAYBE' }, 'parameters.policyEffect', 'INVALID_ARGUMENT', 400],
    [{ policyEffect: null }, 'parameters.policyEffect', 'INVALID_ARGUMENT', 400],
    [{ policyCondition: "activity.type = 'x'" }, 'parameters.policyCondition', 'INVALID_ARGUMENT', 400],
    [{ policyCondition: "wallet.id == 'w'" }, 'parameters.policyCondition', 'INVALID_ARGUMENT', 400],
    [{ policyCondition: true }, 'parameters.policyCondition', 'INVALID_ARGUMENT', 400],
    [{ policyConsensus: 1 }, 'parameters.policyConsensus', 'INVALID_ARGUMENT', 400],
    [{ policyNotes: ['n'] }, 'parameters.policyNotes', 'INVALID_ARGUMENT', 400],
  ])('refuses %j naming %s and changes nothing', async (change, field, reason, status) => {
    const before = await policyNamed('Allow everything');
    const parameters = Object.hasOwn(change, 'policyId') || Object.keys(change).length === 0 ? change : { policyId: before.policyId, ...change };
    const result = await test.submit(ada, 'update_policy', parameters);
    expect(result.status).toBe(status);
    expect(errorInfo(result.body)).toEqual({ reason, field });
    expect(result.body.message).toMatch(new RegExp(`^${field.replace(/[[\].]/g, '\\$&')}: `));
    expect(await policyNamed('Allow everything')).toEqual(before);
  });

  it("refuses another organization's policy (404 naming parameters.policyId)", async () => {
    const grace = await test.signUp('grace@example.com');
    const { policyId } = await policyNamed('Allow everything');
    const result = await test.submit(grace, 'update_policy', { policyId, policyNotes: 'mine now' });
    expect(result.status).toBe(404);
    expect(errorInfo(result.body).field).toBe('parameters.policyId');
  });
});
