/**
 * The provider's authorization request (protocol.md section 7). Google and Apple are OpenID
 * Connect providers: implicit `response_type=id_token` in the fragment, with the nonce that binds
 * the token to the session key. X and Discord are OAuth 2.0 only: authorization code + PKCE
 * (S256), exchanged through the relay's `oauth2_authenticate`.
 */
import { invalidInput } from '../errors';
import type { OauthProvider } from '../flows/oauth/oauth.types';

export const supportedOauthProviders: readonly OauthProvider[] = ['google', 'apple', 'x', 'discord'];

/** Authorization endpoint per provider (the `oauthEndpoints` option). */
export type OauthEndpoints = Record<OauthProvider, string>;

export const productionOauthEndpoints: Readonly<OauthEndpoints> = Object.freeze({
  google: 'https://accounts.google.com/o/oauth2/v2/auth',
  apple: 'https://appleid.apple.com/auth/authorize',
  x: 'https://twitter.com/i/oauth2/authorize',
  discord: 'https://discord.com/oauth2/authorize',
});

/** The mock relay's identity providers: `${authProxyUrl}/idp/<provider>/authorize`. */
export function mockOauthEndpoints(authProxyUrl: string): OauthEndpoints {
  const base = absoluteUrl(authProxyUrl, 'authProxyUrl').replace(/\/+$/, '');
  return { google: `${base}/idp/google/authorize`, apple: `${base}/idp/apple/authorize`, x: `${base}/idp/x/authorize`, discord: `${base}/idp/discord/authorize` };
}

/** How a provider answers: an OIDC id token, or an authorization code for the relay to exchange. */
export function oauthResponseKind(provider: OauthProvider): 'id_token' | 'code' {
  return provider === 'google' || provider === 'apple' ? 'id_token' : 'code';
}

/** The relay's `oauth2_authenticate` provider value, for the code-flow providers. */
export function oauth2ProviderName(provider: 'x' | 'discord'): 'OAUTH2_PROVIDER_X' | 'OAUTH2_PROVIDER_DISCORD' {
  return provider === 'x' ? 'OAUTH2_PROVIDER_X' : 'OAUTH2_PROVIDER_DISCORD';
}

/** Scopes asked of the code-flow providers (their user-info endpoints need them). */
const codeFlowScopes: Record<'x' | 'discord', string> = { x: 'tweet.read users.read', discord: 'identify email' };

export interface AuthorizeUrlInput {
  provider: OauthProvider;
  /** The provider's authorization endpoint (absolute http(s) URL). */
  endpoint: string;
  clientId: string;
  redirectUri: string;
  /** Random, kept until the provider redirects back, compared exactly. */
  state: string;
  /** oauthNonce(K): required for Google and Apple. */
  nonce?: string;
  /** The PKCE S256 challenge: required for X and Discord. */
  codeChallenge?: string;
}

/** The URL to open in the popup (or to redirect to). Missing or malformed inputs are `invalid_input` naming the field. */
export function buildAuthorizeUrl(input: AuthorizeUrlInput): string {
  if (!supportedOauthProviders.includes(input.provider)) throw invalidInput('provider', `must be one of ${supportedOauthProviders.join(', ')}`);
  const url = new URL(absoluteUrl(input.endpoint, 'endpoint'));
  absoluteUrl(input.redirectUri, 'redirectUri');
  const params = url.searchParams;
  params.set('client_id', required(input.clientId, 'clientId'));
  params.set('redirect_uri', input.redirectUri);
  if (oauthResponseKind(input.provider) === 'id_token') {
    params.set('response_type', 'id_token');
    params.set('response_mode', 'fragment');
    params.set('scope', 'openid email');
    params.set('nonce', required(input.nonce, 'nonce'));
  } else {
    params.set('response_type', 'code');
    params.set('scope', codeFlowScopes[input.provider as 'x' | 'discord']);
    params.set('code_challenge', required(input.codeChallenge, 'codeChallenge'));
    params.set('code_challenge_method', 'S256');
  }
  params.set('state', required(input.state, 'state'));
  return url.toString();
}

function required(value: string | undefined, field: string): string {
  if (typeof value !== 'string' || value === '') throw invalidInput(field, 'is required');
  return value;
}

function absoluteUrl(value: string, field: string): string {
  if (typeof value !== 'string') throw invalidInput(field, 'must be an absolute http(s) URL');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidInput(field, 'must be an absolute http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalidInput(field, 'must be an absolute http(s) URL');
  return value;
}
