/**
 * What every route gets: the configuration, the store, the enclave keys, the mailbox and the
 * clock. Routes are plain functions of (context, parsed body) → JSON result; they throw
 * RelayError to refuse. The handler does the HTTP around them.
 */
import type { Enclave } from './enclave';
import type { Mailbox } from './mailbox';
import type { RelayConfig } from './relay-config';
import type { RelayStore } from './store';

export interface RouteContext {
  readonly config: RelayConfig;
  readonly store: RelayStore;
  readonly enclave: Enclave;
  readonly mailbox: Mailbox;
  /** Epoch milliseconds (injectable for tests). */
  now(): number;
}

/** What a relay route may need of the request beyond its body. */
export interface RelayRequestInfo {
  /** The `Origin` header, else the handler's `defaultOrigin`, else null (passkeys are checked against it). */
  origin: string | null;
}

export type RelayRoute = (context: RouteContext, body: Record<string, unknown>, request: RelayRequestInfo) => object | Promise<object>;
