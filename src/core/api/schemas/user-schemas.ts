import { formats } from '../formats';
import { list, optional, record, text, type SubmitSchema } from '../param-schema';

/** update_user and create_user_tag (spec section 4.2). */
export const userSchemas = {
  update_user: {
    params: record({
      userId: text(),
      userName: optional(text()),
      userEmail: optional(text(formats.email)),
      // A replacement list: empty clears the user's tags.
      userTagIds: optional(list(text(), { unique: true })),
      userPhoneNumber: optional(text(formats.e164)),
    }),
    result: record({ userId: text() }),
  },
  create_user_tag: {
    // `[]` makes a tag nobody holds yet.
    params: record({ userTagName: text(), userIds: list(text(), { unique: true }) }),
    result: record({ userTagId: text(), userIds: list(text()) }),
  },
} satisfies Record<string, SubmitSchema>;
