/**
 * Values at the edge of what an operation takes (empty notes, an empty tag, a URL with
 * credentials, an uppercase nonce, a login given twice over): the kit's check of the parameters
 * and the mock's answer to the same parameters sent raw must agree, naming the same field when
 * they refuse.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { validateSubmitParameters } from '../../src/core/internal';
import { submitOperations, type SubmitOperationPath } from '../../src/core/transport/operations';
import { newTargetKey } from '../../src/mock-relay/test-utils/api-test-client';
import { createContractHarness, type ContractHarness } from './contract-harness';

interface Ids {
  userId: string;
  policyId: string;
  endpointId: string;
}

type Row = [description: string, operation: SubmitOperationPath, parameters: (ids: Ids) => Record<string, unknown>, refusedField: string | null];

const credentialed = 'https://user:secret@hooks.example.com/x';
const claims = { iss: 'https://accounts.example.com', sub: 'edge-1', aud: 'client-1' };
const exportPolicy = (ids: Ids) => ({
  userId: ids.userId,
  mfaPolicyName: 'edge',
  condition: "activity.action == 'EXPORT'",
  requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }] }],
  order: 0,
});
const oauth2 = { oauth2CredentialId: 'cred-x', authCode: 'code', redirectUri: 'http://localhost:5173/oauth/callback', codeVerifier: 'v'.repeat(43) };

const rows: Row[] = [
  ["update_policy clears the condition with ''", 'update_policy', (ids) => ({ policyId: ids.policyId, policyCondition: '' }), null],
  ["update_policy clears the consensus with ''", 'update_policy', (ids) => ({ policyId: ids.policyId, policyConsensus: '' }), null],
  ["update_policy takes empty notes ''", 'update_policy', (ids) => ({ policyId: ids.policyId, policyNotes: '' }), null],
  ["update_mfa_policy takes empty notes ''", 'update_mfa_policy', (ids) => ({ userId: ids.userId, mfaPolicyId: 'edge', notes: '' }), null],
  // The policy made applies to exports only: no activity of these rows is held by it.
  ["create_mfa_policy takes empty notes ''", 'create_mfa_policy', (ids) => ({ ...exportPolicy(ids), notes: '' }), null],
  ['create_mfa_policy refuses a negative order', 'create_mfa_policy', (ids) => ({ ...exportPolicy(ids), order: -1 }), 'order'],
  ['create_mfa_policy refuses a policy without steps', 'create_mfa_policy', (ids) => ({ ...exportPolicy(ids), requiredAuthenticationMethods: [] }), 'requiredAuthenticationMethods'],
  [
    'create_mfa_policy refuses a step without methods',
    'create_mfa_policy',
    (ids) => ({ ...exportPolicy(ids), requiredAuthenticationMethods: [{ any: [] }] }),
    'requiredAuthenticationMethods[0].any',
  ],
  ["approve_activity refuses an empty fingerprint ''", 'approve_activity', () => ({ fingerprint: '' }), 'fingerprint'],
  ["reject_activity refuses an empty fingerprint ''", 'reject_activity', () => ({ fingerprint: '' }), 'fingerprint'],
  ["create_session_profile takes empty notes ''", 'create_session_profile', () => ({ sessionProfileName: 'edge', scope: 'true', notes: '' }), null],
  ["set_ip_allowlist takes an empty rule label ''", 'set_ip_allowlist', () => ({ enabled: false, rules: [{ cidr: '203.0.113.0/24', label: '' }] }), null],
  ['create_user_tag takes userIds [] (a tag nobody holds yet)', 'create_user_tag', () => ({ userTagName: 'nobody yet', userIds: [] }), null],
  ['create_user_tag refuses a repeated user', 'create_user_tag', (ids) => ({ userTagName: 'twice', userIds: [ids.userId, ids.userId] }), 'userIds[1]'],
  ['create_webhook_endpoint refuses a URL with credentials', 'create_webhook_endpoint', () => ({ url: credentialed, name: 'edge' }), 'url'],
  ['update_webhook_endpoint refuses a URL with credentials', 'update_webhook_endpoint', (ids) => ({ endpointId: ids.endpointId, url: credentialed }), 'url'],
  ['oauth2_authenticate refuses an uppercase nonce', 'oauth2_authenticate', () => ({ ...oauth2, nonce: 'AB'.repeat(32) }), 'nonce'],
  [
    'create_oauth_providers refuses a login given by token and claims',
    'create_oauth_providers',
    (ids) => ({ userId: ids.userId, oauthProviders: [{ providerName: 'both', oidcToken: 'token', oidcClaims: claims }] }),
    'oauthProviders[0]',
  ],
  [
    'create_oauth_providers refuses a login given by neither',
    'create_oauth_providers',
    (ids) => ({ userId: ids.userId, oauthProviders: [{ providerName: 'neither' }] }),
    'oauthProviders[0].oidcClaims',
  ],
  ["create_read_write_session refuses expirationSeconds '0'", 'create_read_write_session', () => ({ targetPublicKey: newTargetKey().publicKey, expirationSeconds: '0' }), 'expirationSeconds'],
];

let h: ContractHarness;
let ids: Ids;

beforeAll(async () => {
  h = await createContractHarness();
  const policies = (await h.raw.query('list_policies', {})).body.policies as { policyId: string }[];
  const endpoint = await h.raw.completed('create_webhook_endpoint', { url: 'https://hooks.example.com/edge', name: 'edge' });
  ids = {
    userId: h.raw.userId,
    policyId: policies[0]?.policyId ?? '',
    endpointId: (endpoint.result.createWebhookEndpointResult as { endpointId: string }).endpointId,
  };
});

describe('the kit and the mock agree at the edges', () => {
  it.each(rows)('%s', async (_description, operation, parameters, refusedField) => {
    const sent = parameters(ids);
    let kitField: unknown = null;
    try {
      validateSubmitParameters(operation, sent);
    } catch (error) {
      expect(error).toMatchObject({ code: 'invalid_input' });
      kitField = (error as { details: { field?: string } }).details.field;
    }
    // By the kit's table: the harness's raw.submit knows the spec's operations only, not Turnkey's MFA ones.
    const body = { type: submitOperations[operation].type, timestampMs: String(Date.now()), organizationId: h.raw.organizationId, parameters: sent };
    const mock = await h.raw.api.post(`/public/v1/submit/${operation}`, body, h.raw.key);
    const mockField = mock.status === 200 ? null : (mock.body.details as { metadata?: { field?: string } }[] | undefined)?.[0]?.metadata?.field;
    if (mock.status !== 200) expect(mock.body).toMatchObject({ code: 3, details: [{ reason: 'INVALID_ARGUMENT' }] });
    expect({ kit: kitField, mock: mockField }).toEqual({ kit: refusedField, mock: refusedField === null ? null : `parameters.${refusedField}` });
  });
});
