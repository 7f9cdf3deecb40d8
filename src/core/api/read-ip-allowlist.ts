import { badResponse, isRecord } from '../transport/validate';
import type { IpAllowlist, IpAllowlistResult } from './account-types';
import { checkSchema } from './check-schema';
import { flag, freeText, list, optional, record, text } from './param-schema';

/**
 * Turnkey's published `v1IpAllowlist`: `organizationId` and `rules` required, the rest checked when
 * present. `onEvaluationError` is published as a string (ALLOW or DENY today): any string reads.
 */
const ipAllowlistSchema = record({
  organizationId: text(),
  rules: list(record({ cidr: text(), label: optional(freeText()), createdAt: optional(text()) })),
  publicKey: optional(text()),
  enabled: optional(flag()),
  onEvaluationError: optional(text()),
});

/** A member at its protobuf default (what a gateway writes for an unset message, field by field). */
const isDefault = (value: unknown): boolean => value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);

/**
 * Reads get_ip_allowlist's answer, published as `{allowlist: v1IpAllowlist}`: the allowlist asked
 * for, checked against the published shape (`response_invalid` naming the member, e.g.
 * `allowlist.rules[0].cidr`; members beyond it are kept), or `{allowlist: null}` when there is none
 * (the member absent, null, or an empty message: every member at its default).
 */
export function readIpAllowlistResponse(body: unknown): IpAllowlistResult {
  const endpoint = 'get_ip_allowlist';
  if (!isRecord(body)) throw badResponse(endpoint, 'body', 'is not a JSON object');
  const value = body.allowlist;
  if (isDefault(value) || (isRecord(value) && Object.values(value).every(isDefault))) return { allowlist: null };
  const fail = (field: string, problem: string) => badResponse(endpoint, field, problem);
  return { allowlist: checkSchema(ipAllowlistSchema, value, 'allowlist', { unknownFields: 'keep', fail }) as IpAllowlist };
}
