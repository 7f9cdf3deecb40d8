/**
 * Attack: replaying what a client once sent (protocol.md section 5). The mock relay uses every
 * one-time proof once: an OTP code verifies once (OTP_USED), a verification token logs in once
 * and signs up once (TOKEN_USED), a client signature is bound to its token id and purpose, and
 * a token is only usable with the key it was issued for.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createClientSignature, loginSignatureMessage } from '../../src/core/crypto/client-signature';
import { generateSessionKeyPair } from '../../src/core/crypto/session-key';
import { toHex } from '../../src/core/encoding/hex';
import { createMockRelay, type MockRelay } from '../../src/mock-relay/handler';
import { ApiAccountTest } from '../../src/mock-relay/test-utils/api-account';
import { newTargetKey } from '../../src/mock-relay/test-utils/api-test-client';
import { call, errorInfo, RelayTestClient, testConfigId } from '../../src/mock-relay/test-utils/relay-test-client';

const now = Date.UTC(2030, 0, 1);
let relay: MockRelay;
let client: RelayTestClient;

beforeEach(async () => {
  relay = createMockRelay({ now: () => now, config: { configId: testConfigId } });
  client = await RelayTestClient.create(relay);
});

/** A verified token of a contact that already has an account (signed up with it). */
async function accountToken(contact: string) {
  const sent = await client.sendCode('OTP_TYPE_EMAIL', contact);
  const verified = await client.verifiedToken(sent, now);
  expect((await client.call('signup_v2', await client.signupBody(verified.token, verified.claims))).status).toBe(200);
  return verified;
}

describe('replays are refused by the mock relay', () => {
  it('a replayed OTP: the same encrypted code sent to otp_verify_v2 again is OTP_USED', async () => {
    const sent = await client.sendCode('OTP_TYPE_EMAIL', 'ada@example.com');
    const encryptedOtpBundle = await client.encrypt(sent);
    expect((await client.call('otp_verify_v2', { otpId: sent.otpId, encryptedOtpBundle })).status).toBe(200);
    const replay = await client.call('otp_verify_v2', { otpId: sent.otpId, encryptedOtpBundle });
    expect(replay.status).toBe(400);
    expect(errorInfo(replay.body)).toEqual({ reason: 'OTP_USED', field: 'otpId' });
  });

  it('a replayed otp_login_v2 (same token, same client signature) is TOKEN_USED', async () => {
    const { token, claims } = await accountToken('grace@example.com');
    const body = await client.loginBody(token, claims);
    expect((await client.call('otp_login_v2', body)).status).toBe(200);
    const replay = await client.call('otp_login_v2', body);
    expect(replay.status).toBe(400);
    expect(errorInfo(replay.body)).toEqual({ reason: 'TOKEN_USED', field: 'verificationToken' });
  });

  it('the same token with a fresh client signature is still TOKEN_USED', async () => {
    const { token, claims } = await accountToken('alan@example.com');
    expect((await client.call('otp_login_v2', await client.loginBody(token, claims))).status).toBe(200);
    const again = await client.call('otp_login_v2', await client.loginBody(token, claims));
    expect(errorInfo(again.body)).toEqual({ reason: 'TOKEN_USED', field: 'verificationToken' });
  });

  it('a replayed signup_v2 with the same token is TOKEN_USED', async () => {
    const sent = await client.sendCode('OTP_TYPE_EMAIL', 'katherine@example.com');
    const { token, claims } = await client.verifiedToken(sent, now);
    const body = await client.signupBody(token, claims);
    expect((await client.call('signup_v2', body)).status).toBe(200);
    const replay = await client.call('signup_v2', body);
    expect(replay.status).toBe(400);
    expect(errorInfo(replay.body)).toEqual({ reason: 'TOKEN_USED', field: 'verificationToken' });
  });

  it("a client signature replayed with another token (of the same key) does not match that token's message", async () => {
    const first = await accountToken('mary@example.com');
    const signature = (await client.loginBody(first.token, first.claims)).clientSignature;
    const sent = await client.sendCode('OTP_TYPE_EMAIL', 'mary@example.com');
    const second = await client.verifiedToken(sent, now);
    const replay = await client.call('otp_login_v2', { verificationToken: second.token, publicKey: client.publicKey, clientSignature: signature });
    expect(replay.status).toBe(400);
    expect(errorInfo(replay.body)).toEqual({ reason: 'SIGNATURE_INVALID', field: 'clientSignature.message' });
  });

  it("a signup signature replayed as a login signature is refused (the message names its purpose)", async () => {
    const sent = await client.sendCode('OTP_TYPE_EMAIL', 'dorothy@example.com');
    const { token, claims } = await client.verifiedToken(sent, now);
    const signup = await client.signupBody(token, claims);
    expect((await client.call('signup_v2', signup)).status).toBe(200);
    const replay = await client.call('otp_login_v2', { verificationToken: token, publicKey: client.publicKey, clientSignature: signup.clientSignature });
    expect(errorInfo(replay.body)).toEqual({ reason: 'SIGNATURE_INVALID', field: 'clientSignature.message' });
  });

  it("a stolen token used with the thief's own key is refused: the token is bound to the victim's key", async () => {
    const { token, claims } = await accountToken('hedy@example.com');
    const thief = await generateSessionKeyPair();
    const thiefKey = toHex(thief.publicKey);
    const clientSignature = await createClientSignature(loginSignatureMessage(thiefKey, claims.id), thief);
    const attempt = await client.call('otp_login_v2', { verificationToken: token, publicKey: thiefKey, clientSignature });
    expect(attempt.status).toBe(400);
    expect(errorInfo(attempt.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'publicKey' });
  });

  it('a replayed otp_auth (main API) with a used code is OTP_USED naming parameters.otpId', async () => {
    const test = new ApiAccountTest();
    const ada = await test.signUp('ada@example.com');
    const sent = await call(test.relay, '/v1/otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' });
    const otpId = sent.body.otpId as string;
    const code = test.relay.mailbox.find((message) => message.otpId === otpId)?.code ?? '';
    const parameters = { otpId, otpCode: code, targetPublicKey: newTargetKey().publicKey };
    expect((await test.submit(ada, 'otp_auth', parameters)).status).toBe(200);
    const replay = await test.submit(ada, 'otp_auth', parameters);
    expect(replay.status).toBe(400);
    expect(errorInfo(replay.body)).toEqual({ reason: 'OTP_USED', field: 'parameters.otpId' });
  });
});
