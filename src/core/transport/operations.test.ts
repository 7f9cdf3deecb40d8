import { describe, expect, it } from 'vitest';
import { queryPaths, submitOperations } from './operations';

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

  it('lists generateAppProofs for every submit but create_session_profile, update_mfa_policy and delete_mfa_policy', () => {
    const without = new Set(['create_session_profile', 'update_mfa_policy', 'delete_mfa_policy']);
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
    expect([...queryPaths]).toEqual(['get_authenticator', 'get_authenticators', 'get_activity', 'get_oauth_providers']);
  });
});
