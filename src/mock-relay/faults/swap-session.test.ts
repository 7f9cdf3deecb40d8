import { describe, expect, it } from 'vitest';
import { verifySessionJwt } from '../../core/crypto/jwt';
import { faultTestRelay, setFaults } from '../test-utils/fault-rules';
import { idTokenFor, socialLogin } from '../test-utils/oauth-test-client';
import { RelayTestClient } from '../test-utils/relay-test-client';

describe('swap-session: the login answers a genuine session of another account, bound to the person’s key', () => {
  it('otp_login_v2: the session verifies with the notarizer key and names `to`’s new account; whoami with the person’s key answers that user', async () => {
    const relay = faultTestRelay();
    const ada = await RelayTestClient.create(relay);
    await setFaults(relay, { endpoint: '/v1/otp_login_v2', fault: 'swap-session', to: 'mallory@example.com', contact: 'ada@example.com' });
    const before = Date.now();

    // loginWithCode verifies the session with the published notarizer key.
    const { claims, isNewUser } = await ada.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com');
    expect(isNewUser).toBe(true);
    const mallory = Object.values(relay.state.users).find((user) => user.email === 'mallory@example.com');
    const adaUser = Object.values(relay.state.users).find((user) => user.email === 'ada@example.com');
    expect(mallory).toBeDefined();
    expect(claims).toMatchObject({ user_id: mallory?.userId, organization_id: mallory?.organizationId, public_key: ada.publicKey, session_type: 'SESSION_TYPE_READ_WRITE' });
    expect(claims.exp).toBeGreaterThanOrEqual(Math.floor((before + 900_000) / 1000));

    const whoami = await ada.whoami(relay.config.organizationId);
    expect(whoami.body).toMatchObject({ userId: mallory?.userId, organizationId: mallory?.organizationId });
    // Registered as Mallory's session key with the session's expiry; Ada's account does not hold it.
    const keys = Object.values(relay.state.apiKeys).filter((key) => key.publicKey === ada.publicKey);
    expect(keys).toMatchObject([{ userId: mallory?.userId, credentialType: 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256', expiresAt: expect.any(Number) }]);
    expect(Math.floor((keys[0]?.expiresAt ?? 0) / 1000)).toBe(claims.exp);
    expect((await ada.whoami(adaUser?.organizationId ?? '')).status).toBe(401);
  });

  it('otp_login_v2 into an existing account for `to`: that account, no new one', async () => {
    const relay = faultTestRelay();
    const mallory = await RelayTestClient.create(relay);
    const own = await mallory.loginWithCode('OTP_TYPE_SMS', '+15555550199');
    const ada = await RelayTestClient.create(relay);
    await setFaults(relay, { endpoint: '/v1/otp_login', fault: 'swap-session', to: '+15555550199', contact: 'ada@example.com' });

    const { claims } = await ada.loginWithCode('OTP_TYPE_EMAIL', 'ada@example.com');
    expect(claims.user_id).toBe(own.claims.user_id);
    expect(Object.values(relay.state.users).filter((user) => user.phoneNumber === '+15555550199')).toHaveLength(1);
    expect((await ada.whoami(relay.config.organizationId)).body).toMatchObject({ userId: own.claims.user_id });
    // Mallory's own session stays hers.
    expect((await mallory.whoami(relay.config.organizationId)).body).toMatchObject({ userId: own.claims.user_id });
  });

  it('oauth_login (scoped by the OIDC token’s email): the session is `to`’s, the person’s social account does not get the key', async () => {
    const relay = faultTestRelay({ enabledProviders: ['email', 'google'] });
    const ada = await RelayTestClient.create(relay);
    await setFaults(relay, { endpoint: '/v1/oauth_login', fault: 'swap-session', to: 'mallory@example.com', contact: 'ADA@example.com' });

    const { claims, organizationId } = await socialLogin(ada, 'google', await idTokenFor(relay, ada));
    const mallory = Object.values(relay.state.users).find((user) => user.email === 'mallory@example.com');
    expect(claims).toMatchObject({ user_id: mallory?.userId, organization_id: mallory?.organizationId, public_key: ada.publicKey });
    expect(organizationId).not.toBe(mallory?.organizationId);
    expect((await ada.whoami(relay.config.organizationId)).body).toMatchObject({ userId: mallory?.userId });

    // Another person's social login (Grace at the IdP) is untouched.
    const grace = await RelayTestClient.create(relay);
    const graces = await socialLogin(grace, 'google', await idTokenFor(relay, grace, { account: 'grace' }));
    expect(graces.claims.organization_id).toBe(graces.organizationId);
  });

  it('the swapped session is signed like a real one (the notarizer scheme), not by another key', async () => {
    const relay = faultTestRelay();
    const other = faultTestRelay();
    const ada = await RelayTestClient.create(relay);
    await setFaults(relay, { endpoint: '/v1/otp_login_v2', fault: 'swap-session', to: 'mallory@example.com' });
    const sent = await ada.sendCode('OTP_TYPE_EMAIL', 'ada@example.com');
    const { token, claims } = await ada.verifiedToken(sent);
    await ada.call('signup_v2', await ada.signupBody(token, claims));
    const login = await ada.call<{ session: string }>('otp_login_v2', await ada.loginBody(token, claims));
    await expect(verifySessionJwt(login.body.session, relay.keys.notarizer)).resolves.toMatchObject({ public_key: ada.publicKey });
    await expect(verifySessionJwt(login.body.session, other.keys.notarizer)).rejects.toThrow();
  });
});
