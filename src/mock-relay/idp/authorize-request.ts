/**
 * The parameters of `/idp/<provider>/authorize` (the GET that shows the picker and the POST that
 * answers it), checked before anything is shown or any redirect is made: a request that fails
 * here gets an HTML error page, never a redirect (an unknown client must not be able to use the
 * IdP as an open redirector, and a flow without nonce or PKCE must not be completed).
 */
import { idpProviderInfo, type IdpFlow, type IdpProvider } from './idp-providers';

export type ResponseMode = 'fragment' | 'query';

export interface AuthorizeRequest {
  provider: IdpProvider;
  clientId: string;
  redirectUri: string;
  responseType: IdpFlow;
  responseMode: ResponseMode;
  scope?: string;
  state?: string;
  /** Required for `id_token`; copied into the token exactly. */
  nonce?: string;
  /** Required for `code` (method S256 only). */
  codeChallenge?: string;
}

/** The request parameters carried through the picker's hidden inputs. */
export const authorizeParameterNames = [
  'client_id',
  'redirect_uri',
  'response_type',
  'response_mode',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
] as const;

/** Why an authorize request was refused (shown on the error page). */
export class AuthorizeProblem extends Error {
  override readonly name = 'AuthorizeProblem';
  constructor(
    readonly parameter: string,
    readonly problem: string,
  ) {
    super(`${parameter}: ${problem}`);
  }
}

const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const MAX_LENGTH = 2048;

/** One optional parameter: absent is fine, repeated or too long is not. */
function single(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  if (values.length > 1) throw new AuthorizeProblem(name, 'must not be repeated');
  const value = values[0];
  if (value !== undefined && value.length > MAX_LENGTH) throw new AuthorizeProblem(name, `must be at most ${MAX_LENGTH} characters`);
  return value === '' ? undefined : value;
}

function required(params: URLSearchParams, name: string, why: string): string {
  const value = single(params, name);
  if (value === undefined) throw new AuthorizeProblem(name, `is required ${why}`);
  return value;
}

function checkRedirectUri(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AuthorizeProblem('redirect_uri', 'must be an absolute http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AuthorizeProblem('redirect_uri', 'must be an absolute http(s) URL');
  if (url.hash !== '' || value.includes('#')) throw new AuthorizeProblem('redirect_uri', 'must not contain a fragment');
  if (url.username !== '' || url.password !== '') throw new AuthorizeProblem('redirect_uri', 'must not contain credentials');
  return value;
}

/**
 * Checks the parameters for `provider` against its configured client id (`undefined` when the
 * relay configures none). Throws AuthorizeProblem naming the first bad parameter.
 */
export function parseAuthorizeRequest(provider: IdpProvider, params: URLSearchParams, clientId: string | undefined): AuthorizeRequest {
  const { displayName, flow } = idpProviderInfo[provider];
  const givenClientId = required(params, 'client_id', 'to name the application');
  if (clientId === undefined) throw new AuthorizeProblem('client_id', `no client is configured for ${displayName} in the relay config (oauthClientIds.${provider})`);
  if (givenClientId !== clientId) throw new AuthorizeProblem('client_id', `is not a client registered with ${displayName}`);
  const redirectUri = checkRedirectUri(required(params, 'redirect_uri', 'to return to the application'));

  const responseType = required(params, 'response_type', `(${flow} for ${displayName})`);
  if (responseType !== flow) throw new AuthorizeProblem('response_type', `must be ${flow} for ${displayName} (got ${responseType})`);

  const modeParam = single(params, 'response_mode');
  if (modeParam !== undefined && modeParam !== 'fragment' && modeParam !== 'query') {
    throw new AuthorizeProblem('response_mode', 'must be fragment or query');
  }
  const responseMode: ResponseMode = modeParam ?? (flow === 'id_token' ? 'fragment' : 'query');

  const request: AuthorizeRequest = { provider, clientId, redirectUri, responseType: flow, responseMode };
  const scope = single(params, 'scope');
  const state = single(params, 'state');
  if (scope !== undefined) request.scope = scope;
  if (state !== undefined) request.state = state;

  if (flow === 'id_token') {
    request.nonce = required(params, 'nonce', `for the ${displayName} id_token flow (it binds the token to the session key)`);
  } else {
    const challenge = required(params, 'code_challenge', `for ${displayName} (PKCE S256)`);
    if (!S256_CHALLENGE.test(challenge)) throw new AuthorizeProblem('code_challenge', 'must be the 43-character base64url SHA-256 of the verifier');
    const method = single(params, 'code_challenge_method');
    if (method !== 'S256') throw new AuthorizeProblem('code_challenge_method', `must be S256 (got ${method ?? 'nothing, which means plain'})`);
    request.codeChallenge = challenge;
  }
  return request;
}

/** `redirect_uri` with `values` added in the request's response mode (query keeps existing parameters). */
export function redirectWith(request: AuthorizeRequest, values: Record<string, string | undefined>): string {
  const url = new URL(request.redirectUri);
  const answer = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) answer.set(name, value);
  if (request.responseMode === 'query') {
    for (const [name, value] of answer) url.searchParams.append(name, value);
  } else {
    url.hash = answer.toString();
  }
  return url.toString();
}
