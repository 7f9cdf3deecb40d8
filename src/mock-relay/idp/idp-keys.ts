/**
 * The IdP's signing keys: one ES256 (P-256) key per provider, kept as private JWKs so the Node
 * server can persist them and a restarted mock keeps issuing tokens that verify. Keys are made
 * synchronously (a random scalar from @noble/curves via core/crypto/p256) so `createMockIdp`
 * and `jwks()` need no await; jose imports them for signing. The key id is the RFC 7638 JWK
 * thumbprint.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import type { JWK } from 'jose';
import { publicKeyFromPrivateKey, randomPrivateKey } from '../../core/crypto/p256-private-key';
import { fromBase64Url, toBase64Url } from '../../core/encoding/base64url';
import { utf8Encode } from '../../core/encoding/utf8';
import { invalidInput } from '../../core/errors';

export const idpSigningAlgorithm = 'ES256';

/** A private P-256 signing key as a JWK (`d` present). */
export interface IdpPrivateJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  d: string;
  kid: string;
  alg: typeof idpSigningAlgorithm;
  use: 'sig';
}

export type IdpPublicJwk = Omit<IdpPrivateJwk, 'd'>;

/** RFC 7638 thumbprint of an EC public key (members in lexicographic order, no spaces). */
function thumbprint(x: string, y: string): string {
  return toBase64Url(sha256(utf8Encode(`{"crv":"P-256","kty":"EC","x":"${x}","y":"${y}"}`)));
}

function jwkOf(privateKey: Uint8Array): IdpPrivateJwk {
  const point = publicKeyFromPrivateKey(privateKey, false);
  const x = toBase64Url(point.slice(1, 33));
  const y = toBase64Url(point.slice(33, 65));
  return { kty: 'EC', crv: 'P-256', x, y, d: toBase64Url(privateKey), kid: thumbprint(x, y), alg: idpSigningAlgorithm, use: 'sig' };
}

/** A fresh random signing key. */
export function generateIdpKey(): IdpPrivateJwk {
  return jwkOf(randomPrivateKey());
}

/**
 * Checks a persisted key (`field` names it in errors): a P-256 private JWK whose `x`/`y` belong
 * to its `d`. Returns it normalized (kid recomputed, alg and use set).
 */
export function parseIdpKey(value: unknown, field: string): IdpPrivateJwk {
  if (typeof value !== 'object' || value === null) throw invalidInput(field, 'must be a private JWK object');
  const jwk = value as JWK;
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256') throw invalidInput(field, 'must be an EC P-256 key (kty EC, crv P-256)');
  if (typeof jwk.d !== 'string') throw invalidInput(`${field}.d`, 'is missing: a private key is needed to sign');
  const privateKey = fromBase64Url(jwk.d, `${field}.d`);
  if (privateKey.length !== 32) throw invalidInput(`${field}.d`, 'must be 32 bytes');
  const normalized = jwkOf(privateKey);
  if (jwk.x !== normalized.x || jwk.y !== normalized.y) throw invalidInput(field, 'x and y do not match the private key d');
  return normalized;
}

/** The public half, as published in the JWKS. */
export function publicJwkOf(key: IdpPrivateJwk): IdpPublicJwk {
  const { d: _private, ...publicKey } = key;
  return publicKey;
}
