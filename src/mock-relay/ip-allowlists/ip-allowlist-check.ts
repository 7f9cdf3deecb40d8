/**
 * IP allowlists enforced on every stamped main-API request (spec sections 3 and 4.2): an API
 * key's own allowlist overrides its organization's; an organization's applies while `enabled`;
 * with neither, every address is allowed. A request from outside the applicable allowlist is
 * 403 PERMISSION_DENIED naming `ipAllowlist`. When the address cannot be evaluated (unknown or malformed, or a
 * rule that does not parse) the allowlist's `onEvaluationError` decides (default DENY).
 */
import { grpcCodes, RelayError } from '../errors';
import type { StoredIpAllowlist } from '../org-resources-state';
import type { Caller } from '../routes/api/caller';
import type { RelayStore } from '../store';
import { parseIpAddress } from './ip-address';
import { getIpAllowlist } from './ip-allowlist-store';
import { cidrContains, parseCidr } from './ip-cidr';

/** Who is asking: the caller's organization, and the API key's public key when an API key stamped. */
export interface AllowlistSubject {
  organizationId: string;
  apiKeyPublicKey?: string;
}

/** The allowlist that governs `subject`, or undefined when every address is allowed. */
export function applicableIpAllowlist(store: RelayStore, subject: AllowlistSubject): StoredIpAllowlist | undefined {
  if (subject.apiKeyPublicKey !== undefined) {
    const keyLevel = getIpAllowlist(store, subject.organizationId, subject.apiKeyPublicKey);
    if (keyLevel !== undefined) return keyLevel;
  }
  const organizationLevel = getIpAllowlist(store, subject.organizationId);
  return organizationLevel?.enabled === true ? organizationLevel : undefined;
}

function describe(allowlist: StoredIpAllowlist): string {
  return allowlist.publicKey === undefined
    ? `the IP allowlist of organization ${allowlist.organizationId}`
    : `the IP allowlist of API key ${allowlist.publicKey}`;
}

/** Whether the allowlist allows the address; undefined when that cannot be evaluated. */
function evaluate(allowlist: StoredIpAllowlist, clientAddress: string | null): boolean | undefined {
  const address = clientAddress === null ? undefined : parseIpAddress(clientAddress);
  if (address === undefined) return undefined;
  try {
    return allowlist.rules.some((rule, index) => cidrContains(parseCidr(rule.cidr, `rules[${index}].cidr`), address));
  } catch {
    return undefined;
  }
}

/** Refuses (403 naming `ipAllowlist`) a request from an address the applicable allowlist does not allow. */
export function checkIpAllowlist(store: RelayStore, subject: AllowlistSubject, clientAddress: string | null): void {
  const allowlist = applicableIpAllowlist(store, subject);
  if (allowlist === undefined) return;
  const allowed = evaluate(allowlist, clientAddress);
  if (allowed === true || (allowed === undefined && allowlist.onEvaluationError === 'ALLOW')) return;
  const problem =
    allowed === undefined
      ? `${describe(allowlist)} could not be evaluated for ${clientAddress === null ? 'an unknown client address' : `the client address ${JSON.stringify(clientAddress)}`} (onEvaluationError is DENY)`
      : `${describe(allowlist)} does not allow the client address ${clientAddress ?? ''}`;
  throw new RelayError(grpcCodes.permissionDenied, 'PERMISSION_DENIED', problem, { field: 'ipAllowlist' });
}

/** The check for an authenticated caller (caller.ts): its organization, and its API key if one stamped. */
export function checkCallerIpAllowlist(store: RelayStore, caller: Caller, clientAddress: string | null | undefined): void {
  const subject: AllowlistSubject = { organizationId: caller.organization.organizationId };
  if (caller.credential.kind === 'apiKey') subject.apiKeyPublicKey = caller.credential.apiKey.publicKey;
  checkIpAllowlist(store, subject, clientAddress ?? null);
}
