import { notFound } from '../../errors';
import { authenticatorView, type AuthenticatorView } from '../../passkeys/authenticator-view';
import { stringField } from '../../request-body';
import { userInCallerOrganization } from './caller';
import type { QueryRoute } from './query';

/** `get_authenticator {organizationId, authenticatorId}` → `{authenticator}` (spec section 4.3), within the caller's organization. */
export const getAuthenticator: QueryRoute = (context, caller, body): { authenticator: AuthenticatorView } => {
  const authenticatorId = stringField(body, 'authenticatorId', 'authenticatorId', 200);
  const owner = context.store.getAuthenticator(authenticatorId);
  if (owner === undefined || owner.user.organizationId !== caller.organization.organizationId) {
    throw notFound('authenticatorId', "is not a passkey of the caller's organization");
  }
  return { authenticator: authenticatorView(owner.authenticator) };
};

/**
 * `get_authenticators {organizationId, userId}` → `{authenticators}`: a user's passkeys.
 * Beyond the spec (which lists only get_authenticator): Turnkey's API has this query.
 */
export const getAuthenticators: QueryRoute = (context, caller, body): { authenticators: AuthenticatorView[] } => {
  const user = userInCallerOrganization(context, caller, stringField(body, 'userId', 'userId', 200), 'userId');
  return { authenticators: user.authenticators.map(authenticatorView) };
};
