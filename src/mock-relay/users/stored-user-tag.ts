/** A user tag of one organization (create_user_tag, update_user's `userTagIds`). Times are epoch ms. */
export interface StoredUserTag {
  userTagId: string;
  organizationId: string;
  userTagName: string;
  createdAt: number;
  updatedAt: number;
}
