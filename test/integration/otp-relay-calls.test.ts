/**
 * Issue 27: after the last digit of a code, only the protocol's relay calls. otp_login_v2 without
 * organizationId logs in to the sub-organization holding the verified contact (auth_proxy.swagger.json,
 * v1OtpLoginV2Request.organizationId; service-spec.md section 4.4), so a returning user needs no
 * account lookup: 2 calls. A new user's login is refused as "no account", then signup_v2 and the
 * login again with the same token: 4 calls.
 */
import { describe, expect, it } from 'vitest';
import type { OtpState } from '../../src/core/index';
import { createMockRelay, type MockRelay } from '../../src/mock-relay/index';
import { createHostileRelay, jsonResponse, kitBehind, until, type HostileRelay } from '../attacks/hostile-relay';

async function logIn(relay: MockRelay, hostile: HostileRelay, contact: string, channel: 'email' | 'sms' = 'email') {
  const { kit } = await kitBehind(relay, hostile);
  const flow = kit.createOtpFlow(await kit.loadConfig(), { channel });
  flow.send({ type: 'setContact', contact });
  flow.send({ type: 'submitContact' });
  await until(flow, ['enteringCode']);
  const before = hostile.calls.length;
  flow.send({ type: 'setCode', code: relay.mailbox.filter((message) => message.contact === contact).at(-1)!.code });
  flow.send({ type: 'submitCode' });
  const state: OtpState = await until(flow, ['success', 'failed', 'codeInvalid', 'codeExpired']);
  const afterLastDigit = hostile.calls.slice(before).map((path) => path.replace(/^\/v1\//, ''));
  return { state, afterLastDigit, flow };
}

describe('relay calls after the last digit', () => {
  it('a new user: otp_verify_v2, otp_login_v2 (no account), signup_v2, otp_login_v2 — the session is the new account’s', async () => {
    const relay = createMockRelay({ rateLimits: false });
    const { state, afterLastDigit } = await logIn(relay, createHostileRelay(relay), 'lin@example.com');
    expect(state).toMatchObject({ status: 'success', isNewUser: true });
    expect(afterLastDigit).toEqual(['otp_verify_v2', 'otp_login_v2', 'signup_v2', 'otp_login_v2']);
    const user = Object.values(relay.state.users).find((entry) => entry.email === 'lin@example.com');
    expect(state.status === 'success' && state.session).toMatchObject({ organizationId: user?.organizationId, userId: user?.userId });
  });

  it('a returning user (email, then SMS): otp_verify_v2 and otp_login_v2, no organizationId sent, the same account', async () => {
    const relay = createMockRelay({ rateLimits: false });
    const first = await logIn(relay, createHostileRelay(relay), 'ada@example.com');
    expect(first.state).toMatchObject({ status: 'success', isNewUser: true });

    const hostile = createHostileRelay(relay);
    const loginBodies: Record<string, unknown>[] = [];
    hostile.on('otp_login_v2', async ({ body }) => void loginBodies.push(body ?? {}));
    const again = await logIn(relay, hostile, 'ADA@example.com');
    expect(again.state).toMatchObject({ status: 'success', isNewUser: false });
    expect(again.afterLastDigit).toEqual(['otp_verify_v2', 'otp_login_v2']);
    expect(loginBodies).toHaveLength(1);
    expect(loginBodies[0]).not.toHaveProperty('organizationId');
    expect(again.state.status === 'success' && again.state.session.organizationId).toBe(first.state.status === 'success' && first.state.session.organizationId);

    await logIn(relay, createHostileRelay(relay), '+14155550123', 'sms');
    const sms = await logIn(relay, createHostileRelay(relay), '+14155550123', 'sms');
    expect(sms.state).toMatchObject({ status: 'success', isNewUser: false });
    expect(sms.afterLastDigit).toEqual(['otp_verify_v2', 'otp_login_v2']);
  });

  it('a refusal the kit cannot read as "no account" (the service’s wording is undocumented): the account lookup decides, and a new user signs up', async () => {
    const relay = createMockRelay({ rateLimits: false });
    const hostile = createHostileRelay(relay);
    let refused = false;
    hostile.on('otp_login_v2', async ({ forward }) => {
      const answer = await forward();
      if (answer.status !== 404 || refused) return answer;
      refused = true;
      return jsonResponse({ code: 3, message: 'no verified sub-organization for this contact', details: [] }, 400);
    });
    const { state, afterLastDigit } = await logIn(relay, hostile, 'mae@example.com');
    expect(state).toMatchObject({ status: 'success', isNewUser: true });
    expect(afterLastDigit).toEqual(['otp_verify_v2', 'otp_login_v2', 'account', 'signup_v2', 'otp_login_v2']);
  });

  it('the same unreadable refusal for a returning user: the lookup finds the account, the refusal is shown, nothing is signed up', async () => {
    const relay = createMockRelay({ rateLimits: false });
    await logIn(relay, createHostileRelay(relay), 'ida@example.com');
    const hostile = createHostileRelay(relay);
    hostile.on('otp_login_v2', async () => jsonResponse({ code: 3, message: 'login refused', details: [] }, 400));
    const { state, afterLastDigit } = await logIn(relay, hostile, 'ida@example.com');
    expect(state).toMatchObject({ status: 'failed', error: { code: 'relay_rejected' } });
    expect(afterLastDigit).toEqual(['otp_verify_v2', 'otp_login_v2', 'account']);
    expect(Object.values(relay.state.users).filter((user) => user.email === 'ida@example.com')).toHaveLength(1);
  });

  it('a retry after the login that followed a signup failed: logs in, no second signup, still checked against the signup’s account', async () => {
    const relay = createMockRelay({ rateLimits: false });
    const hostile = createHostileRelay(relay);
    let logins = 0;
    hostile.on('otp_login_v2', async ({ forward }) => {
      logins += 1;
      return logins === 2 ? jsonResponse({ code: 14, message: 'unavailable', details: [] }, 503) : forward();
    });
    const { state, afterLastDigit, flow } = await logIn(relay, hostile, 'joan@example.com');
    expect(state).toMatchObject({ status: 'failed', previous: 'verifying', error: { code: 'unavailable' } });
    expect(afterLastDigit).toEqual(['otp_verify_v2', 'otp_login_v2', 'signup_v2', 'otp_login_v2']);

    const before = hostile.calls.length;
    flow.send({ type: 'retry', now: Date.now() });
    const retried = await until(flow, ['success', 'failed']);
    expect(retried).toMatchObject({ status: 'success', isNewUser: true });
    expect(hostile.calls.slice(before)).toEqual(['/v1/otp_login_v2']);
    const users = Object.values(relay.state.users).filter((user) => user.email === 'joan@example.com');
    expect(users).toHaveLength(1);
    expect(retried.status === 'success' && retried.session).toMatchObject({ organizationId: users[0]?.organizationId, userId: users[0]?.userId });
  });
});
