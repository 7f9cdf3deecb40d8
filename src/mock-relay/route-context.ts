/**
 * What every route gets: the configuration, the store, the enclave keys, the mailbox, the OAuth
 * services and the clock. Routes are plain functions of (context, parsed body) → JSON result; they throw
 * RelayError to refuse. The handler does the HTTP around them.
 */
import type { Enclave } from './enclave';
import type { Mailbox } from './mailbox';
import type { OauthServices } from './oauth/oauth-services';
import type { RelayConfig } from './relay-config';
import type { RelayStore } from './store';
import type { WebhookService } from './webhooks/webhook-service';

export interface RouteContext {
  readonly config: RelayConfig;
  readonly store: RelayStore;
  readonly enclave: Enclave;
  readonly mailbox: Mailbox;
  /** The mock IdP, the relay's own OIDC issuer and the OAuth client ids. */
  readonly oauth: OauthServices;
  /** Epoch milliseconds (injectable for tests). */
  now(): number;
  /** Webhook endpoints, signing key and deliveries (webhooks/). */
  readonly webhooks: WebhookService;
}

/** What a relay route may need of the request beyond its body. */
export interface RelayRequestInfo {
  /** The `Origin` header, else the handler's `defaultOrigin`, else null (passkeys are checked against it). */
  origin: string | null;
  /** The relay's base URL for this request (issuer URLs are built on it; see oauth-services.ts). */
  baseUrl: string;
}

export type RelayRoute = (context: RouteContext, body: Record<string, unknown>, request: RelayRequestInfo) => object | Promise<object>;
