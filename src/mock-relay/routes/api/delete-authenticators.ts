import { invalidArgument, notFound } from '../../errors';
import { arrayField, stringField, stringItem } from '../../request-body';
import { userInCallerOrganization } from './caller';
import type { SubmitRoute } from './submit';

/**
 * `delete_authenticators` (spec section 4.2): removes passkeys of a user of the caller's
 * organization, all or none (an id that is not one of the user's passkeys is 404 naming it).
 * A deleted passkey can no longer stamp.
 */
export const deleteAuthenticators: SubmitRoute = {
  type: 'ACTIVITY_TYPE_DELETE_AUTHENTICATORS',
  intentMember: 'deleteAuthenticatorsIntent',
  resultMember: 'deleteAuthenticatorsResult',
  run(context, caller, parameters): { authenticatorIds: string[] } {
    const user = userInCallerOrganization(context, caller, stringField(parameters, 'userId', 'parameters.userId', 200), 'parameters.userId');
    const items = arrayField(parameters, 'authenticatorIds', 'parameters.authenticatorIds');
    if (items.length === 0) throw invalidArgument('parameters.authenticatorIds', 'must name at least one passkey');
    const ids = items.map((item, index) => stringItem(item, `parameters.authenticatorIds[${index}]`, 200));
    ids.forEach((id, index) => {
      if (!user.authenticators.some((item) => item.authenticatorId === id)) {
        throw notFound(`parameters.authenticatorIds[${index}]`, `${id} is not a passkey of user ${user.userId}`);
      }
    });
    context.store.removeAuthenticators(user, ids);
    return { authenticatorIds: ids };
  },
};
