import { invalidArgument, notFound } from '../../errors';
import { arrayField, optionalStringField, stringField, stringItem } from '../../request-body';
import type { RelayStore } from '../../store';
import { findUserTag, setUserTags } from '../../users/user-tags';
import { requireContact } from '../relay/contact';
import { userInCallerOrganization } from './caller';
import type { SubmitRoute } from './submit';

/** `userTagIds`: tags of the organization, each once. */
function tagIds(store: RelayStore, organizationId: string, parameters: Record<string, unknown>): string[] {
  const ids = arrayField(parameters, 'userTagIds', 'parameters.userTagIds').map((item, index) => stringItem(item, `parameters.userTagIds[${index}]`, 200));
  ids.forEach((id, index) => {
    const field = `parameters.userTagIds[${index}]`;
    if (ids.indexOf(id) !== index) throw invalidArgument(field, `repeats ${id}`);
    if (findUserTag(store, organizationId, id) === undefined) throw notFound(field, `${id} is not a user tag of the caller's organization`);
  });
  return ids;
}

/**
 * `update_user` (spec section 4.2): changes only the members sent of a user of the caller's
 * organization: `userName`, `userEmail` (an email address; OTP logins then match the new one),
 * `userPhoneNumber` (E.164), `userTagIds` (the replacement list of the user's tags, each a tag
 * of the organization; `[]` clears them). Result `updateUserResult {userId}`.
 */
export const updateUser: SubmitRoute = {
  type: 'ACTIVITY_TYPE_UPDATE_USER',
  intentMember: 'updateUserIntent',
  resultMember: 'updateUserResult',
  run(context, caller, parameters): { userId: string } {
    const { organizationId } = caller.organization;
    const user = userInCallerOrganization(context, caller, stringField(parameters, 'userId', 'parameters.userId', 200), 'parameters.userId');
    const userName = optionalStringField(parameters, 'userName', 'parameters.userName', 256);
    const email = optionalStringField(parameters, 'userEmail', 'parameters.userEmail', 254);
    const userEmail = email === undefined ? undefined : requireContact('OTP_TYPE_EMAIL', email, 'parameters.userEmail');
    const phone = optionalStringField(parameters, 'userPhoneNumber', 'parameters.userPhoneNumber', 32);
    const userPhoneNumber = phone === undefined ? undefined : requireContact('OTP_TYPE_SMS', phone, 'parameters.userPhoneNumber');
    const userTagIds = parameters.userTagIds === undefined ? undefined : tagIds(context.store, organizationId, parameters);

    const now = context.now();
    if (userName !== undefined) user.userName = userName;
    if (userEmail !== undefined) user.email = userEmail;
    if (userPhoneNumber !== undefined) user.phoneNumber = userPhoneNumber;
    user.updatedAt = now;
    if (userTagIds !== undefined) setUserTags(context.store, user, userTagIds, now);
    context.store.markDirty();
    return { userId: user.userId };
  },
};
