/**
 * Applies the fault rules to every request but the `/__mock/` controls (fault-rule.ts says what
 * each fault does). Order: the clock skew for the request, latency before, a status or a drop
 * before (the handler does not run), the handler, latency after, a status or a drop after (the
 * handler ran: its writes stay), a truncated body.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { fromBase64Url } from '../../core/encoding/base64url';
import type { FaultStatus } from './fault-rule';
import { normalizeFaultContact, type FaultStore, type FaultTarget } from './fault-store';
import { markTransportFault } from './transport-fault';

export interface FaultMiddlewareOptions {
  store: FaultStore;
  /** The relay's clock before any skew (epoch ms). */
  now: () => number;
  /** Waits for latency faults (tests may inject one). */
  sleep?: (ms: number) => Promise<void>;
  /** The contact a code was sent to, by `otpId` (so otp_verify matches a rule's contact). */
  otpContact?: (otpId: string) => string | undefined;
}

const contactFields = ['contact', 'userEmail', 'userPhoneNumber', 'filterValue'];
const grpcOf: Record<FaultStatus, number> = { 500: 13, 502: 14, 503: 14, 504: 14 };

/** The clock skew a fault rule set for this request (0 without one). */
const skews = new WeakMap<Request, number>();

export function faultClockSkew(request: Request): number {
  return skews.get(request) ?? 0;
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The `contact` claim of a verification token (read, not verified: only for matching rules). */
function tokenContact(token: string): string | undefined {
  try {
    const payload: unknown = JSON.parse(new TextDecoder().decode(fromBase64Url(token.split('.')[1] ?? '')));
    const contact = (payload as Record<string, unknown> | null)?.contact;
    return typeof contact === 'string' ? contact : undefined;
  } catch {
    return undefined;
  }
}

/** The contacts a request body names: contact fields, the code's contact (otpId), the token's (verificationToken). */
async function contactsOf(c: Context, otpContact: FaultMiddlewareOptions['otpContact']): Promise<string[]> {
  let record: Record<string, unknown>;
  try {
    const body: unknown = JSON.parse(new TextDecoder().decode(await c.req.arrayBuffer()));
    if (typeof body !== 'object' || body === null) return [];
    record = body as Record<string, unknown>;
  } catch {
    return [];
  }
  const found = contactFields.flatMap((field) => (typeof record[field] === 'string' ? [record[field]] : []));
  if (typeof record.otpId === 'string') found.push(otpContact?.(record.otpId) ?? '');
  if (typeof record.verificationToken === 'string') found.push(tokenContact(record.verificationToken) ?? '');
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

function cutResponse(rule: { fault: 'status' | 'drop'; status?: FaultStatus; body?: string; retryAfter?: number }): Response {
  if (rule.fault === 'drop') return markTransportFault(new Response(null, { status: 502 }), { kind: 'drop' });
  return statusResponse(rule as { status: FaultStatus; body?: string; retryAfter?: number });
}

export function faultMiddleware({ store, now, sleep = defaultSleep, otpContact }: FaultMiddlewareOptions): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.startsWith('/__mock/') || c.req.method === 'OPTIONS' || store.list().length === 0) return next();
    const target: FaultTarget = { path: c.req.path, contacts: store.hasContactRules() ? await contactsOf(c, otpContact) : [] };

    const skew = store.take(target, ['clock-skew']);
    if (skew !== undefined) skews.set(c.req.raw, skew.ms);
    const latencyBefore = store.take(target, ['latency'], (rule) => rule.phase === 'before');
    if (latencyBefore !== undefined) await sleep(latencyBefore.ms);
    const cutBefore = store.take(target, ['status', 'drop'], (rule) => rule.phase === 'before');
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
      const truncate = store.take(target, ['truncate']);
      if (truncate !== undefined) c.res = markTransportFault(c.res, { kind: 'truncate', bytes: truncate.bytes });
    }
    if (skew !== undefined) c.res.headers.set('Date', new Date(now() + skew.ms).toUTCString());
  };
}
