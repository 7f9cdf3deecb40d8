/** The session profiles in the relay's state (org-resources-state.ts). */
import type { StoredSessionProfile } from '../org-resources-state';
import type { RelayStore } from '../store';
import { own } from '../stored-state';

export function getSessionProfile(store: RelayStore, sessionProfileId: string): StoredSessionProfile | undefined {
  return own(store.state.sessionProfiles, sessionProfileId);
}

export function addSessionProfile(store: RelayStore, profile: StoredSessionProfile): void {
  store.state.sessionProfiles[profile.sessionProfileId] = profile;
  store.markDirty();
}

/** The profiles of `organizationId`, oldest first. */
export function listSessionProfiles(store: RelayStore, organizationId: string): StoredSessionProfile[] {
  return Object.values(store.state.sessionProfiles)
    .filter((profile) => profile.organizationId === organizationId)
    .sort((a, b) => a.createdAt - b.createdAt);
}
