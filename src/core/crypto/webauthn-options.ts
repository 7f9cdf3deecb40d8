import { invalidInput } from '../errors';

const hostName = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** A WebAuthn relying party id: a host name (no scheme, port or path), lowercased; else `invalid_input` naming `rpId`. */
export function checkRpId(rpId: unknown): string {
  if (typeof rpId !== 'string' || rpId.trim() === '') throw invalidInput('rpId', 'required: the host name passkeys are registered for');
  if (!hostName.test(rpId)) throw invalidInput('rpId', 'must be a host name such as example.com (no scheme, port or path)');
  return rpId.toLowerCase();
}

/** A WebAuthn prompt timeout: a positive whole number of milliseconds, or undefined. */
export function checkTimeoutMs(timeoutMs: unknown): number | undefined {
  if (timeoutMs === undefined) return undefined;
  if (typeof timeoutMs !== 'number' || !Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw invalidInput('timeoutMs', 'must be a positive whole number of milliseconds');
  }
  return timeoutMs;
}
