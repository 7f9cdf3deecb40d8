/**
 * The mock relay answers as Turnkey publishes: every answer it gives on an endpoint the kit calls
 * (relay and main API), recorded at its fetch handler while the real kit and raw clients run every
 * operation, has the published shape (test/fixtures/turnkey-openapi: required members present,
 * types and enum values as published). Members beyond the published ones are the mock's
 * extensions, and only the documented ones (docs/mock-relay-and-testing.md, "Beyond the published
 * answers").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { authProxy, checkPublished, publicApi } from '../fixtures/turnkey-openapi/published-shapes';
import { randomPrivateKey, signingKeyFromPrivateKey } from '../../src/core/crypto/p256-private-key';
import { oauthNonce } from '../../src/core/crypto/oauth-nonce';
import { toHex } from '../../src/core/encoding/hex';
import type { MfaChallenge, PasskeyAttestation } from '../../src/core/internal';
import { ApiTestClient } from '../../src/mock-relay/test-utils/api-test-client';
import { authorizeCode, oidcTokenFor, socialLogin, testRedirectUri } from '../../src/mock-relay/test-utils/oauth-test-client';
import { RelayTestClient } from '../../src/mock-relay/test-utils/relay-test-client';
import { SoftwareAuthenticator } from '../../src/mock-relay/test-utils/software-authenticator';
import { appOrigin, completed, createContractHarness, lastCode, type ContractHarness } from './contract-harness';

/**
 * The mock's documented extensions, as `<published definition>.<member>`: configuration the real
 * relay keeps elsewhere (all optional; the kit takes each from its own options too), and the
 * owner of an MFA policy.
 */
const documentedExtensions = [
  'v1GetWalletKitConfigResponse.appName',
  'v1GetWalletKitConfigResponse.logoUrl',
  'v1GetWalletKitConfigResponse.showPasskey',
  'v1GetWalletKitConfigResponse.showWallet',
  'v1GetWalletKitConfigResponse.socialLinkingClientIds',
  'v1MfaPolicy.userId',
];

/**
 * get_ip_allowlist with no allowlist: `{}` (the member left out, as a gateway leaves out an unset
 * message: protocol.md section 10), where the published schema marks `allowlist` required.
 */
const isNoAllowlist = (path: string, body: unknown): boolean => path === '/public/v1/query/get_ip_allowlist' && JSON.stringify(body) === '{}';

interface Answer {
  path: string;
  definition: string;
  body: unknown;
}

/** The published definition of a path's 200 answer (undefined: an endpoint the kit does not call). */
function definitionOf(path: string): string | undefined {
  const [, relayEndpoint] = /^\/v1\/([a-z0-9_]+)$/.exec(path) ?? [];
  if (relayEndpoint !== undefined) return authProxy.answers[relayEndpoint];
  const [, kind, name] = /^\/public\/v1\/(query|submit)\/([a-z0-9_]+)$/.exec(path) ?? [];
  if (name === undefined) return undefined;
  return kind === 'query' ? publicApi.queries[name] : publicApi.submits[name];
}

const documentOf = (path: string) => (path.startsWith('/v1/') ? authProxy : publicApi);

const expectedPaths = [
  ...Object.keys(authProxy.answers).map((endpoint) => `/v1/${endpoint}`),
  ...Object.keys(publicApi.queries).map((query) => `/public/v1/query/${query}`),
  ...Object.keys(publicApi.submits).map((operation) => `/public/v1/submit/${operation}`),
];

let h: ContractHarness;
const answers: Answer[] = [];

/** Runs every operation the kit has against the mock, recording each 200 answer on a published path. */
async function runEverything(): Promise<void> {
  const signupWallet = { walletName: 'Main', accounts: [{ curve: 'CURVE_SECP256K1', pathFormat: 'PATH_FORMAT_BIP32', path: "m/44'/60'/0'/0/0", addressFormat: 'ADDRESS_FORMAT_ETHEREUM' }] } as const;
  h = await createContractHarness(
    { appName: 'Contract app', logoUrl: 'https://app.example.com/logo.png', showPasskey: false, showWallet: false, socialLinkingClientIds: ['mock-google-client'] },
    { signupWallet: { ...signupWallet, accounts: [...signupWallet.accounts] } },
  );
  const relay = h.relay;
  const answer = relay.fetch.bind(relay);
  relay.fetch = async (request, connection) => {
    const path = new URL(request.url).pathname;
    const response = await answer(request, connection);
    const definition = definitionOf(path);
    if (definition !== undefined && response.status === 200) answers.push({ path, definition, body: await response.clone().json() });
    return response;
  };
  const { account, kit } = h;

  // The relay: a code login and signup of a new person, a social login (X: oauth2_authenticate, then oauth_login).
  await kit.loadConfig({ reload: true });
  for (const endpoint of ['wallet_kit_config', 'wallet_kit_client_params']) {
    await relay.fetch(new Request(`http://relay.test/v1/${endpoint}`, { method: 'POST', headers: { 'X-Auth-Proxy-Config-Id': relay.config.configId, 'Content-Type': 'application/json' }, body: '{}' }));
  }
  const grace = await RelayTestClient.create(relay, { origin: appOrigin });
  await grace.loginWithCode('OTP_TYPE_EMAIL', 'grace@example.com');
  const alan = await RelayTestClient.create(relay, { origin: appOrigin });
  await socialLogin(alan, 'x', await oidcTokenFor(relay, alan, 'x', 'alan'));

  // The main API through kit.account: every query and submit of the table.
  const session = h.session;
  const tag = completed(await account.createUserTag({ userTagName: 'admins', userIds: [session.userId] }));
  completed(await account.updateUser({ userName: 'Ada', userTagIds: [tag.userTagId] }));
  const apiKey = signingKeyFromPrivateKey(randomPrivateKey());
  completed(await account.createApiKeys({ apiKeys: [{ apiKeyName: 'approver', publicKey: toHex(apiKey.publicKey), curveType: 'API_KEY_CURVE_P256' }] }));
  const policies = await account.getPolicies();
  await account.getPolicy({ policyId: policies[0]!.policyId });
  completed(await account.updatePolicy({ policyId: policies[0]!.policyId, policyNotes: 'reviewed' }));
  const privateKeys = await account.getPrivateKeys();
  completed(await account.exportPrivateKey({ privateKeyId: privateKeys[0]!.privateKeyId }));
  const [wallet] = await account.getWallets();
  const [walletAccount] = await account.getWalletAccounts({ walletId: wallet!.walletId });
  completed(await account.exportWallet({ walletId: wallet!.walletId }));
  completed(await account.exportWalletAccount({ address: walletAccount!.address }));
  completed(await account.deletePrivateKeys({ privateKeyIds: [privateKeys[1]!.privateKeyId], deleteWithoutExport: true }));
  completed(await account.createSessionProfile({ sessionProfileName: 'Read only', scope: 'true', expirationSeconds: '600', notes: 'dashboards' }));
  await account.getSessionProfiles();
  completed(await account.setIpAllowlist({ enabled: false, rules: [{ cidr: '203.0.113.0/24', label: 'office' }] }));
  await account.getIpAllowlist();
  completed(await account.setIpAllowlist({ publicKey: toHex(apiKey.publicKey), rules: [{ cidr: '198.51.100.0/24' }] }));
  await account.getIpAllowlist({ publicKey: toHex(apiKey.publicKey) });
  completed(await account.removeIpAllowlist({ publicKey: toHex(apiKey.publicKey) }));
  await account.getIpAllowlist({ publicKey: toHex(apiKey.publicKey) });
  const endpoint = completed(await account.createWebhookEndpoint({ url: 'https://hooks.example.com/a', name: 'a', subscriptions: [{ eventType: 'ACTIVITY_UPDATES' }] }));
  completed(await account.updateWebhookEndpoint({ endpointId: endpoint.endpointId, isActive: false }));
  await account.getWebhookEndpoints();
  completed(await account.deleteWebhookEndpoint({ endpointId: endpoint.endpointId }));
  const { otpId } = await account.sendContactCode({ channel: 'email', contact: 'ada@example.com' });
  completed(await account.otpAuth({ otpId, otpCode: lastCode(relay, 'ada@example.com').code, expirationSeconds: '600' }));
  completed(await account.createReadWriteSession({ expirationSeconds: '600' }));
  const { code, verifier } = await authorizeCode(relay, 'x');
  completed(await account.oauth2Authenticate({ oauth2CredentialId: 'cred-x', authCode: code, redirectUri: testRedirectUri, codeVerifier: verifier, nonce: await oauthNonce(session.publicKey) }));
  const laptop = new SoftwareAuthenticator({ origin: appOrigin, rpId: 'app.example.com' });
  const registered = laptop.register() as PasskeyAttestation;
  const passkeys = completed(await account.createAuthenticators({ authenticators: [registered] }));
  await account.getAuthenticators();
  const authenticatorId = passkeys.authenticatorIds?.[0] ?? (await account.getAuthenticators())[0]!.authenticatorId;
  await account.getAuthenticator({ authenticatorId });
  completed(await account.deleteAuthenticators({ authenticatorIds: [authenticatorId] }));
  const google = await oidcTokenFor(relay, await RelayTestClient.create(relay, { origin: appOrigin }), 'google', 'ada');
  completed(await account.createOauthProviders({ oauthProviders: [{ providerName: 'google', oidcToken: google }] }));
  await account.getOauthProviders();
  await account.getApiKeys();

  // MFA: a policy that holds profile changes until the approver key approves; one approved, one rejected.
  const mfa = completed(
    await account.createMfaPolicy({
      mfaPolicyName: 'Profile',
      condition: "activity.type == 'ACTIVITY_TYPE_UPDATE_USER'",
      requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_API_KEY' }] }],
      order: 0,
    }),
  );
  completed(await account.updateMfaPolicy({ mfaPolicyId: mfa.mfaPolicyId, notes: 'held until the approver key approves' }));
  await account.getMfaPolicies();
  await account.getMfaPolicy({ mfaPolicyId: mfa.mfaPolicyId });
  await account.getUser();
  const approved = (await account.updateUser({ userName: 'Ada L.' })) as MfaChallenge;
  expect(approved.status).toBe('mfaRequired');
  await account.getMfaStatus({ activityId: approved.activity.id });
  const raw = new ApiTestClient(relay, { origin: appOrigin, now: Date.now });
  expect((await raw.query('whoami', { organizationId: session.organizationId }, apiKey)).status).toBe(200);
  expect((await raw.submit('approve_activity', session.organizationId, { fingerprint: approved.fingerprint }, apiKey)).status).toBe(200);
  await account.getActivity({ activityId: approved.activity.id });
  const refused = (await account.updateUser({ userName: 'Ada Lovelace' })) as MfaChallenge;
  expect(refused.status).toBe('mfaRequired');
  await account.rejectActivity({ fingerprint: refused.fingerprint });
  completed(await account.deleteMfaPolicy({ mfaPolicyId: mfa.mfaPolicyId }));
}

describe('the mock relay answers as Turnkey publishes', () => {
  beforeAll(runEverything, 120_000);

  it('was heard on every endpoint the kit calls', () => {
    const heard = new Set(answers.map((answer) => answer.path));
    expect(expectedPaths.filter((path) => !heard.has(path))).toEqual([]);
  });

  it('sends each documented extension (the list is exact)', () => {
    const sent = new Set(answers.flatMap(({ path, definition, body }) => checkPublished(documentOf(path), definition, body).extras));
    expect([...sent].sort()).toEqual([...documentedExtensions].sort());
  });

  it.each(expectedPaths)('%s answers the published shape', (path) => {
    const heard = answers.filter((answer) => answer.path === path);
    expect(heard.length).toBeGreaterThan(0);
    if (path.endsWith('/get_ip_allowlist')) expect(heard.some((answer) => !isNoAllowlist(path, answer.body))).toBe(true);
    for (const { definition, body } of heard.filter((answer) => !isNoAllowlist(path, answer.body))) {
      const report = checkPublished(documentOf(path), definition, body);
      expect(report.problems, JSON.stringify(body)).toEqual([]);
      expect(report.extras.filter((extra) => !documentedExtensions.includes(extra)), JSON.stringify(body)).toEqual([]);
    }
  });
});
