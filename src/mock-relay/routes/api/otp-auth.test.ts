import { beforeEach, describe, expect, it } from 'vitest';
import { parseActivityResponse } from '../../../core/transport/activity';
import { ApiAccountTest, type ApiAccount } from '../../test-utils/api-account';
import { newTargetKey, openSessionKey } from '../../test-utils/api-test-client';
import { call, errorInfo } from '../../test-utils/relay-test-client';

let test: ApiAccountTest;
let ada: ApiAccount;

beforeEach(async () => {
  test = new ApiAccountTest({ otpMaxAttempts: 2 });
  ada = await test.signUp('ada@example.com');
});

async function sendCode(contact = 'ada@example.com'): Promise<{ otpId: string; code: string }> {
  const sent = await call(test.relay, '/v1/otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact });
  expect(sent.status).toBe(200);
  const message = test.relay.mailbox.filter((item) => item.contact === contact).at(-1);
  return { otpId: sent.body.otpId as string, code: message?.code ?? '' };
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('otp_auth (spec section 4.2)', () => {
  it('answers otpAuthResult {userId, apiKeyId, credentialBundle}; the bundle opens to an OTP-auth key of the user that stamps', async () => {
    const { otpId, code } = await sendCode();
    const target = newTargetKey();
    const result = await test.submit(ada, 'otp_auth', { otpId, otpCode: code, targetPublicKey: target.publicKey, apiKeyName: 'otp', expirationSeconds: '60' });
    expect(result.status).toBe(200);
    const activity = parseActivityResponse(result.body, 'otp_auth');
    expect(activity.type).toBe('ACTIVITY_TYPE_OTP_AUTH');
    const otpAuthResult = activity.result.otpAuthResult as { userId: string; apiKeyId: string; credentialBundle: string };
    expect(otpAuthResult).toEqual({ userId: ada.userId, apiKeyId: expect.stringMatching(/^apikey-/), credentialBundle: expect.any(String) });
    expect(test.relay.state.apiKeys[otpAuthResult.apiKeyId]).toMatchObject({
      apiKeyName: 'otp',
      credentialType: 'CREDENTIAL_TYPE_OTP_AUTH_KEY_P256',
      expiresAt: test.now + 60_000,
    });
    const key = await openSessionKey(otpAuthResult.credentialBundle, target);
    expect((await test.query(ada, 'whoami', {}, key)).body).toMatchObject({ userId: ada.userId });
    test.now += 61_000;
    expect((await test.query(ada, 'whoami', {}, key)).status).toBe(401);
  });

  it('a code is used once (400 OTP_USED naming parameters.otpId)', async () => {
    const { otpId, code } = await sendCode();
    const parameters = { otpId, otpCode: code, targetPublicKey: newTargetKey().publicKey };
    expect((await test.submit(ada, 'otp_auth', parameters)).status).toBe(200);
    const again = await test.submit(ada, 'otp_auth', parameters);
    expect(again.status).toBe(400);
    expect(errorInfo(again.body)).toEqual({ reason: 'OTP_USED', field: 'parameters.otpId' });
  });

  it('wrong codes count, naming parameters.otpCode; the last allowed one kills the code', async () => {
    const { otpId, code } = await sendCode();
    const attempt = (otpCode: string) => test.submit(ada, 'otp_auth', { otpId, otpCode, targetPublicKey: newTargetKey().publicKey });
    const first = await attempt(wrong(code));
    expect(errorInfo(first.body)).toEqual({ reason: 'OTP_INVALID', field: 'parameters.otpCode' });
    const last = await attempt(wrong(code));
    expect(errorInfo(last.body)).toEqual({ reason: 'OTP_ATTEMPTS_EXCEEDED', field: 'parameters.otpCode' });
    expect(errorInfo((await attempt(code)).body)).toEqual({ reason: 'OTP_ATTEMPTS_EXCEEDED', field: 'parameters.otpId' });
  });

  it('an expired code is 400 OTP_EXPIRED; an unknown one 404', async () => {
    const { otpId, code } = await sendCode();
    test.now += 10 * 60 * 1000;
    const expired = await test.submit(ada, 'otp_auth', { otpId, otpCode: code, targetPublicKey: newTargetKey().publicKey });
    expect(errorInfo(expired.body)).toEqual({ reason: 'OTP_EXPIRED', field: 'parameters.otpId' });
    const unknown = await test.submit(ada, 'otp_auth', { otpId: 'nope', otpCode: code, targetPublicKey: newTargetKey().publicKey });
    expect(unknown.status).toBe(404);
  });

  it("a code sent to a user of another organization is 404 and stays usable there", async () => {
    const grace = await test.signUp('grace@example.com');
    const { otpId, code } = await sendCode('grace@example.com');
    const parameters = { otpId, otpCode: code, targetPublicKey: newTargetKey().publicKey };
    const foreign = await test.submit(ada, 'otp_auth', parameters);
    expect(foreign.status).toBe(404);
    expect(errorInfo(foreign.body)).toEqual({ reason: 'NOT_FOUND', field: 'parameters.otpId' });
    expect((await test.submit(grace, 'otp_auth', parameters)).status).toBe(200);
  });

  it("invalidateExisting revokes the user's earlier OTP-auth keys only", async () => {
    const first = await sendCode();
    const target = newTargetKey();
    const created = await test.completed(ada, 'otp_auth', { otpId: first.otpId, otpCode: first.code, targetPublicKey: target.publicKey });
    const earlier = await openSessionKey((created.result.otpAuthResult as { credentialBundle: string }).credentialBundle, target);
    const second = await sendCode();
    await test.completed(ada, 'otp_auth', { otpId: second.otpId, otpCode: second.code, targetPublicKey: newTargetKey().publicKey, invalidateExisting: true });
    expect((await test.query(ada, 'whoami', {}, earlier)).status).toBe(401);
    expect((await test.query(ada, 'whoami', {})).status).toBe(200); // the account's own API key stays
  });

  it.each([
    [{ otpCode: '123456' }, 'parameters.otpId'],
    [{ otpId: 'x' }, 'parameters.otpCode'],
    [{ otpId: 'x', otpCode: '123456' }, 'parameters.targetPublicKey'],
    [{ otpId: 'x', otpCode: '123456', targetPublicKey: '04ab' }, 'parameters.targetPublicKey'],
    [{ otpId: 'x', otpCode: '123456', expirationSeconds: '0' }, 'parameters.targetPublicKey'],
  ])('refuses %o naming %s before looking at the code', async (parameters, field) => {
    const result = await test.submit(ada, 'otp_auth', parameters);
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field });
  });
});
