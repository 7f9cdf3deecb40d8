import { webhookEndpointView, type WebhookEndpointView } from '../../webhooks/webhook-endpoint-view';
import type { QueryRoute } from './query';

/**
 * `list_webhook_endpoints {organizationId}` → `{webhookEndpoints}`: the caller organization's
 * endpoints, oldest first, in the shape of spec section 2. Beyond the spec (which lists no read
 * for endpoints): Turnkey's API has it under this path (the mock also answers `get_webhook_endpoints`).
 */
export const getWebhookEndpoints: QueryRoute = (context, caller): { webhookEndpoints: WebhookEndpointView[] } => ({
  webhookEndpoints: context.webhooks.registry.list(caller.organization.organizationId).map(webhookEndpointView),
});
