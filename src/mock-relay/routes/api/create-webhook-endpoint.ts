import { invalidArgument } from '../../errors';
import { prefixedId } from '../../ids';
import type { StoredWebhookEndpoint } from '../../org-resources-state';
import { defaultWebhookSubscriptions, webhookFlag, webhookSubscriptions, webhookText, webhookUrl } from '../../webhooks/webhook-endpoint-fields';
import { webhookEndpointView, type WebhookEndpointView } from '../../webhooks/webhook-endpoint-view';
import type { SubmitRoute } from './submit';

/**
 * `create_webhook_endpoint` — a MOCK EXTENSION beyond the spec (which only updates and deletes
 * endpoints), shaped like the spec's operations: type `ACTIVITY_TYPE_CREATE_WEBHOOK_ENDPOINT`,
 * intent `createWebhookEndpointIntent {url, name, subscriptions?, isActive?}`, result
 * `createWebhookEndpointResult {endpointId, webhookEndpoint}`. The endpoint belongs to the
 * caller's organization; `subscriptions` default to `[{eventType: 'ACTIVITY_UPDATES'}]`
 * (send `[]` for none), each active unless `isActive: false`. Endpoints also come from the
 * relay config's `webhookEndpoints`.
 */
export const createWebhookEndpoint: SubmitRoute = {
  type: 'ACTIVITY_TYPE_CREATE_WEBHOOK_ENDPOINT',
  intentMember: 'createWebhookEndpointIntent',
  resultMember: 'createWebhookEndpointResult',
  run(context, caller, parameters): { endpointId: string; webhookEndpoint: WebhookEndpointView } {
    const url = webhookUrl(parameters.url, 'parameters.url', invalidArgument);
    const name = webhookText(parameters.name, 'parameters.name', invalidArgument);
    const subscriptions =
      parameters.subscriptions === undefined ? defaultWebhookSubscriptions() : webhookSubscriptions(parameters.subscriptions, 'parameters.subscriptions', invalidArgument);
    const isActive = parameters.isActive === undefined ? true : webhookFlag(parameters.isActive, 'parameters.isActive', invalidArgument);
    const now = context.now();
    const endpoint: StoredWebhookEndpoint = {
      endpointId: prefixedId('webhook'),
      organizationId: caller.organization.organizationId,
      url,
      name,
      isActive,
      subscriptions,
      createdAt: now,
      updatedAt: now,
    };
    context.webhooks.registry.put(endpoint);
    return { endpointId: endpoint.endpointId, webhookEndpoint: webhookEndpointView(endpoint) };
  },
};
