import { beforeEach, describe, expect, it } from 'vitest';
import { expectRefusal, OrgResourcesTest, type TestAccount } from '../../test-utils/org-resources-test';

let test: OrgResourcesTest;
let ada: TestAccount;

beforeEach(async () => {
  // No endpoint here is reachable: deliveries go to a fetch that answers 204 at once.
  test = new OrgResourcesTest({}, { webhookFetch: () => Promise.resolve(new Response(null, { status: 204 })) });
  ada = await test.signUp('ada@example.com');
});

const url = 'https://hooks.example.com/loginkit';

async function createEndpoint(parameters: Record<string, unknown> = {}): Promise<string> {
  const activity = await test.completed(ada, 'create_webhook_endpoint', { url, name: 'audit', ...parameters });
  return (activity.result.createWebhookEndpointResult as { endpointId: string }).endpointId;
}

const readEndpoints = async () => (await test.read<{ webhookEndpoints: Record<string, unknown>[] }>(ada, 'list_webhook_endpoints')).webhookEndpoints;

describe('create_webhook_endpoint (a mock extension) and list_webhook_endpoints', () => {
  it('answers createWebhookEndpointResult {endpointId, webhookEndpoint}; list_webhook_endpoints reads it in the shape of spec section 2', async () => {
    const activity = await test.completed(ada, 'create_webhook_endpoint', {
      url,
      name: 'audit',
      subscriptions: [{ eventType: 'ACTIVITY_UPDATES', filtersJson: '{"activityTypes":["ACTIVITY_TYPE_UPDATE_USER"]}' }, { eventType: 'BALANCE_CONFIRMED_UPDATES', isActive: false }],
    });
    expect(activity).toMatchObject({ type: 'ACTIVITY_TYPE_CREATE_WEBHOOK_ENDPOINT', status: 'ACTIVITY_STATUS_COMPLETED' });
    expect(activity.intent).toEqual({ createWebhookEndpointIntent: expect.objectContaining({ url, name: 'audit' }) });
    const { endpointId, webhookEndpoint } = activity.result.createWebhookEndpointResult as { endpointId: string; webhookEndpoint: unknown };
    const expected = {
      endpointId,
      organizationId: ada.organizationId,
      url,
      name: 'audit',
      isActive: true,
      subscriptions: [
        { eventType: 'ACTIVITY_UPDATES', filtersJson: '{"activityTypes":["ACTIVITY_TYPE_UPDATE_USER"]}', isActive: true },
        { eventType: 'BALANCE_CONFIRMED_UPDATES', isActive: false },
      ],
    };
    expect(webhookEndpoint).toEqual(expected);
    expect(await readEndpoints()).toEqual([expected]);
  });

  it('subscribes to ACTIVITY_UPDATES when no subscriptions are given ([] subscribes to nothing)', async () => {
    await createEndpoint();
    await createEndpoint({ name: 'silent', subscriptions: [], isActive: false });
    expect(await readEndpoints()).toEqual([
      expect.objectContaining({ name: 'audit', isActive: true, subscriptions: [{ eventType: 'ACTIVITY_UPDATES', isActive: true }] }),
      expect.objectContaining({ name: 'silent', isActive: false, subscriptions: [] }),
    ]);
  });

  it("lists only the caller organization's endpoints", async () => {
    await createEndpoint();
    const grace = await test.signUp('grace@example.com');
    expect((await test.read<{ webhookEndpoints: unknown[] }>(grace, 'list_webhook_endpoints')).webhookEndpoints).toEqual([]);
  });
});

describe('update_webhook_endpoint (spec sections 3 and 4.2)', () => {
  it('changes only the members sent and answers updateWebhookEndpointResult {endpointId, webhookEndpoint}', async () => {
    const endpointId = await createEndpoint();
    const renamed = await test.completed(ada, 'update_webhook_endpoint', { endpointId, name: 'audit log' });
    expect(renamed.result).toEqual({
      updateWebhookEndpointResult: { endpointId, webhookEndpoint: expect.objectContaining({ endpointId, url, name: 'audit log', isActive: true }) },
    });
    await test.completed(ada, 'update_webhook_endpoint', { endpointId, url: 'http://127.0.0.1:9/hook' });
    expect(await readEndpoints()).toEqual([expect.objectContaining({ name: 'audit log', url: 'http://127.0.0.1:9/hook', isActive: true })]);
  });

  it('isActive toggles the endpoint and each of its subscriptions', async () => {
    const endpointId = await createEndpoint({ subscriptions: [{ eventType: 'ACTIVITY_UPDATES' }, { eventType: 'BALANCE_FINALIZED_UPDATES', isActive: false }] });
    await test.completed(ada, 'update_webhook_endpoint', { endpointId, isActive: false });
    expect(await readEndpoints()).toEqual([
      expect.objectContaining({ isActive: false, subscriptions: [expect.objectContaining({ isActive: false }), expect.objectContaining({ isActive: false })] }),
    ]);
    await test.completed(ada, 'update_webhook_endpoint', { endpointId, isActive: true });
    expect(await readEndpoints()).toEqual([
      expect.objectContaining({ isActive: true, subscriptions: [expect.objectContaining({ isActive: true }), expect.objectContaining({ isActive: true })] }),
    ]);
  });
});

describe('delete_webhook_endpoint', () => {
  it('answers deleteWebhookEndpointResult {endpointId}; the endpoint is gone', async () => {
    const endpointId = await createEndpoint();
    const kept = await createEndpoint({ name: 'kept' });
    const activity = await test.completed(ada, 'delete_webhook_endpoint', { endpointId });
    expect(activity.result).toEqual({ deleteWebhookEndpointResult: { endpointId } });
    expect((await readEndpoints()).map((endpoint) => endpoint.endpointId)).toEqual([kept]);
    expectRefusal(await test.submit(ada, 'delete_webhook_endpoint', { endpointId }), 404, 'NOT_FOUND', 'parameters.endpointId');
  });
});

describe('refusals name the parameter', () => {
  it.each([
    ['create_webhook_endpoint', { name: 'n' }, 'parameters.url'],
    ['create_webhook_endpoint', { url }, 'parameters.name'],
    ['create_webhook_endpoint', { url: 'ftp://hooks.example.com', name: 'n' }, 'parameters.url'],
    ['create_webhook_endpoint', { url: 'hooks.example.com/x', name: 'n' }, 'parameters.url'],
    ['create_webhook_endpoint', { url: 'https://user:pw@hooks.example.com', name: 'n' }, 'parameters.url'],
    ['create_webhook_endpoint', { url, name: 'n', subscriptions: [{ eventType: 'USER_UPDATES' }] }, 'parameters.subscriptions[0].eventType'],
    ['create_webhook_endpoint', { url, name: 'n', subscriptions: [{ filtersJson: '{}' }] }, 'parameters.subscriptions[0].eventType'],
    ['create_webhook_endpoint', { url, name: 'n', subscriptions: [{ eventType: 'ACTIVITY_UPDATES', filtersJson: '{nope' }] }, 'parameters.subscriptions[0].filtersJson'],
    ['create_webhook_endpoint', { url, name: 'n', subscriptions: [{ eventType: 'ACTIVITY_UPDATES', isActive: 'yes' }] }, 'parameters.subscriptions[0].isActive'],
    ['create_webhook_endpoint', { url, name: 'n', isActive: 1 }, 'parameters.isActive'],
    ['update_webhook_endpoint', { name: 'n' }, 'parameters.endpointId'],
    ['update_webhook_endpoint', { endpointId: 'ID', url: 'mailto:a@b.c' }, 'parameters.url'],
    ['update_webhook_endpoint', { endpointId: 'ID', name: '' }, 'parameters.name'],
    ['update_webhook_endpoint', { endpointId: 'ID', isActive: 'false' }, 'parameters.isActive'],
    ['delete_webhook_endpoint', {}, 'parameters.endpointId'],
  ] as const)('%s %o → 400 naming %s', async (operation, parameters, field) => {
    const endpointId = await createEndpoint();
    const filled = JSON.parse(JSON.stringify(parameters).replace('"ID"', JSON.stringify(endpointId))) as Record<string, unknown>;
    expectRefusal(await test.submit(ada, operation, filled), 400, 'INVALID_ARGUMENT', field);
    expect(await readEndpoints()).toEqual([expect.objectContaining({ endpointId, url, name: 'audit', isActive: true })]);
  });

  it("refuses another organization's endpoint with 404 naming parameters.endpointId", async () => {
    const endpointId = await createEndpoint();
    const grace = await test.signUp('grace@example.com');
    expectRefusal(await test.submit(grace, 'update_webhook_endpoint', { endpointId, isActive: false }), 404, 'NOT_FOUND', 'parameters.endpointId');
    expectRefusal(await test.submit(grace, 'delete_webhook_endpoint', { endpointId }), 404, 'NOT_FOUND', 'parameters.endpointId');
  });

  it('survives garbage in every member', async () => {
    const endpointId = await createEndpoint();
    await test.sweepSubmit(ada, 'create_webhook_endpoint', { url, name: 'n', subscriptions: [{ eventType: 'ACTIVITY_UPDATES', filtersJson: '{}', isActive: true }], isActive: true });
    await test.sweepSubmit(ada, 'update_webhook_endpoint', { endpointId, url, name: 'n', isActive: true });
    await test.sweepSubmit(ada, 'delete_webhook_endpoint', { endpointId });
    await test.sweepQuery(ada, 'list_webhook_endpoints');
  });
});
