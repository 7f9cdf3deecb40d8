/**
 * The relay config setting `webhookEndpoints` (a mock extension: the spec has no operation that
 * creates an endpoint): endpoints the relay starts with, each
 * `{endpointId?, name, url, organizationId?, isActive?, subscriptions?}`.
 */
import { invalidInput } from '../../core/errors';
import { isRecord } from '../../core/transport/validate';
import type { StoredWebhookSubscription } from '../org-resources-state';
import { defaultWebhookSubscriptions, webhookFlag, webhookSubscriptions, webhookText, webhookUrl } from './webhook-endpoint-fields';

export interface ConfiguredWebhookEndpoint {
  /** Default `config-webhook-<index>`. */
  endpointId: string;
  name: string;
  url: string;
  /** Default: the relay's `organizationId` (the parent organization, whose endpoints hear every sub-organization). */
  organizationId?: string;
  /** Default true (filled in when the setting is read). */
  isActive?: boolean;
  /** Default `[{eventType: 'ACTIVITY_UPDATES', isActive: true}]` (filled in when the setting is read). */
  subscriptions?: StoredWebhookSubscription[];
}

const members = ['endpointId', 'name', 'url', 'organizationId', 'isActive', 'subscriptions'];

export function parseWebhookEndpointsSetting(value: unknown, field: string): ConfiguredWebhookEndpoint[] {
  if (!Array.isArray(value)) throw invalidInput(field, 'must be an array of {endpointId?, name, url, organizationId?, isActive?, subscriptions?}');
  const seen = new Set<string>();
  return value.map((item, index) => {
    const path = `${field}[${index}]`;
    if (!isRecord(item)) throw invalidInput(path, 'must be an object {endpointId?, name, url, organizationId?, isActive?, subscriptions?}');
    for (const key of Object.keys(item)) if (!members.includes(key)) throw invalidInput(`${path}.${key}`, 'is not a webhook endpoint setting');
    const endpointId = item.endpointId === undefined ? `config-webhook-${index}` : webhookText(item.endpointId, `${path}.endpointId`, invalidInput, 200);
    if (seen.has(endpointId)) throw invalidInput(`${path}.endpointId`, `repeats ${endpointId}`);
    seen.add(endpointId);
    const endpoint: ConfiguredWebhookEndpoint = {
      endpointId,
      name: webhookText(item.name, `${path}.name`, invalidInput),
      url: webhookUrl(item.url, `${path}.url`, invalidInput),
      isActive: item.isActive === undefined ? true : webhookFlag(item.isActive, `${path}.isActive`, invalidInput),
      subscriptions: item.subscriptions === undefined ? defaultWebhookSubscriptions() : webhookSubscriptions(item.subscriptions, `${path}.subscriptions`, invalidInput),
    };
    if (item.organizationId !== undefined) endpoint.organizationId = webhookText(item.organizationId, `${path}.organizationId`, invalidInput, 200);
    return endpoint;
  });
}
