/**
 * Applies the fault rules to every request but the `/__mock/` controls (fault-rule.ts says what
 * each fault does). Order: the clock skew for the request, latency before, a status, a drop or a
 * redirect before (the handler does not run), the handler, latency after, a status or a drop
 * after (the handler ran: its writes stay) — else the hostile-relay changes of the answer
 * (tamper-answer.ts), then a truncated body.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { fromBase64Url } from '../../core/encoding/base64url';
import type { FaultStatus } from './fault-rule';
import { normalizeFaultContact, type FaultStore, type FaultTarget } from './fault-store';
import { tamperAnswer, type TamperServices } from './tamper-answer';
import type { RedirectStatus } from './tamper-rule';
import { markTransportFault } from './transport-fault';

export interface FaultMiddlewareOptions {
  store: FaultStore;
  /** The relay's clock before any skew (epoch ms). */
  now: () => number;
  /** Waits for latency faults (tests may inject one). */
  sleep?: (ms: number) => Promise<void>;
  /** The contact a code was sent to, by `otpId` (so otp_verify matches a rule's contact). */
  otpContact?: (otpId: string) => string | undefined;
  /** The contacts of the user who stamped a main-API request (so its rules can be scoped to a contact). */
  stampContacts?: (headers: Headers) => string[];
  /** What the hostile-relay faults need of the relay (without it they never apply). */
  tamper?: TamperServices;
}

const contactFields = ['contact', 'userEmail', 'userPhoneNumber', 'filterValue'];
const grpcOf: Record<FaultStatus, number> = { 429: 8, 500: 13, 502: 14, 503: 14, 504: 14 };

/** The clock skew a fault rule set for this request (0 without one). */
const skews = new WeakMap<Request, number>();

export function faultClockSkew(request: Request): number {
  return skews.get(request) ?? 0;
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A string claim of a JWT (read, not verified: only for matching rules). */
function tokenClaim(token: string, claim: string): string | undefined {
  try {
    const payload: unknown = JSON.parse(new TextDecoder().decode(fromBase64Url(token.split('.')[1] ?? '')));
    const value = (payload as Record<string, unknown> | null)?.[claim];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The contacts a request names: contact fields, the code's contact (otpId), the token's
 * (verificationToken), an OIDC token's email (oidcToken), the stamping user's (main API).
 */
async function contactsOf(c: Context, options: FaultMiddlewareOptions): Promise<string[]> {
  const stamped = options.stampContacts?.(c.req.raw.headers) ?? [];
  let record: Record<string, unknown>;
  try {
    // A clone: the handler reads the body itself (an identity provider's form post would find it used up).
    const body: unknown = JSON.parse(new TextDecoder().decode(await c.req.raw.clone().arrayBuffer()));
    if (typeof body !== 'object' || body === null) return stamped.map(normalizeFaultContact);
    record = body as Record<string, unknown>;
  } catch {
    return stamped.map(normalizeFaultContact);
  }
  const found = [...stamped, ...contactFields.flatMap((field) => (typeof record[field] === 'string' ? [record[field]] : []))];
  if (typeof record.otpId === 'string') found.push(options.otpContact?.(record.otpId) ?? '');
  if (typeof record.verificationToken === 'string') found.push(tokenClaim(record.verificationToken, 'contact') ?? '');
  if (typeof record.oidcToken === 'string') found.push(tokenClaim(record.oidcToken, 'email') ?? '');
  return found.filter((contact) => contact !== '').map(normalizeFaultContact);
}

function statusResponse(rule: { status: FaultStatus; body?: string; retryAfter?: number }): Response {
  const headers = new Headers();
  let body = rule.body;
  if (body === undefined) {
    body = JSON.stringify({ code: grpcOf[rule.status], message: `mock fault: HTTP ${rule.status} set by a fault rule`, details: [] });
    headers.set('Content-Type', 'application/json');
  } else {
    headers.set('Content-Type', 'text/plain; charset=utf-8');
  }
  if (rule.retryAfter !== undefined) headers.set('Retry-After', String(rule.retryAfter));
  return new Response(body, { status: rule.status, headers });
}

type CutRule =
  | { fault: 'status'; status: FaultStatus; body?: string; retryAfter?: number }
  | { fault: 'drop' }
  | { fault: 'redirect'; status: RedirectStatus; location: string };

function cutResponse(rule: CutRule): Response {
  if (rule.fault === 'drop') return markTransportFault(new Response(null, { status: 502 }), { kind: 'drop' });
  // CORS headers are added to every answer by the handler, so a page's fetch sees the redirect.
  if (rule.fault === 'redirect') return new Response(null, { status: rule.status, headers: { Location: rule.location } });
  return statusResponse(rule);
}

export function faultMiddleware(options: FaultMiddlewareOptions): MiddlewareHandler {
  const { store, now, sleep = defaultSleep, tamper } = options;
  return async (c, next) => {
    if (c.req.path.startsWith('/__mock/') || c.req.method === 'OPTIONS' || store.list().length === 0) return next();
    const target: FaultTarget = { path: c.req.path, contacts: store.hasContactRules() ? await contactsOf(c, options) : [] };

    const skew = store.take(target, ['clock-skew']);
    if (skew !== undefined) skews.set(c.req.raw, skew.ms);
    const latencyBefore = store.take(target, ['latency'], (rule) => rule.phase === 'before');
    if (latencyBefore !== undefined) await sleep(latencyBefore.ms);
    const cutBefore = store.take(target, ['status', 'drop', 'redirect'], (rule) => rule.fault === 'redirect' || rule.phase === 'before');
    if (cutBefore !== undefined) {
      c.res = cutResponse(cutBefore);
      return;
    }

    await next();

    const latencyAfter = store.take(target, ['latency'], (rule) => rule.phase === 'after');
    if (latencyAfter !== undefined) await sleep(latencyAfter.ms);
    const cutAfter = store.take(target, ['status', 'drop'], (rule) => rule.phase === 'after');
    if (cutAfter !== undefined) c.res = cutResponse(cutAfter);
    else {
      if (tamper !== undefined) await tamperAnswer(c, target, store, tamper);
      const truncate = store.take(target, ['truncate']);
      if (truncate !== undefined) c.res = markTransportFault(c.res, { kind: 'truncate', bytes: truncate.bytes });
    }
    if (skew !== undefined) c.res.headers.set('Date', new Date(now() + skew.ms).toUTCString());
  };
}
