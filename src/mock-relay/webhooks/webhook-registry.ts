/**
 * The webhook endpoints and signing key in the relay's state, kept consistent with the
 * configuration: endpoints of the `webhookEndpoints` setting are added whenever the state lacks
 * them (at start, and after a reset), and the signing key made once survives resets. Every
 * access goes through `sync()`, which notices a reset (a new state object).
 */
import type { RelayConfig } from '../relay-config';
import type { StoredState } from '../stored-state';
import type { RelayStore } from '../store';
import type { StoredWebhookEndpoint, StoredWebhookSigningKey } from '../org-resources-state';
import { own } from '../stored-state';
import { defaultWebhookSubscriptions } from './webhook-endpoint-fields';
import { generateWebhookSigningKey } from './webhook-signing-key';

export class WebhookRegistry {
  readonly #store: RelayStore;
  readonly #config: RelayConfig;
  readonly #now: () => number;
  #syncedState: StoredState | undefined;
  #signingKey: StoredWebhookSigningKey | undefined;
  /** Called when sync() finds a new state (a reset). */
  onReset: () => void = () => undefined;

  constructor(store: RelayStore, config: RelayConfig, now: () => number) {
    this.#store = store;
    this.#config = config;
    this.#now = now;
  }

  /** The live state, with the configured endpoints and the signing key in it. */
  sync(): StoredState {
    const state = this.#store.state;
    if (state === this.#syncedState) return state;
    const fresh = this.#syncedState !== undefined;
    this.#syncedState = state;
    if (state.webhookSigningKey === undefined) {
      state.webhookSigningKey = this.#signingKey ?? generateWebhookSigningKey();
      this.#store.markDirty();
    }
    this.#signingKey = state.webhookSigningKey;
    for (const configured of this.#config.webhookEndpoints ?? []) {
      if (own(state.webhookEndpoints, configured.endpointId) !== undefined) continue;
      const now = this.#now();
      state.webhookEndpoints[configured.endpointId] = {
        endpointId: configured.endpointId,
        organizationId: configured.organizationId ?? this.#config.organizationId,
        url: configured.url,
        name: configured.name,
        isActive: configured.isActive ?? true,
        subscriptions: structuredClone(configured.subscriptions ?? defaultWebhookSubscriptions()),
        createdAt: now,
        updatedAt: now,
      };
      this.#store.markDirty();
    }
    if (fresh) this.onReset();
    return state;
  }

  signingKey(): StoredWebhookSigningKey {
    const key = this.sync().webhookSigningKey;
    if (key === undefined) throw new Error('webhook signing key missing after sync');
    return key;
  }

  get(endpointId: string): StoredWebhookEndpoint | undefined {
    return own(this.sync().webhookEndpoints, endpointId);
  }

  /** The endpoints of `organizationId` (all with undefined), oldest first. */
  list(organizationId?: string): StoredWebhookEndpoint[] {
    return Object.values(this.sync().webhookEndpoints)
      .filter((endpoint) => organizationId === undefined || endpoint.organizationId === organizationId)
      .sort((a, b) => a.createdAt - b.createdAt);
  }

  put(endpoint: StoredWebhookEndpoint): void {
    this.sync().webhookEndpoints[endpoint.endpointId] = endpoint;
    this.#store.markDirty();
  }

  remove(endpointId: string): void {
    delete this.sync().webhookEndpoints[endpointId];
    this.#store.markDirty();
  }
}
