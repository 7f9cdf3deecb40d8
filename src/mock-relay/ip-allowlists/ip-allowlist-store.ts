/** The IP allowlists in the relay's state (org-resources-state.ts), read and written through the store. */
import { ipAllowlistKey, type StoredIpAllowlist } from '../org-resources-state';
import type { RelayStore } from '../store';
import { own } from '../stored-state';

export function getIpAllowlist(store: RelayStore, organizationId: string, publicKey?: string): StoredIpAllowlist | undefined {
  return own(store.state.ipAllowlists, ipAllowlistKey(organizationId, publicKey));
}

export function putIpAllowlist(store: RelayStore, allowlist: StoredIpAllowlist): void {
  store.state.ipAllowlists[ipAllowlistKey(allowlist.organizationId, allowlist.publicKey)] = allowlist;
  store.markDirty();
}

/** Removes the allowlist; whether there was one. */
export function deleteIpAllowlist(store: RelayStore, organizationId: string, publicKey?: string): boolean {
  const key = ipAllowlistKey(organizationId, publicKey);
  if (own(store.state.ipAllowlists, key) === undefined) return false;
  delete store.state.ipAllowlists[key];
  store.markDirty();
  return true;
}
