/**
 * The members of a webhook endpoint, checked the same way whether they come from the config
 * file (refusals are `invalid_input`) or from an activity (400 INVALID_ARGUMENT): `fail` makes
 * the error, naming the field.
 */
import { isRecord } from '../../core/transport/validate';
import { webhookEventTypes, type StoredWebhookSubscription, type WebhookEventType } from '../org-resources-state';

export type FieldFailure = (field: string, problem: string) => Error;

/** The mock's caps (the spec states none). */
export const maxWebhookUrlLength = 2048;
export const maxWebhookSubscriptions = 10;

/** Subscribed when an endpoint is made without `subscriptions`. */
export function defaultWebhookSubscriptions(): StoredWebhookSubscription[] {
  return [{ eventType: 'ACTIVITY_UPDATES', isActive: true }];
}

export function webhookText(value: unknown, field: string, fail: FieldFailure, maxLength = 256): string {
  if (value === undefined || value === null) throw fail(field, 'is required');
  if (typeof value !== 'string' || value.trim() === '') throw fail(field, 'must be a non-empty string');
  if (value.length > maxLength) throw fail(field, `must be at most ${maxLength} characters`);
  return value;
}

/** An absolute http(s) URL without credentials: where deliveries go (and nowhere else; redirects are not followed). */
export function webhookUrl(value: unknown, field: string, fail: FieldFailure): string {
  const text = webhookText(value, field, fail, maxWebhookUrlLength);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw fail(field, 'must be an absolute http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fail(field, 'must be an absolute http(s) URL');
  if (url.username !== '' || url.password !== '') throw fail(field, 'must not carry credentials');
  return text;
}

export function webhookFlag(value: unknown, field: string, fail: FieldFailure): boolean {
  if (typeof value !== 'boolean') throw fail(field, 'must be true or false');
  return value;
}

/** `[{eventType, filtersJson?, isActive?}]`: a documented event type; filters as JSON text; active unless false. */
export function webhookSubscriptions(value: unknown, field: string, fail: FieldFailure): StoredWebhookSubscription[] {
  if (!Array.isArray(value)) throw fail(field, 'must be an array of {eventType, filtersJson?, isActive?}');
  if (value.length > maxWebhookSubscriptions) throw fail(field, `must have at most ${maxWebhookSubscriptions} items`);
  return value.map((item, index) => {
    const path = `${field}[${index}]`;
    if (!isRecord(item)) throw fail(path, 'must be an object {eventType, filtersJson?, isActive?}');
    for (const key of Object.keys(item)) {
      if (!['eventType', 'filtersJson', 'isActive'].includes(key)) throw fail(`${path}.${key}`, 'is not a subscription member');
    }
    const { eventType } = item;
    if (eventType === undefined) throw fail(`${path}.eventType`, `is required (one of ${webhookEventTypes.join(', ')})`);
    if (typeof eventType !== 'string' || !(webhookEventTypes as readonly string[]).includes(eventType)) {
      throw fail(`${path}.eventType`, `must be one of ${webhookEventTypes.join(', ')}`);
    }
    const subscription: StoredWebhookSubscription = {
      eventType: eventType as WebhookEventType,
      isActive: item.isActive === undefined ? true : webhookFlag(item.isActive, `${path}.isActive`, fail),
    };
    if (item.filtersJson !== undefined) {
      const filtersJson = webhookText(item.filtersJson, `${path}.filtersJson`, fail, 4096);
      try {
        JSON.parse(filtersJson);
      } catch {
        throw fail(`${path}.filtersJson`, 'must be JSON text');
      }
      subscription.filtersJson = filtersJson;
    }
    return subscription;
  });
}
