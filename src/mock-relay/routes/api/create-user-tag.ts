import { grpcCodes, invalidArgument, RelayError } from '../../errors';
import { arrayField, stringField, stringItem } from '../../request-body';
import { addUserTag, organizationUserTags } from '../../users/user-tags';
import { userInCallerOrganization } from './caller';
import type { SubmitRoute } from './submit';

/**
 * `create_user_tag` (spec section 4.2): a tag named `userTagName` (unique in the organization:
 * 409 naming it otherwise) attached to `userIds` (users of the caller's organization, 404 naming
 * the item otherwise; `[]` makes a tag nobody holds yet). Result `createUserTagResult {userTagId, userIds}`.
 */
export const createUserTag: SubmitRoute = {
  type: 'ACTIVITY_TYPE_CREATE_USER_TAG',
  intentMember: 'createUserTagIntent',
  resultMember: 'createUserTagResult',
  run(context, caller, parameters): { userTagId: string; userIds: string[] } {
    const { organizationId } = caller.organization;
    const userTagName = stringField(parameters, 'userTagName', 'parameters.userTagName', 256);
    const ids = arrayField(parameters, 'userIds', 'parameters.userIds').map((item, index) => stringItem(item, `parameters.userIds[${index}]`, 200));
    const users = ids.map((id, index) => {
      const field = `parameters.userIds[${index}]`;
      if (ids.indexOf(id) !== index) throw invalidArgument(field, `repeats ${id}`);
      return userInCallerOrganization(context, caller, id, field);
    });
    if (organizationUserTags(context.store, organizationId).some((tag) => tag.userTagName === userTagName)) {
      throw new RelayError(grpcCodes.alreadyExists, 'ALREADY_EXISTS', `the organization already has a tag named ${userTagName}`, { field: 'parameters.userTagName' });
    }
    const tag = addUserTag(context.store, organizationId, userTagName, users, context.now());
    return { userTagId: tag.userTagId, userIds: ids };
  },
};
