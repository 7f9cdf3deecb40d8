import { describe, expect, it } from 'vitest';
import { isLoginKitError } from '../errors';
import { queryOperations, submitOperations, type QueryPath, type SubmitOperationPath } from '../transport/operations';
import { isRecord } from '../transport/validate';
import type { Schema } from './param-schema';
import { querySchemas, readQueryResponse, readSubmitResult, submitSchemas, validateQueryParameters, validateSubmitParameters } from './operation-schemas';
import { compressedKey, uncompressedKey, validQueryParameters, validSubmitParameters } from './test-utils/valid-parameters';

type Path = (string | number)[];

const label = (path: Path): string =>
  path.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out === '' ? part : `${out}.${part}`), '');

/** Every schema node that the sample fills, with its path (arrays: their first item). */
function* nodes(schema: Schema, value: unknown, path: Path = []): Generator<{ schema: Schema; path: Path }> {
  yield { schema, path };
  if (schema.kind === 'object' && isRecord(value)) {
    for (const [key, field] of Object.entries(schema.fields)) if (value[key] !== undefined) yield* nodes(field, value[key], [...path, key]);
  }
  if (schema.kind === 'array' && Array.isArray(value) && value.length > 0) yield* nodes(schema.items, value[0], [...path, 0]);
}

/** A copy of `value` with the member at `path` replaced (or removed, with `undefined`). */
function edit(value: Record<string, unknown>, path: Path, replacement: unknown): Record<string, unknown> {
  const copy = structuredClone(value);
  let parent: Record<string | number, unknown> = copy;
  for (const part of path.slice(0, -1)) parent = parent[part] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (replacement === undefined) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** The `details.field` of the invalid_input that `run` throws. */
function refusal(run: () => unknown): { field: unknown; message: string } {
  try {
    run();
  } catch (error) {
    if (isLoginKitError(error, 'invalid_input')) return { field: error.details.field, message: error.message };
    throw error;
  }
  throw new Error('accepted');
}

const submit = (path: SubmitOperationPath, change: (valid: Record<string, unknown>) => Record<string, unknown>) => () =>
  validateSubmitParameters(path, change(validSubmitParameters[path]));

const submitPaths = Object.keys(submitOperations) as SubmitOperationPath[];
const queryPaths = Object.keys(queryOperations) as QueryPath[];

const requiredCases = submitPaths.flatMap((path) =>
  [...nodes(submitSchemas[path].params, validSubmitParameters[path])]
    .filter(({ schema, path: at }) => at.length > 0 && typeof at[at.length - 1] === 'string' && schema.optional !== true)
    .map(({ path: at }) => [path, label(at), at] as const),
);

// An OAuth provider's oidcClaims is optional only beside an oidcToken (one of the two is required: tested below).
const optionalCases = submitPaths.flatMap((path) =>
  [...nodes(submitSchemas[path].params, validSubmitParameters[path])]
    .filter(({ schema }) => schema.optional === true)
    .map(({ path: at }) => [path, label(at), at] as const)
    .filter(([path, field]) => !(path === 'create_oauth_providers' && field === 'oauthProviders[0].oidcClaims')),
);

const enumCases = submitPaths.flatMap((path) =>
  [...nodes(submitSchemas[path].params, validSubmitParameters[path])]
    .filter(({ schema }) => schema.kind === 'enum')
    .map(({ schema, path: at }) => [path, label(at), at, (schema as { values: readonly string[] }).values] as const),
);

describe('one parameter schema per operation of the table', () => {
  it('has a schema for every submit operation and every query, and nothing else', () => {
    expect(Object.keys(submitSchemas).sort()).toEqual([...submitPaths].sort());
    expect(Object.keys(querySchemas).sort()).toEqual([...queryPaths].sort());
  });

  it.each(submitPaths)('%s accepts parameters using every field the spec lists', (path) => {
    expect(validateSubmitParameters(path, validSubmitParameters[path])).toEqual(validSubmitParameters[path]);
  });

  it.each(queryPaths)('the %s query accepts its body', (path) => {
    expect(validateQueryParameters(path, validQueryParameters[path])).toEqual(validQueryParameters[path]);
  });

  it('refuses an operation that is not in the table, naming operation', () => {
    expect(refusal(() => validateSubmitParameters('create_wallet' as SubmitOperationPath, {})).field).toBe('operation');
    expect(refusal(() => validateQueryParameters('list_users' as QueryPath, {})).field).toBe('query');
  });
});

describe('required fields', () => {
  it.each(requiredCases)('%s without %s is invalid_input naming it', (path, field, at) => {
    expect(refusal(submit(path, (valid) => edit(valid, at, undefined)))).toEqual({ field, message: `${field}: is required` });
  });

  it.each(optionalCases)('%s without the optional %s is fine', (path, _field, at) => {
    expect(() => submit(path, (valid) => edit(valid, at, undefined))()).not.toThrow();
  });

  it.each([
    ['get_authenticator', 'authenticatorId'],
    ['get_activity', 'activityId'],
    ['get_policy', 'policyId'],
    ['get_user', 'userId'],
    ['get_mfa_policies', 'userId'],
  ] as const)('the %s query without %s is invalid_input naming it', (path, field) => {
    expect(refusal(() => validateQueryParameters(path, {})).field).toBe(field);
  });
});

describe('enums from the spec', () => {
  it.each(enumCases)('%s with a %s outside the spec is invalid_input listing the values', (path, field, at, values) => {
    expect(refusal(submit(path, (valid) => edit(valid, at, 'NOT_A_VALUE')))).toEqual({ field, message: `${field}: must be one of ${values.join(', ')}` });
  });

  it('covers every enum the spec gives (and Turnkey’s: create_mfa_policy’s steps as update_mfa_policy’s, export_wallet’s language)', () => {
    expect(new Set(enumCases.map(([path, field]) => `${path} ${field}`))).toEqual(
      new Set([
        'create_api_keys apiKeys[0].curveType',
        'update_policy policyEffect',
        'update_mfa_policy requiredAuthenticationMethods[0].any[0].type',
        'create_mfa_policy requiredAuthenticationMethods[0].any[0].type',
        'set_ip_allowlist onEvaluationError',
        'create_webhook_endpoint subscriptions[0].eventType',
        'create_authenticators authenticators[0].attestation.transports[0]',
        'export_wallet language',
      ]),
    );
  });

  it.each(['ALLOW', 'DENY'])('set_ip_allowlist takes onEvaluationError %s (DENY when absent)', (value) => {
    expect(validateSubmitParameters('set_ip_allowlist', { onEvaluationError: value })).toEqual({ onEvaluationError: value });
  });

  it('enum values are case-sensitive', () => {
    expect(refusal(() => validateSubmitParameters('set_ip_allowlist', { onEvaluationError: 'deny' })).field).toBe('onEvaluationError');
  });
});

describe('update_user: userPhoneNumber is E.164, userEmail an address, userTagIds a replacement list', () => {
  it.each(['+14155550123', '+442071838750', '+8613800138000'])('accepts %s', (phone) => {
    expect(() => submit('update_user', (valid) => ({ ...valid, userPhoneNumber: phone }))()).not.toThrow();
  });

  it.each(['14155550123', '+0123456', '+1 415 555 0123', '+1-415-555-0123', '+1234567890123456', '+', '+1415555012a'])('refuses %s, naming userPhoneNumber', (phone) => {
    expect(refusal(submit('update_user', (valid) => ({ ...valid, userPhoneNumber: phone }))).field).toBe('userPhoneNumber');
  });

  it('refuses an email address without a domain', () => {
    expect(refusal(submit('update_user', (valid) => ({ ...valid, userEmail: 'ada@' }))).field).toBe('userEmail');
  });

  it('takes an empty userTagIds (the spec: send an empty array when unused)', () => {
    expect(validateSubmitParameters('update_user', { userId: 'user-1', userTagIds: [] })).toEqual({ userId: 'user-1', userTagIds: [] });
  });
});

describe('set_ip_allowlist: rules[].cidr are CIDR blocks, IPv4 or IPv6', () => {
  const rules = (...cidrs: string[]) => ({ rules: cidrs.map((cidr) => ({ cidr })) });

  it.each(['10.0.0.0/8', '203.0.113.7/32', '0.0.0.0/0', '2001:db8::/32', '::/0', 'fe80::1/128', '::ffff:192.0.2.0/120'])('accepts %s', (cidr) => {
    expect(validateSubmitParameters('set_ip_allowlist', rules('192.168.0.0/16', cidr))).toEqual(rules('192.168.0.0/16', cidr));
  });

  it.each(['10.0.0.0', '10.0.0.0/33', '300.0.0.0/8', '2001:db8::/129', '2001::db8::/64', 'localhost/8', '10.0.0.0/ 8'])('refuses %s, naming rules[1].cidr', (cidr) => {
    const { field, message } = refusal(() => validateSubmitParameters('set_ip_allowlist', rules('192.168.0.0/16', cidr)));
    expect(field).toBe('rules[1].cidr');
    expect(message).toContain('CIDR');
  });

  it('leaves enabled to the organization-level allowlist: refused with a key publicKey', () => {
    expect(refusal(() => validateSubmitParameters('set_ip_allowlist', { publicKey: compressedKey, enabled: true })).field).toBe('enabled');
    expect(validateSubmitParameters('set_ip_allowlist', { publicKey: compressedKey, rules: [] })).toEqual({ publicKey: compressedKey, rules: [] });
  });

  it('takes an empty label', () => {
    expect(() => validateSubmitParameters('set_ip_allowlist', { rules: [{ cidr: '10.0.0.0/8', label: '' }] })).not.toThrow();
  });
});

describe('webhook endpoints: filtersJson is a string of JSON, url an http(s) URL', () => {
  const withFilters = (filtersJson: unknown) => (valid: Record<string, unknown>) => ({ ...valid, subscriptions: [{ eventType: 'ACTIVITY_UPDATES', filtersJson }] });

  it.each(['{}', '{"type":["ACTIVITY_TYPE_UPDATE_USER"]}', '[1,2]', 'null'])('accepts filtersJson %s', (filtersJson) => {
    expect(() => submit('create_webhook_endpoint', withFilters(filtersJson))()).not.toThrow();
  });

  it.each(['{type: 1}', "{'a':1}", '{"a":', 'not json'])('refuses filtersJson %s, naming subscriptions[0].filtersJson', (filtersJson) => {
    expect(refusal(submit('create_webhook_endpoint', withFilters(filtersJson)))).toEqual({
      field: 'subscriptions[0].filtersJson',
      message: 'subscriptions[0].filtersJson: must be a string of JSON',
    });
  });

  it('refuses filtersJson given as an object instead of a string', () => {
    expect(refusal(submit('create_webhook_endpoint', withFilters({ type: [] }))).field).toBe('subscriptions[0].filtersJson');
  });

  it.each(['hooks.example/x', 'ftp://hooks.example/x', 'javascript:alert(1)', 'https://user:secret@hooks.example/x'])('refuses url %s', (url) => {
    expect(refusal(submit('update_webhook_endpoint', (valid) => ({ ...valid, url }))).field).toBe('url');
  });

  it('refuses isActive given as a string', () => {
    expect(refusal(submit('update_webhook_endpoint', (valid) => ({ ...valid, isActive: 'true' })))).toEqual({ field: 'isActive', message: 'isActive: must be a boolean' });
  });
});

describe('lists of ids are non-empty and distinct', () => {
  it.each([
    ['delete_private_keys', 'privateKeyIds'],
    ['delete_authenticators', 'authenticatorIds'],
    ['create_api_keys', 'apiKeys'],
    ['create_authenticators', 'authenticators'],
    ['create_oauth_providers', 'oauthProviders'],
    ['update_mfa_policy', 'requiredAuthenticationMethods'],
  ] as const)('%s with an empty %s is invalid_input', (path, field) => {
    expect(refusal(submit(path, (valid) => ({ ...valid, [field]: [] })))).toEqual({ field, message: `${field}: must not be empty` });
  });

  it('create_user_tag takes an empty userIds (a tag nobody holds yet), but no repeats', () => {
    expect(() => submit('create_user_tag', (valid) => ({ ...valid, userIds: [] }))()).not.toThrow();
    expect(refusal(submit('create_user_tag', (valid) => ({ ...valid, userIds: ['user-1', 'user-1'] }))).field).toBe('userIds[1]');
  });

  it('names the repeated id', () => {
    expect(refusal(submit('delete_private_keys', (valid) => ({ ...valid, privateKeyIds: ['key-1', 'key-2', 'key-1'] }))).field).toBe('privateKeyIds[2]');
  });

  it('names an empty id inside the list', () => {
    expect(refusal(submit('delete_authenticators', (valid) => ({ ...valid, authenticatorIds: ['auth-1', ' '] })))).toEqual({
      field: 'authenticatorIds[1]',
      message: 'authenticatorIds[1]: must not be empty',
    });
  });

  it('names an id list given as a string', () => {
    expect(refusal(submit('delete_private_keys', (valid) => ({ ...valid, privateKeyIds: 'key-1' }))).field).toBe('privateKeyIds');
  });
});

describe('formats of keys, seconds and codes', () => {
  it('targetPublicKey is an uncompressed P-256 key (130 hex)', () => {
    expect(refusal(submit('otp_auth', (valid) => ({ ...valid, targetPublicKey: compressedKey }))).field).toBe('targetPublicKey');
    expect(refusal(submit('export_private_key', (valid) => ({ ...valid, targetPublicKey: `05${uncompressedKey.slice(2)}` }))).field).toBe('targetPublicKey');
  });

  it.each([['900', true], ['1', true], ['0', false], ['15m', false], ['-900', false], ['09', false], [900, false]] as const)(
    'expirationSeconds %j is %s',
    (expirationSeconds, ok) => {
      const run = submit('create_session_profile', (valid) => ({ ...valid, expirationSeconds }));
      if (ok) expect(run).not.toThrow();
      else expect(refusal(run).field).toBe('expirationSeconds');
    },
  );

  it('an API key public key must fit its curve', () => {
    const key = (publicKey: string, curveType: string) => (valid: Record<string, unknown>) => ({ ...valid, apiKeys: [{ apiKeyName: 'k', publicKey, curveType }] });
    expect(refusal(submit('create_api_keys', key('ef'.repeat(32), 'API_KEY_CURVE_P256'))).field).toBe('apiKeys[0].publicKey');
    expect(refusal(submit('create_api_keys', key(compressedKey, 'API_KEY_CURVE_ED25519'))).field).toBe('apiKeys[0].publicKey');
    expect(refusal(submit('create_api_keys', key('zz'.repeat(33), 'API_KEY_CURVE_SECP256K1'))).field).toBe('apiKeys[0].publicKey');
    expect(() => submit('create_api_keys', key(compressedKey, 'API_KEY_CURVE_SECP256K1'))()).not.toThrow();
  });

  it('an OAuth provider needs an oidcToken or oidcClaims, and claims need iss, sub and aud', () => {
    const provider = (item: Record<string, unknown>) => (valid: Record<string, unknown>) => ({ ...valid, oauthProviders: [item] });
    expect(refusal(submit('create_oauth_providers', provider({ providerName: 'google' }))).field).toBe('oauthProviders[0].oidcClaims');
    expect(refusal(submit('create_oauth_providers', provider({ providerName: 'google', oidcToken: 't', oidcClaims: { iss: 'i', sub: 's', aud: 'a' } })))).toEqual({
      field: 'oauthProviders[0]',
      message: 'oauthProviders[0]: give oidcToken or oidcClaims, not both',
    });
    expect(refusal(submit('create_oauth_providers', provider({ providerName: 'x', oidcClaims: { iss: 'i', sub: 's' } }))).field).toBe('oauthProviders[0].oidcClaims.aud');
  });

  it('oauth2_authenticate: the nonce is a SHA-256 hex digest and the verifier a PKCE verifier', () => {
    expect(refusal(submit('oauth2_authenticate', (valid) => ({ ...valid, nonce: 'abc' }))).field).toBe('nonce');
    expect(refusal(submit('oauth2_authenticate', (valid) => ({ ...valid, nonce: 'AB'.repeat(32) }))).field).toBe('nonce');
    expect(refusal(submit('oauth2_authenticate', (valid) => ({ ...valid, codeVerifier: 'short' }))).field).toBe('codeVerifier');
  });

  it('otp_auth: the code is 6 to 9 letters or digits', () => {
    expect(refusal(submit('otp_auth', (valid) => ({ ...valid, otpCode: '12345' }))).field).toBe('otpCode');
    expect(() => submit('otp_auth', (valid) => ({ ...valid, otpCode: 'A1B2C3D4E' }))()).not.toThrow();
  });

  it('update_mfa_policy: order is a whole number from 0', () => {
    expect(refusal(submit('update_mfa_policy', (valid) => ({ ...valid, order: -1 }))).field).toBe('order');
    expect(refusal(submit('update_mfa_policy', (valid) => ({ ...valid, order: 1.5 }))).field).toBe('order');
    expect(refusal(submit('update_mfa_policy', (valid) => ({ ...valid, order: '1' }))).field).toBe('order');
  });
});

describe('the shape of the parameters', () => {
  it('refuses a field the operation does not have, naming it (also nested)', () => {
    expect(refusal(submit('update_user', (valid) => ({ ...valid, nickname: 'ada' }))).field).toBe('nickname');
    expect(refusal(() => validateSubmitParameters('set_ip_allowlist', { rules: [{ cidr: '10.0.0.0/8', comment: 'x' }] })).field).toBe('rules[0].comment');
  });

  it('refuses parameters that are not an object', () => {
    expect(refusal(() => validateSubmitParameters('update_user', ['user-1'])).field).toBe('parameters');
    expect(refusal(() => validateSubmitParameters('update_user', null)).field).toBe('parameters');
  });

  it('returns a clean copy: absent fields left out, nothing shared with the input', () => {
    const input = { userId: 'user-1', userName: undefined, userTagIds: ['tag-1'] };
    const clean = validateSubmitParameters('update_user', input);
    expect(clean).toEqual({ userId: 'user-1', userTagIds: ['tag-1'] });
    expect(Object.keys(clean)).toEqual(['userId', 'userTagIds']);
    expect(clean.userTagIds).not.toBe(input.userTagIds);
  });
});

describe('reading answers (response_invalid naming the member)', () => {
  it('reads a result member and keeps what the spec does not name', () => {
    expect(readSubmitResult('update_user', { userId: 'user-1', extra: 1 })).toEqual({ userId: 'user-1', extra: 1 });
  });

  it('names a missing or mistyped result field', () => {
    expect(() => readSubmitResult('update_user', {})).toThrow(expect.objectContaining({ code: 'response_invalid', details: expect.objectContaining({ field: 'updateUserResult.userId' }) }));
    expect(() => readSubmitResult('create_api_keys', { apiKeyIds: 'k' })).toThrow(expect.objectContaining({ details: expect.objectContaining({ field: 'createApiKeysResult.apiKeyIds' }) }));
    expect(() => readSubmitResult('update_webhook_endpoint', { endpointId: 'e', webhookEndpoint: { endpointId: 'e', organizationId: 'o', url: 'u', name: 'n', isActive: 'yes' } })).toThrow(
      expect.objectContaining({ details: expect.objectContaining({ field: 'updateWebhookEndpointResult.webhookEndpoint.isActive' }) }),
    );
  });

  it('reads a query answer from its member', () => {
    const profile = { sessionProfileId: 'sp-1', sessionProfileName: 'Read only', scope: 'read', createdAt: { seconds: '1', nanos: '0' }, updatedAt: { seconds: '1', nanos: '0' } };
    expect(readQueryResponse('get_session_profiles', { sessionProfiles: [profile] })).toEqual([profile]);
    expect(() => readQueryResponse('get_session_profiles', { sessionProfiles: [{ ...profile, scope: 7 }] })).toThrow(
      expect.objectContaining({ code: 'response_invalid', details: expect.objectContaining({ field: 'sessionProfiles[0].scope' }) }),
    );
    expect(() => readQueryResponse('list_webhook_endpoints', {})).toThrow(expect.objectContaining({ details: expect.objectContaining({ field: 'webhookEndpoints' }) }));
  });
});
