/**
 * Issue 23: an answer the relay got wrong is never blamed on the person. Each case edits one relay
 * answer on the code path (the mock relay's `rewrite` fault) and checks that the login fails with an
 * error naming the real cause — never "check what you entered" (`invalid_input`) nor a wrong or
 * expired code, which would send the person looking for a mistake they did not make.
 */
import { describe, expect, it } from 'vitest';
import type { LoginKitErrorCode, OtpState } from '../../src/core/internal';
import { createMockRelay, type MockRelay } from '../../src/mock-relay/index';
import { setFaults } from '../../src/mock-relay/test-utils/fault-rules';
import { createHostileRelay, kitBehind, until } from './hostile-relay';

const blamesThePerson: LoginKitErrorCode[] = ['invalid_input', 'otp_invalid', 'otp_expired', 'otp_attempts_exceeded', 'token_expired'];

async function codeLoginUnder(rules: (relay: MockRelay, email: string) => Promise<Record<string, unknown>[]>): Promise<OtpState> {
  const relay = createMockRelay({ rateLimits: false });
  const email = `victim-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await setFaults(relay, ...(await rules(relay, email)).map((rule) => ({ ...rule, contact: email })));
  const { kit } = await kitBehind(relay, createHostileRelay(relay));
  const flow = kit.createOtpFlow(await kit.loadConfig(), { channel: 'email' });
  flow.send({ type: 'setContact', contact: email });
  flow.send({ type: 'submitContact' });
  const sent = await until(flow, ['enteringCode', 'enteringContact', 'failed', 'rateLimited']);
  if (sent.status !== 'enteringCode') return sent;
  flow.send({ type: 'setCode', code: relay.mailbox.filter((message) => message.contact === email).at(-1)!.code });
  flow.send({ type: 'submitCode' });
  return until(flow, ['success', 'failed', 'codeInvalid', 'codeExpired', 'attemptsExceeded']);
}

const errorOf = (state: OtpState) => ('error' in state ? state.error : undefined);

describe('the relay’s wrong answers name the relay, not the person', () => {
  it.each<[string, LoginKitErrorCode, (relay: MockRelay, email: string) => Promise<Record<string, unknown>[]>]>([
    ['a 1 MB otpId', 'response_invalid', async () => [{ endpoint: '/v1/otp_init_v2', fault: 'rewrite', pad: { '/otpId': { length: 1_000_000 } } }]],
    ['an otpId of another code (the service cannot open the code with it)', 'relay_rejected', async (relay) => {
      const other = await relay.fetch(new Request('http://relay.test/v1/otp_init_v2', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Auth-Proxy-Config-Id': relay.config.configId }, body: JSON.stringify({ otpType: 'OTP_TYPE_EMAIL', contact: 'someone.else@example.com' }) }));
      const { otpId } = (await other.json()) as { otpId: string };
      return [{ endpoint: '/v1/otp_init_v2', fault: 'rewrite', set: { '/otpId': otpId } }];
    }],
    ['a target bundle that is not an envelope', 'bundle_invalid', async () => [{ endpoint: '/v1/otp_init_v2', fault: 'rewrite', set: { '/otpEncryptionTargetBundle': '{"not":"an envelope"}' } }]],
    ['a target bundle of 100,000 characters', 'response_invalid', async () => [{ endpoint: '/v1/otp_init_v2', fault: 'rewrite', pad: { '/otpEncryptionTargetBundle': { length: 100_000 } } }]],
    ['a verification token that is not a JWT', 'response_invalid', async () => [{ endpoint: '/v1/otp_verify_v2', fault: 'rewrite', set: { '/verificationToken': 'not.a-jwt' } }]],
    ['a verification token of a number', 'response_invalid', async () => [{ endpoint: '/v1/otp_verify_v2', fault: 'rewrite', set: { '/verificationToken': 42 } }]],
    ['a verification token with a forged signature', 'signature_invalid', async () => [{ endpoint: '/v1/otp_verify_v2', fault: 'rewrite', set: { '/verificationToken': 'eyJhbGciOiJFUzI1NiJ9.eyJpZCI6IngifQ.' + 'A'.repeat(86) } }]],
    ['an organization id of an object', 'response_invalid', async () => [{ endpoint: '/v1/account', fault: 'rewrite', set: { '/organizationId': { id: 'x' } } }]],
    ['a session that is not a JWT', 'response_invalid', async () => [{ endpoint: '/v1/otp_login_v2', fault: 'rewrite', set: { '/session': 'garbage' } }]],
    ['a session missing', 'response_invalid', async () => [{ endpoint: '/v1/otp_login_v2', fault: 'rewrite', remove: ['/session'] }]],
    ['a signup answer without the user', 'response_invalid', async () => [{ endpoint: '/v1/signup_v2', fault: 'rewrite', remove: ['/userId'] }]],
  ])('%s: %s', async (_, expected, rules) => {
    const state = await codeLoginUnder(rules);
    const error = errorOf(state);
    expect(state.status).not.toBe('success');
    expect(blamesThePerson).not.toContain(error?.code);
    expect(error?.code).toBe(expected);
  });
});
