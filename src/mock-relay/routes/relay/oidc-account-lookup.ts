import type { AccountResponse } from '../../../core/transport/relay-types';
import { verifyOidcToken } from '../../oauth/oidc-token-check';
import type { RouteContext } from '../../route-context';

/**
 * The `OIDC_TOKEN` account lookup: the token is verified (issuer, signature, aud, exp; no nonce:
 * oauth_login checks that), then the sub-organization whose user holds the token's (iss, sub,
 * aud) is the answer, or `{}`.
 *
 * Social linking (spec section 5): when no user holds the login, the token is a Google token
 * whose `aud` is one of `socialLinkingClientIds`, its email is verified (`email_verified`
 * true), and an existing account has that email (as email OTP matches it, case-insensitively),
 * the Google login is added to that account's user as an OAuth provider and its
 * `organizationId` is the answer — so the kit's oauth_login that follows logs in to the
 * existing account instead of signing up a new one. Any other case links nothing.
 */
export async function lookUpOidcAccount(context: RouteContext, baseUrl: string, token: string): Promise<AccountResponse> {
  const { store, config } = context;
  const { provider, claims } = await verifyOidcToken(context, baseUrl, token, { field: 'filterValue', requireEnabled: true });
  const holder = store.findUserByOauthProvider(claims.iss, claims.sub, claims.aud);
  if (holder !== undefined) return { organizationId: holder.organizationId };

  const linkable = provider === 'google' && (config.socialLinkingClientIds ?? []).includes(claims.aud) && claims.email_verified === true;
  if (!linkable) return {};
  const existing = store.findUserByContact('OTP_TYPE_EMAIL', claims.email);
  if (existing === undefined) return {};
  store.addOauthProviders(existing, [{ providerName: 'google', issuer: claims.iss, subject: claims.sub, audience: claims.aud }], context.now());
  return { organizationId: existing.organizationId };
}
