import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { createMockRelay, type MockRelay } from '../../src/mock-relay/handler';
import { authenticateBody, idTokenFor } from '../../src/mock-relay/test-utils/oauth-test-client';
import { RelayTestClient, testConfigId } from '../../src/mock-relay/test-utils/relay-test-client';
import { SoftwareAuthenticator } from '../../src/mock-relay/test-utils/software-authenticator';
import { anyJson, anyText, fuzzTally, fuzzTimeout, mutatedJson } from './fuzz-harness';
import { expectSpecAnswer, fuzzOrigin, postRaw } from './spec-response';

const tally = fuzzTally(import.meta.url);
const now = Date.UTC(2030, 0, 1);

let relay: MockRelay;
const valid: Record<string, Record<string, unknown>> = {};

beforeAll(async () => {
  relay = createMockRelay({
    now: () => now,
    config: { configId: testConfigId, allowedOrigins: [fuzzOrigin], enabledProviders: ['email', 'sms', 'passkey', 'google', 'apple', 'x', 'discord'] },
  });
  const client = await RelayTestClient.create(relay, { origin: fuzzOrigin });
  const sent = await client.sendCode('OTP_TYPE_EMAIL', 'ada@example.com');
  const { token, claims } = await client.verifiedToken(sent, now);
  const otherSent = await client.sendCode('OTP_TYPE_EMAIL', 'grace@example.com');
  valid.wallet_kit_config = {};
  valid.otp_init_v2 = { otpType: 'OTP_TYPE_EMAIL', contact: 'alan@example.com', appName: 'App' };
  valid.otp_verify_v2 = { otpId: otherSent.otpId, encryptedOtpBundle: await client.encrypt(otherSent) };
  valid.account = { filterType: 'EMAIL', filterValue: 'ada@example.com', verificationToken: token };
  valid.signup_v2 = { ...(await client.signupBody(token, claims)), userName: 'Ada', organizationName: 'Ada' };
  valid.otp_login_v2 = { ...(await client.loginBody(token, claims)), invalidateExisting: false };
  valid.oauth_login = { oidcToken: await idTokenFor(relay, client, { provider: 'google' }), publicKey: client.publicKey };
  valid.oauth2_authenticate = await authenticateBody(relay, client, 'x');
  valid.signup_v2_passkey = { apiKeys: [], authenticators: [new SoftwareAuthenticator({ origin: fuzzOrigin }).register()], oauthProviders: [] };
}, fuzzTimeout(2));

const endpoints = ['wallet_kit_config', 'otp_init_v2', 'otp_verify_v2', 'account', 'signup_v2', 'otp_login_v2', 'oauth_login', 'oauth2_authenticate'] as const;

describe('every relay endpoint (/v1/*) answers bad bodies with a spec-style refusal naming the field, never a 500', () => {
  it.each(endpoints)('/v1/%s: raw text, any JSON, and edits of a valid body', async (endpoint) => {
    const path = `/v1/${endpoint}`;
    const send = async (rawBody: string): Promise<void> => expectSpecAnswer(await postRaw(relay, path, rawBody), `${endpoint} ${rawBody.slice(0, 200)}`);
    await tally.check(`${endpoint}: raw text`, fc.asyncProperty(anyText, send), 60);
    await tally.check(`${endpoint}: any JSON`, fc.asyncProperty(anyJson, (value) => send(JSON.stringify(value) ?? '')), 150);
    const template = valid[endpoint] ?? {};
    if (Object.keys(template).length > 0) {
      await tally.check(`${endpoint}: edited members`, fc.asyncProperty(mutatedJson(template), (value) => send(JSON.stringify(value) ?? '')), 300);
    }
  }, fuzzTimeout(6));

  it('/v1/signup_v2 with a passkey registration: edits of every member of the attestation', async () => {
    const send = async (value: unknown): Promise<void> => {
      const rawBody = JSON.stringify(value) ?? '';
      expectSpecAnswer(await postRaw(relay, '/v1/signup_v2', rawBody), `signup_v2 ${rawBody.slice(0, 200)}`);
    };
    await tally.check('signup_v2 (passkey): edited members', fc.asyncProperty(mutatedJson(valid.signup_v2_passkey ?? {}), send), 300);
  }, fuzzTimeout(6));
});
