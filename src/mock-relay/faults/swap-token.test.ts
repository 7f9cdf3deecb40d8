import { describe, expect, it } from 'vitest';
import { verifySessionJwt, verifyVerificationToken } from '../../core/crypto/jwt';
import { faultTestRelay, listFaults, setFaults } from '../test-utils/fault-rules';
import { errorInfo, RelayTestClient } from '../test-utils/relay-test-client';
import type { MockRelay } from '../handler';

const swapToMallory = { endpoint: '/v1/otp_verify_v2', fault: 'swap-token', to: 'mallory@example.com', contact: 'ada@example.com' };

/** Mallory's account, made by her own code login on another device. */
async function malloryAccount(relay: MockRelay): Promise<{ organizationId: string; userId: string }> {
  const mallory = await RelayTestClient.create(relay);
  const { claims } = await mallory.loginWithCode('OTP_TYPE_EMAIL', 'mallory@example.com');
  return { organizationId: claims.organization_id, userId: claims.user_id };
}

describe('swap-token: otp_verify_v2 answers a genuine token for another contact, bound to the person’s key', () => {
  it('the token verifies with the published TLS-fetcher key and names `to`, the person’s key, the code’s type, a fresh id and the usual expiry', async () => {
    const relay = faultTestRelay();
    const ada = await RelayTestClient.create(relay);
    await setFaults(relay, swapToMallory);
    const sent = await ada.sendCode('OTP_TYPE_EMAIL', 'ada@example.com');
    const before = Date.now();

    const verified = await ada.verify(sent);
    expect(verified.status).toBe(200);
    const claims = await verifyVerificationToken(verified.body.verificationToken as string, relay.keys.tlsFetcher);
    expect(claims).toMatchObject({ contact: 'mallory@example.com', public_key: ada.publicKey, verification_type: 'OTP_TYPE_EMAIL', organization_id: relay.config.organizationId });
    expect(claims.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(claims.exp)).toBeGreaterThanOrEqual(before + 10 * 60 * 1000);
    expect(Number(claims.exp)).toBeLessThanOrEqual(Date.now() + 10 * 60 * 1000);
    // The person's code was verified and spent all the same.
    expect(relay.state.otps[sent.otpId]?.status).toBe('verified');
  });

  it('the rest of the mock takes it as its own: the lookup finds `to`’s account and otp_login_v2 logs the person’s key into it, once', async () => {
    const relay = faultTestRelay();
    const mallory = await malloryAccount(relay);
    const ada = await RelayTestClient.create(relay);
    await setFaults(relay, swapToMallory);
    const { token, claims } = await ada.verifiedToken(await ada.sendCode('OTP_TYPE_EMAIL', 'ada@example.com'));

    const lookup = await ada.call('account', { filterType: 'EMAIL', filterValue: 'mallory@example.com', verificationToken: token });
    expect(lookup.body).toEqual({ organizationId: mallory.organizationId });
    const login = await ada.call<{ session: string }>('otp_login_v2', await ada.loginBody(token, claims));
    expect(login.status).toBe(200);
    const session = await verifySessionJwt(login.body.session, relay.keys.notarizer);
    expect(session).toMatchObject({ user_id: mallory.userId, organization_id: mallory.organizationId, public_key: ada.publicKey });
    expect((await ada.whoami(relay.config.organizationId)).body).toMatchObject({ userId: mallory.userId, organizationId: mallory.organizationId });

    const again = await ada.call('otp_login_v2', await ada.loginBody(token, claims));
    expect(errorInfo(again.body)).toEqual({ reason: 'TOKEN_USED', field: 'verificationToken' });
  });

  it('with no account for `to`, signup_v2 takes the token (once) and makes one for `to`', async () => {
    const relay = faultTestRelay();
    const ada = await RelayTestClient.create(relay);
    await setFaults(relay, swapToMallory);
    const { token, claims } = await ada.verifiedToken(await ada.sendCode('OTP_TYPE_EMAIL', 'ada@example.com'));

    const created = await ada.call('signup_v2', await ada.signupBody(token, claims));
    expect(created.status).toBe(200);
    expect(Object.values(relay.state.users).map((user) => user.email)).toEqual(['mallory@example.com']);
    const repeated = await ada.call('signup_v2', await ada.signupBody(token, claims));
    expect(errorInfo(repeated.body)).toEqual({ reason: 'TOKEN_USED', field: 'verificationToken' });
  });

  it('verificationType makes it a token of the other kind (an SMS token from an email code)', async () => {
    const relay = faultTestRelay();
    const ada = await RelayTestClient.create(relay);
    await setFaults(relay, { ...swapToMallory, to: '+15555550123', verificationType: 'OTP_TYPE_SMS' });
    const { token, claims } = await ada.verifiedToken(await ada.sendCode('OTP_TYPE_EMAIL', 'ada@example.com'));
    expect(claims).toMatchObject({ contact: '+15555550123', verification_type: 'OTP_TYPE_SMS', public_key: ada.publicKey });
    expect((await ada.call('signup_v2', await ada.signupBody(token, claims))).status).toBe(200);
    expect(Object.values(relay.state.users).map((user) => user.phoneNumber)).toEqual(['+15555550123']);
  });

  it('leaves other contacts’ codes alone, and a wrong code’s refusal does not spend the rule', async () => {
    const relay = faultTestRelay();
    const ada = await RelayTestClient.create(relay);
    const grace = await RelayTestClient.create(relay);
    await setFaults(relay, { ...swapToMallory, times: 1 });

    const graces = await grace.verifiedToken(await grace.sendCode('OTP_TYPE_EMAIL', 'grace@example.com'));
    expect(graces.claims.contact).toBe('grace@example.com');
    const sent = await ada.sendCode('OTP_TYPE_EMAIL', 'ada@example.com');
    const wrong = await ada.verify(sent, sent.code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(await listFaults(relay)).toMatchObject([{ fault: 'swap-token', applied: 0, times: 1 }]);

    const swapped = await ada.verifiedToken(sent);
    expect(swapped.claims.contact).toBe('mallory@example.com');
    expect(await listFaults(relay)).toEqual([]);
  });
});
