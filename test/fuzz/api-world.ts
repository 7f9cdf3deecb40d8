/**
 * The fuzz suite's main-API world: a fresh mock relay (fixed clock, seeded policies, private
 * keys, an OAuth2 credential) with one account stamping raw requests, and a valid body for
 * every submit operation and query of the mock, to mutate.
 */
import { randomPrivateKey, publicKeyFromPrivateKey } from '../../src/core/crypto/p256-private-key';
import { toHex } from '../../src/core/encoding/hex';
import type { ApiAccount } from '../../src/mock-relay/test-utils/api-account';
import { ApiAccountTest } from '../../src/mock-relay/test-utils/api-account';
import { activityTypes, type Operation } from '../../src/mock-relay/test-utils/api-test-client';
import { call } from '../../src/mock-relay/test-utils/relay-test-client';
import { SoftwareAuthenticator } from '../../src/mock-relay/test-utils/software-authenticator';
import { stampApiRequest } from '../../src/core/crypto/api-stamp';
import { fuzzOrigin, postRaw, type RawAnswer } from './spec-response';

export interface ApiWorld {
  test: ApiAccountTest;
  ada: ApiAccount;
  /** POSTs `rawBody` to `path`, stamped over exactly those bytes by Ada's key. */
  post(path: string, rawBody: string): Promise<RawAnswer>;
  /** A complete valid submit body for `operation`. */
  submitBody(operation: Operation): Record<string, unknown>;
  /** A valid query body for `query`. */
  queryBody(query: string): Record<string, unknown>;
}

const targetKey = (): string => toHex(publicKeyFromPrivateKey(randomPrivateKey(), false));

export async function createApiWorld(): Promise<ApiWorld> {
  const test = new ApiAccountTest(
    {
      allowedOrigins: [fuzzOrigin],
      enabledProviders: ['email', 'sms', 'passkey', 'x'],
      policies: [{ policyName: 'Allow', effect: 'EFFECT_ALLOW', condition: "activity.type != 'ACTIVITY_TYPE_EXPORT_WALLET'" }],
      privateKeys: [{ privateKeyName: 'k', curve: 'CURVE_SECP256K1', addressFormats: ['ADDRESS_FORMAT_ETHEREUM'] }],
      oauth2Credentials: [{ oauth2CredentialId: 'cred-x', provider: 'OAUTH2_PROVIDER_X', clientId: 'mock-x-client' }],
    },
    { defaultOrigin: fuzzOrigin, clientAddress: '198.51.100.7', webhookFetch: async () => new Response('', { status: 200 }) },
  );
  const ada = await test.signUp('ada@example.com', { wallet: { walletName: 'w', accounts: [{ curve: 'CURVE_SECP256K1', pathFormat: 'PATH_FORMAT_BIP32', path: "m/44'/60'/0'/0/0", addressFormat: 'ADDRESS_FORMAT_ETHEREUM' }] } }).catch(() =>
    test.signUp('ada@example.com'),
  );
  const read = async <T>(query: string, body: Record<string, unknown> = {}): Promise<T> => (await test.query(ada, query, body)).body as T;
  const policyId = (await read<{ policies: { policyId: string }[] }>('list_policies')).policies[0]?.policyId ?? 'policy-1';
  const privateKeyId = (await read<{ privateKeys: { privateKeyId: string }[] }>('list_private_keys')).privateKeys[0]?.privateKeyId ?? 'key-1';
  const walletId = (await read<{ wallets?: { walletId: string }[] }>('list_wallets')).wallets?.[0]?.walletId ?? 'wallet-1';
  const endpoint = await test.completed(ada, 'create_webhook_endpoint', { url: 'https://hooks.example.com/a', name: 'a' });
  const endpointId = (endpoint.result.createWebhookEndpointResult as { endpointId: string }).endpointId;
  const tag = await test.completed(ada, 'create_user_tag', { userTagName: 'tag', userIds: [] });
  const userTagId = (tag.result.createUserTagResult as { userTagId: string }).userTagId;
  const sent = await call(test.relay, '/v1/otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' }, { origin: fuzzOrigin });
  const otpId = sent.body.otpId as string;
  const activityId = endpoint.id;
  const { userId } = ada;

  const parameters: Record<Operation, Record<string, unknown>> = {
    create_read_write_session: { targetPublicKey: targetKey(), userId, apiKeyName: 'n', expirationSeconds: '600', invalidateExisting: false },
    create_authenticators: { userId, authenticators: [new SoftwareAuthenticator({ origin: fuzzOrigin }).register()] },
    delete_authenticators: { userId, authenticatorIds: ['authenticator-1'] },
    oauth2_authenticate: {
      oauth2CredentialId: 'cred-x',
      authCode: 'code-1',
      redirectUri: 'http://localhost:5173/oauth/callback',
      codeVerifier: 'v'.repeat(43),
      nonce: 'a'.repeat(64),
      bearerTokenTargetPublicKey: targetKey(),
    },
    create_oauth_providers: { userId, oauthProviders: [{ providerName: 'Example', oidcClaims: { iss: 'https://accounts.example.com', sub: 'ada-1', aud: 'client-1' } }] },
    update_user: { userId, userName: 'Ada', userEmail: 'ada@example.com', userTagIds: [userTagId], userPhoneNumber: '+14155550100' },
    create_user_tag: { userTagName: 'other', userIds: [userId] },
    create_api_keys: { userId, apiKeys: [{ apiKeyName: 'k', publicKey: toHex(publicKeyFromPrivateKey(randomPrivateKey())), curveType: 'API_KEY_CURVE_P256', expirationSeconds: '60' }] },
    update_policy: { policyId, policyName: 'p', policyEffect: 'EFFECT_ALLOW', policyCondition: 'true', policyConsensus: 'c', policyNotes: 'n' },
    delete_private_keys: { privateKeyIds: [privateKeyId], deleteWithoutExport: false },
    export_private_key: { privateKeyId, targetPublicKey: targetKey() },
    update_mfa_policy: {
      userId,
      mfaPolicyId: 'mfa-1',
      mfaPolicyName: 'm',
      condition: 'true',
      requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }, { type: 'AUTHENTICATION_TYPE_PASSKEY', id: 'a' }] }],
      order: 0,
      notes: 'n',
    },
    delete_mfa_policy: { userId, mfaPolicyId: 'mfa-1' },
    create_session_profile: { sessionProfileName: 'p', scope: 'true', expirationSeconds: '600', notes: 'n' },
    set_ip_allowlist: { enabled: true, rules: [{ cidr: '198.51.100.0/24', label: 'office' }, { cidr: '2001:db8::/32' }], onEvaluationError: 'DENY' },
    remove_ip_allowlist: { publicKey: toHex(ada.key.publicKey) },
    update_webhook_endpoint: { endpointId, url: 'https://hooks.example.com/b', name: 'b', isActive: true },
    delete_webhook_endpoint: { endpointId },
    otp_auth: { otpId, otpCode: '123456', targetPublicKey: targetKey(), apiKeyName: 'n', expirationSeconds: '600', invalidateExisting: false },
    create_webhook_endpoint: { url: 'https://hooks.example.com/c', name: 'c', subscriptions: [{ eventType: 'ACTIVITY_UPDATES', filtersJson: '{}', isActive: true }], isActive: true },
  };

  const queryExtras: Record<string, Record<string, unknown>> = {
    whoami: {},
    get_authenticator: { authenticatorId: 'authenticator-1' },
    get_authenticators: { userId },
    get_activity: { activityId },
    get_oauth_providers: { userId },
    get_user: { userId },
    list_user_tags: {},
    get_api_keys: { userId },
    list_policies: {},
    get_policy: { policyId },
    list_private_keys: {},
    get_private_key: { privateKeyId },
    get_session_profiles: {},
    get_mfa_policies: { userId },
    get_ip_allowlist: { publicKey: toHex(ada.key.publicKey) },
    list_webhook_endpoints: {},
    list_wallets: {},
    get_wallet: { walletId },
    list_wallet_accounts: { walletId },
  };

  return {
    test,
    ada,
    async post(path, rawBody) {
      const stamp = await stampApiRequest(rawBody, ada.key);
      return postRaw(test.relay, path, rawBody, { [stamp.headerName]: stamp.headerValue });
    },
    submitBody: (operation) => ({
      type: activityTypes[operation],
      timestampMs: String(test.now),
      organizationId: ada.organizationId,
      parameters: parameters[operation],
      generateAppProofs: false,
    }),
    queryBody: (query) => ({ organizationId: ada.organizationId, timestampMs: String(test.now), ...queryExtras[query] }),
  };
}

export const fuzzedQueries = [
  'whoami',
  'get_authenticator',
  'get_authenticators',
  'get_activity',
  'get_oauth_providers',
  'get_user',
  'list_user_tags',
  'get_api_keys',
  'list_policies',
  'get_policy',
  'list_private_keys',
  'get_private_key',
  'get_session_profiles',
  'get_mfa_policies',
  'get_ip_allowlist',
  'list_webhook_endpoints',
  'list_wallets',
  'get_wallet',
  'list_wallet_accounts',
] as const;
