/**
 * Applies the hostile-relay faults that change an answer after the handler ran (fault-rule.ts):
 * at most one rule of each kind per answer, in this order: `swap-token`, `swap-session`,
 * `substitute-bundle`, `rewrite` (so a rewrite may edit what a swap made). A swap applies only to
 * a 200 answer of its endpoints that holds what it replaces, a rewrite only to a JSON answer; a
 * rule is counted (`times`, `skip`) only on answers it applies to. Other answers pass untouched.
 */
import type { Context } from 'hono';
import { isRecord } from '../../core/transport/validate';
import type { RouteContext } from '../route-context';
import type { FaultKind } from './fault-rule';
import type { FaultStore, FaultTarget } from './fault-store';
import { rewriteAnswer } from './rewrite-answer';
import { sessionActivityParts, substituteBundle } from './substitute-bundle';
import { swapSession } from './swap-session';
import { swapVerificationToken } from './swap-token';
import { tamperEndpoints } from './tamper-rule';

export interface TamperServices {
  /** The route context for the request (with its clock skew). */
  context(c: Context): RouteContext;
}

function answersAt(kind: keyof typeof tamperEndpoints, path: string): boolean {
  return (tamperEndpoints[kind] as readonly string[]).includes(path);
}

/** The kinds that may change this answer, before reading it. */
function candidateKinds(path: string, status: number): FaultKind[] {
  const swaps = (['swap-token', 'swap-session', 'substitute-bundle'] as const).filter((kind) => status === 200 && answersAt(kind, path));
  return [...swaps, 'rewrite'];
}

function isJson(response: Response): boolean {
  return response.body !== null && /^application\/([\w.+-]+\+)?json\b/i.test(response.headers.get('Content-Type') ?? '');
}

async function requestBody(c: Context): Promise<Record<string, unknown>> {
  try {
    const body: unknown = JSON.parse(new TextDecoder().decode(await c.req.arrayBuffer()));
    return isRecord(body) ? body : {};
  } catch {
    return {};
  }
}

/** Changes `c.res` by the first matching rule of each hostile-relay kind (see above). */
export async function tamperAnswer(c: Context, target: FaultTarget, faults: FaultStore, services: TamperServices): Promise<void> {
  const kinds = candidateKinds(c.req.path, c.res.status);
  if (!faults.list().some((rule) => kinds.includes(rule.fault)) || !isJson(c.res)) return;
  const original = c.res;
  const text = await original.text();
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = undefined;
  }
  let changed = false;
  if (answer !== undefined) {
    const context = services.context(c);
    if (kinds.includes('swap-token') && isRecord(answer) && typeof answer.verificationToken === 'string') {
      const rule = faults.take(target, ['swap-token']);
      if (rule !== undefined) {
        await swapVerificationToken(context, answer, rule);
        changed = true;
      }
    }
    if (kinds.includes('swap-session') && isRecord(answer) && typeof answer.session === 'string') {
      const rule = faults.take(target, ['swap-session']);
      if (rule !== undefined) {
        await swapSession(context, answer, await requestBody(c), rule);
        changed = true;
      }
    }
    const session = kinds.includes('substitute-bundle') ? sessionActivityParts(answer) : undefined;
    if (session !== undefined) {
      const rule = faults.take(target, ['substitute-bundle']);
      if (rule !== undefined) {
        await substituteBundle(context, session, rule);
        changed = true;
      }
    }
    const rewrite = faults.take(target, ['rewrite']);
    if (rewrite !== undefined) {
      answer = rewriteAnswer(answer, rewrite);
      changed = true;
    }
  }
  const headers = new Headers(original.headers);
  headers.delete('Content-Length');
  c.res = new Response(changed ? JSON.stringify(answer) : text, { status: original.status, statusText: original.statusText, headers });
  // Hono copies the replaced response's headers over: the length is the new body's.
  c.res.headers.delete('Content-Length');
}
