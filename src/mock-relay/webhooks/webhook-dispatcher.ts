/**
 * Webhook deliveries (protocol.md section 12): every completed activity is POSTed, as
 * `{eventId, eventType: 'ACTIVITY_UPDATES', organizationId, timestampMs, data: {activity}}`, to
 * each active endpoint with an active ACTIVITY_UPDATES subscription, of the activity's
 * organization or of the relay's parent organization. Each attempt is signed afresh (Ed25519,
 * the X-Turnkey-* headers); a non-2xx answer, a network error or a timeout is retried with
 * exponential backoff up to `maxAttempts`; redirects are not followed (deliveries go to the
 * endpoint's URL only). An endpoint deactivated or deleted meanwhile cancels its pending retries.
 * The log of deliveries (memory only, the latest `maxLoggedDeliveries`) is `GET /__mock/webhooks`.
 */
import { invalidInput } from '../../core/errors';
import { utf8Encode } from '../../core/encoding/utf8';
import { prefixedId, randomUuid } from '../ids';
import type { StoredWebhookEndpoint } from '../org-resources-state';
import { activityView } from '../routes/api/activity-envelope';
import type { StoredActivity } from '../stored-state';
import type { WebhookRegistry } from './webhook-registry';
import { webhookSignatureHeaders } from './webhook-signing-key';

export interface WebhookRetryOptions {
  /** Attempts per delivery, the first included (default 5). */
  maxAttempts?: number;
  /** The wait before the second attempt; it doubles after each failure (default 1000 ms, capped at 60 s). */
  baseDelayMs?: number;
  /** How long one attempt may take (default 10 000 ms). */
  timeoutMs?: number;
}

export interface WebhookDeliveryAttempt {
  attempt: number;
  /** Epoch ms (the relay's clock). */
  at: number;
  /** The endpoint's HTTP status, when it answered. */
  httpStatus?: number;
  /** Why the attempt failed, when it did without an answer. */
  error?: string;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

export interface WebhookDelivery {
  deliveryId: string;
  eventId: string;
  eventType: 'ACTIVITY_UPDATES';
  endpointId: string;
  url: string;
  organizationId: string;
  activityId: string;
  activityType: string;
  status: WebhookDeliveryStatus;
  attempts: WebhookDeliveryAttempt[];
  /** The JSON body sent (the same bytes on every attempt). */
  body: string;
}

export const maxLoggedDeliveries = 500;
const maxDelayMs = 60_000;

function positiveInteger(value: number | undefined, fallback: number, field: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1) throw invalidInput(field, 'must be a positive whole number');
  return value;
}

/** Waits without keeping a Node process alive. */
function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer: unknown = setTimeout(resolve, ms);
    (timer as { unref?: () => void }).unref?.();
  });
}

export interface WebhookDispatcherOptions {
  registry: WebhookRegistry;
  parentOrganizationId: string;
  now: () => number;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  retry?: WebhookRetryOptions;
}

export class WebhookDispatcher {
  readonly #registry: WebhookRegistry;
  readonly #parentOrganizationId: string;
  readonly #now: () => number;
  readonly #fetch: (input: string, init: RequestInit) => Promise<Response>;
  readonly #maxAttempts: number;
  readonly #baseDelayMs: number;
  readonly #timeoutMs: number;
  #log: WebhookDelivery[] = [];
  readonly #pending = new Set<Promise<void>>();

  constructor(options: WebhookDispatcherOptions) {
    this.#registry = options.registry;
    this.#parentOrganizationId = options.parentOrganizationId;
    this.#now = options.now;
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#maxAttempts = positiveInteger(options.retry?.maxAttempts, 5, 'webhookRetry.maxAttempts');
    this.#baseDelayMs = positiveInteger(options.retry?.baseDelayMs, 1000, 'webhookRetry.baseDelayMs');
    this.#timeoutMs = positiveInteger(options.retry?.timeoutMs, 10_000, 'webhookRetry.timeoutMs');
  }

  /** The endpoint if it should still receive `organizationId`'s activity updates. */
  #receiver(endpointId: string, organizationId: string): StoredWebhookEndpoint | undefined {
    const endpoint = this.#registry.get(endpointId);
    if (endpoint === undefined || !endpoint.isActive) return undefined;
    if (endpoint.organizationId !== organizationId && endpoint.organizationId !== this.#parentOrganizationId) return undefined;
    return endpoint.subscriptions.some((item) => item.eventType === 'ACTIVITY_UPDATES' && item.isActive) ? endpoint : undefined;
  }

  /** Starts the deliveries of one completed activity (returns at once; see `idle`). */
  publishActivity(activity: StoredActivity): void {
    const receivers = this.#registry.list().filter((endpoint) => this.#receiver(endpoint.endpointId, activity.organizationId) !== undefined);
    if (receivers.length === 0) return;
    const eventId = randomUuid();
    const body = JSON.stringify({
      eventId,
      eventType: 'ACTIVITY_UPDATES',
      organizationId: activity.organizationId,
      timestampMs: String(this.#now()),
      data: { activity: activityView(activity) },
    });
    for (const endpoint of receivers) {
      const delivery: WebhookDelivery = {
        deliveryId: prefixedId('delivery'),
        eventId,
        eventType: 'ACTIVITY_UPDATES',
        endpointId: endpoint.endpointId,
        url: endpoint.url,
        organizationId: activity.organizationId,
        activityId: activity.id,
        activityType: activity.type,
        status: 'pending',
        attempts: [],
        body,
      };
      this.#log.push(delivery);
      if (this.#log.length > maxLoggedDeliveries) this.#log.splice(0, this.#log.length - maxLoggedDeliveries);
      const running = this.#deliver(delivery)
        .catch(() => {
          // Never an unhandled rejection: a delivery that breaks inside the mock is logged as failed.
          delivery.status = 'failed';
        })
        .finally(() => this.#pending.delete(running));
      this.#pending.add(running);
    }
  }

  async #deliver(delivery: WebhookDelivery): Promise<void> {
    const bytes = utf8Encode(delivery.body);
    for (let attempt = 1; attempt <= this.#maxAttempts; attempt += 1) {
      const endpoint = this.#receiver(delivery.endpointId, delivery.organizationId);
      if (endpoint === undefined) {
        delivery.status = 'cancelled';
        return;
      }
      delivery.url = endpoint.url;
      if (await this.#attempt(delivery, bytes, attempt)) {
        delivery.status = 'delivered';
        return;
      }
      if (attempt < this.#maxAttempts) await sleep(Math.min(maxDelayMs, this.#baseDelayMs * 2 ** (attempt - 1)));
    }
    delivery.status = 'failed';
  }

  async #attempt(delivery: WebhookDelivery, bytes: Uint8Array, attempt: number): Promise<boolean> {
    const at = this.#now();
    const record: WebhookDeliveryAttempt = { attempt, at };
    delivery.attempts.push(record);
    try {
      const headers = { 'Content-Type': 'application/json', ...webhookSignatureHeaders(this.#registry.signingKey(), delivery.eventId, String(at), bytes) };
      const response = await this.#fetch(delivery.url, {
        method: 'POST',
        headers,
        body: bytes as BodyInit,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      record.httpStatus = response.status;
      await response.body?.cancel().catch(() => undefined);
      return response.status >= 200 && response.status < 300;
    } catch (error) {
      record.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return false;
    }
  }

  /** Deliveries, oldest first (of one endpoint with `endpointId`). */
  deliveries(endpointId?: string): WebhookDelivery[] {
    return this.#log.filter((delivery) => endpointId === undefined || delivery.endpointId === endpointId).map((delivery) => structuredClone(delivery));
  }

  /** Forgets the log (a reset); deliveries under way finish unlogged. */
  clearLog(): void {
    this.#log = [];
  }

  /** Resolves once no delivery is pending (retries included). */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}
