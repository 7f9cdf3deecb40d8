import { createAdaptorServer } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../../core/crypto/webhook-signature';
import { createMockRelay } from '../handler';
import { expectRefusal, OrgResourcesTest, type TestAccount } from '../test-utils/org-resources-test';
import { call, testConfigId } from '../test-utils/relay-test-client';
import type { WebhookDelivery } from './webhook-dispatcher';
import type { ConfiguredWebhookEndpoint } from './webhook-endpoints-setting';

interface Received {
  path: string;
  headers: Headers;
  body: Uint8Array;
}

/** A receiving server on 127.0.0.1 (a free port) that answers each request with the next status of `statuses` (then 200). */
async function startReceiver(statuses: number[] = []): Promise<{ url: string; received: Received[]; statuses: number[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = createAdaptorServer({
    fetch: async (request: Request) => {
      received.push({ path: new URL(request.url).pathname, headers: request.headers, body: new Uint8Array(await request.arrayBuffer()) });
      const status = statuses.shift() ?? 200;
      return new Response(null, status === 302 ? { status, headers: { Location: '/elsewhere' } } : { status });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hooks/loginkit`,
    received,
    statuses,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}

const receivers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

async function receiver(statuses?: number[]) {
  const started = await startReceiver(statuses);
  receivers.push(started);
  return started;
}

/** A fetch that records each call and answers from `answers` (a status, or an Error to throw), then 200. */
function scriptedFetch(answers: (number | Error)[]) {
  const calls: { url: string; init: RequestInit; at: number }[] = [];
  const fetch = (url: string, init: RequestInit): Promise<Response> => {
    calls.push({ url, init, at: performance.now() });
    const answer = answers.shift() ?? 200;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(new Response(null, { status: answer }));
  };
  return { fetch, calls, answers };
}

async function setUp(options: ConstructorParameters<typeof OrgResourcesTest>[1] = {}, config: ConstructorParameters<typeof OrgResourcesTest>[0] = {}) {
  const test = new OrgResourcesTest(config, { webhookRetry: { maxAttempts: 3, baseDelayMs: 10 }, ...options });
  // Real time for the signature timestamps, which receivers check against their clock.
  test.now = Date.now();
  const ada = await test.signUp('ada@example.com');
  return { test, ada };
}

async function createEndpoint(test: OrgResourcesTest, account: TestAccount, url: string, extra: Record<string, unknown> = {}): Promise<string> {
  const activity = await test.completed(account, 'create_webhook_endpoint', { url, name: 'audit', ...extra });
  return (activity.result.createWebhookEndpointResult as { endpointId: string }).endpointId;
}

describe('ACTIVITY_UPDATES deliveries (protocol.md section 12)', () => {
  it('POSTs each activity to an active endpoint, signed so that verifyWebhookSignature accepts it, and logs it at GET /__mock/webhooks', async () => {
    const hook = await receiver();
    const { test, ada } = await setUp();
    const endpointId = await createEndpoint(test, ada, hook.url);
    const activity = await test.completed(ada, 'create_session_profile', { sessionProfileName: 'p', scope: 'true' });
    await test.relay.webhooks.idle();

    // The endpoint hears the activity that created it, then the next one.
    expect(hook.received).toHaveLength(2);
    const delivery = hook.received[1];
    expect(delivery?.path).toBe('/hooks/loginkit');
    expect(delivery?.headers.get('content-type')).toBe('application/json');
    const { keyId, publicKey } = test.relay.webhooks.signingKey;
    const verified = await verifyWebhookSignature({ body: delivery?.body ?? new Uint8Array(), headers: delivery?.headers ?? new Headers(), publicKeys: { [keyId]: publicKey } });
    const payload = JSON.parse(new TextDecoder().decode(delivery?.body)) as Record<string, unknown>;
    expect(payload).toEqual({
      eventId: verified.eventId,
      eventType: 'ACTIVITY_UPDATES',
      organizationId: ada.organizationId,
      timestampMs: expect.stringMatching(/^\d+$/),
      data: { activity: expect.objectContaining({ id: activity.id, type: 'ACTIVITY_TYPE_CREATE_SESSION_PROFILE', status: 'ACTIVITY_STATUS_COMPLETED' }) },
    });

    const log = await call<{ signingKey: unknown; deliveries: WebhookDelivery[] }>(test.relay, `/__mock/webhooks?endpointId=${endpointId}`, undefined, { method: 'GET' });
    expect(log.body.signingKey).toEqual({ keyId, algorithm: 'ed25519', publicKey: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(log.body.deliveries).toEqual([
      expect.objectContaining({ activityType: 'ACTIVITY_TYPE_CREATE_WEBHOOK_ENDPOINT', status: 'delivered' }),
      expect.objectContaining({
        eventId: verified.eventId,
        endpointId,
        url: hook.url,
        activityId: activity.id,
        activityType: 'ACTIVITY_TYPE_CREATE_SESSION_PROFILE',
        status: 'delivered',
        attempts: [expect.objectContaining({ attempt: 1, httpStatus: 200 })],
      }),
    ]);
  });

  it('retries a failed delivery with exponential backoff, re-signed, same event id, up to maxAttempts', async () => {
    const scripted = scriptedFetch([]);
    const { test, ada } = await setUp({ webhookFetch: scripted.fetch, webhookRetry: { maxAttempts: 4, baseDelayMs: 20 } });
    await createEndpoint(test, ada, 'https://hooks.example.com/a');
    await test.relay.webhooks.idle();
    scripted.calls.length = 0;
    scripted.answers.push(503, new TypeError('fetch failed'), 200);
    await test.completed(ada, 'update_mfa_policy', { userId: ada.userId, mfaPolicyId: 'p' });
    await test.relay.webhooks.idle();

    expect(scripted.calls).toHaveLength(3);
    const gaps = scripted.calls.slice(1).map((item, index) => item.at - (scripted.calls[index]?.at ?? 0));
    expect(gaps[0]).toBeGreaterThanOrEqual(19);
    expect(gaps[1]).toBeGreaterThanOrEqual(39);
    const eventIds = scripted.calls.map((item) => new Headers(item.init.headers).get('X-Turnkey-Event-Id'));
    expect(new Set(eventIds).size).toBe(1);
    expect(scripted.calls.every((item) => item.init.redirect === 'manual' && item.url === 'https://hooks.example.com/a')).toBe(true);
    const [delivery] = test.relay.webhooks.deliveries.filter((item) => item.activityType === 'ACTIVITY_TYPE_UPDATE_MFA_POLICY');
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: [{ attempt: 1, httpStatus: 503 }, { attempt: 2, error: 'TypeError: fetch failed' }, { attempt: 3, httpStatus: 200 }],
    });
  });

  it('gives up after maxAttempts (failed), and does not follow redirects', async () => {
    const hook = await receiver();
    const { test, ada } = await setUp();
    await createEndpoint(test, ada, hook.url);
    await test.relay.webhooks.idle();
    hook.received.length = 0;
    hook.statuses.push(302, 500, 500);
    await test.completed(ada, 'update_mfa_policy', { userId: ada.userId, mfaPolicyId: 'p' });
    await test.relay.webhooks.idle();
    expect(hook.received.map((item) => item.path)).toEqual(['/hooks/loginkit', '/hooks/loginkit', '/hooks/loginkit']);
    expect(test.relay.webhooks.deliveries.at(-1)).toMatchObject({ status: 'failed', attempts: [{ httpStatus: 302 }, { httpStatus: 500 }, { httpStatus: 500 }] });
  });

  it('sends nothing to an inactive endpoint or subscription, and deactivating one stops its pending retries', async () => {
    // /a answers 500, but only once the test lets it: every delivery to /a is still under way
    // (first attempt unanswered) when /a is switched off, however slow the machine.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls: string[] = [];
    const heldFetch = async (url: string): Promise<Response> => {
      calls.push(url);
      await answered;
      return new Response(null, { status: 500 });
    };
    const { test, ada } = await setUp({ webhookFetch: heldFetch, webhookRetry: { maxAttempts: 5, baseDelayMs: 10 } });
    const endpointId = await createEndpoint(test, ada, 'https://hooks.example.com/a');
    await createEndpoint(test, ada, 'https://hooks.example.com/b', { subscriptions: [{ eventType: 'ACTIVITY_UPDATES', isActive: false }] });
    await createEndpoint(test, ada, 'https://hooks.example.com/c', { subscriptions: [{ eventType: 'BALANCE_CONFIRMED_UPDATES' }] });
    await createEndpoint(test, ada, 'https://hooks.example.com/d', { isActive: false });
    await test.completed(ada, 'update_webhook_endpoint', { endpointId, isActive: false });
    answer();
    await test.relay.webhooks.idle();
    expect(new Set(calls)).toEqual(new Set(['https://hooks.example.com/a']));
    const deliveries = test.relay.webhooks.deliveries;
    expect(deliveries.length).toBeGreaterThanOrEqual(3);
    // Each failed once, then stopped instead of retrying.
    expect(deliveries.every((item) => item.endpointId === endpointId && item.status === 'cancelled' && item.attempts.length === 1)).toBe(true);
  });

  it("delivers an organization's activities only to its own endpoints and to the parent organization's", async () => {
    const hook = await receiver();
    const parent = await receiver();
    const { test, ada } = await setUp({}, { organizationId: 'parent-org', webhookEndpoints: [{ endpointId: 'everything', name: 'all', url: parent.url }] });
    const grace = await test.signUp('grace@example.com');
    await createEndpoint(test, grace, hook.url);
    await test.completed(ada, 'update_mfa_policy', { userId: ada.userId, mfaPolicyId: 'p' });
    await test.relay.webhooks.idle();
    const organizationsOf = (received: Received[]) =>
      received.map((item) => (JSON.parse(new TextDecoder().decode(item.body)) as { organizationId: string }).organizationId);
    // Grace's endpoint heard its own creation only; the parent's heard both organizations.
    expect(organizationsOf(hook.received)).toEqual([grace.organizationId]);
    expect(organizationsOf(parent.received)).toEqual([grace.organizationId, ada.organizationId]);
  });
});

describe('endpoints from the config file (webhookEndpoints)', () => {
  it('exist from the start in the state, with defaults, and come back after a reset; the signing key survives the reset', async () => {
    const relay = createMockRelay({
      config: {
        configId: testConfigId,
        webhookEndpoints: [
          { endpointId: 'ops', name: 'ops', url: 'https://hooks.example.com/ops', organizationId: 'org-ops', isActive: false, subscriptions: [] },
          // Without an endpointId (allowed in a config file): config-webhook-<index>.
          { name: 'default', url: 'https://hooks.example.com/default' } as ConfiguredWebhookEndpoint,
        ],
      },
    });
    expect(Object.values(relay.state.webhookEndpoints)).toEqual([
      expect.objectContaining({ endpointId: 'ops', organizationId: 'org-ops', isActive: false, subscriptions: [] }),
      expect.objectContaining({ endpointId: 'config-webhook-1', organizationId: 'mock-parent-org', isActive: true, subscriptions: [{ eventType: 'ACTIVITY_UPDATES', isActive: true }] }),
    ]);
    const key = relay.webhooks.signingKey;
    relay.reset();
    expect(relay.webhooks.signingKey).toEqual(key);
    expect(Object.keys(relay.state.webhookEndpoints)).toEqual(['ops', 'config-webhook-1']);
  });

  it.each([
    [{ name: 'n' }, 'webhookEndpoints[0].url'],
    [{ url: 'https://h.example.com' }, 'webhookEndpoints[0].name'],
    [{ name: 'n', url: 'file:///etc/passwd' }, 'webhookEndpoints[0].url'],
    [{ name: 'n', url: 'https://h.example.com', subscriptions: [{ eventType: 'NOPE' }] }, 'webhookEndpoints[0].subscriptions[0].eventType'],
    [{ name: 'n', url: 'https://h.example.com', isActive: 'yes' }, 'webhookEndpoints[0].isActive'],
    [{ name: 'n', url: 'https://h.example.com', secret: 'x' }, 'webhookEndpoints[0].secret'],
  ])('refuses %o naming %s', (endpoint, field) => {
    expect(() => createMockRelay({ config: { webhookEndpoints: [endpoint as ConfiguredWebhookEndpoint] } })).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field } }));
  });

  it('refuses a repeated endpointId', () => {
    const endpoint = { endpointId: 'a', name: 'n', url: 'https://h.example.com' };
    expect(() => createMockRelay({ config: { webhookEndpoints: [endpoint, endpoint] } })).toThrow(
      expect.objectContaining({ details: { field: 'webhookEndpoints[1].endpointId' } }),
    );
  });

  it('are managed by their organization only (a config endpoint of the parent is not an endpoint of a sub-organization)', async () => {
    const { test, ada } = await setUp({}, { webhookEndpoints: [{ endpointId: 'parent-hook', name: 'p', url: 'https://hooks.example.com/p' }] });
    expectRefusal(await test.submit(ada, 'update_webhook_endpoint', { endpointId: 'parent-hook', isActive: false }), 404, 'NOT_FOUND', 'parameters.endpointId');
  });
});
