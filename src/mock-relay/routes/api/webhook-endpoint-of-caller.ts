import { notFound } from '../../errors';
import type { StoredWebhookEndpoint } from '../../org-resources-state';
import { stringField } from '../../request-body';
import type { RouteContext } from '../../route-context';
import type { Caller } from './caller';

/** The required `endpointId` parameter: an endpoint of the caller's organization; 404 naming `parameters.endpointId` otherwise. */
export function webhookEndpointOfCaller(context: RouteContext, caller: Caller, parameters: Record<string, unknown>): StoredWebhookEndpoint {
  const endpointId = stringField(parameters, 'endpointId', 'parameters.endpointId', 200);
  const endpoint = context.webhooks.registry.get(endpointId);
  if (endpoint === undefined || endpoint.organizationId !== caller.organization.organizationId) {
    throw notFound('parameters.endpointId', "is not a webhook endpoint of the caller's organization");
  }
  return endpoint;
}
