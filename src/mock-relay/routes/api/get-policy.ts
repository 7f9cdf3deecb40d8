import { notFound } from '../../errors';
import { findPolicy, organizationPolicies } from '../../policies/policy-store';
import { policyView, type PolicyView } from '../../policies/policy-view';
import { stringField } from '../../request-body';
import type { QueryRoute } from './query';

/**
 * `get_policy {organizationId, policyId}` → `{policy}`: one policy of the caller's organization.
 * Beyond the spec (which lists no policy query): Turnkey's API has it.
 */
export const getPolicy: QueryRoute = (context, caller, body): { policy: PolicyView } => {
  const policyId = stringField(body, 'policyId', 'policyId', 200);
  const policy = findPolicy(context, caller.organization.organizationId, policyId);
  if (policy === undefined) throw notFound('policyId', "is not a policy of the caller's organization");
  return { policy: policyView(policy) };
};

/**
 * `list_policies {organizationId}` → `{policies}`: the caller organization's policies, oldest
 * first. Beyond the spec (which lists no policy query): Turnkey's API has it under this path
 * (its SDK method is getPolicies; the mock also answers `get_policies`).
 */
export const getPolicies: QueryRoute = (context, caller): { policies: PolicyView[] } => ({
  policies: organizationPolicies(context, caller.organization.organizationId).map(policyView),
});
