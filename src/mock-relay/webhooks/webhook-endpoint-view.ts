import type { StoredWebhookEndpoint, WebhookEventType } from '../org-resources-state';

/** A webhook endpoint as the API returns it (spec section 2). */
export interface WebhookEndpointView {
  endpointId: string;
  organizationId: string;
  url: string;
  name: string;
  isActive: boolean;
  subscriptions: { eventType: WebhookEventType; filtersJson?: string; isActive: boolean }[];
}

export function webhookEndpointView(endpoint: StoredWebhookEndpoint): WebhookEndpointView {
  return {
    endpointId: endpoint.endpointId,
    organizationId: endpoint.organizationId,
    url: endpoint.url,
    name: endpoint.name,
    isActive: endpoint.isActive,
    subscriptions: endpoint.subscriptions.map((item) => ({ ...item })),
  };
}
