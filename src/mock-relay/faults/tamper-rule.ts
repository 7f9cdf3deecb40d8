/**
 * The parameters of the hostile-relay fault kinds (fault-rule.ts documents the rule format): what
 * a relay that forges or substitutes answers does, for tests of a client that must refuse them
 * (issue 23). Parsed here, refusing anything unclear with a 400 naming the field
 * (`rules[0].to`); applied by tamper-answer.ts and, for `redirect`, fault-middleware.ts.
 */
import type { OtpType } from '../../core/transport/relay-types';
import { isRecord } from '../../core/transport/validate';
import { invalidArgument } from '../errors';
import { otpTypes, requireContact } from '../routes/relay/contact';
import { parseJsonPointer } from './json-pointer';

export type RedirectStatus = 301 | 302 | 303 | 307 | 308;

/** `pad`: the value at a pointer becomes `char` repeated `length` times. */
export interface PadSpec {
  length: number;
  char: string;
}

export type TamperFault =
  | { fault: 'swap-token'; to: string; verificationType?: OtpType }
  | { fault: 'swap-session'; to: string }
  | { fault: 'substitute-bundle'; owner: 'none' }
  | { fault: 'substitute-bundle'; owner: 'to'; to: string }
  | { fault: 'rewrite'; set?: Record<string, unknown>; remove?: string[]; pad?: Record<string, PadSpec> }
  | { fault: 'redirect'; location: string; status: RedirectStatus };

export type TamperKind = TamperFault['fault'];

export const tamperKinds: readonly TamperKind[] = ['swap-token', 'swap-session', 'substitute-bundle', 'rewrite', 'redirect'];

export const tamperFields: Record<TamperKind, readonly string[]> = {
  'swap-token': ['to', 'verificationType'],
  'swap-session': ['to'],
  'substitute-bundle': ['owner', 'to'],
  rewrite: ['set', 'remove', 'pad'],
  redirect: ['location', 'status'],
};

/** The answers a swap rewrites; a rule's endpoint must be `'*'` or a prefix of one of them. */
export const tamperEndpoints = {
  'swap-token': ['/v1/otp_verify_v2'],
  'swap-session': ['/v1/otp_login_v2', '/v1/oauth_login'],
  'substitute-bundle': ['/public/v1/submit/create_read_write_session', '/public/v1/query/get_activity'],
} as const satisfies Partial<Record<TamperKind, readonly string[]>>;

/** Longest string `pad` makes. */
export const maxPadLength = 2_000_000;
/** Most pointers in one of `set`, `remove`, `pad`. */
const maxPointers = 100;
const redirectStatuses: readonly number[] = [301, 302, 303, 307, 308];

/** An email address or an E.164 phone number (of `otpType` when given), trimmed. */
function parseContact(value: unknown, path: string, otpType?: OtpType): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 320) throw invalidArgument(path, 'must be an email address or an E.164 phone number');
  return requireContact(otpType ?? (value.includes('@') ? 'OTP_TYPE_EMAIL' : 'OTP_TYPE_SMS'), value, path);
}

function checkEndpoint(kind: keyof typeof tamperEndpoints, endpoint: string, path: string): void {
  const paths: readonly string[] = tamperEndpoints[kind];
  if (endpoint === '*' || paths.some((candidate) => candidate.startsWith(endpoint))) return;
  throw invalidArgument(path, `a ${kind} fault applies to ${paths.join(' and ')} only: use '*' or a prefix of ${paths.length === 1 ? 'it' : 'one of them'}`);
}

function pointerMap(value: unknown, path: string): [string, string[]][] {
  if (!isRecord(value)) throw invalidArgument(path, 'must be an object whose keys are JSON pointers (RFC 6901)');
  const entries = Object.keys(value);
  if (entries.length > maxPointers) throw invalidArgument(path, `must hold at most ${maxPointers} pointers`);
  return entries.map((pointer) => [pointer, parseJsonPointer(pointer, `${path}[${JSON.stringify(pointer)}]`)]);
}

function parsePad(value: unknown, path: string): PadSpec {
  if (!isRecord(value)) throw invalidArgument(path, 'must be {length, char?}');
  for (const key of Object.keys(value)) if (key !== 'length' && key !== 'char') throw invalidArgument(`${path}.${key}`, 'is not a member of a pad ({length, char?})');
  const length = value.length;
  if (typeof length !== 'number' || !Number.isInteger(length) || length < 0 || length > maxPadLength) {
    throw invalidArgument(`${path}.length`, `must be an integer from 0 to ${maxPadLength}`);
  }
  if (value.char === undefined) return { length, char: 'a' };
  if (typeof value.char !== 'string' || [...value.char].length !== 1) throw invalidArgument(`${path}.char`, 'must be one character');
  return { length, char: value.char };
}

function parseRewrite(value: Record<string, unknown>, path: string): TamperFault {
  const rule: Extract<TamperFault, { fault: 'rewrite' }> = { fault: 'rewrite' };
  if (value.set !== undefined) {
    const set = value.set;
    rule.set = Object.fromEntries(pointerMap(set, `${path}.set`).map(([pointer]) => [pointer, (set as Record<string, unknown>)[pointer]]));
  }
  if (value.remove !== undefined) {
    if (!Array.isArray(value.remove) || value.remove.length > maxPointers) throw invalidArgument(`${path}.remove`, `must be an array of at most ${maxPointers} JSON pointers`);
    rule.remove = value.remove.map((pointer: unknown, index) => {
      const at = `${path}.remove[${index}]`;
      if (typeof pointer !== 'string') throw invalidArgument(at, 'must be a JSON pointer (a string)');
      if (pointer === '') throw invalidArgument(at, "cannot remove the whole answer ('')");
      parseJsonPointer(pointer, at);
      return pointer;
    });
  }
  if (value.pad !== undefined) {
    const pad = value.pad as Record<string, unknown>;
    rule.pad = Object.fromEntries(pointerMap(pad, `${path}.pad`).map(([pointer]) => [pointer, parsePad(pad[pointer], `${path}.pad[${JSON.stringify(pointer)}]`)]));
  }
  const count = Object.keys(rule.set ?? {}).length + (rule.remove ?? []).length + Object.keys(rule.pad ?? {}).length;
  if (count === 0) throw invalidArgument(`${path}.set`, 'a rewrite needs at least one pointer in set, remove or pad');
  return rule;
}

function parseRedirect(value: Record<string, unknown>, path: string): TamperFault {
  const location = value.location;
  let url: URL | undefined;
  try {
    url = typeof location === 'string' && location.length <= 2048 ? new URL(location) : undefined;
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw invalidArgument(`${path}.location`, 'must be an absolute http(s) URL of at most 2048 characters');
  }
  if (value.status !== undefined && (typeof value.status !== 'number' || !redirectStatuses.includes(value.status))) {
    throw invalidArgument(`${path}.status`, `must be one of ${redirectStatuses.join(', ')}`);
  }
  return { fault: 'redirect', location: location as string, status: (value.status ?? 307) as RedirectStatus };
}

/** The fault-specific part of a hostile-relay rule (unknown members were refused before). */
export function parseTamperFault(kind: TamperKind, value: Record<string, unknown>, endpoint: string, path: string): TamperFault {
  switch (kind) {
    case 'swap-token': {
      checkEndpoint(kind, endpoint, `${path}.endpoint`);
      if (value.verificationType === undefined) return { fault: kind, to: parseContact(value.to, `${path}.to`) };
      if (typeof value.verificationType !== 'string' || !(otpTypes as readonly string[]).includes(value.verificationType)) {
        throw invalidArgument(`${path}.verificationType`, `must be one of ${otpTypes.join(', ')}`);
      }
      const verificationType = value.verificationType as OtpType;
      return { fault: kind, to: parseContact(value.to, `${path}.to`, verificationType), verificationType };
    }
    case 'swap-session':
      checkEndpoint(kind, endpoint, `${path}.endpoint`);
      return { fault: kind, to: parseContact(value.to, `${path}.to`) };
    case 'substitute-bundle':
      checkEndpoint(kind, endpoint, `${path}.endpoint`);
      if (value.owner === 'none') {
        if (value.to !== undefined) throw invalidArgument(`${path}.to`, "is only for owner: 'to' (owner 'none' registers the key nowhere)");
        return { fault: kind, owner: 'none' };
      }
      if (value.owner === 'to') return { fault: kind, owner: 'to', to: parseContact(value.to, `${path}.to`) };
      throw invalidArgument(`${path}.owner`, "must be 'none' or 'to'");
    case 'rewrite':
      return parseRewrite(value, path);
    case 'redirect':
      return parseRedirect(value, path);
    default:
      return kind satisfies never;
  }
}
