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

/** WebAuthn `hints` (Level 3): which kind of authenticator the prompt should lead with. */
export type PasskeyHint = 'client-device' | 'security-key' | 'hybrid';

const passkeyHints: readonly PasskeyHint[] = ['client-device', 'security-key', 'hybrid'];

/** WebAuthn `hints`: an array of distinct PasskeyHint values, or undefined; else `invalid_input` naming `hints`. */
export function checkHints(hints: unknown): PasskeyHint[] | undefined {
  if (hints === undefined) return undefined;
  if (!Array.isArray(hints)) throw invalidInput('hints', `must be an array of ${passkeyHints.map((hint) => `'${hint}'`).join(', ')}`);
  hints.forEach((hint: unknown, index) => {
    if (!passkeyHints.includes(hint as PasskeyHint)) throw invalidInput(`hints[${index}]`, `must be one of ${passkeyHints.map((value) => `'${value}'`).join(', ')}`);
    if (hints.indexOf(hint) !== index) throw invalidInput(`hints[${index}]`, 'is repeated');
  });
  return hints.length === 0 ? undefined : [...(hints as PasskeyHint[])];
}
