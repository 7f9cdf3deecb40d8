/**
 * Webhook endpoints through `kit.account()` against the mock relay: created (Turnkey's
 * create_webhook_endpoint, beyond the spec), updated, deleted and read, and the deliveries the
 * relay makes to them and to the endpoint of its config (`webhookEndpoints`).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { completed, createContractHarness, refusal, type ContractHarness } from './contract-harness';

let h: ContractHarness;

beforeEach(async () => {
  h = await createContractHarness();
});

const deliveredTo = async (url: string) => {
  await h.relay.webhooks.idle();
  return h.deliveries.filter((delivery) => delivery.url === url).map((delivery) => JSON.parse(delivery.body) as { eventType: string; organizationId: string; data: { activity: { type: string } } });
};

describe('create_webhook_endpoint', () => {
  it('answers the endpoint; list_webhook_endpoints reads it; the next activity is delivered to it', async () => {
    const result = completed(
      await h.account.createWebhookEndpoint({ url: 'https://hooks.example.com/ada', name: 'Ada hooks', subscriptions: [{ eventType: 'ACTIVITY_UPDATES', filtersJson: '{"type":"any"}' }] }),
    );
    const expected = {
      endpointId: result.endpointId,
      organizationId: h.session.organizationId,
      url: 'https://hooks.example.com/ada',
      name: 'Ada hooks',
      isActive: true,
      subscriptions: [{ eventType: 'ACTIVITY_UPDATES', filtersJson: '{"type":"any"}', isActive: true }],
    };
    expect(result.webhookEndpoint).toMatchObject(expected);
    expect(await h.account.getWebhookEndpoints()).toEqual([expect.objectContaining(expected)]);

    completed(await h.account.updateUser({ userName: 'Ada' }));
    expect(await deliveredTo('https://hooks.example.com/ada')).toContainEqual(
      expect.objectContaining({ eventType: 'ACTIVITY_UPDATES', organizationId: h.session.organizationId, data: { activity: expect.objectContaining({ type: 'ACTIVITY_TYPE_UPDATE_USER' }) } }),
    );
  });

  it("the relay config's endpoint (the parent organization's) hears the sub-organization's activities, but is not the organization's to read", async () => {
    completed(await h.account.updateUser({ userName: 'Ada' }));
    expect((await deliveredTo('https://hooks.example.com/audit')).map((event) => event.data.activity.type)).toContain('ACTIVITY_TYPE_UPDATE_USER');
    expect(await h.account.getWebhookEndpoints()).toEqual([]);
  });
});

describe('update_webhook_endpoint', () => {
  it('changes the members sent; isActive false turns the endpoint and its subscriptions off, and it hears nothing more', async () => {
    const { endpointId } = completed(await h.account.createWebhookEndpoint({ url: 'https://hooks.example.com/a', name: 'a' }));
    const result = completed(await h.account.updateWebhookEndpoint({ endpointId, name: 'renamed', url: 'https://hooks.example.com/b', isActive: false }));
    const expected = { endpointId, name: 'renamed', url: 'https://hooks.example.com/b', isActive: false, subscriptions: [{ eventType: 'ACTIVITY_UPDATES', isActive: false }] };
    expect(result).toEqual({ endpointId, webhookEndpoint: expect.objectContaining(expected) });
    expect(await h.account.getWebhookEndpoints()).toEqual([expect.objectContaining(expected)]);

    await h.relay.webhooks.idle();
    const before = h.deliveries.length;
    completed(await h.account.updateUser({ userName: 'Ada' }));
    expect((await deliveredTo('https://hooks.example.com/b')).length).toBe(0);
    expect(h.deliveries.length).toBeGreaterThan(before); // the config's endpoint still hears it
  });

  it("another organization's endpoint is not_found, naming endpointId", async () => {
    const theirs = await h.raw.completed('create_webhook_endpoint', { url: 'https://hooks.example.com/raw', name: 'raw' });
    const endpointId = (theirs.result.createWebhookEndpointResult as { endpointId: string }).endpointId;
    expect(await refusal(() => h.account.updateWebhookEndpoint({ endpointId, isActive: false }))).toMatchObject({ code: 'not_found', details: { field: 'endpointId' } });
  });
});

describe('delete_webhook_endpoint', () => {
  it('removes it from list_webhook_endpoints', async () => {
    const kept = completed(await h.account.createWebhookEndpoint({ url: 'https://hooks.example.com/kept', name: 'kept' }));
    const gone = completed(await h.account.createWebhookEndpoint({ url: 'https://hooks.example.com/gone', name: 'gone' }));
    expect(completed(await h.account.deleteWebhookEndpoint({ endpointId: gone.endpointId }))).toEqual({ endpointId: gone.endpointId });
    expect((await h.account.getWebhookEndpoints()).map((endpoint) => endpoint.endpointId)).toEqual([kept.endpointId]);
  });
});

describe('list_webhook_endpoints', () => {
  it('the mock also answers the old path get_webhook_endpoints (an alias)', async () => {
    await h.raw.completed('create_webhook_endpoint', { url: 'https://hooks.example.com/raw', name: 'raw' });
    const alias = await h.raw.query('get_webhook_endpoints', {});
    expect(alias.status).toBe(200);
    expect(alias.body).toEqual((await h.raw.query('list_webhook_endpoints', {})).body);
  });
});
