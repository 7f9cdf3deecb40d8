/**
 * The four providers the mock identity provider imitates, one issuer each. Google and Apple are
 * OpenID Connect providers used with the implicit `id_token` flow (the nonce binds the token to
 * the session key, protocol.md section 7); X and Discord are OAuth 2.0 only: authorization code
 * with PKCE (S256), then a user-info endpoint (no id_token).
 */
import type { OauthClientProvider } from '../relay-config';

export type IdpProvider = OauthClientProvider;

/** `id_token`: implicit OIDC with a nonce; `code`: authorization code + PKCE + userinfo. */
export type IdpFlow = 'id_token' | 'code';

export interface IdpProviderInfo {
  /** Shown on the account picker: "Sign in to Google (mock)". */
  readonly displayName: string;
  readonly flow: IdpFlow;
}

export const idpProviders: readonly IdpProvider[] = ['google', 'apple', 'x', 'discord'];

export const idpProviderInfo: Readonly<Record<IdpProvider, IdpProviderInfo>> = {
  google: { displayName: 'Google', flow: 'id_token' },
  apple: { displayName: 'Apple', flow: 'id_token' },
  x: { displayName: 'X', flow: 'code' },
  discord: { displayName: 'Discord', flow: 'code' },
};

export function isIdpProvider(value: unknown): value is IdpProvider {
  return typeof value === 'string' && (idpProviders as readonly string[]).includes(value);
}
