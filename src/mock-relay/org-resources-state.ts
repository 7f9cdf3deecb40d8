/**
 * The persisted part of the organization resources of issue 5 — MFA policies, session
 * profiles, IP allowlists, webhook endpoints and the webhook signing key — as plain JSON inside
 * StoredState (stored-state.ts), with their defaults and the outline check made when a state
 * is read back from a file. Times are epoch milliseconds.
 */
import { invalidInput } from '../core/errors';
import { isRecord } from '../core/transport/validate';

export const authenticationTypes = [
  'AUTHENTICATION_TYPE_EMAIL_OTP',
  'AUTHENTICATION_TYPE_SMS_OTP',
  'AUTHENTICATION_TYPE_PASSKEY',
  'AUTHENTICATION_TYPE_API_KEY',
  'AUTHENTICATION_TYPE_OAUTH',
  'AUTHENTICATION_TYPE_SESSION',
] as const;

export type AuthenticationType = (typeof authenticationTypes)[number];

/** One way to satisfy a step: a method type, optionally one specific authenticator. */
export interface MfaMethod {
  type: AuthenticationType;
  id?: string;
}

/** One step of an MFA policy: any one of its methods satisfies it. */
export interface MfaStep {
  any: MfaMethod[];
}

export interface StoredMfaPolicy {
  mfaPolicyId: string;
  userId: string;
  organizationId: string;
  mfaPolicyName: string;
  condition?: string;
  /** Steps satisfied in sequence. */
  requiredAuthenticationMethods: MfaStep[];
  /** Evaluation order from 0, lower first. */
  order: number;
  notes?: string;
  createdAt: number;
  updatedAt: number;
}

export interface StoredSessionProfile {
  sessionProfileId: string;
  organizationId: string;
  sessionProfileName: string;
  /** The expression sessions of this profile are limited to (session-scope.ts evaluates it). */
  scope: string;
  /** Absent: the login intent's expiration. */
  expirationSeconds?: number;
  notes?: string;
  createdAt: number;
}

export type IpEvaluationErrorBehavior = 'ALLOW' | 'DENY';

export interface IpAllowlistRule {
  cidr: string;
  label?: string;
  /** When the rule was added, epoch ms (absent in files from before: the allowlist's `createdAt`). */
  createdAt?: number;
}

/** An organization-level allowlist (no `publicKey`) or one API key's (with its public key). */
export interface StoredIpAllowlist {
  organizationId: string;
  /** The API key's public key, lowercase hex (compressed for P-256); absent at organization level. */
  publicKey?: string;
  /** Organization level only. */
  enabled?: boolean;
  rules: IpAllowlistRule[];
  onEvaluationError: IpEvaluationErrorBehavior;
  createdAt: number;
  updatedAt: number;
}

export const webhookEventTypes = ['ACTIVITY_UPDATES', 'BALANCE_CONFIRMED_UPDATES', 'BALANCE_FINALIZED_UPDATES'] as const;

export type WebhookEventType = (typeof webhookEventTypes)[number];

export interface StoredWebhookSubscription {
  eventType: WebhookEventType;
  /** JSON text, kept as given (the spec does not define filters; the mock does not apply them). */
  filtersJson?: string;
  isActive: boolean;
}

export interface StoredWebhookEndpoint {
  endpointId: string;
  organizationId: string;
  url: string;
  name: string;
  isActive: boolean;
  subscriptions: StoredWebhookSubscription[];
  createdAt: number;
  updatedAt: number;
}

/** The mock's Ed25519 webhook signing key (protocol.md section 12). */
export interface StoredWebhookSigningKey {
  keyId: string;
  /** 32-byte Ed25519 secret key, hex. */
  privateKey: string;
}

export interface OrgResourcesState {
  /** By `mfaPolicyKey(userId, mfaPolicyId)`. */
  mfaPolicies: Record<string, StoredMfaPolicy>;
  sessionProfiles: Record<string, StoredSessionProfile>;
  /** By `ipAllowlistKey(organizationId, publicKey?)`. */
  ipAllowlists: Record<string, StoredIpAllowlist>;
  webhookEndpoints: Record<string, StoredWebhookEndpoint>;
  /** Made when first needed; kept across resets. */
  webhookSigningKey?: StoredWebhookSigningKey;
}

/** The key of a user's MFA policy (ids are per user: the spec lets update_mfa_policy name any id). */
export function mfaPolicyKey(userId: string, mfaPolicyId: string): string {
  return `${userId}/${mfaPolicyId}`;
}

/** The key of an organization's allowlist, or of one API key's within it. */
export function ipAllowlistKey(organizationId: string, publicKey?: string): string {
  return publicKey === undefined ? organizationId : `${organizationId}/${publicKey}`;
}

/** Empty collections (spread into emptyState). */
export function emptyOrgResources(): Omit<OrgResourcesState, 'webhookSigningKey'> {
  return { mfaPolicies: {}, sessionProfiles: {}, ipAllowlists: {}, webhookEndpoints: {} };
}

/**
 * Fills in the collections absent from files written before them, then checks their outline
 * (objects; a signing key with a key id and a 32-byte hex secret), naming the first bad member.
 */
export function parseOrgResources(state: Record<string, unknown>, field: string): void {
  for (const name of ['mfaPolicies', 'sessionProfiles', 'ipAllowlists', 'webhookEndpoints'] as const) {
    if (state[name] === undefined) state[name] = {};
    if (!isRecord(state[name])) throw invalidInput(`${field}.${name}`, 'must be an object');
  }
  const key = state.webhookSigningKey;
  if (key === undefined) return;
  if (!isRecord(key)) throw invalidInput(`${field}.webhookSigningKey`, 'must be an object {keyId, privateKey}');
  if (typeof key.keyId !== 'string' || key.keyId === '') throw invalidInput(`${field}.webhookSigningKey.keyId`, 'must be a non-empty string');
  if (typeof key.privateKey !== 'string' || !/^[0-9a-f]{64}$/i.test(key.privateKey)) {
    throw invalidInput(`${field}.webhookSigningKey.privateKey`, 'must be a 32-byte Ed25519 secret key in hex');
  }
}
