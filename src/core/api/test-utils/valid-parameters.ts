/**
 * One valid set of parameters per operation of the table, using every field the spec lists
 * (test-only): the validator tests take fields away from these and spoil them one at a time.
 */
import type { QueryPath, SubmitOperationPath } from '../../transport/operations';

export const uncompressedKey = `04${'ab'.repeat(64)}`;
export const compressedKey = `02${'cd'.repeat(32)}`;

export const validSubmitParameters: Record<SubmitOperationPath, Record<string, unknown>> = {
  update_user: { userId: 'user-1', userName: 'Ada', userEmail: 'ada@example.com', userTagIds: [], userPhoneNumber: '+14155550123' },
  create_user_tag: { userTagName: 'admins', userIds: ['user-1', 'user-2'] },
  create_api_keys: {
    userId: 'user-1',
    apiKeys: [
      { apiKeyName: 'CI', publicKey: compressedKey, curveType: 'API_KEY_CURVE_P256', expirationSeconds: '86400' },
      { apiKeyName: 'Signer', publicKey: 'ef'.repeat(32), curveType: 'API_KEY_CURVE_ED25519' },
    ],
  },
  update_policy: {
    policyId: 'policy-1',
    policyName: 'Two approvers',
    policyEffect: 'EFFECT_ALLOW',
    policyCondition: "activity.type == 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY'",
    policyConsensus: 'approvers.count() >= 2',
    policyNotes: '',
  },
  delete_private_keys: { privateKeyIds: ['key-1', 'key-2'], deleteWithoutExport: true },
  export_private_key: { privateKeyId: 'key-1', targetPublicKey: uncompressedKey },
  export_wallet: { walletId: 'wallet-1', targetPublicKey: uncompressedKey, language: 'MNEMONIC_LANGUAGE_ENGLISH' },
  export_wallet_account: { address: '0x0000000000000000000000000000000000000001', targetPublicKey: uncompressedKey },
  update_mfa_policy: {
    userId: 'user-1',
    mfaPolicyId: 'mfa-1',
    mfaPolicyName: 'Passkey, then a code',
    condition: "activity.type == 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY'",
    requiredAuthenticationMethods: [
      { any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY', id: 'auth-1' }] },
      { any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }, { type: 'AUTHENTICATION_TYPE_SMS_OTP' }] },
    ],
    order: 0,
    notes: '',
  },
  delete_mfa_policy: { userId: 'user-1', mfaPolicyId: 'mfa-1' },
  create_mfa_policy: {
    userId: 'user-1',
    mfaPolicyName: 'Export needs a passkey',
    condition: "activity.action == 'EXPORT'",
    requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }] }, { any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }] }],
    order: 1,
    notes: 'asked for by security',
  },
  create_session_profile: { sessionProfileName: 'Read only', scope: 'read', expirationSeconds: '3600', notes: 'for dashboards' },
  set_ip_allowlist: {
    enabled: true,
    rules: [{ cidr: '203.0.113.0/24', label: 'Office' }, { cidr: '2001:db8::/32' }],
    onEvaluationError: 'DENY',
  },
  remove_ip_allowlist: { publicKey: compressedKey },
  create_webhook_endpoint: {
    url: 'https://hooks.example/loginkit',
    name: 'Activity feed',
    subscriptions: [{ eventType: 'ACTIVITY_UPDATES', filtersJson: '{"type":["ACTIVITY_TYPE_UPDATE_USER"]}' }],
  },
  update_webhook_endpoint: { endpointId: 'endpoint-1', url: 'https://hooks.example/v2', name: 'Feed', isActive: false },
  delete_webhook_endpoint: { endpointId: 'endpoint-1' },
  approve_activity: { fingerprint: `sha256:${'ab'.repeat(32)}` },
  reject_activity: { fingerprint: `sha256:${'cd'.repeat(32)}` },
  otp_auth: { otpId: 'otp-1', otpCode: '123456', targetPublicKey: uncompressedKey, apiKeyName: 'OTP login', expirationSeconds: '900', invalidateExisting: false },
  oauth2_authenticate: {
    oauth2CredentialId: 'oauth2-credential-1',
    authCode: 'auth-code',
    redirectUri: 'https://app.example/callback',
    codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
    nonce: 'b68bfab4719f7d4b6a64e78a1a00105af860d701ffeebf9b7fdf599d38358a9b',
    bearerTokenTargetPublicKey: compressedKey,
  },
  create_read_write_session: { targetPublicKey: uncompressedKey, userId: 'user-1', apiKeyName: 'Read Write', expirationSeconds: '900', invalidateExisting: true },
  create_authenticators: {
    userId: 'user-1',
    authenticators: [
      {
        authenticatorName: 'Laptop',
        challenge: 'q2-3mXMs7rT2T1KvV2iSuVoZ2Lr4Wm7gPpKQZb2fJ8s',
        attestation: { credentialId: 'Y3JlZGVudGlhbA', clientDataJson: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ', transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL', 'AUTHENTICATOR_TRANSPORT_HYBRID'] },
      },
    ],
  },
  delete_authenticators: { userId: 'user-1', authenticatorIds: ['auth-1'] },
  create_oauth_providers: {
    userId: 'user-1',
    // One login by claims, one by token (a login gives one of them, not both).
    oauthProviders: [
      { providerName: 'x', oidcClaims: { iss: 'https://x.example', sub: '42', aud: 'client-1' } },
      { providerName: 'google', oidcToken: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' },
    ],
  },
};

export const validQueryParameters: Record<QueryPath, Record<string, unknown>> = {
  get_authenticator: { authenticatorId: 'auth-1' },
  get_session_profiles: {},
  get_authenticators: { userId: 'user-1' },
  get_activity: { activityId: 'activity-1' },
  get_oauth_providers: { userId: 'user-1' },
  get_user: { userId: 'user-1' },
  get_api_keys: { userId: 'user-1' },
  list_policies: {},
  get_policy: { policyId: 'policy-1' },
  list_private_keys: {},
  list_wallets: {},
  list_wallet_accounts: { walletId: 'wallet-1' },
  get_mfa_policies: { userId: 'user-1' },
  get_mfa_policy: { userId: 'user-1', mfaPolicyId: 'mfa-1' },
  get_mfa_status: { activityId: 'activity-1', userId: 'user-1' },
  get_ip_allowlist: { publicKey: compressedKey },
  list_webhook_endpoints: {},
};
