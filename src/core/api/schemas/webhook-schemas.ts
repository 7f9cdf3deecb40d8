import { formats } from '../formats';
import { flag, list, oneOf, optional, record, text, type SubmitSchema } from '../param-schema';

/** The event types spec section 6 documents. */
export const webhookEventTypes = ['ACTIVITY_UPDATES', 'BALANCE_CONFIRMED_UPDATES', 'BALANCE_FINALIZED_UPDATES'] as const;

/** A webhook endpoint as the service answers it (spec section 2); event types are not narrowed here. */
export const webhookEndpointSchema = record({
  endpointId: text(),
  organizationId: text(),
  url: text(),
  name: text(),
  isActive: flag(),
  subscriptions: optional(list(record({ eventType: text(), filtersJson: optional(text()), isActive: optional(flag()) }))),
});

/** create_webhook_endpoint (beyond the spec, Turnkey's), update_ and delete_webhook_endpoint (spec section 4.2). */
export const webhookSchemas = {
  create_webhook_endpoint: {
    params: record({
      url: text(formats.deliveryUrl),
      name: text(),
      subscriptions: optional(list(record({ eventType: oneOf(webhookEventTypes), filtersJson: optional(text(formats.json)) }))),
    }),
    result: record({ endpointId: text(), webhookEndpoint: optional(webhookEndpointSchema) }),
  },
  update_webhook_endpoint: {
    params: record({
      endpointId: text(),
      url: optional(text(formats.deliveryUrl)),
      name: optional(text()),
      isActive: optional(flag()),
    }),
    result: record({ endpointId: text(), webhookEndpoint: webhookEndpointSchema }),
  },
  delete_webhook_endpoint: {
    params: record({ endpointId: text() }),
    result: record({ endpointId: text() }),
  },
} satisfies Record<string, SubmitSchema>;
