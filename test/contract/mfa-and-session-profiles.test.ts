/**
 * MFA policies and session profiles through `kit.account()` against the mock relay, including a
 * session limited by its profile's scope, and an operation an MFA policy holds as the kit meets
 * it (the mock's enforcement in full: mfa-enforcement.test.ts, mfa-approvals.test.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { randomPrivateKey } from '../../src/core/crypto/p256-private-key';
import { signingKeyFromPrivateKey } from '../../src/core/crypto/p256-private-key';
import { toHex } from '../../src/core/encoding/hex';
import { serviceErrorFromResponse } from '../../src/core/transport/service-error';
import { completed, createContractHarness, refusal, type ContractHarness } from './contract-harness';

let h: ContractHarness;

beforeEach(async () => {
  h = await createContractHarness();
});

const passkeyThenOtp = [
  { any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' as const }] },
  { any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' as const }, { type: 'AUTHENTICATION_TYPE_SMS_OTP' as const }] },
];

describe('update_mfa_policy', () => {
  it("creates or changes one of the session user's policies; get_mfa_policies reads it", async () => {
    const outcome = await h.account.updateMfaPolicy({
      mfaPolicyId: 'signing',
      mfaPolicyName: 'Signing needs two factors',
      condition: "activity.type == 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY'",
      requiredAuthenticationMethods: passkeyThenOtp,
      order: 0,
      notes: 'two steps',
    });
    expect(completed(outcome)).toEqual({ mfaPolicyId: 'signing' });
    expect(await h.account.getMfaPolicies()).toEqual([
      expect.objectContaining({
        mfaPolicyId: 'signing',
        userId: h.session.userId,
        mfaPolicyName: 'Signing needs two factors',
        requiredAuthenticationMethods: passkeyThenOtp,
        order: 0,
        notes: 'two steps',
      }),
    ]);

    completed(await h.account.updateMfaPolicy({ mfaPolicyId: 'signing', mfaPolicyName: 'Renamed' }));
    expect(await h.account.getMfaPolicies()).toEqual([expect.objectContaining({ mfaPolicyName: 'Renamed', requiredAuthenticationMethods: passkeyThenOtp })]);
  });

  it('an authenticator id that is not the user’s is not_found, naming it as the caller passed it', async () => {
    const error = await refusal(() => h.account.updateMfaPolicy({ mfaPolicyId: 'x', requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY', id: 'nobody' }] }] }));
    expect(error).toMatchObject({ code: 'not_found', details: { field: 'requiredAuthenticationMethods[0].any[0].id' } });
  });
});

describe('delete_mfa_policy', () => {
  it('removes it from get_mfa_policies; deleting it again is not_found', async () => {
    completed(await h.account.updateMfaPolicy({ mfaPolicyId: 'gone' }));
    completed(await h.account.updateMfaPolicy({ mfaPolicyId: 'kept' }));
    expect(completed(await h.account.deleteMfaPolicy({ mfaPolicyId: 'gone' }))).toEqual({ mfaPolicyId: 'gone' });
    expect((await h.account.getMfaPolicies()).map((policy) => policy.mfaPolicyId)).toEqual(['kept']);
    expect(await refusal(() => h.account.deleteMfaPolicy({ mfaPolicyId: 'gone' }))).toMatchObject({ code: 'not_found', details: { field: 'mfaPolicyId' } });
  });
});

describe('get_mfa_policies', () => {
  it("reads one user's policies: the session user's by default", async () => {
    expect(await h.account.getMfaPolicies()).toEqual([]);
    await h.raw.completed('update_mfa_policy', { userId: h.raw.userId, mfaPolicyId: 'theirs' });
    expect(await h.account.getMfaPolicies({ userId: h.session.userId })).toEqual([]);
    expect(await refusal(() => h.account.getMfaPolicies({ userId: h.raw.userId }))).toMatchObject({ code: 'not_found', details: { field: 'userId' } });
  });
});

const exportOnly = "activity.action == 'EXPORT'";

describe('create_mfa_policy', () => {
  it("creates one of the session user's policies with a new id; get_mfa_policies reads it, order a number", async () => {
    const outcome = await h.account.createMfaPolicy({ mfaPolicyName: 'Export needs two factors', condition: exportOnly, requiredAuthenticationMethods: passkeyThenOtp, order: 2, notes: 'n' });
    const { mfaPolicyId } = completed(outcome);
    expect(mfaPolicyId).toMatch(/^mfa-policy-/);
    expect(await h.account.getMfaPolicies()).toEqual([
      expect.objectContaining({ mfaPolicyId, mfaPolicyName: 'Export needs two factors', condition: exportOnly, requiredAuthenticationMethods: passkeyThenOtp, order: 2, notes: 'n' }),
    ]);
  });

  it("a condition the mock cannot evaluate is invalid_input naming condition ('AUTHENTICATOR' is no resource: passkeys are CREDENTIAL)", async () => {
    const error = await refusal(() =>
      h.account.createMfaPolicy({ mfaPolicyName: 'p', condition: "activity.resource == 'AUTHENTICATOR'", requiredAuthenticationMethods: passkeyThenOtp, order: 0 }),
    );
    expect(error).toMatchObject({ code: 'invalid_input', details: { status: 400, field: 'condition' } });
    expect(error.message).toContain("passkeys are 'CREDENTIAL'");
  });
});

describe('get_mfa_policy', () => {
  it('reads one policy by id; an id the user has none under is not_found naming mfaPolicyId', async () => {
    const { mfaPolicyId } = completed(await h.account.createMfaPolicy({ mfaPolicyName: 'Signing', condition: "activity.action == 'SIGN'", requiredAuthenticationMethods: passkeyThenOtp, order: 0 }));
    expect(await h.account.getMfaPolicy({ mfaPolicyId })).toMatchObject({ mfaPolicyId, mfaPolicyName: 'Signing', order: 0, requiredAuthenticationMethods: passkeyThenOtp });
    expect(await refusal(() => h.account.getMfaPolicy({ mfaPolicyId: 'none' }))).toMatchObject({ code: 'not_found', details: { field: 'mfaPolicyId' } });
  });
});

describe('approve_activity', () => {
  it("an operation a policy holds is mfaRequired with its fingerprint and MFA status; the session's approval satisfies a SESSION step and the operation completes", async () => {
    // Two session steps: the submit proves the first, the kit's approval (stamped by the same session) the second.
    const session = { type: 'AUTHENTICATION_TYPE_SESSION' as const };
    completed(await h.account.createMfaPolicy({ mfaPolicyName: 'Profile', condition: "activity.type == 'ACTIVITY_TYPE_UPDATE_USER'", requiredAuthenticationMethods: [{ any: [session] }, { any: [session] }], order: 0 }));
    const outcome = await h.account.updateUser({ userName: 'Ada L.' });
    expect(outcome).toMatchObject({ status: 'mfaRequired', activity: { status: 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED', canApprove: true } });
    if (outcome.status !== 'mfaRequired') throw new Error('expected mfaRequired');
    // The session that submitted it counts toward the first step.
    expect(outcome.mfaStatuses).toEqual([expect.objectContaining({ userId: h.session.userId, satisfied: false, satisfiedMethods: [session] })]);
    expect(completed(await h.account.approveActivity({ fingerprint: outcome.fingerprint }))).toEqual({});
    expect(await h.account.getActivity({ activityId: outcome.activity.id })).toMatchObject({ status: 'ACTIVITY_STATUS_COMPLETED', result: { updateUserResult: { userId: h.session.userId } } });
    expect(await h.account.getMfaStatus({ activityId: outcome.activity.id })).toEqual([expect.objectContaining({ satisfied: true, satisfiedMethods: [session, session] })]);
  });
});

describe('reject_activity', () => {
  it('ends an activity a policy holds rejected; it never runs', async () => {
    completed(await h.account.createMfaPolicy({ mfaPolicyName: 'Profile', condition: "activity.type == 'ACTIVITY_TYPE_UPDATE_USER'", requiredAuthenticationMethods: passkeyThenOtp, order: 0 }));
    const outcome = await h.account.updateUser({ userName: 'Never' });
    if (outcome.status !== 'mfaRequired') throw new Error(`expected mfaRequired, got ${outcome.status}`);
    completed(await h.account.rejectActivity({ fingerprint: outcome.fingerprint }));
    expect(await h.account.getActivity({ activityId: outcome.activity.id })).toMatchObject({ status: 'ACTIVITY_STATUS_REJECTED' });
    expect((await h.account.getUser()).userName).not.toBe('Never');
  });
});

describe('create_session_profile', () => {
  it('get_session_profiles lists it with its scope, lifetime and notes', async () => {
    const scope = "activity.type == 'ACTIVITY_TYPE_UPDATE_USER'";
    const result = completed(await h.account.createSessionProfile({ sessionProfileName: 'profile editor', scope, expirationSeconds: '600', notes: 'edits only' }));
    expect(result).toEqual({ sessionProfileId: expect.any(String) });
    expect(await h.account.getSessionProfiles()).toEqual([
      {
        sessionProfileId: result.sessionProfileId,
        sessionProfileName: 'profile editor',
        scope,
        expirationSeconds: '600',
        notes: 'edits only',
        createdAt: { seconds: expect.any(String), nanos: expect.any(String) },
        updatedAt: { seconds: expect.any(String), nanos: expect.any(String) },
      },
    ]);
  });

  it('does not take generateAppProofs (spec section 4.1): refused before anything is sent', async () => {
    const sent = h.sent.length;
    const error = await refusal(() => h.account.createSessionProfile({ sessionProfileName: 'p', scope: 'true' }, { generateAppProofs: true } as never));
    expect(error).toMatchObject({ code: 'invalid_input', details: { field: 'options.generateAppProofs' } });
    expect(h.sent.length).toBe(sent);
  });

  it('a scope the mock cannot read is invalid_input naming scope', async () => {
    expect(await refusal(() => h.account.createSessionProfile({ sessionProfileName: 'p', scope: 'activity.type ==' }))).toMatchObject({
      code: 'invalid_input',
      details: { status: 400, field: 'scope' },
    });
  });

  it("a session made from the kit's profile is limited to its scope: outside it the mock answers 403 PERMISSION_DENIED naming type, which the kit reads as permission_denied", async () => {
    const scope = "activity.type == 'ACTIVITY_TYPE_UPDATE_USER'";
    const { sessionProfileId } = completed(await h.account.createSessionProfile({ sessionProfileName: 'profile editor', scope }));
    // Picking a profile at login is a mock extension (create_read_write_session's sessionProfileId),
    // which the kit does not send: log in raw, with an API key the kit registers for the user.
    const key = signingKeyFromPrivateKey(randomPrivateKey());
    completed(await h.account.createApiKeys({ apiKeys: [{ apiKeyName: 'raw', publicKey: toHex(key.publicKey), curveType: 'API_KEY_CURVE_P256' }] }));
    const scoped = (await h.raw.api.createSession(h.session.organizationId, key, { sessionProfileId })).key;

    const inScope = await h.raw.api.submit('update_user', h.session.organizationId, { userId: h.session.userId, userName: 'Ada' }, scoped);
    expect(inScope.status).toBe(200);
    const outside = await h.raw.api.submit('create_user_tag', h.session.organizationId, { userTagName: 't', userIds: [h.session.userId] }, scoped);
    expect(outside.status).toBe(403);
    expect(outside.body).toMatchObject({ code: 7, details: [{ reason: 'PERMISSION_DENIED', metadata: { field: 'type' } }] });
    const asKitError = serviceErrorFromResponse({ status: outside.status, bodyText: JSON.stringify(outside.body), now: Date.now() });
    expect(asKitError).toMatchObject({ code: 'permission_denied', details: { status: 403, field: 'type', reason: 'PERMISSION_DENIED' } });
    expect(asKitError.message).toContain('outside the scope of session profile "profile editor"');
  });
});

describe('get_session_profiles', () => {
  it("reads the organization's profiles only", async () => {
    await h.raw.completed('create_session_profile', { sessionProfileName: 'theirs', scope: 'true' });
    expect(await h.account.getSessionProfiles()).toEqual([]);
  });
});
