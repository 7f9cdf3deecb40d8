import { invalidArgument } from '../../errors';
import { checkOauthProvidersFree, parseOauthProviderInputs, resolveOauthProviders, toNewOauthProviders } from '../../oauth/oauth-provider-inputs';
import { arrayField, stringField } from '../../request-body';
import { userInCallerOrganization } from './caller';
import type { SubmitRoute } from './submit';

/**
 * `create_oauth_providers` V2 (spec section 4.2): links OAuth logins to a user of the caller's
 * organization. Items as in signup_v2 (oauth-provider-inputs.ts): an `oidcToken` is verified
 * (issuer, signature, aud, exp; no nonce; any provider the relay knows, enabled or not — the
 * relay's toggles govern the relay), `oidcClaims` are stored as given, and a login already
 * linked to any user is 409. Result `createOauthProvidersResultV2 {providerIds}`.
 */
export const createOauthProviders: SubmitRoute = {
  type: 'ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS_V2',
  intentMember: 'createOauthProvidersIntentV2',
  resultMember: 'createOauthProvidersResultV2',
  async run(context, caller, parameters, request): Promise<{ providerIds: string[] }> {
    const user = userInCallerOrganization(context, caller, stringField(parameters, 'userId', 'parameters.userId', 200), 'parameters.userId');
    const inputs = parseOauthProviderInputs(arrayField(parameters, 'oauthProviders', 'parameters.oauthProviders'), 'parameters.oauthProviders');
    if (inputs.length === 0) throw invalidArgument('parameters.oauthProviders', 'must hold at least one provider');
    const providers = await resolveOauthProviders(context, request.baseUrl, inputs, false);
    checkOauthProvidersFree(context.store, providers);
    const added = context.store.addOauthProviders(user, toNewOauthProviders(providers), context.now());
    return { providerIds: added.map((item) => item.providerId) };
  },
};
