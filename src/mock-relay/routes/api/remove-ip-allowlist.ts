import { apiKeyPublicKeyParameter } from '../../ip-allowlists/api-key-public-key';
import { deleteIpAllowlist } from '../../ip-allowlists/ip-allowlist-store';
import type { SubmitRoute } from './submit';

/**
 * `remove_ip_allowlist` (spec sections 3 and 4.2): without `publicKey` removes the
 * organization's allowlist (the organization then allows every address); with one removes
 * that API key's (the key then falls back to the organization's). Removing one that does not
 * exist is accepted (nothing changes). Result `removeIpAllowlistResult {}`.
 */
export const removeIpAllowlist: SubmitRoute = {
  type: 'ACTIVITY_TYPE_REMOVE_IP_ALLOWLIST',
  intentMember: 'removeIpAllowlistIntent',
  resultMember: 'removeIpAllowlistResult',
  run(context, caller, parameters): Record<string, never> {
    const publicKey = apiKeyPublicKeyParameter(context, caller, parameters, 'parameters.publicKey');
    deleteIpAllowlist(context.store, caller.organization.organizationId, publicKey);
    return {};
  },
};
