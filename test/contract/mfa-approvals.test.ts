/**
 * approve_activity against the mock relay (protocol.md section 14): the stamp of an approval is
 * the method it proves, and it satisfies the next unsatisfied step when that step takes the
 * method (and, when the step names one, the same id); otherwise the approval is a 400 naming the
 * step and the method, and the activity keeps waiting. Tokens on attested stamps (spent, expired,
 * not the user's, bound to another key): mfa-attested-stamps.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { toHex } from '../../src/core/encoding/hex';
import { errorInfo, RelayTestClient, type CallResult } from '../../src/mock-relay/test-utils/relay-test-client';
import { SoftwareAuthenticator } from '../../src/mock-relay/test-utils/software-authenticator';
import { activityOf, authenticationTypes, method, mfaOrigin, MfaWorld, newKey, steps, type Approver, type AuthenticationType } from './mfa-world';

let w: MfaWorld;

beforeEach(async () => {
  w = await MfaWorld.create();
});

const needed = 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED';
const onUpdateUser = "activity.type == 'ACTIVITY_TYPE_UPDATE_USER'";

/** Ada's update_user, held by a policy with `required` steps; submitted with `stamper` (her session by default). */
async function held(required: ReturnType<typeof steps>, stamper = w.ada.session) {
  await w.policy({ mfaPolicyName: 'Profile', condition: onUpdateUser, requiredAuthenticationMethods: required });
  const activity = activityOf(await w.submit('update_user', { userId: w.ada.userId, userName: 'Ada L.' }, stamper));
  expect(activity.status).toBe(needed);
  return activity;
}

/** The header an approver stamps with. */
function headerOf(type: AuthenticationType): string {
  if (type === 'SESSION' || type === 'API_KEY') return 'X-Stamp';
  return type === 'PASSKEY' ? 'X-Stamp-WebAuthn' : 'X-Stamp-Attested';
}

/** A refused approval: 400 naming the stamp header, its message naming the step and the method presented. */
function expectRefusedStep(result: CallResult, header: string, step: number, presented: string, reason = 'INVALID_ARGUMENT'): void {
  expect(result.status, JSON.stringify(result.body)).toBe(400);
  expect(errorInfo(result.body)).toEqual({ reason, field: header });
  expect(result.body.message).toMatch(new RegExp(`^${header}: step ${step} of MFA policy "Profile" refuses ${presented.replace(/[()]/g, '\\$&')}`));
}

/** The method (with its id) each of Ada's credentials proves. */
function proven(type: AuthenticationType): { type: string; id?: string } {
  const ids: Partial<Record<AuthenticationType, string>> = { API_KEY: w.ada.apiKeyId, PASSKEY: w.ada.laptopId, OAUTH: w.ada.googleProviderId };
  return method(type, ids[type]);
}

describe('approve_activity: each method satisfies the steps that take it and no other', () => {
  const table = authenticationTypes.flatMap((presented) => authenticationTypes.map((step) => [presented, presented === step ? 'satisfies' : 'is refused by', step] as const));

  it.each(table)('an approval proving %s %s a step that takes %s', async (presented, outcome, step) => {
    // Submitted with a credential that cannot satisfy the step itself.
    const activity = await held(steps([step]), step === 'API_KEY' ? w.ada.session : w.ada.apiKey);
    const result = await w.approve(activity.fingerprint, await w.approverFor(presented));
    if (outcome === 'satisfies') {
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(await w.activity(activity.id)).toMatchObject({ status: 'ACTIVITY_STATUS_COMPLETED', result: { updateUserResult: { userId: w.ada.userId } } });
      expect(await w.status(activity.id)).toEqual([expect.objectContaining({ satisfied: true, satisfiedMethods: [proven(presented)] })]);
    } else {
      expectRefusedStep(result, headerOf(presented), 0, `AUTHENTICATION_TYPE_${presented}`);
      expect(result.body.message).toContain(`it takes AUTHENTICATION_TYPE_${step}`);
      expect((await w.activity(activity.id)).status).toBe(needed);
    }
  });
});

describe('approve_activity: a step with several methods, several steps, ids', () => {
  it('a step is satisfied by any one of its methods', async () => {
    const activity = await held(steps(['PASSKEY', 'SMS_OTP', 'OAUTH']), w.ada.apiKey);
    expect((await w.approve(activity.fingerprint, await w.codeKey('OTP_TYPE_SMS'))).status).toBe(200);
    expect((await w.activity(activity.id)).status).toBe('ACTIVITY_STATUS_COMPLETED');
  });

  it('steps are satisfied in order: the next step only; the activity runs after the last', async () => {
    const activity = await held(steps(['PASSKEY'], ['EMAIL_OTP']), w.ada.apiKey);
    expectRefusedStep(await w.approve(activity.fingerprint, await w.codeKey()), 'X-Stamp-Attested', 0, 'AUTHENTICATION_TYPE_EMAIL_OTP');
    expect((await w.approve(activity.fingerprint, w.ada.laptop)).status).toBe(200);
    expect(await w.activity(activity.id)).toMatchObject({ status: needed, canApprove: true });
    expect(await w.status(activity.id)).toEqual([expect.objectContaining({ satisfied: false, satisfiedMethods: [proven('PASSKEY')] })]);
    expectRefusedStep(await w.approve(activity.fingerprint, w.ada.laptop), 'X-Stamp-WebAuthn', 1, `AUTHENTICATION_TYPE_PASSKEY (${w.ada.laptopId})`);
    expect((await w.approve(activity.fingerprint, await w.codeKey())).status).toBe(200);
    expect((await w.activity(activity.id)).status).toBe('ACTIVITY_STATUS_COMPLETED');
  });

  it('an approval after the last step is refused naming parameters.fingerprint: the activity waits for nothing', async () => {
    const activity = await held(steps(['PASSKEY']), w.ada.apiKey);
    await w.approve(activity.fingerprint, w.ada.laptop);
    const again = await w.approve(activity.fingerprint, w.ada.laptop);
    expect(again.status).toBe(400);
    expect(errorInfo(again.body)).toEqual({ reason: 'FAILED_PRECONDITION', field: 'parameters.fingerprint' });
  });

  it('PASSKEY with an id: that authenticator only', async () => {
    const phone = new SoftwareAuthenticator({ origin: mfaOrigin });
    const phoneId = await w.addPasskey(phone, 'Phone');
    const activity = await held(steps([method('PASSKEY', w.ada.laptopId)]), w.ada.apiKey);
    expectRefusedStep(await w.approve(activity.fingerprint, phone), 'X-Stamp-WebAuthn', 0, `AUTHENTICATION_TYPE_PASSKEY (${phoneId})`);
    expect((await w.approve(activity.fingerprint, w.ada.laptop)).status).toBe(200);
  });

  it('API_KEY with an id: that API key only', async () => {
    const other = newKey();
    await w.completed('create_api_keys', { userId: w.ada.userId, apiKeys: [{ apiKeyName: 'other', publicKey: toHex(other.publicKey), curveType: 'API_KEY_CURVE_P256' }] });
    const activity = await held(steps([method('API_KEY', w.ada.apiKeyId)]));
    expectRefusedStep(await w.approve(activity.fingerprint, other), 'X-Stamp', 0, 'AUTHENTICATION_TYPE_API_KEY');
    expect((await w.approve(activity.fingerprint, w.ada.apiKey)).status).toBe(200);
  });

  it("OAUTH with an id: that provider's identity only", async () => {
    const graceGoogle = await w.googleKey('grace');
    const linked = await w.completed('create_oauth_providers', { userId: w.ada.userId, oauthProviders: [{ providerName: 'Second Google', oidcToken: graceGoogle.token }] });
    const secondId = (linked.result.createOauthProvidersResultV2 as { providerIds: string[] }).providerIds[0] ?? '';
    const activity = await held(steps([method('OAUTH', w.ada.googleProviderId)]), w.ada.apiKey);
    expectRefusedStep(await w.approve(activity.fingerprint, await w.googleKey('grace')), 'X-Stamp-Attested', 0, `AUTHENTICATION_TYPE_OAUTH (${secondId})`);
    expect((await w.approve(activity.fingerprint, await w.googleKey('ada'))).status).toBe(200);
  });

  it('SESSION with an id: a session issued with that session profile only', async () => {
    const created = await w.completed('create_session_profile', { sessionProfileName: 'step-up', scope: 'true' });
    const { sessionProfileId } = created.result.createSessionProfileResult as { sessionProfileId: string };
    const profiled = (await w.api.createSession(w.ada.organizationId, w.ada.apiKey, { sessionProfileId })).key;
    const activity = await held(steps([method('SESSION', sessionProfileId)]), w.ada.apiKey);
    expectRefusedStep(await w.approve(activity.fingerprint, w.ada.session), 'X-Stamp', 0, 'AUTHENTICATION_TYPE_SESSION');
    expect((await w.approve(activity.fingerprint, profiled)).status).toBe(200);
    expect(await w.status(activity.id)).toEqual([expect.objectContaining({ satisfiedMethods: [method('SESSION', sessionProfileId)] })]);
  });
});

describe('approve_activity: only the activity’s user approves', () => {
  it("another organization's credential is 401 naming organizationId; named in its own organization, the fingerprint is not found", async () => {
    const activity = await held(steps(['PASSKEY']), w.ada.apiKey);
    const grace = await RelayTestClient.create(w.relay, { origin: mfaOrigin });
    const { claims } = await grace.loginWithCode('OTP_TYPE_EMAIL', 'grace@example.com', w.now);
    const inAdas = await w.answer('approve', activity.fingerprint, grace.key);
    expect(inAdas.status).toBe(401);
    expect(errorInfo(inAdas.body)).toEqual({ reason: 'UNAUTHENTICATED', field: 'organizationId' });
    const inHers = await w.answer('approve', activity.fingerprint, grace.key, claims.organization_id);
    expect(errorInfo(inHers.body)).toEqual({ reason: 'NOT_FOUND', field: 'parameters.fingerprint' });
    expect((await w.activity(activity.id)).status).toBe(needed);
  });
});

describe('the stamp of an approval', () => {
  const approvers: [string, () => Promise<Approver>][] = [
    ['a session key', async () => w.ada.session],
    ['a passkey', async () => w.ada.laptop],
    ['an attested stamp', () => w.codeKey()],
  ];

  it.each(approvers)('%s can reject', async (_, approver) => {
    const activity = await held(steps(['SMS_OTP']), w.ada.apiKey);
    expect((await w.reject(activity.fingerprint, await approver())).status).toBe(200);
    expect((await w.activity(activity.id)).status).toBe('ACTIVITY_STATUS_REJECTED');
  });
});
