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

export type RelayRoute = (context: RouteContext, body: Record<string, unknown>) => object | Promise<object>;
