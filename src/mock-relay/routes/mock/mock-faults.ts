import { parseFaultRequest } from '../../faults/fault-rule';
import { normalizeFaultContact, type FaultStore, type StoredFaultRule } from '../../faults/fault-store';
import { invalidArgument } from '../../errors';
import type { DeepReadonly } from '../../handler';
import type { StoredState } from '../../stored-state';

/**
 * Test controls for fault rules (faults/fault-rule.ts): `POST /__mock/faults` appends rules
 * (`{rules, replace?}` or one rule object), `GET` lists them with how often each applied,
 * `DELETE` clears them (`?contact=` only that contact's, so parallel tests leave each other's). A bad rule is 400 naming the field (`rules[1].ms`). Not part of the service.
 */
export function mockSetFaults(faults: FaultStore, body: Record<string, unknown>): { rules: StoredFaultRule[] } {
  const { rules, replace } = parseFaultRequest(body);
  return { rules: faults.set(rules, replace) };
}

export function mockListFaults(faults: FaultStore): { rules: StoredFaultRule[] } {
  return { rules: faults.list() };
}

/** `DELETE /__mock/faults[?contact=…]`: every rule, or only the rules scoped to that contact; → the rules left. */
export function mockClearFaults(faults: FaultStore, contact: string | undefined): { rules: StoredFaultRule[] } {
  faults.clear(contact === undefined || contact === '' ? undefined : contact);
  return { rules: faults.list() };
}

/**
 * `GET /__mock/accounts?contact=…` → `{organizationIds}`: every sub-organization with a user
 * holding that email (case-insensitively) or phone number, oldest first — so a test can check
 * that a signup whose answer was lost under a fault made exactly one account.
 */
export function mockAccountsOf(state: DeepReadonly<StoredState>, contact: string | undefined): { organizationIds: string[] } {
  if (contact === undefined || contact.trim() === '') throw invalidArgument('contact', 'is required (an email address or phone number)');
  const key = normalizeFaultContact(contact);
  const users = Object.values(state.users).filter(
    (user) => (user.email !== undefined && normalizeFaultContact(user.email) === key) || user.phoneNumber?.trim() === key,
  );
  return { organizationIds: users.sort((a, b) => a.createdAt - b.createdAt).map((user) => user.organizationId) };
}
