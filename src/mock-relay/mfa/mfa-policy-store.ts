/** The MFA policies in the relay's state (org-resources-state.ts), by user. */
import { mfaPolicyKey, type StoredMfaPolicy } from '../org-resources-state';
import type { RelayStore } from '../store';
import { own } from '../stored-state';

export function getMfaPolicy(store: RelayStore, userId: string, mfaPolicyId: string): StoredMfaPolicy | undefined {
  return own(store.state.mfaPolicies, mfaPolicyKey(userId, mfaPolicyId));
}

export function putMfaPolicy(store: RelayStore, policy: StoredMfaPolicy): void {
  store.state.mfaPolicies[mfaPolicyKey(policy.userId, policy.mfaPolicyId)] = policy;
  store.markDirty();
}

export function deleteMfaPolicy(store: RelayStore, userId: string, mfaPolicyId: string): void {
  delete store.state.mfaPolicies[mfaPolicyKey(userId, mfaPolicyId)];
  store.markDirty();
}

/** The policies of the users of `organizationId` (of one user with `userId`), by `order`, then oldest first. */
export function listMfaPolicies(store: RelayStore, organizationId: string, userId?: string): StoredMfaPolicy[] {
  return Object.values(store.state.mfaPolicies)
    .filter((policy) => policy.organizationId === organizationId && (userId === undefined || policy.userId === userId))
    .sort((a, b) => a.order - b.order || a.createdAt - b.createdAt);
}
