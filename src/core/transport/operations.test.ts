import { describe, expect, it } from 'vitest';
import { queryOperations, queryPaths, submitOperations } from './operations';

describe('the operations table (spec sections 4.2, 4.3)', () => {
  it.each(Object.entries(submitOperations))('%s: keyed by its path, with the V2 names the spec gives', (key, operation) => {
    expect(operation.path).toBe(key);
    const camel = key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    const v2 = operation.type.endsWith('_V2');
    expect(operation.type).toBe(`ACTIVITY_TYPE_${key.toUpperCase()}${v2 ? '_V2' : ''}`);
    expect(operation.intentMember).toBe(`${camel}Intent${v2 ? 'V2' : ''}`);
    expect(operation.resultMember.startsWith(`${camel}Result`)).toBe(true);
  });

  it('holds the passkey operations with their spec types and members', () => {
    expect(submitOperations.create_read_write_session).toEqual({
      path: 'create_read_write_session',
      type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2',
      intentMember: 'createReadWriteSessionIntentV2',
      resultMember: 'createReadWriteSessionResultV2',
      appProofs: true,
    });
    expect(submitOperations.create_authenticators).toMatchObject({ type: 'ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2', intentMember: 'createAuthenticatorsIntentV2' });
    expect(submitOperations.delete_authenticators).toMatchObject({ type: 'ACTIVITY_TYPE_DELETE_AUTHENTICATORS', resultMember: 'deleteAuthenticatorsResult' });
  });

  it('create_authenticators reads the result Turnkey answers (the spec does not show it): createAuthenticatorsResult', () => {
    expect(submitOperations.create_authenticators.resultMember).toBe('createAuthenticatorsResult');
  });

  it('lists generateAppProofs for every submit but create_session_profile and the MFA policies (create, update, delete)', () => {
    const without = new Set(['create_session_profile', 'create_mfa_policy', 'update_mfa_policy', 'delete_mfa_policy']);
    for (const operation of Object.values(submitOperations)) expect(operation.appProofs).toBe(!without.has(operation.path));
  });

  it('holds create_oauth_providers in its V2 form (spec section 4.2)', () => {
    expect(submitOperations.create_oauth_providers).toEqual({
      path: 'create_oauth_providers',
      type: 'ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS_V2',
      intentMember: 'createOauthProvidersIntentV2',
      resultMember: 'createOauthProvidersResultV2',
      appProofs: true,
    });
  });

  it('names the queries the passkey manager, linked providers and the activity poll use', () => {
    expect(queryPaths).toEqual(expect.arrayContaining(['get_authenticator', 'get_authenticators', 'get_activity', 'get_oauth_providers']));
  });
});

describe('every submit operation of spec section 4.2, with its exact names', () => {
  // path, activity type, intent member, result member: as section 4.2 gives them
  const spec = [
    ['oauth2_authenticate', 'ACTIVITY_TYPE_OAUTH2_AUTHENTICATE', 'oauth2AuthenticateIntent', 'oauth2AuthenticateResult'],
    ['update_webhook_endpoint', 'ACTIVITY_TYPE_UPDATE_WEBHOOK_ENDPOINT', 'updateWebhookEndpointIntent', 'updateWebhookEndpointResult'],
    ['delete_webhook_endpoint', 'ACTIVITY_TYPE_DELETE_WEBHOOK_ENDPOINT', 'deleteWebhookEndpointIntent', 'deleteWebhookEndpointResult'],
    ['create_session_profile', 'ACTIVITY_TYPE_CREATE_SESSION_PROFILE', 'createSessionProfileIntent', 'createSessionProfileResult'],
    ['update_user', 'ACTIVITY_TYPE_UPDATE_USER', 'updateUserIntent', 'updateUserResult'],
    // result "not shown" by the spec: Turnkey's name
    ['create_authenticators', 'ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2', 'createAuthenticatorsIntentV2', 'createAuthenticatorsResult'],
    ['create_oauth_providers', 'ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS_V2', 'createOauthProvidersIntentV2', 'createOauthProvidersResultV2'],
    ['create_read_write_session', 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', 'createReadWriteSessionIntentV2', 'createReadWriteSessionResultV2'],
    ['otp_auth', 'ACTIVITY_TYPE_OTP_AUTH', 'otpAuthIntent', 'otpAuthResult'],
    ['set_ip_allowlist', 'ACTIVITY_TYPE_SET_IP_ALLOWLIST', 'setIpAllowlistIntent', 'setIpAllowlistResult'],
    ['remove_ip_allowlist', 'ACTIVITY_TYPE_REMOVE_IP_ALLOWLIST', 'removeIpAllowlistIntent', 'removeIpAllowlistResult'],
    ['create_api_keys', 'ACTIVITY_TYPE_CREATE_API_KEYS_V2', 'createApiKeysIntentV2', 'createApiKeysResult'],
    ['update_policy', 'ACTIVITY_TYPE_UPDATE_POLICY_V2', 'updatePolicyIntentV2', 'updatePolicyResultV2'],
    ['delete_private_keys', 'ACTIVITY_TYPE_DELETE_PRIVATE_KEYS', 'deletePrivateKeysIntent', 'deletePrivateKeysResult'],
    ['delete_authenticators', 'ACTIVITY_TYPE_DELETE_AUTHENTICATORS', 'deleteAuthenticatorsIntent', 'deleteAuthenticatorsResult'],
    ['create_user_tag', 'ACTIVITY_TYPE_CREATE_USER_TAG', 'createUserTagIntent', 'createUserTagResult'],
    ['export_private_key', 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY', 'exportPrivateKeyIntent', 'exportPrivateKeyResult'],
    // result "not shown" by the spec: Turnkey's name
    ['update_mfa_policy', 'ACTIVITY_TYPE_UPDATE_MFA_POLICY', 'updateMfaPolicyIntent', 'updateMfaPolicyResult'],
    ['delete_mfa_policy', 'ACTIVITY_TYPE_DELETE_MFA_POLICY', 'deleteMfaPolicyIntent', 'deleteMfaPolicyResult'],
  ] as const;

  it.each(spec)('%s: %s, intent %s, result %s', (path, type, intentMember, resultMember) => {
    expect(submitOperations[path]).toMatchObject({ path, type, intentMember, resultMember });
    expect(submitOperations[path]).not.toHaveProperty('extension');
  });

  it('holds those 19 and the operations beyond the spec (Turnkey names), marked as extensions', () => {
    const beyond = Object.keys(submitOperations).filter((path) => !spec.some(([specPath]) => specPath === path));
    expect(beyond).toEqual(['create_webhook_endpoint', 'export_wallet', 'export_wallet_account', 'create_mfa_policy', 'approve_activity', 'reject_activity']);
    for (const path of beyond) expect(submitOperations[path as keyof typeof submitOperations]).toHaveProperty('extension', true);
    expect(submitOperations.create_webhook_endpoint).toEqual({
      path: 'create_webhook_endpoint',
      type: 'ACTIVITY_TYPE_CREATE_WEBHOOK_ENDPOINT',
      intentMember: 'createWebhookEndpointIntent',
      resultMember: 'createWebhookEndpointResult',
      appProofs: true,
      extension: true,
    });
  });

  it('reads an absent update_mfa_policy result as empty (the spec does not show it)', () => {
    expect(submitOperations.update_mfa_policy.resultOptional).toBe(true);
  });
});

describe('MFA (protocol.md section 14): Turnkey’s published operations', () => {
  it('creates a policy with create_mfa_policy, without app proofs (its request has no generateAppProofs)', () => {
    expect(submitOperations.create_mfa_policy).toEqual({
      path: 'create_mfa_policy',
      type: 'ACTIVITY_TYPE_CREATE_MFA_POLICY',
      intentMember: 'createMfaPolicyIntent',
      resultMember: 'createMfaPolicyResult',
      appProofs: false,
      extension: true,
    });
  });

  it.each([
    ['approve_activity', 'ACTIVITY_TYPE_APPROVE_ACTIVITY', 'approveActivityIntent'],
    ['reject_activity', 'ACTIVITY_TYPE_REJECT_ACTIVITY', 'rejectActivityIntent'],
  ] as const)('%s is %s with its intent %s; its result is not published, so an absent one reads as empty', (path, type, intentMember) => {
    expect(submitOperations[path]).toMatchObject({ path, type, intentMember, appProofs: true, extension: true, resultOptional: true });
  });

  it('reads one policy (get_mfa_policy → {mfaPolicy}) and an activity’s MFA status (get_mfa_status → {mfaStatuses})', () => {
    expect(queryOperations.get_mfa_policy).toEqual({ path: 'get_mfa_policy', responseMember: 'mfaPolicy', extension: true });
    expect(queryOperations.get_mfa_status).toEqual({ path: 'get_mfa_status', responseMember: 'mfaStatuses', extension: true });
  });
});

describe('the queries: section 4.3 and the reads beyond it (Turnkey names)', () => {
  it('holds the two queries of section 4.3, not marked as extensions', () => {
    expect(queryOperations.get_authenticator).toEqual({ path: 'get_authenticator', responseMember: 'authenticator' });
    expect(queryOperations.get_session_profiles).toEqual({ path: 'get_session_profiles', responseMember: 'sessionProfiles' });
  });

  it.each([
    ['get_authenticators', 'authenticators'],
    ['get_activity', 'activity'],
    ['get_oauth_providers', 'oauthProviders'],
    ['get_user', 'user'],
    ['get_api_keys', 'apiKeys'],
    ['list_policies', 'policies'],
    ['get_policy', 'policy'],
    ['list_private_keys', 'privateKeys'],
    ['get_mfa_policies', 'mfaPolicies'],
    ['list_webhook_endpoints', 'webhookEndpoints'],
  ] as const)('%s answers {%s}, marked as an extension', (path, responseMember) => {
    expect(queryOperations[path]).toEqual({ path, responseMember, extension: true });
  });

  it('get_ip_allowlist is read from the whole body ({allowlist}, absent when there is none)', () => {
    expect(queryOperations.get_ip_allowlist).toEqual({ path: 'get_ip_allowlist', extension: true });
  });

  it('keys every query by its path, and queryPaths lists them all', () => {
    for (const [key, operation] of Object.entries(queryOperations)) expect(operation.path).toBe(key);
    expect(queryPaths).toEqual(Object.keys(queryOperations));
  });
});
