/**
 * The IdP's HTTP endpoints (hono), below `<base path>/idp/`. See mock-idp.ts for the list.
 */
import { Hono, type Context } from 'hono';
import type { JSONWebKeySet } from 'jose';
import { userInfoOf, type IdpUserInfo, type MockIdpAccount } from './idp-accounts';
import { OAuthError, type IdpGrants } from './idp-grants';
import { htmlResponse, pickerCss, renderErrorPage, renderPickerPage } from './idp-pages';
import { idpProviderInfo, isIdpProvider, type IdpProvider } from './idp-providers';
import { AuthorizeProblem, parseAuthorizeRequest, redirectWith, type AuthorizeRequest } from './authorize-request';
import { idpSigningAlgorithm } from './idp-keys';

export interface IdpRoutesContext {
  /** `${origin}${base path}` without a trailing slash. */
  root: string;
  clientIds: Partial<Record<IdpProvider, string>>;
  accounts: readonly MockIdpAccount[];
  grants: IdpGrants;
  issuer(provider: IdpProvider): string;
  jwks(provider: IdpProvider): JSONWebKeySet;
  issueIdToken(input: { provider: IdpProvider; accountId: string; nonce: string; audience: string }): Promise<string>;
}

export interface IdpRoutes {
  fetch(request: Request): Promise<Response>;
  /** The provider-shaped user info for an access token; throws OAuthError `invalid_token`. */
  userInfo(provider: IdpProvider, accessToken: string): IdpUserInfo;
}

const publicJson = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...publicJson, ...headers } });
}

function oauthErrorResponse(error: OAuthError): Response {
  const headers: Record<string, string> = {};
  if (error.error === 'invalid_token') headers['WWW-Authenticate'] = `Bearer error="invalid_token", error_description="${error.description.replace(/["\\]/g, "'")}"`;
  return jsonResponse({ error: error.error, error_description: `${error.field}: ${error.description}` }, error.status, headers);
}

function discovery(context: IdpRoutesContext, provider: IdpProvider): Record<string, unknown> {
  const issuer = context.issuer(provider);
  const { flow } = idpProviderInfo[provider];
  const scopes: Record<IdpProvider, string[]> = {
    google: ['openid', 'email', 'profile'],
    apple: ['openid', 'email', 'name'],
    x: ['users.read', 'users.email', 'tweet.read'],
    discord: ['identify', 'email'],
  };
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: [flow],
    response_modes_supported: flow === 'id_token' ? ['fragment', 'query'] : ['query', 'fragment'],
    grant_types_supported: flow === 'id_token' ? ['implicit'] : ['authorization_code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: [idpSigningAlgorithm],
    scopes_supported: scopes[provider],
    token_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['S256'],
    claims_supported: ['iss', 'sub', 'aud', 'iat', 'exp', 'nonce', 'email', 'email_verified', 'name'],
  };
}

async function formOf(c: Context): Promise<URLSearchParams> {
  const type = c.req.header('Content-Type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
  return new URLSearchParams(await c.req.text());
}

function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
}

export function createIdpRoutes(context: IdpRoutesContext): IdpRoutes {
  const basePath = `${new URL(context.root).pathname.replace(/\/+$/, '')}/idp`;
  const app = new Hono().basePath(basePath);

  const userInfo = (provider: IdpProvider, accessToken: string): IdpUserInfo => {
    const accountId = context.grants.accountOf(provider, accessToken);
    const account = context.accounts.find((candidate) => candidate.id === accountId);
    if (account === undefined) throw new OAuthError('invalid_token', 'accessToken', 'names an account that no longer exists');
    return userInfoOf(account, provider);
  };

  const providerOf = (c: Context): IdpProvider | undefined => {
    const provider = c.req.param('provider');
    return isIdpProvider(provider) ? provider : undefined;
  };
  const notFound = (c: Context): Response => jsonResponse({ error: 'not_found', error_description: `no IdP endpoint ${c.req.method} ${c.req.path}` }, 404);

  /** The checked request, or the error page to show instead. */
  const checked = (provider: IdpProvider, params: URLSearchParams): AuthorizeRequest | Response => {
    try {
      return parseAuthorizeRequest(provider, params, context.clientIds[provider]);
    } catch (error) {
      if (!(error instanceof AuthorizeProblem)) throw error;
      return htmlResponse(renderErrorPage(idpProviderInfo[provider].displayName, error.message), 400);
    }
  };

  app.get('/accounts', () => jsonResponse({ accounts: context.accounts }));
  app.get('/assets/picker.css', () => new Response(pickerCss, { headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' } }));

  app.get('/:provider/.well-known/openid-configuration', (c) => {
    const provider = providerOf(c);
    return provider === undefined ? notFound(c) : jsonResponse(discovery(context, provider));
  });

  app.get('/:provider/jwks', (c) => {
    const provider = providerOf(c);
    return provider === undefined ? notFound(c) : jsonResponse(context.jwks(provider));
  });

  app.get('/:provider/authorize', (c) => {
    const provider = providerOf(c);
    if (provider === undefined) return notFound(c);
    const params = new URL(c.req.url).searchParams;
    const request = checked(provider, params);
    if (request instanceof Response) return request;
    const { displayName } = idpProviderInfo[provider];
    return htmlResponse(renderPickerPage({ providerName: displayName, accounts: context.accounts, params, redirectUri: request.redirectUri }));
  });

  app.post('/:provider/authorize', async (c) => {
    const provider = providerOf(c);
    if (provider === undefined) return notFound(c);
    const form = await formOf(c);
    const request = checked(provider, form);
    if (request instanceof Response) return request;
    const { displayName } = idpProviderInfo[provider];
    if (form.has('cancel')) {
      return redirect(redirectWith(request, { error: 'access_denied', error_description: 'The user cancelled the sign-in.', state: request.state }));
    }
    const account = context.accounts.find((candidate) => candidate.id === form.get('account'));
    if (account === undefined) return htmlResponse(renderErrorPage(displayName, 'account: choose one of the listed accounts'), 400);
    if (request.responseType === 'id_token') {
      const idToken = await context.issueIdToken({ provider, accountId: account.id, nonce: request.nonce ?? '', audience: request.clientId });
      return redirect(redirectWith(request, { id_token: idToken, state: request.state }));
    }
    const code = context.grants.issueCode({
      provider,
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge ?? '',
      accountId: account.id,
    });
    return redirect(redirectWith(request, { code, state: request.state }));
  });

  app.post('/:provider/token', async (c) => {
    const provider = providerOf(c);
    if (provider === undefined) return notFound(c);
    const form = await formOf(c);
    try {
      if (form.get('grant_type') !== 'authorization_code') {
        throw new OAuthError('unsupported_grant_type', 'grant_type', 'must be authorization_code');
      }
      const value = (name: string, field: string): string => {
        const found = form.get(name);
        if (found === null || found === '') throw new OAuthError('invalid_request', field, `(${name}) is required`);
        return found;
      };
      const code = value('code', 'authCode');
      const redirectUri = value('redirect_uri', 'redirectUri');
      const clientId = value('client_id', 'clientId');
      const codeVerifier = value('code_verifier', 'codeVerifier');
      if (clientId !== context.clientIds[provider]) {
        throw new OAuthError('invalid_client', 'clientId', `is not a client registered with ${idpProviderInfo[provider].displayName}`);
      }
      const { accessToken, expiresIn } = context.grants.redeem({ provider, code, clientId, redirectUri, codeVerifier });
      return jsonResponse({ access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn });
    } catch (error) {
      if (error instanceof OAuthError) return oauthErrorResponse(error);
      throw error;
    }
  });

  app.get('/:provider/userinfo', (c) => {
    const provider = providerOf(c);
    if (provider === undefined) return notFound(c);
    const match = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/.exec(c.req.header('Authorization') ?? '');
    try {
      if (match?.[1] === undefined) throw new OAuthError('invalid_token', 'Authorization', 'must be "Bearer <access token>"');
      return jsonResponse(userInfo(provider, match[1]));
    } catch (error) {
      if (error instanceof OAuthError) return oauthErrorResponse(error);
      throw error;
    }
  });

  app.notFound(notFound);
  app.onError(() => jsonResponse({ error: 'server_error', error_description: 'internal error in the mock IdP' }, 500));

  return { fetch: async (request) => app.fetch(request), userInfo };
}
