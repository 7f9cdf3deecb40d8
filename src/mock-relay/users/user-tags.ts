/** User tags of an organization and the users holding them, over the relay's state. */
import { prefixedId } from '../ids';
import type { RelayStore } from '../store';
import { own, type StoredUser } from '../stored-state';
import type { StoredUserTag } from './stored-user-tag';

/** The organization's tags, oldest first. */
export function organizationUserTags(store: RelayStore, organizationId: string): StoredUserTag[] {
  return Object.values(store.state.userTags)
    .filter((tag) => tag.organizationId === organizationId)
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** The organization's tag `userTagId`, if it has one. */
export function findUserTag(store: RelayStore, organizationId: string, userTagId: string): StoredUserTag | undefined {
  const tag = own(store.state.userTags, userTagId);
  return tag?.organizationId === organizationId ? tag : undefined;
}

/** Replaces the user's tags with `userTagIds` (an empty list clears them). */
export function setUserTags(store: RelayStore, user: StoredUser, userTagIds: readonly string[], now: number): void {
  user.userTagIds = [...userTagIds];
  user.updatedAt = now;
  store.markDirty();
}

/** A new tag of the organization, attached to `users` (after the tags they hold). */
export function addUserTag(store: RelayStore, organizationId: string, userTagName: string, users: readonly StoredUser[], now: number): StoredUserTag {
  const tag: StoredUserTag = { userTagId: prefixedId('usertag'), organizationId, userTagName, createdAt: now, updatedAt: now };
  store.state.userTags[tag.userTagId] = tag;
  for (const user of users) setUserTags(store, user, [...(user.userTagIds ?? []), tag.userTagId], now);
  store.markDirty();
  return tag;
}
