import { apiKeyPublicKeyParameter } from '../../ip-allowlists/api-key-public-key';
import { getIpAllowlist } from '../../ip-allowlists/ip-allowlist-store';
import type { IpAllowlistRule, IpEvaluationErrorBehavior, StoredIpAllowlist } from '../../org-resources-state';
import { timestampView, type TimestampView } from '../../passkeys/authenticator-view';
import type { QueryRoute } from './query';

export interface IpAllowlistView {
  organizationId: string;
  /** Present for an API key's allowlist. */
  publicKey?: string;
  /** Present for an organization's allowlist. */
  enabled?: boolean;
  rules: IpAllowlistRule[];
  onEvaluationError: IpEvaluationErrorBehavior;
  createdAt: TimestampView;
  updatedAt: TimestampView;
}

export function ipAllowlistView(allowlist: StoredIpAllowlist): IpAllowlistView {
  const view: IpAllowlistView = {
    organizationId: allowlist.organizationId,
    rules: allowlist.rules.map((rule) => ({ ...rule })),
    onEvaluationError: allowlist.onEvaluationError,
    createdAt: timestampView(allowlist.createdAt),
    updatedAt: timestampView(allowlist.updatedAt),
  };
  if (allowlist.publicKey !== undefined) view.publicKey = allowlist.publicKey;
  if (allowlist.enabled !== undefined) view.enabled = allowlist.enabled;
  return view;
}

/**
 * `get_ip_allowlist {organizationId, publicKey?}` → `{ipAllowlist}`: the organization's
 * allowlist, or the API key's own with `publicKey`; `null` when there is none. Beyond the spec
 * (which lists no read for allowlists); named like Turnkey's queries.
 */
export const getIpAllowlistQuery: QueryRoute = (context, caller, body): { ipAllowlist: IpAllowlistView | null } => {
  const publicKey = apiKeyPublicKeyParameter(context, caller, body, 'publicKey');
  const allowlist = getIpAllowlist(context.store, caller.organization.organizationId, publicKey);
  return { ipAllowlist: allowlist === undefined ? null : ipAllowlistView(allowlist) };
};
