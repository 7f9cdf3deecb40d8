import { sha256 } from '@noble/hashes/sha2.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { toHex } from '../../../core/encoding/hex';
import { parseActivityResponse } from '../../../core/transport/activity';
import { createMockRelay, type MockRelay } from '../../handler';
import { plannedSubmitOperations } from './api-routes';
import type { RelayConfig } from '../../relay-config';
import { ApiTestClient, newTargetKey } from '../../test-utils/api-test-client';
import { call, errorInfo, testConfigId } from '../../test-utils/relay-test-client';
import { SoftwareAuthenticator } from '../../test-utils/software-authenticator';

const origin = 'https://app.example.com';
const parentOrganizationId = 'parent-org';
let now: number;
let relay: MockRelay;
let api: ApiTestClient;
let passkey: SoftwareAuthenticator;
let organizationId: string;

async function setup(config: Partial<RelayConfig> = {}) {
  now = Date.UTC(2030, 0, 1, 12, 0, 0, 250);
  relay = createMockRelay({ config: { configId: testConfigId, organizationId: parentOrganizationId, allowedOrigins: [origin], ...config }, now: () => now });
  api = new ApiTestClient(relay, { origin, now: () => now });
  passkey = new SoftwareAuthenticator({ origin });
  organizationId = (await api.signUpWithPasskey(passkey)).body.organizationId as string;
}

beforeEach(() => setup());

const sessionParameters = () => ({ targetPublicKey: newTargetKey().publicKey });

describe('every submit answers HTTP 200 with the completed activity (protocol.md section 10)', () => {
  it("'flat' (the default): the members directly under activity", async () => {
    const parameters = sessionParameters();
    const body = { type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', timestampMs: String(now), organizationId, parameters };
    const text = JSON.stringify(body);
    const result = await call(relay, '/public/v1/submit/create_read_write_session', undefined, {
      rawBody: text,
      origin,
      headers: { 'X-Stamp-WebAuthn': passkey.stamp(text) },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      activity: {
        id: expect.stringMatching(/^activity-/),
        organizationId,
        status: 'ACTIVITY_STATUS_COMPLETED',
        type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2',
        intent: { createReadWriteSessionIntentV2: parameters },
        result: { createReadWriteSessionResultV2: expect.objectContaining({ organizationId, credentialBundle: expect.any(String) }) },
        votes: [],
        fingerprint: `sha256:${toHex(sha256(new TextEncoder().encode(text)))}`,
        canApprove: false,
        canReject: false,
        createdAt: { seconds: String(Math.floor(now / 1000)), nanos: '250000000' },
        updatedAt: { seconds: String(Math.floor(now / 1000)), nanos: '250000000' },
      },
    });
  });

  it("'nested' (the spec's sample): the same members under activity.result.activity, next to id, status, type, organizationId, timestampMs", async () => {
    await setup({ activityResponseShape: 'nested' });
    const result = await api.submit('create_read_write_session', organizationId, sessionParameters(), passkey);
    expect(result.status).toBe(200);
    const outer = result.body.activity as Record<string, unknown>;
    const inner = (outer.result as { activity: Record<string, unknown> }).activity;
    expect(Object.keys(outer).sort()).toEqual(['id', 'organizationId', 'result', 'status', 'timestampMs', 'type']);
    expect(outer).toMatchObject({ id: inner.id, status: 'ACTIVITY_STATUS_COMPLETED', type: inner.type, organizationId, timestampMs: String(now) });
    expect(inner).toMatchObject({ intent: { createReadWriteSessionIntentV2: expect.any(Object) }, result: { createReadWriteSessionResultV2: expect.any(Object) }, votes: [] });
  });

  it("both shapes read the same through the kit's activity reader", async () => {
    for (const activityResponseShape of ['flat', 'nested'] as const) {
      await setup({ activityResponseShape });
      const response = await api.submit('create_read_write_session', organizationId, sessionParameters(), passkey);
      const activity = parseActivityResponse(response.body, 'create_read_write_session');
      expect(activity).toMatchObject({ status: 'ACTIVITY_STATUS_COMPLETED', type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', organizationId, votes: [] });
      expect(activity.intent.createReadWriteSessionIntentV2).toMatchObject({ targetPublicKey: expect.any(String) });
      expect(activity.result.createReadWriteSessionResultV2).toMatchObject({ credentialBundle: expect.any(String) });
    }
  });

  it('accepts generateAppProofs (the mock makes no proofs)', async () => {
    expect((await api.submit('create_read_write_session', organizationId, sessionParameters(), passkey, { generateAppProofs: true })).status).toBe(200);
  });
});

describe('get_activity returns a kept activity in the same shape', () => {
  it.each(['flat', 'nested'] as const)('%s', async (activityResponseShape) => {
    await setup({ activityResponseShape });
    const submitted = await api.submit('create_read_write_session', organizationId, sessionParameters(), passkey);
    const activityId = (submitted.body.activity as { id: string }).id;
    const { key } = await api.createSession(organizationId, passkey);
    const fetched = await api.query('get_activity', { organizationId, activityId }, key);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(submitted.body);
  });

  it("finds only the caller organization's activities (404 naming activityId)", async () => {
    const submitted = await api.submit('create_read_write_session', organizationId, sessionParameters(), passkey);
    const activityId = (submitted.body.activity as { id: string }).id;
    const stranger = new SoftwareAuthenticator({ origin });
    const strangerOrg = (await api.signUpWithPasskey(stranger)).body.organizationId as string;
    for (const id of [activityId, 'activity-unknown']) {
      const result = await api.query('get_activity', { organizationId: strangerOrg, activityId: id }, stranger);
      expect(result.status).toBe(404);
      expect(errorInfo(result.body)).toEqual({ reason: 'NOT_FOUND', field: 'activityId' });
    }
  });
});

describe('the submit body (spec section 4.1)', () => {
  it('must name the operation type (400 naming type)', async () => {
    const result = await api.submit('create_read_write_session', organizationId, sessionParameters(), passkey, { type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION' });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body).field).toBe('type');
    expect(result.body.message).toMatch(/ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2/);
  });

  it('is live: timestampMs within 5 minutes either way', async () => {
    for (const offset of [-300_000, 300_000, 0]) {
      expect((await api.submit('create_read_write_session', organizationId, sessionParameters(), passkey, { timestampMs: String(now + offset) })).status).toBe(200);
    }
  });

  it.each([
    ['stale', -300_001, /stale/],
    ['in the future', 300_001, /future/],
  ])('refuses a %s timestampMs with 400 naming it', async (_, offset, message) => {
    const result = await api.submit('create_read_write_session', organizationId, sessionParameters(), passkey, { timestampMs: String(now + offset) });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'timestampMs' });
    expect(result.body.message).toMatch(message);
  });

  it.each(['soon', '', '1e12', '-5'])('refuses timestampMs %j', async (timestampMs) => {
    const result = await api.submit('create_read_write_session', organizationId, sessionParameters(), passkey, { timestampMs });
    expect(errorInfo(result.body).field).toBe('timestampMs');
  });

  it("names the caller's sub-organization or the parent; another is 401 naming organizationId", async () => {
    const result = await api.submit('create_read_write_session', 'org-someone-else', sessionParameters(), passkey);
    expect(result.status).toBe(401);
    expect(errorInfo(result.body)).toEqual({ reason: 'UNAUTHENTICATED', field: 'organizationId' });
  });

  it('needs parameters, and generateAppProofs is a boolean', async () => {
    const noParameters = await api.post('/public/v1/submit/create_read_write_session', { type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', timestampMs: String(now), organizationId }, passkey);
    expect(errorInfo(noParameters.body).field).toBe('parameters');
    const badProofs = await api.submit('create_read_write_session', organizationId, sessionParameters(), passkey, { generateAppProofs: 'yes' as unknown as boolean });
    expect(errorInfo(badProofs.body).field).toBe('generateAppProofs');
  });

  it('must be stamped (401 naming X-Stamp)', async () => {
    const result = await call(relay, '/public/v1/submit/create_read_write_session', { type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', timestampMs: String(now), organizationId, parameters: {} });
    expect(result.status).toBe(401);
    expect(errorInfo(result.body)).toEqual({ reason: 'UNAUTHENTICATED', field: 'X-Stamp' });
  });
});

describe('operations the mock does not have', () => {
  it('answer 404 naming the path (every operation of the spec is answered)', async () => {
    expect(plannedSubmitOperations).toEqual([]);
    const unknown = await call(relay, '/public/v1/submit/launch_rockets', {});
    expect(unknown.status).toBe(404);
    expect(errorInfo(unknown.body).field).toBe('path');
    expect((await call(relay, '/public/v1/query/__proto__', {})).status).toBe(404);
  });
});
