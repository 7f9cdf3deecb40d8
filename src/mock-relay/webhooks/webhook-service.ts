/** The webhook parts of the relay, wired together: endpoints and key (registry) and deliveries (dispatcher). */
import type { RelayConfig } from '../relay-config';
import type { StoredActivity } from '../stored-state';
import type { RelayStore } from '../store';
import { WebhookDispatcher, type WebhookDelivery, type WebhookDispatcherOptions, type WebhookRetryOptions } from './webhook-dispatcher';
import { WebhookRegistry } from './webhook-registry';
import { webhookPublicKey, type WebhookPublicKey } from './webhook-signing-key';

export interface WebhookServiceOptions {
  store: RelayStore;
  config: RelayConfig;
  now: () => number;
  fetch?: WebhookDispatcherOptions['fetch'];
  retry?: WebhookRetryOptions;
}

export interface WebhookService {
  readonly registry: WebhookRegistry;
  /** The signing key's public half and id (what receivers pin). */
  publicKey(): WebhookPublicKey;
  publishActivity(activity: StoredActivity): void;
  deliveries(endpointId?: string): WebhookDelivery[];
  idle(): Promise<void>;
}

export function createWebhookService(options: WebhookServiceOptions): WebhookService {
  const registry = new WebhookRegistry(options.store, options.config, options.now);
  const dispatcher = new WebhookDispatcher({
    registry,
    parentOrganizationId: options.config.organizationId,
    now: options.now,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    ...(options.retry === undefined ? {} : { retry: options.retry }),
  });
  registry.onReset = () => dispatcher.clearLog();
  // Seeds the configured endpoints and the signing key into the state at start.
  registry.sync();
  return {
    registry,
    publicKey: () => webhookPublicKey(registry.signingKey()),
    publishActivity: (activity) => dispatcher.publishActivity(activity),
    deliveries: (endpointId) => {
      registry.sync();
      return dispatcher.deliveries(endpointId);
    },
    idle: () => dispatcher.idle(),
  };
}

/** The webhook view a MockRelay offers tests and tools. */
export interface MockRelayWebhooks {
  /** The key deliveries are signed with: pass `{[keyId]: publicKey}` to verifyWebhookSignature. */
  readonly signingKey: WebhookPublicKey;
  /** The delivery log, oldest first (as `GET /__mock/webhooks`). */
  readonly deliveries: WebhookDelivery[];
  /** Resolves once no delivery is pending (retries included). */
  idle(): Promise<void>;
}

export function mockRelayWebhooks(service: WebhookService): MockRelayWebhooks {
  return {
    get signingKey() {
      return service.publicKey();
    },
    get deliveries() {
      return service.deliveries();
    },
    idle: () => service.idle(),
  };
}
