/**
 * Small shared guards for request inputs (they throw `invalid_input` naming the field) and
 * for response shapes (they throw `response_invalid` naming the field, and cap string lengths
 * before anything decodes them: response-limits.ts). The flow machines reuse
 * `isEmail` / `isE164` / `normalizeEmail` / `normalizePhone` for what the user types.
 */
import { LoginKitError, invalidInput } from '../errors';
import { defaultResponseStringLength, responseLimits } from './response-limits';

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-empty string, or `invalid_input` naming `field`. */
export function requireString(value: unknown, field: string): string {
  if (typeof value !== 'string') throw invalidInput(field, 'must be a string');
  if (value.trim() === '') throw invalidInput(field, 'must not be empty');
  return value;
}

/** `undefined`, or a non-empty string. */
export function optionalString(value: unknown, field: string): string | undefined {
  return value === undefined ? undefined : requireString(value, field);
}

/** `undefined`, or a boolean. */
export function optionalBoolean(value: unknown, field: string): boolean | undefined {
  if (value === undefined || typeof value === 'boolean') return value;
  throw invalidInput(field, 'must be a boolean');
}

/** One of `allowed`, or `invalid_input` listing them. */
export function requireOneOf<const T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw invalidInput(field, `must be one of ${allowed.join(', ')}`);
}

/** An array, or `invalid_input`. */
export function requireArray(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) throw invalidInput(field, 'must be an array');
  return value;
}

// One @ with a non-empty local part, a dotted domain, no spaces; the mailbox decides the rest.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A plausible email address (`local@domain.tld`, no spaces, at most 254 characters). */
export function isEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}

/** An E.164 phone number: `+`, a non-zero digit, at most 15 digits in all, nothing else. */
export function isE164(value: string): boolean {
  return /^\+[1-9]\d{1,14}$/.test(value);
}

/** Trims an email address and lowercases it (the service matches addresses case-insensitively). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Removes the separators people type in phone numbers (spaces, dashes, dots, brackets) and a
 * leading `00` international prefix; does not guess a country code. Check with `isE164` after.
 */
export function normalizePhone(value: string): string {
  const compact = value.trim().replace(/[\s\-.()\u00a0]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/**
 * An absolute `http:`/`https:` URL without query or fragment, returned without a trailing
 * slash so paths can be appended; otherwise `invalid_input` naming `field`.
 */
export function requireBaseUrl(value: unknown, field: string): string {
  const text = requireString(value, field).trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalidInput(field, 'must be an absolute http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalidInput(field, 'must be an absolute http(s) URL');
  if (url.search !== '' || url.hash !== '') throw invalidInput(field, 'must not have a query or fragment');
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * The `response_invalid` error for an answer that lacks, mistypes or oversizes `field`: the
 * answer is at fault, not what the person typed (`details {field, endpoint}`).
 */
export function badResponse(endpoint: string, field: string, problem: string): LoginKitError {
  return new LoginKitError('response_invalid', `${endpoint} response: ${field} ${problem}`, { details: { field, endpoint } });
}

/** The response body as an object, or `response_invalid`. */
export function responseRecord(value: unknown, endpoint: string): Record<string, unknown> {
  if (!isRecord(value)) throw badResponse(endpoint, 'body', 'is not a JSON object');
  return value;
}

/** `value` if it is at most `maxLength` characters, else `response_invalid` naming `field` (checked before any decoding). */
export function cappedResponseString(value: string, field: string, endpoint: string, maxLength = defaultResponseStringLength): string {
  if (value.length > maxLength) throw badResponse(endpoint, field, `is longer than ${maxLength} characters`);
  return value;
}

/** A non-empty string member of a response of at most `maxLength` characters, or `response_invalid` naming it. */
export function responseString(body: Record<string, unknown>, field: string, endpoint: string, maxLength = defaultResponseStringLength): string {
  return responseText(body[field], field, endpoint, maxLength);
}

/** `value` if it is a non-empty string of at most `maxLength` characters, else `response_invalid` naming `field` (its path). */
export function responseText(value: unknown, field: string, endpoint: string, maxLength = defaultResponseStringLength): string {
  if (typeof value !== 'string' || value === '') throw badResponse(endpoint, field, 'is missing or not a non-empty string');
  return cappedResponseString(value, field, endpoint, maxLength);
}

/** `value` if it is an array of at most `responseLimits.listItems` items, else `response_invalid` naming `field` (its path). */
export function responseList(value: unknown, field: string, endpoint: string): unknown[] {
  if (!Array.isArray(value)) throw badResponse(endpoint, field, 'is missing or not an array');
  if (value.length > responseLimits.listItems) throw badResponse(endpoint, field, `has more than ${responseLimits.listItems} items`);
  return value;
}

/** An optional string member of a response (absent is fine, another type or an over-long one is not). */
export function responseOptionalString(
  body: Record<string, unknown>,
  field: string,
  endpoint: string,
  maxLength = defaultResponseStringLength,
): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badResponse(endpoint, field, 'is not a string');
  return cappedResponseString(value, field, endpoint, maxLength);
}
