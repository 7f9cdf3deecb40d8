import { apiKeyView, type ApiKeyView } from '../../api-keys/api-key-view';
import { userApiKeys } from '../../api-keys/user-api-keys';
import { listMfaPolicies } from '../../mfa/mfa-policy-store';
import { mfaPolicyView, type MfaPolicyView } from '../../mfa/mfa-policy-view';
import { authenticatorView, timestampView, type AuthenticatorView, type TimestampView } from '../../passkeys/authenticator-view';
import { stringField } from '../../request-body';
import type { StoredUser } from '../../stored-state';
import { userInCallerOrganization } from './caller';
import { oauthProviderView, type OauthProviderView } from './get-oauth-providers';
import type { QueryRoute } from './query';

/** A user as the API reads it (Turnkey's `v1User`): contact details, tag ids, credentials and MFA policies. */
export interface UserView {
  userId: string;
  userName: string;
  userEmail?: string;
  userPhoneNumber?: string;
  userTags: string[];
  authenticators: AuthenticatorView[];
  apiKeys: ApiKeyView[];
  oauthProviders: OauthProviderView[];
  createdAt: TimestampView;
  updatedAt: TimestampView;
  /** The user's MFA policies, by order (mfa/mfa-policy-view.ts). */
  mfaPolicies: MfaPolicyView[];
}

function userView(user: StoredUser, apiKeys: ApiKeyView[], mfaPolicies: MfaPolicyView[]): UserView {
  const view: UserView = {
    userId: user.userId,
    userName: user.userName,
    userTags: [...(user.userTagIds ?? [])],
    authenticators: user.authenticators.map(authenticatorView),
    apiKeys,
    oauthProviders: user.oauthProviders.map(oauthProviderView),
    createdAt: timestampView(user.createdAt),
    updatedAt: timestampView(user.updatedAt ?? user.createdAt),
    mfaPolicies,
  };
  if (user.email !== undefined) view.userEmail = user.email;
  if (user.phoneNumber !== undefined) view.userPhoneNumber = user.phoneNumber;
  return view;
}

/**
 * `get_user {organizationId, userId}` → `{user}`: a user of the caller's organization with its
 * tags (ids), passkeys, API keys that still authenticate (session keys included), linked
 * OAuth providers and MFA policies (published `mfaPolicies`, protocol.md section 10). Beyond the
 * spec (which lists no user query): Turnkey's API has it.
 */
export const getUser: QueryRoute = (context, caller, body): { user: UserView } => {
  const user = userInCallerOrganization(context, caller, stringField(body, 'userId', 'userId', 200), 'userId');
  const apiKeys = userApiKeys(context.store, user.userId, context.now()).map(apiKeyView);
  const mfaPolicies = listMfaPolicies(context.store, user.organizationId, user.userId).map(mfaPolicyView);
  return { user: userView(user, apiKeys, mfaPolicies) };
};
