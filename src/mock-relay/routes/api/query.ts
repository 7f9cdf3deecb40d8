/**
 * The shared plumbing of `POST /public/v1/query/<query>`: the stamp (API key or passkey) and the
 * body's `organizationId` (the caller's sub-organization or the parent), then the query. Query
 * bodies need no `timestampMs` (the spec lists none), but one that is sent must be live, as in
 * a submit (submit.ts).
 */
import { stringField } from '../../request-body';
import type { RouteContext } from '../../route-context';
import type { ApiRequest } from './api-request';
import { authenticateCaller, checkOrganization, type Caller } from './caller';
import { checkLiveness } from './submit';

/** One query: reads the body's own fields (naming them in refusals) and answers. */
export type QueryRoute = (context: RouteContext, caller: Caller, body: Record<string, unknown>) => object;

export async function runQuery(context: RouteContext, route: QueryRoute, request: ApiRequest): Promise<object> {
  const caller = await authenticateCaller(context, request);
  if (request.body.timestampMs !== undefined) checkLiveness(context, request.body.timestampMs);
  checkOrganization(context, caller, stringField(request.body, 'organizationId', 'organizationId', 200));
  return route(context, caller, request.body);
}
