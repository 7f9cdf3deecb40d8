import { beforeEach, describe, expect, it } from 'vitest';
import { verifySessionJwt } from '../../../core/crypto/jwt';
import { newTargetKey } from '../../test-utils/api-test-client';
import { expectRefusal, OrgResourcesTest, type TestAccount } from '../../test-utils/org-resources-test';
import { RelayTestClient } from '../../test-utils/relay-test-client';

let test: OrgResourcesTest;
let ada: TestAccount;

beforeEach(async () => {
  test = new OrgResourcesTest();
  ada = await test.signUp('ada@example.com');
});

const sessionsOnly = "activity.type in ['ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2']";

async function createProfile(parameters: Record<string, unknown>): Promise<string> {
  const activity = await test.completed(ada, 'create_session_profile', parameters);
  return (activity.result.createSessionProfileResult as { sessionProfileId: string }).sessionProfileId;
}

const readProfiles = async () => (await test.read<{ sessionProfiles: Record<string, unknown>[] }>(ada, 'get_session_profiles')).sessionProfiles;

describe('create_session_profile and get_session_profiles (spec sections 2, 4.2, 4.3)', () => {
  it('answers createSessionProfileResult {sessionProfileId}; get_session_profiles reads the profile in the shape of section 2', async () => {
    const activity = await test.completed(ada, 'create_session_profile', { sessionProfileName: 'read-mostly', scope: sessionsOnly, expirationSeconds: '600', notes: 'for kiosks' });
    expect(activity).toMatchObject({ type: 'ACTIVITY_TYPE_CREATE_SESSION_PROFILE', status: 'ACTIVITY_STATUS_COMPLETED' });
    expect(activity.intent).toEqual({ createSessionProfileIntent: { sessionProfileName: 'read-mostly', scope: sessionsOnly, expirationSeconds: '600', notes: 'for kiosks' } });
    const { sessionProfileId } = activity.result.createSessionProfileResult as { sessionProfileId: string };
    expect(sessionProfileId).toMatch(/^session-profile-/);
    const timestamp = { seconds: String(test.now / 1000), nanos: '0' };
    expect(await readProfiles()).toEqual([
      { sessionProfileId, sessionProfileName: 'read-mostly', scope: sessionsOnly, expirationSeconds: '600', notes: 'for kiosks', createdAt: timestamp, updatedAt: timestamp },
    ]);
  });

  it('leaves out the optional members not given, and lists the organization profiles oldest first', async () => {
    const first = await createProfile({ sessionProfileName: 'everything', scope: 'true' });
    test.now += 1000;
    const second = await createProfile({ sessionProfileName: 'sessions', scope: sessionsOnly });
    const profiles = await readProfiles();
    expect(profiles.map((profile) => profile.sessionProfileId)).toEqual([first, second]);
    expect(profiles[0]).not.toHaveProperty('expirationSeconds');
    expect(profiles[0]).not.toHaveProperty('notes');
    const grace = await test.signUp('grace@example.com');
    expect((await test.read<{ sessionProfiles: unknown[] }>(grace, 'get_session_profiles')).sessionProfiles).toEqual([]);
  });
});

describe('a login with a session profile (mock extension: sessionProfileId)', () => {
  it("create_read_write_session takes the profile's expiration when it sets one, else the intent's", async () => {
    const short = await createProfile({ sessionProfileName: 'short', scope: 'true', expirationSeconds: '60' });
    const open = await createProfile({ sessionProfileName: 'open', scope: 'true' });
    const withShort = await test.api.createSession(ada.organizationId, ada.key, { sessionProfileId: short, expirationSeconds: '3600' });
    expect(test.relay.state.apiKeys[withShort.result.apiKeyId ?? '']).toMatchObject({ sessionProfileId: short, expiresAt: test.now + 60_000 });
    const withOpen = await test.api.createSession(ada.organizationId, ada.key, { sessionProfileId: open, expirationSeconds: '3600' });
    expect(test.relay.state.apiKeys[withOpen.result.apiKeyId ?? '']).toMatchObject({ sessionProfileId: open, expiresAt: test.now + 3_600_000 });
    const defaulted = await test.api.createSession(ada.organizationId, ada.key, { sessionProfileId: open });
    expect(test.relay.state.apiKeys[defaulted.result.apiKeyId ?? '']).toMatchObject({ expiresAt: test.now + 900_000 });
    test.now += 60_000;
    expect((await test.query(ada, 'whoami', {}, withShort.key)).status).toBe(401);
    expect((await test.query(ada, 'whoami', {}, withOpen.key)).status).toBe(200);
  });

  it("limits the session to the profile's scope: activities outside it are 403 naming type; reads stay allowed", async () => {
    const profile = await createProfile({ sessionProfileName: 'sessions only', scope: sessionsOnly });
    const { key } = await test.api.createSession(ada.organizationId, ada.key, { sessionProfileId: profile });
    expect((await test.query(ada, 'whoami', {}, key)).status).toBe(200);
    expect((await test.submit(ada, 'create_session_profile', { sessionProfileName: 'x', scope: 'true' }, key)).status).toBe(403);
    const refused = await test.submit(ada, 'update_mfa_policy', { userId: ada.userId, mfaPolicyId: 'p' }, key);
    expectRefusal(refused, 403, 'PERMISSION_DENIED', 'type');
    expect(refused.body.message).toContain('outside the scope of session profile "sessions only"');
    // Inside the scope: a new session (made without a profile, so unlimited).
    const refreshed = await test.api.createSession(ada.organizationId, key);
    expect((await test.submit(ada, 'update_mfa_policy', { userId: ada.userId, mfaPolicyId: 'p' }, refreshed.key)).status).toBe(200);
  });

  it('otp_login_v2 on the relay takes it too: the session JWT and key live the profile expiration, limited to its scope', async () => {
    const profile = await createProfile({ sessionProfileName: 'kiosk', scope: sessionsOnly, expirationSeconds: '120' });
    const client = await RelayTestClient.create(test.relay);
    const sent = await client.sendCode('OTP_TYPE_EMAIL', 'ada@example.com');
    const { token, claims } = await client.verifiedToken(sent, test.now);
    // An unknown profile is refused before the token is spent.
    const unknown = await client.call('otp_login_v2', await client.loginBody(token, claims, { sessionProfileId: 'session-profile-unknown' }));
    expectRefusal(unknown, 404, 'NOT_FOUND', 'sessionProfileId');

    const login = await client.call<{ session: string }>('otp_login_v2', await client.loginBody(token, claims, { sessionProfileId: profile }));
    expect(login.status).toBe(200);
    expect((await verifySessionJwt(login.body.session, test.relay.keys.notarizer, test.now)).exp).toBe(test.now / 1000 + 120);
    expect(Object.values(test.relay.state.apiKeys).find((key) => key.sessionProfileId === profile)).toMatchObject({ expiresAt: test.now + 120_000 });
    expectRefusal(await test.submit(ada, 'update_mfa_policy', { userId: ada.userId, mfaPolicyId: 'p' }, client.key), 403, 'PERMISSION_DENIED', 'type');

  });

  it("refuses a profile that is not of the user's organization, naming parameters.sessionProfileId", async () => {
    const grace = await test.signUp('grace@example.com');
    const graceProfile = (await test.completed(grace, 'create_session_profile', { sessionProfileName: 'g', scope: 'true' })).result.createSessionProfileResult as {
      sessionProfileId: string;
    };
    for (const sessionProfileId of [graceProfile.sessionProfileId, 'session-profile-unknown']) {
      const result = await test.submit(ada, 'create_read_write_session', { targetPublicKey: newTargetKey().publicKey, sessionProfileId });
      expectRefusal(result, 404, 'NOT_FOUND', 'parameters.sessionProfileId');
    }
  });
});

describe('refusals name the parameter', () => {
  it.each([
    [{ scope: 'true' }, 'parameters.sessionProfileName'],
    [{ sessionProfileName: 'p' }, 'parameters.scope'],
    [{ sessionProfileName: '', scope: 'true' }, 'parameters.sessionProfileName'],
    [{ sessionProfileName: 'p', scope: 'eth.tx.to == 1' }, 'parameters.scope'],
    [{ sessionProfileName: 'p', scope: "activity.type == 'A' &&" }, 'parameters.scope'],
    [{ sessionProfileName: 'p', scope: 'true', expirationSeconds: 600 }, 'parameters.expirationSeconds'],
    [{ sessionProfileName: 'p', scope: 'true', expirationSeconds: '0' }, 'parameters.expirationSeconds'],
    [{ sessionProfileName: 'p', scope: 'true', notes: false }, 'parameters.notes'],
  ])('create_session_profile %o → 400 naming %s', async (parameters, field) => {
    expectRefusal(await test.submit(ada, 'create_session_profile', parameters), 400, 'INVALID_ARGUMENT', field);
    expect(await readProfiles()).toEqual([]);
  });

  it('survives garbage in every member', async () => {
    await test.sweepSubmit(ada, 'create_session_profile', { sessionProfileName: 'p', scope: sessionsOnly, expirationSeconds: '60', notes: 'n' });
    await test.sweepQuery(ada, 'get_session_profiles');
  });
});
