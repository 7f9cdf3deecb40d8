/**
 * The IdP's OIDC id_tokens (ES256 JWTs, jose): what it signs for Google and Apple, and the
 * check the relay's `oauth_login` needs (signature against the issuer's JWKS, iss, aud, exp,
 * optionally the nonce). Errors follow the enclave's convention: LoginKitError
 * `signature_invalid` (not signed by that issuer's key), `token_expired`, or `invalid_input`
 * naming `oidcToken` (malformed, or a claim that does not match).
 */
import { createLocalJWKSet, errors, importJWK, jwtVerify, SignJWT, type JSONWebKeySet, type JWTPayload } from 'jose';
import { LoginKitError, invalidInput } from '../../core/errors';
import type { IdpUserClaims } from './idp-accounts';
import { idpSigningAlgorithm, type IdpPrivateJwk } from './idp-keys';

/** Lifetime of an id_token. */
export const idTokenLifetimeSeconds = 600;

export interface IdTokenClaims extends IdpUserClaims {
  iss: string;
  aud: string;
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
  nonce: string;
}

export interface SignIdTokenInput {
  key: IdpPrivateJwk;
  issuer: string;
  audience: string;
  nonce: string;
  user: IdpUserClaims;
  /** Epoch ms. */
  now: number;
}

/** Signs an id_token: iss, sub, aud, iat, exp (+10 min), nonce (as given), email, email_verified, name. */
export async function signIdToken(input: SignIdTokenInput): Promise<string> {
  const privateKey = await importJWK(input.key, idpSigningAlgorithm);
  const iat = Math.floor(input.now / 1000);
  const claims: IdTokenClaims = {
    iss: input.issuer,
    aud: input.audience,
    iat,
    exp: iat + idTokenLifetimeSeconds,
    nonce: input.nonce,
    ...input.user,
  };
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: idpSigningAlgorithm, kid: input.key.kid, typ: 'JWT' })
    .sign(privateKey);
}

export interface VerifyIdTokenInput {
  token: string;
  issuer: string;
  jwks: JSONWebKeySet;
  audience: string;
  nonce?: string;
  /** Epoch ms. */
  now: number;
}

const field = 'oidcToken';

function claimsOf(payload: JWTPayload): IdTokenClaims {
  const text = (name: string): string => {
    const value = payload[name];
    if (typeof value !== 'string' || value === '') throw invalidInput(field, `claim ${name} is missing`);
    return value;
  };
  const number = (name: string): number => {
    const value = payload[name];
    if (typeof value !== 'number') throw invalidInput(field, `claim ${name} is missing`);
    return value;
  };
  if (typeof payload.email_verified !== 'boolean') throw invalidInput(field, 'claim email_verified is missing');
  return {
    iss: text('iss'),
    sub: text('sub'),
    aud: text('aud'),
    iat: number('iat'),
    exp: number('exp'),
    nonce: text('nonce'),
    email: text('email'),
    email_verified: payload.email_verified,
    name: text('name'),
  };
}

function translate(error: unknown): LoginKitError {
  if (error instanceof LoginKitError) return error;
  if (error instanceof errors.JWTExpired) return new LoginKitError('token_expired', `${field}: has expired`, { cause: error, details: { field } });
  if (error instanceof errors.JWTClaimValidationFailed) {
    return invalidInput(field, `claim ${error.claim} ${error.reason === 'missing' ? 'is missing' : 'does not match'} (${error.message})`);
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys ||
    error instanceof errors.JOSEAlgNotAllowed
  ) {
    return new LoginKitError('signature_invalid', `${field}: is not signed by the issuer's key`, { cause: error, details: { field } });
  }
  return invalidInput(field, `is not a well-formed signed JWT (${error instanceof Error ? error.message : 'unreadable'})`);
}

/** Verifies an id_token against one issuer's JWKS; returns its claims or throws (see the file comment). */
export async function verifyIdTokenWith(input: VerifyIdTokenInput): Promise<IdTokenClaims> {
  try {
    const { payload } = await jwtVerify(input.token, createLocalJWKSet(input.jwks), {
      issuer: input.issuer,
      audience: input.audience,
      algorithms: [idpSigningAlgorithm],
      currentDate: new Date(input.now),
      requiredClaims: ['iss', 'sub', 'aud', 'iat', 'exp', 'nonce'],
    });
    const claims = claimsOf(payload);
    if (input.nonce !== undefined && claims.nonce !== input.nonce) throw invalidInput(field, 'claim nonce does not match');
    return claims;
  } catch (error) {
    throw translate(error);
  }
}
