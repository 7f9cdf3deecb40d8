import type { SubmitRoute } from './submit';
import { webhookEndpointOfCaller } from './webhook-endpoint-of-caller';

/**
 * `delete_webhook_endpoint` (spec section 4.2): removes an endpoint of the caller's organization
 * (its pending retries stop). Result `deleteWebhookEndpointResult {endpointId}`. An endpoint of
 * the config file is added again at the next start.
 */
export const deleteWebhookEndpoint: SubmitRoute = {
  type: 'ACTIVITY_TYPE_DELETE_WEBHOOK_ENDPOINT',
  intentMember: 'deleteWebhookEndpointIntent',
  resultMember: 'deleteWebhookEndpointResult',
  run(context, caller, parameters): { endpointId: string } {
    const endpoint = webhookEndpointOfCaller(context, caller, parameters);
    context.webhooks.registry.remove(endpoint.endpointId);
    return { endpointId: endpoint.endpointId };
  },
};
