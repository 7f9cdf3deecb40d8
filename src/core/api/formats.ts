/**
 * The string formats the operations' parameters use (each with the problem an `invalid_input`
 * reports). Checked before anything is signed and sent.
 */
import { isE164, isEmail } from '../transport/validate';
import { isCidr } from './cidr';
import type { StringFormat } from './param-schema';

const hexOf = (lengths: readonly number[], prefixes?: readonly string[]) => (value: string): boolean =>
  /^[0-9a-fA-F]+$/.test(value) && lengths.includes(value.length) && (prefixes === undefined || prefixes.includes(value.slice(0, 2)));

const parsesAsJson = (value: string): boolean => {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
};

const httpUrlOf = (value: string): URL | undefined => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
};

const isHttpUrl = (value: string): boolean => httpUrlOf(value) !== undefined;

/** Where the service POSTs: an http(s) URL that carries no credentials (they would travel with every delivery). */
const isDeliveryUrl = (value: string): boolean => {
  const url = httpUrlOf(value);
  return url !== undefined && url.username === '' && url.password === '';
};

export const formats = {
  e164: { test: isE164, problem: 'must be an E.164 phone number (+ and up to 15 digits, e.g. +14155550123)' },
  email: { test: isEmail, problem: 'must be an email address' },
  cidr: { test: isCidr, problem: 'must be a CIDR block: an IPv4 a.b.c.d/0-32 or IPv6 address/0-128 network address (no host bits set)' },
  json: { test: parsesAsJson, problem: 'must be a string of JSON' },
  httpUrl: { test: isHttpUrl, problem: 'must be an absolute http(s) URL' },
  deliveryUrl: { test: isDeliveryUrl, problem: 'must be an absolute http(s) URL without credentials' },
  /** Seconds as the API sends them: a string of digits, at least 1. */
  seconds: { test: (value) => /^[1-9]\d{0,9}$/.test(value), problem: 'must be a whole number of seconds as a string, e.g. "900"' },
  /** `targetPublicKey`: what bundles are encrypted to (protocol.md section 3). */
  uncompressedP256: { test: hexOf([130], ['04']), problem: 'must be an uncompressed P-256 public key: 130 hex characters starting with 04' },
  p256: { test: hexOf([66, 130], ['02', '03', '04']), problem: 'must be a P-256 public key in hex (compressed or uncompressed)' },
  /** An API key's public key: compressed P-256/secp256k1 (66), Ed25519 (64) or uncompressed (130). */
  apiPublicKey: { test: hexOf([64, 66, 130]), problem: 'must be an API public key in hex' },
  /** Lowercase, as the nonce is written (hex of the digest) and compared. */
  sha256Hex: { test: (value) => /^[0-9a-f]{64}$/.test(value), problem: 'must be a SHA-256 digest in lowercase hex (64 characters)' },
  base64url: { test: (value) => /^[A-Za-z0-9_-]+$/.test(value), problem: 'must be base64url (no padding)' },
  /** RFC 7636 section 4.1. */
  pkceVerifier: { test: (value) => /^[A-Za-z0-9._~-]{43,128}$/.test(value), problem: 'must be a PKCE verifier: 43-128 characters of A-Z a-z 0-9 - . _ ~' },
  /** Spec section 8: 6 to 9 characters, numeric or alphanumeric. */
  otpCode: { test: (value) => /^[A-Za-z0-9]{6,9}$/.test(value), problem: 'must be the 6 to 9 letters or digits of the code' },
} satisfies Record<string, StringFormat>;
