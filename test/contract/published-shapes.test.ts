/**
 * The checker and sampler over Turnkey's published answer shapes (test/fixtures/turnkey-openapi)
 * that published-answers.test.ts and src/core/api/published-responses.test.ts rely on: a checker
 * that passed everything would prove nothing.
 */
import { describe, expect, it } from 'vitest';
import { authProxy, checkPublished, publicApi, samplePublished } from '../fixtures/turnkey-openapi/published-shapes';

const timestamp = { seconds: '1767225600', nanos: '0' };
const user = {
  userId: 'user-1',
  userName: 'Ada',
  userTags: [],
  authenticators: [],
  apiKeys: [],
  oauthProviders: [],
  createdAt: timestamp,
  updatedAt: timestamp,
  mfaPolicies: [],
};

describe('checkPublished', () => {
  it('passes a user as published, and names each member the published user requires when it is missing', () => {
    expect(checkPublished(publicApi, 'v1GetUserResponse', { user })).toEqual({ problems: [], extras: [] });
    const { mfaPolicies: _left, ...older } = user;
    expect(checkPublished(publicApi, 'v1GetUserResponse', { user: older }).problems).toEqual(['body.user.mfaPolicies: is required (v1User)']);
    expect(checkPublished(publicApi, 'v1GetUserResponse', { user: { ...user, mfaPolicies: null } }).problems).toEqual(['body.user.mfaPolicies: is required (v1User)']);
  });

  it('names mistyped members and enum values outside the published ones, down nested lists', () => {
    const authenticator = {
      transports: ['AUTHENTICATOR_TRANSPORT_USB', 'USB'],
      attestationType: 'none',
      aaguid: '0',
      credentialId: 'Y3JlZA',
      model: 'key',
      credential: { publicKey: '02ab', type: 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR' },
      authenticatorId: 'a-1',
      authenticatorName: 7,
      createdAt: timestamp,
      updatedAt: { seconds: 1, nanos: '0' },
    };
    expect(checkPublished(publicApi, 'v1GetUserResponse', { user: { ...user, authenticators: [authenticator] } }).problems).toEqual([
      'body.user.authenticators[0].transports[1]: "USB" is not one of the published v1AuthenticatorTransport values',
      'body.user.authenticators[0].authenticatorName: is number, published as a string',
      'body.user.authenticators[0].updatedAt.seconds: is number, published as a string',
    ]);
  });

  it('reads an int64 as a number or a decimal string (as gRPC gateways write it), nothing else', () => {
    const policy = { mfaPolicyId: 'm-1', mfaPolicyName: 'p', condition: 'true', requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }] }], createdAt: timestamp, updatedAt: timestamp };
    expect(checkPublished(publicApi, 'v1GetMfaPolicyResponse', { mfaPolicy: { ...policy, order: 2 } }).problems).toEqual([]);
    expect(checkPublished(publicApi, 'v1GetMfaPolicyResponse', { mfaPolicy: { ...policy, order: '2' } }).problems).toEqual([]);
    expect(checkPublished(publicApi, 'v1GetMfaPolicyResponse', { mfaPolicy: { ...policy, order: 'first' } }).problems).toHaveLength(1);
  });

  it('lists members the document does not name as definition.member, and takes an optional null as absent', () => {
    const report = checkPublished(authProxy, 'v1GetWalletKitConfigResponse', {
      enabledProviders: ['email'],
      sessionExpirationSeconds: '900',
      organizationId: 'org-1',
      oauthClientIds: { google: 'client-1' },
      oauthRedirectUrl: null,
      appName: 'Demo',
    });
    expect(report).toEqual({ problems: [], extras: ['v1GetWalletKitConfigResponse.appName'] });
  });
});

describe('samplePublished', () => {
  it.each([
    ['the relay', authProxy, Object.values(authProxy.answers)],
    ['the main API', publicApi, [...Object.values(publicApi.queries), ...Object.values(publicApi.submits)]],
  ] as const)('builds answers of %s that the checker passes, with only the added member as an extra', (_, document, definitions) => {
    for (const definition of new Set(definitions)) {
      for (const all of [false, true]) {
        const report = checkPublished(document, definition, samplePublished(document, definition, { all }));
        expect(report.problems, definition).toEqual([]);
        expect(report.extras.every((extra) => extra.endsWith('.addedLater')), definition).toBe(true);
      }
    }
  });
});
