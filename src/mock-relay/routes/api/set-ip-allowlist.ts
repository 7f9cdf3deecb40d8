import { invalidArgument } from '../../errors';
import { apiKeyPublicKeyParameter } from '../../ip-allowlists/api-key-public-key';
import { getIpAllowlist, putIpAllowlist } from '../../ip-allowlists/ip-allowlist-store';
import { parseCidr } from '../../ip-allowlists/ip-cidr';
import type { IpAllowlistRule, IpEvaluationErrorBehavior, StoredIpAllowlist } from '../../org-resources-state';
import { arrayField, enumValue, objectItem, optionalBooleanField, optionalFreeTextField, stringField } from '../../request-body';
import type { SubmitRoute } from './submit';

const evaluationErrorBehaviors: readonly IpEvaluationErrorBehavior[] = ['ALLOW', 'DENY'];

/** The mock's cap on rules per allowlist (the spec states none). */
export const maxIpAllowlistRules = 100;

function parseRules(parameters: Record<string, unknown>): IpAllowlistRule[] | undefined {
  if (parameters.rules === undefined) return undefined;
  return arrayField(parameters, 'rules', 'parameters.rules', maxIpAllowlistRules).map((item, index) => {
    const path = `parameters.rules[${index}]`;
    const rule = objectItem(item, path);
    const cidr = stringField(rule, 'cidr', `${path}.cidr`, 64);
    parseCidr(cidr, `${path}.cidr`);
    const label = optionalFreeTextField(rule, 'label', `${path}.label`, 256);
    return label === undefined ? { cidr } : { cidr, label };
  });
}

/**
 * `set_ip_allowlist` (spec section 4.2): the organization's allowlist (no `publicKey`; with
 * `enabled`), or one API key's (`publicKey` of a key of the caller's organization; `enabled`
 * must be omitted), overriding the organization's for that key. Rules are CIDR blocks (IPv4 or
 * IPv6) with optional labels; `onEvaluationError` ALLOW or DENY (default DENY). Setting an
 * existing allowlist changes the members sent and keeps the others, so `{enabled: false}` turns
 * an organization's off without losing its rules; a new one starts with no rules and, at
 * organization level, enabled. Enforced on every stamped request from then on (including this
 * operation's next call). Result `setIpAllowlistResult {}`.
 */
export const setIpAllowlist: SubmitRoute = {
  type: 'ACTIVITY_TYPE_SET_IP_ALLOWLIST',
  intentMember: 'setIpAllowlistIntent',
  resultMember: 'setIpAllowlistResult',
  run(context, caller, parameters): Record<string, never> {
    const publicKey = apiKeyPublicKeyParameter(context, caller, parameters, 'parameters.publicKey');
    const enabled = optionalBooleanField(parameters, 'enabled', 'parameters.enabled');
    if (publicKey !== undefined && enabled !== undefined) {
      throw invalidArgument('parameters.enabled', 'applies to organization-level allowlists only (omit it with publicKey)');
    }
    const rules = parseRules(parameters);
    const onEvaluationError =
      parameters.onEvaluationError === undefined ? undefined : enumValue(parameters.onEvaluationError, evaluationErrorBehaviors, 'parameters.onEvaluationError');

    const organizationId = caller.organization.organizationId;
    const now = context.now();
    const existing = getIpAllowlist(context.store, organizationId, publicKey);
    // A rule keeps when it was added while its block stays listed.
    const added = (rule: IpAllowlistRule): IpAllowlistRule => {
      const kept = existing?.rules.find((listed) => listed.cidr === rule.cidr);
      return { ...rule, createdAt: kept === undefined ? now : (kept.createdAt ?? existing?.createdAt ?? now) };
    };
    const allowlist: StoredIpAllowlist = {
      organizationId,
      rules: rules?.map(added) ?? existing?.rules ?? [],
      onEvaluationError: onEvaluationError ?? existing?.onEvaluationError ?? 'DENY',
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    if (publicKey === undefined) allowlist.enabled = enabled ?? existing?.enabled ?? true;
    else allowlist.publicKey = publicKey;
    putIpAllowlist(context.store, allowlist);
    return {};
  },
};
