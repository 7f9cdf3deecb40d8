/**
 * Attested stamps (`X-Stamp-Attested`, protocol.md section 14) on approve_activity and
 * reject_activity against the mock relay: a verification token (email or SMS code) or an OIDC
 * token, bound to the key that signs the request. What a test against the mock must do to prove
 * EMAIL_OTP, SMS_OTP or OAUTH, and every way a token is refused: one that approved once, an
 * expired one, one of someone else's contact or identity, one bound to another key or not signed
 * by the relay's pinned key.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeJwt, signVerificationTokenWith } from '../../src/core/crypto/jwt';
import { uncompressPublicKey } from '../../src/core/crypto/p256';
import { toHex } from '../../src/core/encoding/hex';
import { activityTypes, mfaActivityTypes } from '../../src/mock-relay/test-utils/api-test-client';
import { idpOf } from '../../src/mock-relay/test-utils/oauth-test-client';
import { call, errorInfo, type CallResult } from '../../src/mock-relay/test-utils/relay-test-client';
import { activityOf, attestedStamp, mfaOrigin, MfaWorld, newKey, steps, type AttestedKey, type AuthenticationType } from './mfa-world';

let w: MfaWorld;

beforeEach(async () => {
  w = await MfaWorld.create();
});

const needed = 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED';
const header = 'X-Stamp-Attested';

/** A fresh update_user of Ada's, held by her policy "Profile" (created once per test). */
async function heldUpdate(type: AuthenticationType, policy = true) {
  if (policy) await w.policy({ mfaPolicyName: 'Profile', condition: "activity.type == 'ACTIVITY_TYPE_UPDATE_USER'", requiredAuthenticationMethods: steps([type]) });
  w.now += 1;
  const activity = activityOf(await w.submit('update_user', { userId: w.ada.userId, userName: `Ada ${w.now}` }, w.ada.apiKey));
  expect(activity.status).toBe(needed);
  return activity;
}

function expectRefused(result: CallResult, status: number, reason: string, message: RegExp): void {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  expect(errorInfo(result.body)).toEqual({ reason, field: header });
  expect(result.body.message).toMatch(message);
}

const kinds: [string, AuthenticationType, () => Promise<AttestedKey>][] = [
  ['an email verification token', 'EMAIL_OTP', () => w.codeKey('OTP_TYPE_EMAIL')],
  ['an SMS verification token', 'SMS_OTP', () => w.codeKey('OTP_TYPE_SMS')],
  ['an OIDC token', 'OAUTH', () => w.googleKey()],
];

describe('a token on an attested stamp', () => {
  it.each(kinds)('%s that approved once cannot approve again (TOKEN_USED, naming the step and the method)', async (_, type, key) => {
    const attested = await key();
    const first = await heldUpdate(type);
    expect((await w.approve(first.fingerprint, attested)).status).toBe(200);
    const second = await heldUpdate(type, false);
    expectRefused(await w.approve(second.fingerprint, attested), 400, 'TOKEN_USED', new RegExp(`step 0 of MFA policy "Profile" refuses AUTHENTICATION_TYPE_${type}.*already used`));
    expect((await w.activity(second.id)).status).toBe(needed);
  });

  it.each(kinds)('%s that rejected once is spent as well', async (_, type, key) => {
    const attested = await key();
    expect((await w.reject((await heldUpdate(type)).fingerprint, attested)).status).toBe(200);
    expectRefused(await w.approve((await heldUpdate(type, false)).fingerprint, attested), 400, 'TOKEN_USED', /already used/);
  });

  it.each(kinds)('%s past its expiry is refused (TOKEN_EXPIRED, naming the step and the method)', async (_, type, key) => {
    const attested = await key();
    const activity = await heldUpdate(type);
    w.now += 11 * 60 * 1000; // verification tokens and the mock IdP's id_tokens live 10 minutes
    expectRefused(await w.approve(activity.fingerprint, attested), 400, 'TOKEN_EXPIRED', new RegExp(`step 0 .* refuses AUTHENTICATION_TYPE_${type}( \\(.+\\))?: the token has expired`));
    expect((await w.activity(activity.id)).status).toBe(needed);
  });

  it.each<[string, AuthenticationType, () => Promise<AttestedKey>, string]>([
    ["another person's email", 'EMAIL_OTP', () => w.codeKey('OTP_TYPE_EMAIL', 'grace@example.com'), 'contact'],
    ["another person's phone number", 'SMS_OTP', () => w.codeKey('OTP_TYPE_SMS', '+14155550199'), 'contact'],
    ['an OAuth identity not linked to the user', 'OAUTH', () => w.googleKey('grace'), 'OAuth identity'],
  ])('of %s is refused (TOKEN_INVALID): its contact or identity must be the user’s', async (_, type, key, what) => {
    const activity = await heldUpdate(type);
    expectRefused(await w.approve(activity.fingerprint, await key()), 400, 'TOKEN_INVALID', new RegExp(`step 0 .* refuses AUTHENTICATION_TYPE_${type}: the token's ${what} is not the user's`));
  });

  it.each(kinds)('%s bound to another key is 401 naming X-Stamp-Attested', async (_, type, key) => {
    const activity = await heldUpdate(type);
    const stolen = { ...(await key()), key: newKey() };
    expectRefused(await w.approve(activity.fingerprint, stolen), 401, 'UNAUTHENTICATED', /publicKey is not the key the (verification|OIDC) token is bound to/);
  });

  it('a verification token not signed by the pinned key is 401 naming X-Stamp-Attested', async () => {
    const activity = await heldUpdate('EMAIL_OTP');
    const genuine = await w.codeKey();
    const claims = decodeJwt(genuine.token, 'token').payload as unknown as Parameters<typeof signVerificationTokenWith>[0];
    const forged = await signVerificationTokenWith({ ...claims, id: 'forged' }, newKey());
    expectRefused(await w.approve(activity.fingerprint, { ...genuine, token: forged }), 401, 'UNAUTHENTICATED', /not a verification token signed by this relay/);
  });

  it('an OIDC token for a client id the relay does not know is 401 naming X-Stamp-Attested', async () => {
    const activity = await heldUpdate('OAUTH');
    const attested = await w.googleKey();
    const { nonce } = decodeJwt(attested.token, 'token').payload as { nonce: string };
    const token = await idpOf(w.relay).issueIdToken({ provider: 'google', accountId: 'ada', nonce, audience: 'someone-elses-app' });
    expectRefused(await w.approve(activity.fingerprint, { ...attested, token }), 401, 'UNAUTHENTICATED', /publicKeyAttestation: claim aud/);
  });
});

describe('the attested stamp itself', () => {
  async function send(stamp: string, operation = 'approve_activity', extra: Record<string, string> = {}, tamper = (text: string) => text) {
    const activity = await heldUpdate('EMAIL_OTP');
    const type = operation === 'update_user' ? activityTypes.update_user : mfaActivityTypes.approve_activity;
    const parameters = operation === 'update_user' ? { userId: w.ada.userId, userName: 'x' } : { fingerprint: activity.fingerprint };
    const text = JSON.stringify({ type, timestampMs: String(w.now), organizationId: w.ada.organizationId, parameters });
    const attested = await w.codeKey();
    const value = stamp === 'genuine' ? await attestedStamp(text, attested) : stamp;
    return call(w.relay, `/public/v1/submit/${operation}`, undefined, { headers: { [header]: value, ...extra }, origin: mfaOrigin, rawBody: tamper(text) });
  }

  it.each<[string, () => Promise<CallResult>, RegExp]>([
    ['not base64url of a JSON stamp', () => send('%%%'), /is not base64url of a JSON stamp/],
    ['a stamp over other bytes than the body', () => send('genuine', 'approve_activity', {}, (text) => text.replace('"parameters"', ' "parameters"')), /signature does not match/],
    ['sent with X-Stamp too', () => send('genuine', 'approve_activity', { 'X-Stamp': 'e30' }), /send one stamp/],
    ['on an operation other than approve_activity and reject_activity', () => send('genuine', 'update_user'), /is accepted only on approve_activity and reject_activity/],
  ])('%s is 401 naming X-Stamp-Attested', async (_, sent, message) => {
    expectRefused(await sent(), 401, 'UNAUTHENTICATED', message);
  });

  it("lets fault rules scoped to a contact match by its token's contact", async () => {
    const activity = await heldUpdate('EMAIL_OTP');
    const faults = async (rule: Record<string, unknown>) => call(w.relay, '/__mock/faults', { replace: true, rules: [rule] });
    const email = await w.codeKey();
    await faults({ endpoint: '/public/v1/submit/approve_activity', fault: 'status', status: 503, contact: 'ada@example.com' });
    expect((await w.approve(activity.fingerprint, email)).status).toBe(503);
    await faults({ endpoint: '/public/v1/submit/approve_activity', fault: 'status', status: 503, contact: 'grace@example.com' });
    expect((await w.approve(activity.fingerprint, email)).status).toBe(200);
  });

  it('is allowed by CORS (a browser preflight lets X-Stamp-Attested through)', async () => {
    const preflight = await w.relay.fetch(
      new Request('http://relay.test/public/v1/submit/approve_activity', {
        method: 'OPTIONS',
        headers: { Origin: mfaOrigin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type, x-stamp-attested' },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('X-Stamp-Attested');
  });

  it('names the key it is signed with in publicKey, compressed or not', async () => {
    const activity = await heldUpdate('EMAIL_OTP');
    const attested = await w.codeKey();
    const uncompressed = toHex(await uncompressPublicKey(attested.key.publicKey));
    const body = JSON.stringify({ type: mfaActivityTypes.approve_activity, timestampMs: String(w.now), organizationId: w.ada.organizationId, parameters: { fingerprint: activity.fingerprint } });
    const result = await call(w.relay, '/public/v1/submit/approve_activity', undefined, {
      headers: { [header]: await attestedStamp(body, attested, { publicKey: uncompressed }) },
      origin: mfaOrigin,
      rawBody: body,
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
  });
});
