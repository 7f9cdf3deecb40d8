/**
 * The relay's own OpenID issuer: the service signs the OIDC tokens that `oauth2_authenticate`
 * returns for providers without native OIDC (X, Discord), one issuer URL per provider at
 * `${baseUrl}/oauth2/<x|discord>`, all with one ES256 key (kid = its JWK thumbprint). Its JWKS
 * is published at `${baseUrl}/.well-known/jwks.json` (and each issuer's discovery document
 * points there). Token claims: iss, sub (the provider's user id), aud (the client id), iat, exp
 * (+10 minutes), nonce (kept exactly), email, email_verified, name, plus optional extras such
 * as `encrypted_bearer_token`.
 */
import { importJWK, SignJWT, type JSONWebKeySet } from 'jose';
import type { IdpUserClaims } from '../idp/idp-accounts';
import { idTokenLifetimeSeconds, verifyIdTokenWith, type IdTokenClaims } from '../idp/id-tokens';
import { generateIdpKey, idpSigningAlgorithm, parseIdpKey, publicJwkOf, type IdpPrivateJwk } from '../idp/idp-keys';

export type CodeFlowProvider = 'x' | 'discord';

export const codeFlowProviders: readonly CodeFlowProvider[] = ['x', 'discord'];

export interface ServiceTokenInput {
  baseUrl: string;
  provider: CodeFlowProvider;
  audience: string;
  nonce: string;
  user: IdpUserClaims;
  /** Extra string claims (e.g. `encrypted_bearer_token`). */
  extraClaims?: Record<string, string>;
}

export interface ServiceIssuer {
  /** `${baseUrl}/oauth2/<provider>`. */
  issuer(baseUrl: string, provider: CodeFlowProvider): string;
  /** The public signing key. */
  jwks(): JSONWebKeySet;
  sign(input: ServiceTokenInput): Promise<string>;
  /**
   * Checks a token of this issuer: signature, iss, aud, exp. Throws LoginKitError
   * `signature_invalid`, `token_expired` or `invalid_input` (field `oidcToken`), as the IdP does.
   */
  verify(token: string, expected: { issuer: string; audience: string }): Promise<IdTokenClaims>;
  /** The private key, to persist. */
  exportKey(): IdpPrivateJwk;
}

/** The issuer for a persisted key (checked; a bad one is `invalid_input` naming `field`), or a fresh one. */
export function createServiceIssuer(stored: unknown, now: () => number, field = 'oauthKeys.issuer'): ServiceIssuer {
  const key = stored === undefined ? generateIdpKey() : parseIdpKey(stored, field);
  const publicKeys: JSONWebKeySet = { keys: [{ ...publicJwkOf(key) }] };
  return {
    issuer: (baseUrl, provider) => `${baseUrl}/oauth2/${provider}`,
    jwks: () => structuredClone(publicKeys),
    async sign(input) {
      const iat = Math.floor(now() / 1000);
      const claims = {
        ...input.extraClaims,
        iss: `${input.baseUrl}/oauth2/${input.provider}`,
        aud: input.audience,
        iat,
        exp: iat + idTokenLifetimeSeconds,
        nonce: input.nonce,
        ...input.user,
      };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: idpSigningAlgorithm, kid: key.kid, typ: 'JWT' })
        .sign(await importJWK(key, idpSigningAlgorithm));
    },
    verify: (token, expected) => verifyIdTokenWith({ token, issuer: expected.issuer, audience: expected.audience, jwks: publicKeys, now: now() }),
    exportKey: () => ({ ...key }),
  };
}
