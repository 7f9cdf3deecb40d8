import { invalidArgument } from '../../errors';
import { webhookFlag, webhookText, webhookUrl } from '../../webhooks/webhook-endpoint-fields';
import { webhookEndpointView, type WebhookEndpointView } from '../../webhooks/webhook-endpoint-view';
import type { SubmitRoute } from './submit';
import { webhookEndpointOfCaller } from './webhook-endpoint-of-caller';

/**
 * `update_webhook_endpoint` (spec sections 3 and 4.2): changes only the members sent — `url`,
 * `name`, `isActive`. `isActive` toggles the endpoint and each of its subscriptions (an
 * inactive endpoint receives nothing, and its pending retries stop). Result
 * `updateWebhookEndpointResult {endpointId, webhookEndpoint}`.
 */
export const updateWebhookEndpoint: SubmitRoute = {
  type: 'ACTIVITY_TYPE_UPDATE_WEBHOOK_ENDPOINT',
  intentMember: 'updateWebhookEndpointIntent',
  resultMember: 'updateWebhookEndpointResult',
  run(context, caller, parameters): { endpointId: string; webhookEndpoint: WebhookEndpointView } {
    const endpoint = webhookEndpointOfCaller(context, caller, parameters);
    const url = parameters.url === undefined ? undefined : webhookUrl(parameters.url, 'parameters.url', invalidArgument);
    const name = parameters.name === undefined ? undefined : webhookText(parameters.name, 'parameters.name', invalidArgument);
    const isActive = parameters.isActive === undefined ? undefined : webhookFlag(parameters.isActive, 'parameters.isActive', invalidArgument);
    const updated = structuredClone(endpoint);
    if (url !== undefined) updated.url = url;
    if (name !== undefined) updated.name = name;
    if (isActive !== undefined) {
      updated.isActive = isActive;
      for (const subscription of updated.subscriptions) subscription.isActive = isActive;
    }
    updated.updatedAt = context.now();
    context.webhooks.registry.put(updated);
    return { endpointId: updated.endpointId, webhookEndpoint: webhookEndpointView(updated) };
  },
};
