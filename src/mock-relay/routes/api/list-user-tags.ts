import { timestampView, type TimestampView } from '../../passkeys/authenticator-view';
import { organizationUserTags } from '../../users/user-tags';
import type { QueryRoute } from './query';

/** A user tag as the API reads it (Turnkey's tag shape). */
export interface UserTagView {
  tagId: string;
  tagName: string;
  tagType: 'TAG_TYPE_USER';
  createdAt: TimestampView;
  updatedAt: TimestampView;
}

/**
 * `list_user_tags {organizationId}` → `{userTags}`: the caller organization's user tags, oldest
 * first. Beyond the spec (which lists no tag query): Turnkey's API has it.
 */
export const listUserTags: QueryRoute = (context, caller): { userTags: UserTagView[] } => ({
  userTags: organizationUserTags(context.store, caller.organization.organizationId).map((tag) => ({
    tagId: tag.userTagId,
    tagName: tag.userTagName,
    tagType: 'TAG_TYPE_USER',
    createdAt: timestampView(tag.createdAt),
    updatedAt: timestampView(tag.updatedAt),
  })),
});
