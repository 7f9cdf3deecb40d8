import { timestampView, type TimestampView } from '../../passkeys/authenticator-view';
import { stringField } from '../../request-body';
import type { StoredOauthProvider } from '../../stored-state';
import { userInCallerOrganization } from './caller';
import type { QueryRoute } from './query';

/** An OAuth provider as the API reads it (Turnkey's shape). */
export interface OauthProviderView {
  providerId: string;
  providerName: string;
  issuer: string;
  audience: string;
  subject: string;
  createdAt: TimestampView;
  updatedAt: TimestampView;
}

export function oauthProviderView(provider: StoredOauthProvider): OauthProviderView {
  return {
    providerId: provider.providerId,
    providerName: provider.providerName,
    issuer: provider.issuer,
    audience: provider.audience,
    subject: provider.subject,
    createdAt: timestampView(provider.createdAt),
    updatedAt: timestampView(provider.createdAt),
  };
}

/**
 * `get_oauth_providers {organizationId, userId}` → `{oauthProviders}`: the logins linked to a
 * user of the caller's organization, oldest first. Beyond the spec (which lists no such query):
 * Turnkey's API has it, and the kit lists linked providers with it.
 */
export const getOauthProviders: QueryRoute = (context, caller, body): { oauthProviders: OauthProviderView[] } => {
  const user = userInCallerOrganization(context, caller, stringField(body, 'userId', 'userId', 200), 'userId');
  return { oauthProviders: user.oauthProviders.map(oauthProviderView) };
};
