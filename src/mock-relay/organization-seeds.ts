/**
 * The relay settings `policies` and `privateKeys` (mock extensions) give every sub-organization
 * its own copies: its own policy ids, its own freshly generated key material. An organization is
 * seeded once, the first time its policies or private keys matter (any submit, which the policy
 * check runs before; list_policies, list_private_keys, …): to a client that is the same as being
 * seeded at signup, and organizations kept in a `--data` file from before the setting get them
 * too. Afterwards the copies are the organization's own: deleted keys and updated policies stay so.
 */
import { policyFromSeed } from './policies/policy-seeds';
import { privateKeyFromSeed } from './private-keys/private-key-seeds';
import type { RouteContext } from './route-context';
import { own } from './stored-state';

export function ensureOrganizationSeeded(context: Pick<RouteContext, 'config' | 'store' | 'now'>, organizationId: string): void {
  const { state } = context.store;
  if (own(state.seededOrganizations, organizationId) !== undefined) return;
  const now = context.now();
  for (const seed of context.config.policies ?? []) {
    const policy = policyFromSeed(seed, organizationId, now);
    state.policies[policy.policyId] = policy;
  }
  for (const seed of context.config.privateKeys ?? []) {
    const key = privateKeyFromSeed(seed, organizationId, now);
    state.privateKeys[key.privateKeyId] = key;
  }
  state.seededOrganizations[organizationId] = now;
  context.store.markDirty();
}
