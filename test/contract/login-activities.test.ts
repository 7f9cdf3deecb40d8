/**
 * The login-style activities through `kit.account()` against the mock relay: otp_auth and
 * create_read_write_session (credential bundles the kit opens into its key store),
 * oauth2_authenticate (an OIDC token from a code the mock IdP issued), and get_activity reading
 * any of them back.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { oauthNonce } from '../../src/core/crypto/oauth-nonce';
import { authorizeCode, testRedirectUri, verifyWithPublishedKeys } from '../../src/mock-relay/test-utils/oauth-test-client';
import { call } from '../../src/mock-relay/test-utils/relay-test-client';
import { completed, createContractHarness, lastCode, refusal, type ContractHarness } from './contract-harness';

let h: ContractHarness;

beforeEach(async () => {
  h = await createContractHarness();
});

/** A code sent to the session user's email by the relay (the mock's OTP init). */
async function sendCode(contact = 'ada@example.com'): Promise<{ otpId: string; code: string }> {
  const sent = await call(h.relay, '/v1/otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact });
  expect(sent.status).toBe(200);
  return lastCode(h.relay, contact);
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('otp_auth', () => {
  it('opens the credential bundle into a new key in the kit; get_api_keys lists it as an OTP-auth key of the user', async () => {
    const { otpId, code } = await sendCode();
    const before = Date.now();
    const outcome = await h.account.otpAuth({ otpId, otpCode: code, apiKeyName: 'otp key', expirationSeconds: '600' });
    const result = completed(outcome);
    expect(result).toEqual({ userId: h.session.userId, apiKeyId: expect.any(String), sessionKey: { publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/), expiresAt: expect.any(Number) } });
    expect(result.sessionKey?.expiresAt).toBeGreaterThanOrEqual(before + 600_000);
    expect(outcome.activity.intent.otpAuthIntent).toMatchObject({ otpId, targetPublicKey: expect.stringMatching(/^04[0-9a-f]{128}$/) });
    expect(result).not.toHaveProperty('credentialBundle');

    const listed = (await h.account.getApiKeys()).find((key) => key.apiKeyId === result.apiKeyId);
    expect(listed).toMatchObject({ apiKeyName: 'otp key', credential: { publicKey: result.sessionKey?.publicKey, type: 'CREDENTIAL_TYPE_OTP_AUTH_KEY_P256' }, expirationSeconds: '600' });
  });

  it('a wrong code is otp_invalid naming otpCode; the code then still works once, and a second use is refused', async () => {
    const { otpId, code } = await sendCode();
    expect(await refusal(() => h.account.otpAuth({ otpId, otpCode: wrongCode(code) }))).toMatchObject({ code: 'otp_invalid', details: { field: 'otpCode' } });
    completed(await h.account.otpAuth({ otpId, otpCode: code }));
    expect(await refusal(() => h.account.otpAuth({ otpId, otpCode: code }))).toMatchObject({ code: 'otp_expired', details: { reason: 'OTP_USED', field: 'otpId' } });
  });

  it("a code sent to another organization's user is not_found", async () => {
    const { otpId, code } = await sendCode('raw@example.com');
    expect(await refusal(() => h.account.otpAuth({ otpId, otpCode: code }))).toMatchObject({ code: 'not_found', details: { field: 'otpId' } });
  });
});

describe('create_read_write_session', () => {
  it('opens the credential bundle into a new key in the kit; get_api_keys lists it as a read-write session key', async () => {
    const outcome = await h.account.createReadWriteSession({ apiKeyName: 'second tab', expirationSeconds: '600' });
    const result = completed(outcome);
    expect(result).toEqual({
      organizationId: h.session.organizationId,
      organizationName: expect.any(String),
      userId: h.session.userId,
      username: expect.any(String),
      apiKeyId: expect.any(String),
      sessionKey: { publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/), expiresAt: expect.any(Number) },
    });
    const listed = (await h.account.getApiKeys()).find((key) => key.apiKeyId === result.apiKeyId);
    expect(listed).toMatchObject({ apiKeyName: 'second tab', credential: { publicKey: result.sessionKey.publicKey, type: 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256' }, expirationSeconds: '600' });
    // The kit's own session key still works.
    expect((await h.account.getUser()).userId).toBe(h.session.userId);
  });

  it('invalidateExisting revokes the earlier session keys (the kit’s own session included)', async () => {
    completed(await h.account.createReadWriteSession({ invalidateExisting: true }));
    expect(await refusal(() => h.account.getUser())).toMatchObject({ code: 'unauthenticated', details: { status: 401, field: 'X-Stamp' } });
  });
});

describe('oauth2_authenticate', () => {
  it("exchanges a code through the configured credential; the OIDC token is the service's, bound to the nonce", async () => {
    const { code, verifier } = await authorizeCode(h.relay, 'x');
    const nonce = await oauthNonce(h.session.publicKey);
    const result = completed(
      await h.account.oauth2Authenticate({ oauth2CredentialId: 'cred-x', authCode: code, redirectUri: testRedirectUri, codeVerifier: verifier, nonce }),
    );
    const claims = await verifyWithPublishedKeys(h.relay, result.oidcToken, Date.now());
    expect(claims).toMatchObject({ iss: 'http://relay.test/oauth2/x', aud: 'mock-x-client', nonce });
  });

  it('an unknown credential is not_found naming oauth2CredentialId', async () => {
    const { code, verifier } = await authorizeCode(h.relay, 'x');
    const input = { oauth2CredentialId: 'cred-nope', authCode: code, redirectUri: testRedirectUri, codeVerifier: verifier, nonce: await oauthNonce(h.session.publicKey) };
    expect(await refusal(() => h.account.oauth2Authenticate(input))).toMatchObject({ code: 'not_found', details: { field: 'oauth2CredentialId' } });
  });
});

describe('get_activity', () => {
  it('reads a submitted activity back, with its intent and result', async () => {
    const outcome = await h.account.updateUser({ userName: 'Ada' });
    const activity = await h.account.getActivity({ activityId: outcome.activity.id });
    expect(activity).toMatchObject({
      id: outcome.activity.id,
      organizationId: h.session.organizationId,
      status: 'ACTIVITY_STATUS_COMPLETED',
      type: 'ACTIVITY_TYPE_UPDATE_USER',
      intent: { updateUserIntent: { userId: h.session.userId, userName: 'Ada' } },
      result: { updateUserResult: { userId: h.session.userId } },
      fingerprint: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    });
  });

  it("another organization's activity is not_found", async () => {
    const theirs = await h.raw.completed('update_user', { userId: h.raw.userId, userName: 'Raw' });
    expect(await refusal(() => h.account.getActivity({ activityId: theirs.id }))).toMatchObject({ code: 'not_found', details: { field: 'activityId' } });
  });
});
