/**
 * The persisted part of issue 5's users, tags, policies and private keys — user tags, policies,
 * private keys and which organizations received the configured seeds — as plain JSON inside
 * StoredState (stored-state.ts), with their defaults and the outline check made when a state is
 * read back from a file. (API keys live in StoredState.apiKeys; a user's tags in
 * StoredUser.userTagIds.) Times are epoch milliseconds.
 */
import { invalidInput } from '../core/errors';
import { isRecord } from '../core/transport/validate';
import type { StoredPolicy } from './policies/stored-policy';
import type { StoredPrivateKey } from './private-keys/stored-private-key';
import type { StoredUserTag } from './users/stored-user-tag';

export interface IamState {
  userTags: Record<string, StoredUserTag>;
  policies: Record<string, StoredPolicy>;
  privateKeys: Record<string, StoredPrivateKey>;
  /**
   * Organizations that received the configured `policies` and `privateKeys` (organization-seeds.ts),
   * with when. An organization is seeded once: deleting or changing its copies sticks.
   */
  seededOrganizations: Record<string, number>;
}

const collections = ['userTags', 'policies', 'privateKeys', 'seededOrganizations'] as const satisfies readonly (keyof IamState)[];

/** Empty collections (spread into emptyState). */
export function emptyIamState(): IamState {
  return { userTags: {}, policies: {}, privateKeys: {}, seededOrganizations: {} };
}

/** Fills in the collections absent from files written before them, then checks that each is an object, naming the first bad one. */
export function parseIamState(state: Record<string, unknown>, field: string): void {
  for (const name of collections) {
    state[name] ??= {};
    if (!isRecord(state[name])) throw invalidInput(`${field}.${name}`, 'must be an object');
  }
}
