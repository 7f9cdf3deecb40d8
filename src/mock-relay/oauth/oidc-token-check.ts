/**
 * How the relay checks an OIDC token (oauth_login, signup_v2 and create_oauth_providers items,
 * OIDC_TOKEN account lookups): the issuer must be one it knows (the mock IdP's Google and Apple
 * issuers, or its own X and Discord issuers), the token signed by that issuer's key, `aud` a
 * client id configured for that provider, and not expired. The nonce is the caller's business
 * (oauth_login checks it against the session key). Each refusal names the field and the cause:
 *
 * | cause | status, reason |
 * |---|---|
 * | not a JWT, a claim missing | 400 INVALID_ARGUMENT |
 * | unknown issuer | 400 TOKEN_INVALID |
 * | issuer's provider disabled (relay endpoints) | 403 METHOD_DISABLED |
 * | aud not a configured client id | 400 INVALID_ARGUMENT ("claim aud …") |
 * | signature not by the issuer's key | 400 SIGNATURE_INVALID |
 * | expired | 400 TOKEN_EXPIRED |
 */
import { decodeJwt } from '../../core/crypto/jwt';
import { isLoginKitError } from '../../core/errors';
import { grpcCodes, invalidArgument, RelayError } from '../errors';
import type { IdTokenClaims } from '../idp/id-tokens';
import type { OauthClientProvider } from '../relay-config';
import type { RouteContext } from '../route-context';
import { codeFlowProviders } from './service-issuer';

export interface VerifiedOidcToken {
  /** The provider whose issuer signed the token. */
  provider: OauthClientProvider;
  claims: IdTokenClaims;
}

export interface OidcCheckOptions {
  /** The request field holding the token (named in refusals). */
  field: string;
  /** Refuse tokens of providers the relay configuration does not enable (relay endpoints). */
  requireEnabled: boolean;
}

const idTokenProviders = ['google', 'apple'] as const;

/** The client ids a token of `provider` may be issued to. */
export function acceptedAudiences(context: RouteContext, provider: OauthClientProvider): string[] {
  const { config, oauth } = context;
  const audiences: string[] = [];
  const configured = oauth.clientIds[provider];
  if (configured !== undefined) audiences.push(configured);
  if (provider === 'google') audiences.push(...(config.socialLinkingClientIds ?? []));
  for (const credential of config.oauth2Credentials ?? []) {
    if (credential.provider === `OAUTH2_PROVIDER_${provider.toUpperCase()}`) audiences.push(credential.clientId);
  }
  return audiences;
}

function providerOfIssuer(context: RouteContext, baseUrl: string, iss: string): OauthClientProvider | undefined {
  const idp = context.oauth.idp(baseUrl);
  const native = idTokenProviders.find((provider) => idp.issuer(provider) === iss);
  if (native !== undefined) return native;
  return codeFlowProviders.find((provider) => context.oauth.issuer.issuer(baseUrl, provider) === iss);
}

function refusal(error: unknown, field: string): unknown {
  if (!isLoginKitError(error)) return error;
  const named = typeof error.details.field === 'string' ? `${error.details.field}: ` : 'oidcToken: ';
  const problem = error.message.startsWith(named) ? error.message.slice(named.length) : error.message;
  if (error.code === 'token_expired') return new RelayError(grpcCodes.failedPrecondition, 'TOKEN_EXPIRED', 'has expired; sign in with the provider again', { field });
  if (error.code === 'signature_invalid') return new RelayError(grpcCodes.invalidArgument, 'SIGNATURE_INVALID', problem, { field });
  return invalidArgument(field, problem);
}

/** Checks `token` as the file comment says; returns its provider and verified claims. */
export async function verifyOidcToken(context: RouteContext, baseUrl: string, token: string, options: OidcCheckOptions): Promise<VerifiedOidcToken> {
  const { field } = options;
  let payload: Record<string, unknown>;
  try {
    payload = decodeJwt(token, field).payload;
  } catch (error) {
    throw refusal(error, field);
  }
  const iss = typeof payload.iss === 'string' ? payload.iss : undefined;
  if (iss === undefined) throw invalidArgument(field, 'claim iss is missing');
  const provider = providerOfIssuer(context, baseUrl, iss);
  if (provider === undefined) {
    throw new RelayError(grpcCodes.invalidArgument, 'TOKEN_INVALID', `was not issued by an issuer this relay knows (iss ${iss})`, { field });
  }
  if (options.requireEnabled && !context.config.enabledProviders.includes(provider)) {
    throw new RelayError(grpcCodes.permissionDenied, 'METHOD_DISABLED', `was issued by ${provider}, which is disabled in this relay's configuration`, { field });
  }
  const aud = payload.aud;
  if (typeof aud !== 'string') throw invalidArgument(field, 'claim aud must be one client id (a string)');
  if (!acceptedAudiences(context, provider).includes(aud)) {
    throw invalidArgument(field, `claim aud (${aud}) is not a client id configured for ${provider}`);
  }
  try {
    const claims = codeFlowProviders.includes(provider as never)
      ? await context.oauth.issuer.verify(token, { issuer: iss, audience: aud })
      : await context.oauth.idp(baseUrl).verifyIdToken(token, { provider, audience: aud });
    return { provider, claims };
  } catch (error) {
    throw refusal(error, field);
  }
}
