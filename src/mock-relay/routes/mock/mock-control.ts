import type { EnclavePublicKeys } from '../../enclave';
import type { MailMessage } from '../../mailbox';
import type { RouteContext } from '../../route-context';

/**
 * Test controls under `/__mock/` (no config id needed): the published enclave keys, the
 * mailbox, a reset, and a health check. Not part of the service.
 */

/** `GET /__mock/keys` → uncompressed public keys to pin. */
export function mockKeys(context: RouteContext): EnclavePublicKeys {
  return { ...context.enclave.publicKeys };
}

/** `GET /__mock/mailbox?contact=…` → `{messages}`, newest last (all messages without `contact`). */
export function mockMailbox(context: RouteContext, contact: string | undefined): { messages: MailMessage[] } {
  return { messages: context.mailbox.messages(contact === undefined || contact === '' ? undefined : contact) };
}

/**
 * `POST /__mock/reset` and `relay.reset()` → forgets users, keys, codes and mail, rate-limit counters,
 * proof corruptions and fault rules (keeps the enclave keys and config). One function for both, so
 * the HTTP control and the in-process one cannot drift apart.
 */
export function mockReset(context: RouteContext, faults: { clear(): void }): { ok: true } {
  context.store.reset();
  context.rateLimits.clear();
  context.proofs.corruptions.clear();
  faults.clear();
  return { ok: true };
}

/** `GET /__mock/health`. */
export function mockHealth(): { ok: true } {
  return { ok: true };
}
