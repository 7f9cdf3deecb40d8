import { describe, expect, it } from 'vitest';
import { createApiKeyStamper } from '../crypto/api-key-stamper';
import { verifyApiStamp } from '../crypto/api-stamp-verify';
import { randomPrivateKey } from '../crypto/p256-private-key';
import { signingKeyFromPrivateKey } from '../crypto/p256-private-key';
import { toHex } from '../encoding/hex';
import { isLoginKitError } from '../errors';
import { completedResult, createApiClient, type ActivityOutcome, type SubmitOperation } from './api-client';
import { createHttpClient } from './http';
import { submitOperations } from './operations';

interface Sent {
  url: string;
  body: string;
  headers: Headers;
}

const key = signingKeyFromPrivateKey(randomPrivateKey());
const stamper = createApiKeyStamper(key);
const operation = submitOperations.create_read_write_session;
const result = { organizationId: 'sub-org', userId: 'user-1', credentialBundle: 'bundle' };

function activity(status: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'activity-1',
    organizationId: 'sub-org',
    status,
    type: operation.type,
    intent: { createReadWriteSessionIntentV2: { targetPublicKey: '04ab' } },
    result: status === 'ACTIVITY_STATUS_COMPLETED' ? { createReadWriteSessionResultV2: result } : {},
    votes: [],
    fingerprint: 'sha256:00',
    canApprove: false,
    canReject: false,
    createdAt: { seconds: '1', nanos: '0' },
    updatedAt: { seconds: '1', nanos: '0' },
    ...extra,
  };
}

/** The spec's sample: the members nested under activity.result.activity. */
function nested(inner: Record<string, unknown>): Record<string, unknown> {
  return { activity: { id: inner.id, status: inner.status, type: inner.type, organizationId: inner.organizationId, timestampMs: '1', result: { activity: inner } } };
}

/** An API client over a fetch that answers `responses` in order and records every request. */
function setup(responses: unknown[], options: { maxPolls?: number } = {}) {
  const sent: Sent[] = [];
  const sleeps: number[] = [];
  const http = createHttpClient({
    fetch: async (input, init) => {
      const request = new Request(input, init);
      sent.push({ url: request.url, body: await request.text(), headers: request.headers });
      const next = responses.shift();
      if (next === undefined) throw new Error('no more responses');
      return Response.json(next);
    },
  });
  const api = createApiClient({
    baseUrl: 'https://api.example/',
    http,
    now: () => 1_700_000_000_000,
    sleep: async (ms) => void sleeps.push(ms),
    ...options,
  });
  return { api, sent, sleeps };
}

const submit = (api: ReturnType<typeof setup>['api'], op: SubmitOperation = operation, generateAppProofs?: boolean) =>
  api.submit<typeof result>(op, 'parent-org', { targetPublicKey: '04ab' }, { stamper, ...(generateAppProofs === undefined ? {} : { generateAppProofs }) });

describe('ApiClient.submit: the request', () => {
  it('POSTs {type, timestampMs (string), organizationId, parameters} to /public/v1/submit/<path>', async () => {
    const { api, sent } = setup([{ activity: activity('ACTIVITY_STATUS_COMPLETED') }]);
    await submit(api);
    expect(sent[0]!.url).toBe('https://api.example/public/v1/submit/create_read_write_session');
    expect(JSON.parse(sent[0]!.body)).toEqual({
      type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2',
      timestampMs: '1700000000000',
      organizationId: 'parent-org',
      parameters: { targetPublicKey: '04ab' },
    });
  });

  it('stamps exactly the body it sends (X-Stamp verifies over the raw bytes)', async () => {
    const { api, sent } = setup([{ activity: activity('ACTIVITY_STATUS_COMPLETED') }]);
    await submit(api);
    const header = sent[0]!.headers.get('X-Stamp');
    expect(header).not.toBeNull();
    expect(await verifyApiStamp(sent[0]!.body, header!)).toEqual({ publicKey: toHex(key.publicKey), scheme: 'SIGNATURE_SCHEME_TK_API_P256' });
    await expect(verifyApiStamp(`${sent[0]!.body} `, header!)).rejects.toThrow(expect.objectContaining({ code: 'signature_invalid' }));
  });

  it('sends generateAppProofs only when asked and only for operations that list it', async () => {
    const withProofs = setup([{ activity: activity('ACTIVITY_STATUS_COMPLETED') }, { activity: activity('ACTIVITY_STATUS_COMPLETED') }]);
    await submit(withProofs.api, operation, true);
    await submit(withProofs.api, operation);
    expect(JSON.parse(withProofs.sent[0]!.body).generateAppProofs).toBe(true);
    expect(JSON.parse(withProofs.sent[1]!.body)).not.toHaveProperty('generateAppProofs');

    const unlisted: SubmitOperation = { ...operation, appProofs: false };
    const without = setup([{ activity: activity('ACTIVITY_STATUS_COMPLETED') }]);
    await submit(without.api, unlisted, true);
    expect(JSON.parse(without.sent[0]!.body)).not.toHaveProperty('generateAppProofs');
  });

  it('refuses a base URL that is not an absolute http(s) URL, naming apiBaseUrl', () => {
    expect(() => createApiClient({ baseUrl: 'api.example', http: createHttpClient() })).toThrow(
      expect.objectContaining({ code: 'invalid_input', details: { field: 'apiBaseUrl' } }),
    );
  });
});

describe('ApiClient.submit: the activity in either shape', () => {
  it.each([
    ['flat (the field table)', { activity: activity('ACTIVITY_STATUS_COMPLETED') }],
    ['nested under activity.result.activity (the sample)', nested(activity('ACTIVITY_STATUS_COMPLETED'))],
  ])('reads a completed activity %s', async (_shape, response) => {
    const { api } = setup([response]);
    const outcome = await submit(api);
    expect(outcome).toMatchObject({ status: 'completed', result, activity: { id: 'activity-1', status: 'ACTIVITY_STATUS_COMPLETED' } });
    expect(completedResult(outcome)).toEqual(result);
  });

  it('refuses a completed activity without the result member, naming it (response_invalid)', async () => {
    const { api } = setup([{ activity: activity('ACTIVITY_STATUS_COMPLETED', { result: {} }) }]);
    await expect(submit(api)).rejects.toMatchObject({ code: 'response_invalid', details: { field: 'activity.result.createReadWriteSessionResultV2' } });
  });

  it('reads an absent result member as {} for an operation whose result the spec does not show (resultOptional)', async () => {
    const optional: SubmitOperation = { ...operation, resultOptional: true };
    const { api } = setup([{ activity: activity('ACTIVITY_STATUS_COMPLETED', { result: {} }) }, { activity: activity('ACTIVITY_STATUS_COMPLETED') }]);
    expect(await submit(api, optional)).toMatchObject({ status: 'completed', result: {} });
    expect(await submit(api, optional)).toMatchObject({ status: 'completed', result });
  });

  it('refuses a response without an activity', async () => {
    const { api } = setup([{ nothing: true }]);
    await expect(submit(api)).rejects.toMatchObject({ code: 'response_invalid', details: { field: 'activity' } });
  });

  it.each([
    ['id', 'x'.repeat(257)],
    ['organizationId', 'o'.repeat(257)],
    ['status', `ACTIVITY_STATUS_${'X'.repeat(300)}`],
    ['type', 'T'.repeat(257)],
    ['fingerprint', `sha256:${'0'.repeat(300)}`],
  ])('refuses an activity whose %s is over its length cap, naming it (response_invalid)', async (member, value) => {
    const { api } = setup([{ activity: activity('ACTIVITY_STATUS_COMPLETED', { [member]: value }) }]);
    const error = await submit(api).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ code: 'response_invalid', details: { field: `activity.${member}` } });
    expect((error as Error).message).toContain('longer than 256 characters');
  });
});

describe('ApiClient.submit: polling and outcomes', () => {
  it('polls a PENDING activity with get_activity (stamped, with backoff) until it completes', async () => {
    const { api, sent, sleeps } = setup([
      { activity: activity('ACTIVITY_STATUS_PENDING') },
      nested(activity('ACTIVITY_STATUS_CREATED')),
      { activity: activity('ACTIVITY_STATUS_COMPLETED') },
    ]);
    expect(completedResult(await submit(api))).toEqual(result);
    expect(sent.map((request) => request.url)).toEqual([
      'https://api.example/public/v1/submit/create_read_write_session',
      'https://api.example/public/v1/query/get_activity',
      'https://api.example/public/v1/query/get_activity',
    ]);
    expect(JSON.parse(sent[1]!.body)).toEqual({ organizationId: 'sub-org', activityId: 'activity-1' });
    expect((await verifyApiStamp(sent[1]!.body, sent[1]!.headers.get('X-Stamp')!)).publicKey).toBe(toHex(key.publicKey));
    expect(sleeps).toEqual([250, 500]);
  });

  it('gives up with timeout after maxPolls, naming the activity', async () => {
    const { api, sent } = setup(
      [{ activity: activity('ACTIVITY_STATUS_PENDING') }, { activity: activity('ACTIVITY_STATUS_PENDING') }, { activity: activity('ACTIVITY_STATUS_PENDING') }],
      { maxPolls: 2 },
    );
    await expect(submit(api)).rejects.toMatchObject({ code: 'timeout', details: { activityId: 'activity-1' } });
    expect(sent).toHaveLength(3);
  });

  it('a FAILED activity is activity_failed with its id and status', async () => {
    const { api } = setup([{ activity: activity('ACTIVITY_STATUS_FAILED') }]);
    await expect(submit(api)).rejects.toMatchObject({
      code: 'activity_failed',
      details: { activityId: 'activity-1', activityStatus: 'ACTIVITY_STATUS_FAILED' },
    });
  });

  it('a FAILED activity found by polling is activity_failed too', async () => {
    const { api } = setup([{ activity: activity('ACTIVITY_STATUS_PENDING') }, { activity: activity('ACTIVITY_STATUS_FAILED') }]);
    await expect(submit(api)).rejects.toMatchObject({ code: 'activity_failed' });
  });

  it.each([
    ['ACTIVITY_STATUS_CONSENSUS_NEEDED', 'consensusNeeded', 'consensus_needed'],
    ['ACTIVITY_STATUS_REJECTED', 'rejected', 'activity_rejected'],
  ] as const)('%s is the %s outcome with votes, canApprove and canReject; completedResult refuses it (%s)', async (status, outcomeStatus, code) => {
    const votes = [{ id: 'vote-1', selection: 'VOTE_SELECTION_APPROVED', userId: 'user-2' }];
    for (const response of [{ activity: activity(status, { votes, canApprove: true, canReject: true }) }, nested(activity(status, { votes, canApprove: true, canReject: true }))]) {
      const { api } = setup([response]);
      const outcome: ActivityOutcome<typeof result> = await submit(api);
      expect(outcome).toMatchObject({ status: outcomeStatus, votes, canApprove: true, canReject: true, activity: { id: 'activity-1' } });
      let thrown: unknown;
      try {
        completedResult(outcome);
      } catch (error) {
        thrown = error;
      }
      expect(isLoginKitError(thrown, code)).toBe(true);
      expect(thrown).toMatchObject({ details: { activityId: 'activity-1' } });
    }
  });

  it('reads absent votes and flags as none', async () => {
    const bare = activity('ACTIVITY_STATUS_CONSENSUS_NEEDED');
    delete bare.votes;
    delete bare.canApprove;
    const { api } = setup([{ activity: bare }]);
    expect(await submit(api)).toMatchObject({ status: 'consensusNeeded', votes: [], canApprove: false, canReject: false });
  });
});

const mfaStatus = {
  mfaPolicyId: 'mfa-1',
  userId: 'user-1',
  satisfied: false,
  satisfiedMethods: [{ type: 'AUTHENTICATION_TYPE_SESSION' }],
  requiredMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_SESSION' }] }, { any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY', id: 'auth-1' }] }],
};

describe('ApiClient.submit: an activity that needs the user’s MFA (protocol.md section 14)', () => {
  it('is not polled: the kit asks get_mfa_status {organizationId, activityId} once, stamped like the submit, and answers mfaRequired', async () => {
    const { api, sent, sleeps } = setup([
      { activity: activity('ACTIVITY_STATUS_AUTHENTICATORS_NEEDED', { fingerprint: 'sha256:ab12', canApprove: true }) },
      { mfaStatuses: [mfaStatus] },
    ]);
    const outcome = await submit(api);
    expect(outcome).toEqual({
      status: 'mfaRequired',
      activity: expect.objectContaining({ id: 'activity-1', status: 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED' }),
      fingerprint: 'sha256:ab12',
      mfaStatuses: [mfaStatus],
    });
    expect(sleeps).toEqual([]);
    expect(sent.map((request) => request.url)).toEqual([
      'https://api.example/public/v1/submit/create_read_write_session',
      'https://api.example/public/v1/query/get_mfa_status',
    ]);
    expect(JSON.parse(sent[1]!.body)).toEqual({ organizationId: 'sub-org', activityId: 'activity-1' });
    expect((await verifyApiStamp(sent[1]!.body, sent[1]!.headers.get('X-Stamp')!)).publicKey).toBe(toHex(key.publicKey));
  });

  it('found by polling a PENDING activity, it ends the polls the same way', async () => {
    const { api, sent } = setup([
      { activity: activity('ACTIVITY_STATUS_PENDING') },
      { activity: activity('ACTIVITY_STATUS_AUTHENTICATORS_NEEDED', { fingerprint: 'sha256:ab12' }) },
      { mfaStatuses: [] },
    ]);
    expect(await submit(api)).toMatchObject({ status: 'mfaRequired', fingerprint: 'sha256:ab12', mfaStatuses: [] });
    expect(sent.map((request) => request.url.split('/').pop())).toEqual(['create_read_write_session', 'get_activity', 'get_mfa_status']);
  });

  it('reads the status and polls with queryStamper when one is given (an approval stamped by a passkey reads with the session key)', async () => {
    const other = signingKeyFromPrivateKey(randomPrivateKey());
    const { api, sent } = setup([
      { activity: activity('ACTIVITY_STATUS_PENDING') },
      { activity: activity('ACTIVITY_STATUS_AUTHENTICATORS_NEEDED', { fingerprint: 'sha256:ab12' }) },
      { mfaStatuses: [mfaStatus] },
    ]);
    await api.submit(operation, 'parent-org', {}, { stamper, queryStamper: createApiKeyStamper(other) });
    expect((await verifyApiStamp(sent[0]!.body, sent[0]!.headers.get('X-Stamp')!)).publicKey).toBe(toHex(key.publicKey));
    for (const read of sent.slice(1)) expect((await verifyApiStamp(read.body, read.headers.get('X-Stamp')!)).publicKey).toBe(toHex(other.publicKey));
  });

  it('completedResult refuses it as mfa_required, with the activity and its fingerprint', async () => {
    const { api } = setup([{ activity: activity('ACTIVITY_STATUS_AUTHENTICATORS_NEEDED', { fingerprint: 'sha256:ab12' }) }, { mfaStatuses: [mfaStatus] }]);
    const outcome = await submit(api);
    expect(() => completedResult(outcome)).toThrow(expect.objectContaining({ code: 'mfa_required', details: { activityId: 'activity-1', fingerprint: 'sha256:ab12' } }));
  });

  it('an activity that needs MFA but has no fingerprint cannot be approved: response_invalid naming activity.fingerprint, no status read', async () => {
    const { api, sent } = setup([{ activity: activity('ACTIVITY_STATUS_AUTHENTICATORS_NEEDED', { fingerprint: undefined }) }]);
    await expect(submit(api)).rejects.toMatchObject({ code: 'response_invalid', details: { field: 'activity.fingerprint' } });
    expect(sent).toHaveLength(1);
  });

  it('a malformed status answer is response_invalid naming the member', async () => {
    const { api } = setup([
      { activity: activity('ACTIVITY_STATUS_AUTHENTICATORS_NEEDED', { fingerprint: 'sha256:ab12' }) },
      { mfaStatuses: [{ ...mfaStatus, requiredMethods: [{ any: [{ id: 'auth-1' }] }] }] },
    ]);
    await expect(submit(api)).rejects.toMatchObject({ code: 'response_invalid', details: { field: 'mfaStatuses[0].requiredMethods[0].any[0].type' } });
  });
});

describe('ApiClient.submit: the wait between polls', () => {
  it('ends at once when the submit is aborted, even if the sleep would not', async () => {
    const sent: string[] = [];
    const http = createHttpClient({
      fetch: async (input) => {
        sent.push(String(input));
        return Response.json({ activity: activity('ACTIVITY_STATUS_PENDING') });
      },
    });
    const api = createApiClient({ baseUrl: 'https://api.example', http, sleep: () => new Promise<void>(() => undefined) });
    const controller = new AbortController();
    const pending = api.submit(operation, 'parent-org', {}, { stamper, signal: controller.signal }).catch((thrown: unknown) => thrown);
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    expect(sent).toHaveLength(1); // submitted; now waiting to poll
    controller.abort();
    expect(await pending).toMatchObject({ code: 'network', details: { aborted: true } });
    expect(sent).toHaveLength(1);
  });
});

describe('ApiClient.query', () => {
  it('POSTs the body, stamped, to /public/v1/query/<path> and returns the JSON', async () => {
    const { api, sent } = setup([{ authenticator: { authenticatorId: 'a-1' } }]);
    const response = await api.query<{ authenticator: { authenticatorId: string } }>('get_authenticator', { organizationId: 'o', authenticatorId: 'a-1' }, { stamper });
    expect(response.authenticator.authenticatorId).toBe('a-1');
    expect(sent[0]!.url).toBe('https://api.example/public/v1/query/get_authenticator');
    expect(JSON.parse(sent[0]!.body)).toEqual({ organizationId: 'o', authenticatorId: 'a-1' });
    expect((await verifyApiStamp(sent[0]!.body, sent[0]!.headers.get('X-Stamp')!)).publicKey).toBe(toHex(key.publicKey));
  });
});
