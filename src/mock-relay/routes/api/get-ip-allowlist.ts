import { apiKeyPublicKeyParameter } from '../../ip-allowlists/api-key-public-key';
import { getIpAllowlist } from '../../ip-allowlists/ip-allowlist-store';
import type { IpEvaluationErrorBehavior, StoredIpAllowlist } from '../../org-resources-state';
import type { QueryRoute } from './query';

/** A rule as Turnkey publishes it (`v1IpAllowlistRule`): `createdAt` is epoch milliseconds as a decimal string. */
export interface IpAllowlistRuleView {
  cidr: string;
  label?: string;
  createdAt: string;
}

/** An allowlist as Turnkey publishes it (`v1IpAllowlist`). */
export interface IpAllowlistView {
  organizationId: string;
  rules: IpAllowlistRuleView[];
  /** Present for an API key's allowlist. */
  publicKey?: string;
  /** Present for an organization's allowlist. */
  enabled?: boolean;
  onEvaluationError: IpEvaluationErrorBehavior;
}

export function ipAllowlistView(allowlist: StoredIpAllowlist): IpAllowlistView {
  const view: IpAllowlistView = {
    organizationId: allowlist.organizationId,
    rules: allowlist.rules.map((rule) => ({
      cidr: rule.cidr,
      ...(rule.label === undefined ? {} : { label: rule.label }),
      createdAt: String(rule.createdAt ?? allowlist.createdAt),
    })),
    onEvaluationError: allowlist.onEvaluationError,
  };
  if (allowlist.publicKey !== undefined) view.publicKey = allowlist.publicKey;
  if (allowlist.enabled !== undefined) view.enabled = allowlist.enabled;
  return view;
}

/**
 * `get_ip_allowlist {organizationId, publicKey?}` → `{allowlist}` (Turnkey's published
 * `v1GetIpAllowlistResponse`): the organization's allowlist, or the API key's own with
 * `publicKey`. With none the answer is `{}` (the member left out, as a gRPC gateway leaves out an
 * unset message; protocol.md section 10). Beyond the spec, which lists no read for allowlists.
 */
export const getIpAllowlistQuery: QueryRoute = (context, caller, body): { allowlist?: IpAllowlistView } => {
  const publicKey = apiKeyPublicKeyParameter(context, caller, body, 'publicKey');
  const allowlist = getIpAllowlist(context.store, caller.organization.organizationId, publicKey);
  return allowlist === undefined ? {} : { allowlist: ipAllowlistView(allowlist) };
};
