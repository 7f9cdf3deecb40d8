import type { RelayStore } from '../store';
import type { StoredApiKey } from '../stored-state';

/**
 * A user's API keys that still authenticate, oldest first. Expired keys are left out: the store
 * keeps them a day only so late requests hear "expired" (stamp.ts), and they can never stamp again.
 */
export function userApiKeys(store: RelayStore, userId: string, now: number): StoredApiKey[] {
  return Object.values(store.state.apiKeys)
    .filter((key) => key.userId === userId && (key.expiresAt === undefined || key.expiresAt > now))
    .sort((a, b) => a.createdAt - b.createdAt);
}
