/**
 * The shared plumbing of `POST /public/v1/query/<query>`: the stamp (API key or passkey) and the
 * body's `organizationId` (the caller's sub-organization or the parent), then the query.
 */
import { stringField } from '../../request-body';
import type { RouteContext } from '../../route-context';
import type { ApiRequest } from './api-request';
import { authenticateCaller, checkOrganization, type Caller } from './caller';

/** One query: reads the body's own fields (naming them in refusals) and answers. */
export type QueryRoute = (context: RouteContext, caller: Caller, body: Record<string, unknown>) => object;

export async function runQuery(context: RouteContext, route: QueryRoute, request: ApiRequest): Promise<object> {
  const caller = await authenticateCaller(context, request);
  checkOrganization(context, caller, stringField(request.body, 'organizationId', 'organizationId', 200));
  return route(context, caller, request.body);
}
