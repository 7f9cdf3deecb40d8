/**
 * Request bodies at the boundary: raw bytes → UTF-8 → JSON object, refusing anything else with
 * 400 naming `body`; plus the field guards the routes use (they name the bad field).
 * Members a route does not know are ignored, as the service ignores them.
 */
import { isRecord } from '../core/transport/validate';
import { invalidArgument } from './errors';

/** Larger bodies are refused (the real bodies are a few kilobytes). */
export const maxBodyBytes = 256 * 1024;

const decoder = new TextDecoder('utf-8', { fatal: true });

/** The raw body as text (refusing oversize or non-UTF-8 bodies). */
export function decodeBody(bytes: Uint8Array): string {
  if (bytes.length > maxBodyBytes) throw invalidArgument('body', `must be at most ${maxBodyBytes} bytes`);
  try {
    return decoder.decode(bytes);
  } catch {
    throw invalidArgument('body', 'is not valid UTF-8');
  }
}

/** The body as a JSON object; an empty body counts as `{}`. */
export function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidArgument('body', 'is not valid JSON');
  }
  if (!isRecord(parsed)) throw invalidArgument('body', 'must be a JSON object');
  return parsed;
}

/** A non-empty string (at most `maxLength` characters). */
export function stringField(body: Record<string, unknown>, field: string, path = field, maxLength = 4096): string {
  const value = body[field];
  if (value === undefined || value === null) throw invalidArgument(path, 'is required');
  if (typeof value !== 'string') throw invalidArgument(path, 'must be a string');
  if (value.trim() === '') throw invalidArgument(path, 'must not be empty');
  if (value.length > maxLength) throw invalidArgument(path, `must be at most ${maxLength} characters`);
  return value;
}

/** `undefined` when absent, else a non-empty string. */
export function optionalStringField(body: Record<string, unknown>, field: string, path = field, maxLength = 4096): string | undefined {
  return body[field] === undefined ? undefined : stringField(body, field, path, maxLength);
}

/** `undefined` when absent, else a string that may be empty (notes, labels; `''` clears them). */
export function optionalFreeTextField(body: Record<string, unknown>, field: string, path = field, maxLength = 4096): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidArgument(path, 'must be a string');
  if (value.length > maxLength) throw invalidArgument(path, `must be at most ${maxLength} characters`);
  return value;
}

/** `undefined` when absent, else a boolean. */
export function optionalBooleanField(body: Record<string, unknown>, field: string, path = field): boolean | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw invalidArgument(path, 'must be true or false');
  return value;
}

/** One of `allowed`. */
export function enumField<const T extends string>(body: Record<string, unknown>, field: string, allowed: readonly T[], path = field): T {
  return enumValue(body[field], allowed, path);
}

/** A value that must be one of `allowed` (e.g. an array item). */
export function enumValue<const T extends string>(value: unknown, allowed: readonly T[], path: string): T {
  if (value === undefined || value === null) throw invalidArgument(path, `is required (one of ${allowed.join(', ')})`);
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw invalidArgument(path, `must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

/** An array (at most `maxItems` long). */
export function arrayField(body: Record<string, unknown>, field: string, path = field, maxItems = 100): unknown[] {
  const value = body[field];
  if (value === undefined || value === null) throw invalidArgument(path, 'is required (send [] when empty)');
  if (!Array.isArray(value)) throw invalidArgument(path, 'must be an array');
  if (value.length > maxItems) throw invalidArgument(path, `must have at most ${maxItems} items`);
  return value;
}

/** A JSON object. */
export function objectField(body: Record<string, unknown>, field: string, path = field): Record<string, unknown> {
  const value = body[field];
  if (value === undefined || value === null) throw invalidArgument(path, 'is required');
  if (!isRecord(value)) throw invalidArgument(path, 'must be an object');
  return value;
}

/** An array item that must be an object. */
export function objectItem(value: unknown, path: string): Record<string, unknown> {
  if (!isRecord(value)) throw invalidArgument(path, 'must be an object');
  return value;
}

/** An array item that must be a non-empty string (at most `maxLength` characters). */
export function stringItem(value: unknown, path: string, maxLength = 4096): string {
  return stringField({ value }, 'value', path, maxLength);
}
