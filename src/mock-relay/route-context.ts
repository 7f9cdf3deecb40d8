/**
 * What every route gets: the configuration, the store, the enclave keys, the mailbox, the OAuth
 * services and the clock. Routes are plain functions of (context, parsed body) → JSON result; they throw
 * RelayError to refuse. The handler does the HTTP around them.
 */
import type { Enclave } from './enclave';
import type { Mailbox } from './mailbox';
import type { MockProofService } from './proofs/mock-proof-service';
import type { ProofCorruptions } from './proofs/proof-corruption';
import type { OauthServices } from './oauth/oauth-services';
import type { OtpRateLimits } from './rate-limits/otp-rate-limits';
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
  /** The OTP endpoints' rate limits per contact and per client address (rate-limits/). */
  readonly rateLimits: OtpRateLimits;
  /** App proofs, boot proofs and the test control that spoils them (proofs/). */
  readonly proofs: { readonly service: MockProofService; readonly corruptions: ProofCorruptions };
}

/** What a relay route may need of the request beyond its body. */
export interface RelayRequestInfo {
  /** The `Origin` header, else the handler's `defaultOrigin`, else null (passkeys are checked against it). */
  origin: string | null;
  /** The relay's base URL for this request (issuer URLs are built on it; see oauth-services.ts). */
  baseUrl: string;
  /** The client's address (socket, or `X-Forwarded-For` behind a trusted proxy), or null when unknown; rate limits count per address. */
  clientAddress: string | null;
}

export type RelayRoute = (context: RouteContext, body: Record<string, unknown>, request: RelayRequestInfo) => object | Promise<object>;
