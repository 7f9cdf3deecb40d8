/**
 * A mock OAuth 2.0 / OpenID Connect identity provider, one issuer per provider at
 * `${baseUrl}/idp/<provider>` (google, apple: OIDC implicit id_token with nonce; x, discord:
 * authorization code + PKCE S256 and user info). Browser-safe (no `node:*`): the relay handler
 * mounts `fetch` in-process and in the Node server.
 *
 * Endpoints (below `/idp/`): `<p>/.well-known/openid-configuration`, `<p>/jwks`,
 * `GET|POST <p>/authorize` (account picker; the POST answers with a 302 to the redirect URI),
 * `POST <p>/token`, `GET <p>/userinfo`, `assets/picker.css`, and the test hook `accounts`.
 */
import type { JSONWebKeySet } from 'jose';
import { decodeJwt } from 'jose';
import { LoginKitError, invalidInput } from '../../core/errors';
import { defaultIdpAccounts, userClaimsOf, validateIdpAccounts, type IdpUserInfo, type MockIdpAccount } from './idp-accounts';
import { IdpGrants, OAuthError } from './idp-grants';
import { generateIdpKey, parseIdpKey, publicJwkOf, type IdpPrivateJwk } from './idp-keys';
import { idpProviders, isIdpProvider, type IdpProvider } from './idp-providers';
import { createIdpRoutes } from './idp-routes';
import { signIdToken, verifyIdTokenWith, type IdTokenClaims } from './id-tokens';

export type IdpKeys = Record<IdpProvider, IdpPrivateJwk>;

export interface MockIdpOptions {
  /** Where the IdP is served, e.g. `http://127.0.0.1:8787`; issuers are `${baseUrl}/idp/<provider>`. */
  baseUrl: string;
  /** The client id accepted per provider (the relay config's `oauthClientIds`). */
  clientIds: Partial<Record<IdpProvider, string>>;
  /** The clock, epoch ms (default `Date.now`). */
  now?: () => number;
  /** Default: Ada Lovelace, Grace Hopper and Alan Turing (`defaultIdpAccounts`). */
  accounts?: readonly MockIdpAccount[];
  /** Persisted private JWKs (from `exportKeys`); providers without one get a fresh key. */
  keys?: Partial<Record<IdpProvider, unknown>>;
}

export interface ExchangeCodeInput {
  provider: IdpProvider;
  code: string;
  codeVerifier: string;
  redirectUri: string;
  clientId: string;
}

export interface VerifyIdTokenOptions {
  /** The expected issuer's provider; default: the provider whose issuer is the token's `iss`. */
  provider?: IdpProvider;
  /** The expected `aud` (the client id). */
  audience: string;
  /** When given, the `nonce` claim must equal it. */
  nonce?: string;
}

export interface IssueIdTokenInput {
  provider: IdpProvider;
  accountId: string;
  nonce: string;
  /** Default: the provider's configured client id. */
  audience?: string;
}

export interface MockIdp {
  /** Answers a request below `/idp/`; `undefined` for any other path. */
  fetch(request: Request): Promise<Response | undefined>;
  issuer(provider: IdpProvider): string;
  /** The provider's public keys. */
  jwks(provider: IdpProvider): JSONWebKeySet;
  /**
   * Checks an id_token for the relay's `oauth_login`: signed by the issuer's key, iss, aud, exp
   * (and nonce when given). Throws LoginKitError `signature_invalid`, `token_expired` or
   * `invalid_input` (field `oidcToken`).
   */
  verifyIdToken(token: string, options: VerifyIdTokenOptions): Promise<IdTokenClaims>;
  /**
   * The token and user-info steps of the code flow in one call (for the relay's
   * `oauth2_authenticate`). Throws LoginKitError `invalid_input` naming the relay's field
   * (`authCode`, `clientId`, `redirectUri`, `codeVerifier`) with `details.oauthError`.
   */
  exchangeCode(input: ExchangeCodeInput): Promise<{ accessToken: string; userInfo: IdpUserInfo }>;
  /** Signs an id_token for an account directly (tests of `oauth_login` without the picker). */
  issueIdToken(input: IssueIdTokenInput): Promise<string>;
  /** The accounts the picker offers. */
  readonly accounts: readonly MockIdpAccount[];
  /** The private signing keys, to persist and pass back as `keys`. */
  exportKeys(): IdpKeys;
}

function parseBaseUrl(value: unknown): URL {
  if (typeof value !== 'string') throw invalidInput('baseUrl', 'must be an absolute http(s) URL');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidInput('baseUrl', 'must be an absolute http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidInput('baseUrl', 'must be an absolute http(s) URL');
  if (url.search !== '' || url.hash !== '') throw invalidInput('baseUrl', 'must not have a query or fragment');
  return url;
}

function parseClientIds(value: unknown): Partial<Record<IdpProvider, string>> {
  if (typeof value !== 'object' || value === null) throw invalidInput('clientIds', 'must be an object of client ids by provider');
  const result: Partial<Record<IdpProvider, string>> = {};
  for (const [provider, id] of Object.entries(value)) {
    if (id === undefined) continue;
    if (!isIdpProvider(provider)) throw invalidInput(`clientIds.${provider}`, `is not a provider (one of ${idpProviders.join(', ')})`);
    if (typeof id !== 'string' || id.trim() === '') throw invalidInput(`clientIds.${provider}`, 'must be a non-empty string');
    result[provider] = id;
  }
  return result;
}

function loadKeys(given: MockIdpOptions['keys']): IdpKeys {
  if (given !== undefined && (typeof given !== 'object' || given === null)) throw invalidInput('keys', 'must be an object of JWKs by provider');
  const keys = {} as IdpKeys;
  for (const provider of idpProviders) {
    const key = given?.[provider];
    keys[provider] = key === undefined ? generateIdpKey() : parseIdpKey(key, `keys.${provider}`);
  }
  return keys;
}

/** Creates the mock IdP (synchronously: keys are generated or loaded here). */
export function createMockIdp(options: MockIdpOptions): MockIdp {
  const base = parseBaseUrl(options.baseUrl);
  const root = `${base.origin}${base.pathname.replace(/\/+$/, '')}`;
  const clientIds = parseClientIds(options.clientIds);
  const accounts = validateIdpAccounts(options.accounts ?? defaultIdpAccounts);
  const keys = loadKeys(options.keys);
  const now = options.now ?? (() => Date.now());
  const grants = new IdpGrants(now);

  const issuer = (provider: IdpProvider): string => `${root}/idp/${provider}`;
  const jwks = (provider: IdpProvider): JSONWebKeySet => ({ keys: [{ ...publicJwkOf(keys[provider]) }] });
  const findAccount = (id: string): MockIdpAccount | undefined => accounts.find((account) => account.id === id);

  const issueIdToken = async (input: IssueIdTokenInput): Promise<string> => {
    const account = findAccount(input.accountId);
    if (account === undefined) throw invalidInput('accountId', `is not an account of the mock IdP (${accounts.map((a) => a.id).join(', ')})`);
    const audience = input.audience ?? clientIds[input.provider];
    if (audience === undefined) throw invalidInput('audience', `is needed: no client id is configured for ${input.provider}`);
    return signIdToken({
      key: keys[input.provider],
      issuer: issuer(input.provider),
      audience,
      nonce: input.nonce,
      user: userClaimsOf(account, input.provider),
      now: now(),
    });
  };

  const routes = createIdpRoutes({ root, clientIds, accounts, grants, issuer, jwks, issueIdToken });
  const pathPrefix = `${base.pathname.replace(/\/+$/, '')}/idp/`;

  return {
    async fetch(request) {
      if (!new URL(request.url).pathname.startsWith(pathPrefix)) return undefined;
      return routes.fetch(request);
    },
    issuer,
    jwks,
    async verifyIdToken(token, verifyOptions) {
      let provider = verifyOptions.provider;
      if (provider === undefined) {
        let iss: unknown;
        try {
          iss = decodeJwt(token).iss;
        } catch (error) {
          throw invalidInput('oidcToken', `is not a well-formed JWT (${error instanceof Error ? error.message : 'unreadable'})`);
        }
        provider = idpProviders.find((candidate) => issuer(candidate) === iss);
        if (provider === undefined) {
          throw new LoginKitError('signature_invalid', 'oidcToken: is not issued by a known issuer', { details: { field: 'oidcToken' } });
        }
      }
      return verifyIdTokenWith({
        token,
        issuer: issuer(provider),
        jwks: jwks(provider),
        audience: verifyOptions.audience,
        ...(verifyOptions.nonce === undefined ? {} : { nonce: verifyOptions.nonce }),
        now: now(),
      });
    },
    async exchangeCode(input) {
      try {
        if (input.clientId !== clientIds[input.provider]) {
          throw new OAuthError('invalid_client', 'clientId', `is not a client registered with ${input.provider}`);
        }
        const { accessToken } = grants.redeem(input);
        return { accessToken, userInfo: routes.userInfo(input.provider, accessToken) };
      } catch (error) {
        if (!(error instanceof OAuthError)) throw error;
        throw new LoginKitError('invalid_input', `${error.field}: ${error.description}`, {
          details: { field: error.field, oauthError: error.error },
        });
      }
    },
    issueIdToken,
    accounts,
    exportKeys() {
      const copy = {} as IdpKeys;
      for (const provider of idpProviders) copy[provider] = { ...keys[provider] };
      return copy;
    },
  };
}
