/**
 * Every operation of the kit's table, refused on both sides of the wire for the same bad input:
 * each required parameter missing and each enum wrong is `invalid_input` naming the field from
 * the kit (nothing sent), and, sent raw past the kit, 400 INVALID_ARGUMENT with the error body of
 * protocol.md section 1 naming `parameters.<field>` (queries: `<field>`) from the mock.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountApi } from '../../src/core/internal';
import { queryOperations, submitOperations, type QueryPath, type SubmitOperationPath } from '../../src/core/transport/operations';
import { newTargetKey } from '../../src/mock-relay/test-utils/api-test-client';
import { call } from '../../src/mock-relay/test-utils/relay-test-client';
import { SoftwareAuthenticator } from '../../src/mock-relay/test-utils/software-authenticator';
import { appOrigin, createContractHarness, expectInvalidArgument, refusal, type ContractHarness } from './contract-harness';
import { literal, pathKeys, replaced, without } from './field-paths';

type Params = Record<string, unknown>;

interface SubmitCase {
  /** The kit's call. */
  call: (account: AccountApi, input: Params) => Promise<unknown>;
  /** A valid input for the kit (what the kit makes or defaults left out). */
  kit: () => Params;
  /** A valid `parameters` for the raw account, complete as sent. */
  raw: (world: World) => Params;
  /** Required parameters (paths into `raw`). */
  required: string[];
  /** Enum parameters, with a value outside the enum. */
  enums?: Record<string, string>;
  /** Made by the kit: refused when the caller passes it. */
  kitMade?: string[];
  /** Defaulted by the kit (the session's user): the kit never leaves it out. */
  kitDefaulted?: string[];
}

interface QueryCase {
  call: (account: AccountApi, input: Params) => Promise<unknown>;
  kit: () => Params;
  raw: (world: World) => Params;
  required: string[];
  kitDefaulted?: string[];
}

/** What the raw requests need from the relay: ids of the raw account's resources. */
interface World {
  h: ContractHarness;
  userId: string;
  policyId: string;
  privateKeyId: string;
  endpointId: string;
  otpId: string;
  targetPublicKey: string;
}

const aKey = '02' + 'ab'.repeat(32);
const aFingerprint = `sha256:${'ef'.repeat(32)}`;
const mfaSteps = () => [{ any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }] }];
const registration = () => new SoftwareAuthenticator({ origin: appOrigin }).register() as unknown as Params;
const claims = { iss: 'https://accounts.example.com', sub: 'ada-1', aud: 'client-1' };
const oauth2 = () => ({ oauth2CredentialId: 'cred-x', authCode: 'code-1', redirectUri: 'http://localhost:5173/oauth/callback', codeVerifier: 'v'.repeat(43), nonce: 'a'.repeat(64) });

const submits: Record<SubmitOperationPath, SubmitCase> = {
  update_user: {
    call: (a, i) => a.updateUser(i),
    kit: () => ({ userName: 'Ada' }),
    raw: (w) => ({ userId: w.userId, userName: 'Ada' }),
    required: ['userId'],
    kitDefaulted: ['userId'],
  },
  create_user_tag: {
    call: (a, i) => a.createUserTag(i as never),
    kit: () => ({ userTagName: 'staff', userIds: ['user-1'] }),
    raw: (w) => ({ userTagName: 'staff', userIds: [w.userId] }),
    required: ['userTagName', 'userIds'],
  },
  create_api_keys: {
    call: (a, i) => a.createApiKeys(i as never),
    kit: () => ({ apiKeys: [{ apiKeyName: 'ci', publicKey: aKey, curveType: 'API_KEY_CURVE_P256' }] }),
    raw: (w) => ({ userId: w.userId, apiKeys: [{ apiKeyName: 'ci', publicKey: aKey, curveType: 'API_KEY_CURVE_P256' }] }),
    required: ['userId', 'apiKeys', 'apiKeys[0].apiKeyName', 'apiKeys[0].publicKey', 'apiKeys[0].curveType'],
    enums: { 'apiKeys[0].curveType': 'API_KEY_CURVE_RSA' },
    kitDefaulted: ['userId'],
  },
  update_policy: {
    call: (a, i) => a.updatePolicy(i as never),
    kit: () => ({ policyId: 'policy-1', policyEffect: 'EFFECT_DENY' }),
    raw: (w) => ({ policyId: w.policyId, policyEffect: 'EFFECT_ALLOW' }),
    required: ['policyId'],
    enums: { policyEffect: 'EFFECT_MAYBE' },
  },
  delete_private_keys: {
    call: (a, i) => a.deletePrivateKeys(i as never),
    kit: () => ({ privateKeyIds: ['key-1'] }),
    raw: (w) => ({ privateKeyIds: [w.privateKeyId] }),
    required: ['privateKeyIds'],
  },
  export_private_key: {
    call: (a, i) => a.exportPrivateKey(i as never),
    kit: () => ({ privateKeyId: 'key-1' }),
    raw: (w) => ({ privateKeyId: w.privateKeyId, targetPublicKey: w.targetPublicKey }),
    required: ['privateKeyId', 'targetPublicKey'],
    kitMade: ['targetPublicKey'],
  },
  export_wallet: {
    call: (a, i) => a.exportWallet(i as never),
    kit: () => ({ walletId: 'wallet-1', language: 'MNEMONIC_LANGUAGE_ENGLISH' }),
    raw: (w) => ({ walletId: 'wallet-x', targetPublicKey: w.targetPublicKey, language: 'MNEMONIC_LANGUAGE_ENGLISH' }),
    required: ['walletId', 'targetPublicKey'],
    kitMade: ['targetPublicKey'],
    enums: { language: 'MNEMONIC_LANGUAGE_KLINGON' },
  },
  export_wallet_account: {
    call: (a, i) => a.exportWalletAccount(i as never),
    kit: () => ({ address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }),
    raw: (w) => ({ address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', targetPublicKey: w.targetPublicKey }),
    required: ['address', 'targetPublicKey'],
    kitMade: ['targetPublicKey'],
  },
  update_mfa_policy: {
    call: (a, i) => a.updateMfaPolicy(i as never),
    kit: () => ({ mfaPolicyId: 'mfa-1', requiredAuthenticationMethods: mfaSteps() }),
    raw: (w) => ({ userId: w.userId, mfaPolicyId: 'mfa-1', requiredAuthenticationMethods: mfaSteps() }),
    required: ['userId', 'mfaPolicyId', 'requiredAuthenticationMethods[0].any', 'requiredAuthenticationMethods[0].any[0].type'],
    enums: { 'requiredAuthenticationMethods[0].any[0].type': 'AUTHENTICATION_TYPE_TELEPATHY' },
    kitDefaulted: ['userId'],
  },
  create_mfa_policy: {
    call: (a, i) => a.createMfaPolicy(i as never),
    // Narrow (no activity of these tests exports), and never created: every case here is refused.
    kit: () => ({ mfaPolicyName: 'export', condition: "activity.action == 'EXPORT'", requiredAuthenticationMethods: mfaSteps(), order: 0 }),
    raw: (w) => ({ userId: w.userId, mfaPolicyName: 'export', condition: "activity.action == 'EXPORT'", requiredAuthenticationMethods: mfaSteps(), order: 0 }),
    required: ['userId', 'mfaPolicyName', 'condition', 'requiredAuthenticationMethods', 'requiredAuthenticationMethods[0].any[0].type', 'order'],
    enums: { 'requiredAuthenticationMethods[0].any[0].type': 'AUTHENTICATION_TYPE_TELEPATHY' },
    kitDefaulted: ['userId'],
  },
  delete_mfa_policy: {
    call: (a, i) => a.deleteMfaPolicy(i as never),
    kit: () => ({ mfaPolicyId: 'mfa-1' }),
    raw: (w) => ({ userId: w.userId, mfaPolicyId: 'mfa-1' }),
    required: ['userId', 'mfaPolicyId'],
    kitDefaulted: ['userId'],
  },
  create_session_profile: {
    call: (a, i) => a.createSessionProfile(i as never),
    kit: () => ({ sessionProfileName: 'read only', scope: 'false' }),
    raw: () => ({ sessionProfileName: 'read only', scope: 'false' }),
    required: ['sessionProfileName', 'scope'],
  },
  set_ip_allowlist: {
    call: (a, i) => a.setIpAllowlist(i as never),
    kit: () => ({ rules: [{ cidr: '203.0.113.0/24' }], onEvaluationError: 'DENY' }),
    raw: () => ({ rules: [{ cidr: '203.0.113.0/24' }], onEvaluationError: 'DENY' }),
    required: ['rules[0].cidr'],
    enums: { onEvaluationError: 'MAYBE' },
  },
  remove_ip_allowlist: {
    call: (a, i) => a.removeIpAllowlist(i as never),
    kit: () => ({}),
    raw: () => ({}),
    required: [],
  },
  create_webhook_endpoint: {
    call: (a, i) => a.createWebhookEndpoint(i as never),
    kit: () => ({ url: 'https://hooks.example.com/a', name: 'a', subscriptions: [{ eventType: 'ACTIVITY_UPDATES' }] }),
    raw: () => ({ url: 'https://hooks.example.com/a', name: 'a', subscriptions: [{ eventType: 'ACTIVITY_UPDATES' }] }),
    required: ['url', 'name', 'subscriptions[0].eventType'],
    enums: { 'subscriptions[0].eventType': 'EVERYTHING' },
  },
  update_webhook_endpoint: {
    call: (a, i) => a.updateWebhookEndpoint(i as never),
    kit: () => ({ endpointId: 'webhook-1', isActive: false }),
    raw: (w) => ({ endpointId: w.endpointId, isActive: true }),
    required: ['endpointId'],
  },
  delete_webhook_endpoint: {
    call: (a, i) => a.deleteWebhookEndpoint(i as never),
    kit: () => ({ endpointId: 'webhook-1' }),
    raw: (w) => ({ endpointId: w.endpointId }),
    required: ['endpointId'],
  },
  approve_activity: {
    call: (a, i) => a.approveActivity(i as never),
    kit: () => ({ fingerprint: aFingerprint }),
    raw: () => ({ fingerprint: aFingerprint }),
    required: ['fingerprint'],
  },
  reject_activity: {
    call: (a, i) => a.rejectActivity(i as never),
    kit: () => ({ fingerprint: aFingerprint }),
    raw: () => ({ fingerprint: aFingerprint }),
    required: ['fingerprint'],
  },
  otp_auth: {
    call: (a, i) => a.otpAuth(i as never),
    kit: () => ({ otpId: 'otp-1', otpCode: '123456' }),
    raw: (w) => ({ otpId: w.otpId, otpCode: '000000', targetPublicKey: w.targetPublicKey }),
    required: ['otpId', 'otpCode', 'targetPublicKey'],
    kitMade: ['targetPublicKey'],
  },
  oauth2_authenticate: {
    call: (a, i) => a.oauth2Authenticate(i as never),
    kit: oauth2,
    raw: oauth2,
    required: ['oauth2CredentialId', 'authCode', 'redirectUri', 'codeVerifier', 'nonce'],
  },
  create_read_write_session: {
    call: (a, i) => a.createReadWriteSession(i),
    kit: () => ({ expirationSeconds: '600' }),
    raw: (w) => ({ targetPublicKey: w.targetPublicKey, expirationSeconds: '600' }),
    required: ['targetPublicKey'],
    kitMade: ['targetPublicKey'],
  },
  create_authenticators: {
    call: (a, i) => a.createAuthenticators(i as never),
    kit: () => ({ authenticators: [registration()] }),
    raw: (w) => ({ userId: w.userId, authenticators: [registration()] }),
    required: [
      'userId',
      'authenticators',
      'authenticators[0].authenticatorName',
      'authenticators[0].challenge',
      'authenticators[0].attestation',
      'authenticators[0].attestation.credentialId',
      'authenticators[0].attestation.clientDataJson',
      'authenticators[0].attestation.attestationObject',
      'authenticators[0].attestation.transports',
    ],
    enums: { 'authenticators[0].attestation.transports[0]': 'AUTHENTICATOR_TRANSPORT_PIGEON' },
    kitDefaulted: ['userId'],
  },
  delete_authenticators: {
    call: (a, i) => a.deleteAuthenticators(i as never),
    kit: () => ({ authenticatorIds: ['authenticator-1'] }),
    raw: (w) => ({ userId: w.userId, authenticatorIds: ['authenticator-1'] }),
    required: ['userId', 'authenticatorIds'],
    kitDefaulted: ['userId'],
  },
  create_oauth_providers: {
    call: (a, i) => a.createOauthProviders(i as never),
    kit: () => ({ oauthProviders: [{ providerName: 'Example', oidcClaims: { ...claims } }] }),
    raw: (w) => ({ userId: w.userId, oauthProviders: [{ providerName: 'Example', oidcClaims: { ...claims } }] }),
    required: [
      'userId',
      'oauthProviders',
      'oauthProviders[0].providerName',
      'oauthProviders[0].oidcClaims.iss',
      'oauthProviders[0].oidcClaims.sub',
      'oauthProviders[0].oidcClaims.aud',
    ],
    kitDefaulted: ['userId'],
  },
};

const queries: Record<QueryPath, QueryCase> = {
  get_authenticator: { call: (a, i) => a.getAuthenticator(i as never), kit: () => ({ authenticatorId: 'a-1' }), raw: () => ({ authenticatorId: 'a-1' }), required: ['authenticatorId'] },
  get_session_profiles: { call: (a) => a.getSessionProfiles(), kit: () => ({}), raw: () => ({}), required: [] },
  get_authenticators: { call: (a, i) => a.getAuthenticators(i), kit: () => ({}), raw: (w) => ({ userId: w.userId }), required: ['userId'], kitDefaulted: ['userId'] },
  get_activity: { call: (a, i) => a.getActivity(i as never), kit: () => ({ activityId: 'activity-1' }), raw: () => ({ activityId: 'activity-1' }), required: ['activityId'] },
  get_oauth_providers: { call: (a, i) => a.getOauthProviders(i), kit: () => ({}), raw: (w) => ({ userId: w.userId }), required: ['userId'], kitDefaulted: ['userId'] },
  get_user: { call: (a, i) => a.getUser(i), kit: () => ({}), raw: (w) => ({ userId: w.userId }), required: ['userId'], kitDefaulted: ['userId'] },
  get_api_keys: { call: (a, i) => a.getApiKeys(i), kit: () => ({}), raw: () => ({}), required: [] },
  list_policies: { call: (a) => a.getPolicies(), kit: () => ({}), raw: () => ({}), required: [] },
  get_policy: { call: (a, i) => a.getPolicy(i as never), kit: () => ({ policyId: 'policy-1' }), raw: (w) => ({ policyId: w.policyId }), required: ['policyId'] },
  list_private_keys: { call: (a) => a.getPrivateKeys(), kit: () => ({}), raw: () => ({}), required: [] },
  list_wallets: { call: (a) => a.getWallets(), kit: () => ({}), raw: () => ({}), required: [] },
  list_wallet_accounts: { call: (a, i) => a.getWalletAccounts(i), kit: () => ({}), raw: () => ({}), required: [] },
  get_mfa_policies: { call: (a, i) => a.getMfaPolicies(i), kit: () => ({}), raw: (w) => ({ userId: w.userId }), required: ['userId'], kitDefaulted: ['userId'] },
  get_mfa_policy: {
    call: (a, i) => a.getMfaPolicy(i as never),
    kit: () => ({ mfaPolicyId: 'mfa-1' }),
    raw: (w) => ({ userId: w.userId, mfaPolicyId: 'mfa-1' }),
    required: ['userId', 'mfaPolicyId'],
    kitDefaulted: ['userId'],
  },
  get_mfa_status: { call: (a, i) => a.getMfaStatus(i as never), kit: () => ({ activityId: 'activity-1' }), raw: () => ({ activityId: 'activity-1' }), required: ['activityId'] },
  get_ip_allowlist: { call: (a, i) => a.getIpAllowlist(i), kit: () => ({}), raw: () => ({}), required: [] },
  list_webhook_endpoints: { call: (a) => a.getWebhookEndpoints(), kit: () => ({}), raw: () => ({}), required: [] },
};

let world: World;

beforeAll(async () => {
  const h = await createContractHarness();
  const { raw } = h;
  const policies = (await raw.query('list_policies', {})).body.policies as { policyId: string }[];
  const keys = (await raw.query('list_private_keys', {})).body.privateKeys as { privateKeyId: string }[];
  const created = await raw.completed('create_webhook_endpoint', { url: 'https://hooks.example.com/raw', name: 'raw' });
  const sentCode = await call(h.relay, '/v1/otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: 'raw@example.com' });
  world = {
    h,
    userId: raw.userId,
    policyId: policies[0]?.policyId ?? '',
    privateKeyId: keys[0]?.privateKeyId ?? '',
    endpointId: (created.result.createWebhookEndpointResult as { endpointId: string }).endpointId,
    otpId: sentCode.body.otpId as string,
    targetPublicKey: newTargetKey().publicKey,
  };
});

/**
 * `parameters` sent raw as `path`, stamped by the raw account, with the activity type of the
 * kit's table (the harness's `raw.submit` knows the spec's operations only, not Turnkey's MFA ones).
 */
function rawSubmit(path: SubmitOperationPath, parameters: Params) {
  const body = { type: submitOperations[path].type, timestampMs: String(Date.now()), organizationId: world.h.raw.organizationId, parameters };
  return world.h.raw.api.post(`/public/v1/submit/${path}`, body, world.h.raw.key);
}

/** The kit refuses `input` naming `field`, and sends nothing. */
async function expectKitRefusal(run: (account: AccountApi, input: Params) => Promise<unknown>, input: Params, field: string): Promise<void> {
  const sentBefore = world.h.sent.length;
  const error = await refusal(() => run(world.h.account, input));
  expect(error).toMatchObject({ name: 'LoginKitError', code: 'invalid_input', details: { field } });
  expect(error.message).toMatch(new RegExp(`^${literal(field)}: `));
  expect(world.h.sent.slice(sentBefore)).toEqual([]);
}

const isTopLevel = (path: string, names: string[] | undefined): boolean => (names ?? []).includes(String(pathKeys(path)[0]));

describe.each(Object.keys(submitOperations) as SubmitOperationPath[])('submit %s', (path) => {
  const table = submits[path];
  const requiredRows = table.required.map((field) => [field]);
  const enumRows = Object.entries(table.enums ?? {});

  if (requiredRows.length > 0) {
    it.each(requiredRows)('without %s: refused by the kit (or made by it) and by the mock, naming it', async (field) => {
      if (isTopLevel(field, table.kitMade)) {
        await expectKitRefusal(table.call, { ...table.kit(), [field]: world.targetPublicKey }, field);
      } else if (!isTopLevel(field, table.kitDefaulted)) {
        await expectKitRefusal(table.call, without(table.kit(), field), field);
      }
      expectInvalidArgument(await rawSubmit(path, without(table.raw(world), field)), `parameters.${field}`);
    });
  }

  if (enumRows.length > 0) {
    it.each(enumRows)('with %s outside its enum (%s): refused by the kit and by the mock, naming it', async (field, wrong) => {
      await expectKitRefusal(table.call, replaced(table.kit(), field, wrong), field);
      expectInvalidArgument(await rawSubmit(path, replaced(table.raw(world), field, wrong)), `parameters.${field}`);
    });
  }

  it.each(['type', 'timestampMs', 'organizationId', 'parameters'])('a body without %s (spec section 4.1) is refused by the mock naming it', async (member) => {
    const body: Params = { type: submitOperations[path].type, timestampMs: String(Date.now()), organizationId: world.h.raw.organizationId, parameters: table.raw(world) };
    delete body[member];
    expectInvalidArgument(await world.h.raw.api.post(`/public/v1/submit/${path}`, body, world.h.raw.key), member);
  });

  it("a body whose type is another operation's is refused by the mock naming type", async () => {
    const body = { type: 'ACTIVITY_TYPE_NOT_THIS_ONE', timestampMs: String(Date.now()), organizationId: world.h.raw.organizationId, parameters: table.raw(world) };
    expectInvalidArgument(await world.h.raw.api.post(`/public/v1/submit/${path}`, body, world.h.raw.key), 'type');
  });
});

describe.each(Object.keys(queryOperations) as QueryPath[])('query %s', (path) => {
  const table = queries[path];
  const requiredRows = table.required.map((field) => [field]);

  if (requiredRows.length > 0) {
    it.each(requiredRows)('without %s: refused by the kit (or defaulted by it) and by the mock, naming it', async (field) => {
      if (!isTopLevel(field, table.kitDefaulted)) await expectKitRefusal(table.call, without(table.kit(), field), field);
      expectInvalidArgument(await world.h.raw.query(path, without(table.raw(world), field)), field);
    });
  }

  it('a body without organizationId is refused by the mock naming it', async () => {
    expectInvalidArgument(await world.h.raw.api.query(path, table.raw(world), world.h.raw.key), 'organizationId');
  });

  if (table.call.length > 1) {
    it('an unknown parameter is refused by the kit naming it', async () => {
      await expectKitRefusal(table.call, { ...table.kit(), colour: 'blue' }, 'colour');
    });
  }
});
