import { badResponse, isRecord } from '../transport/validate';
import { checkSchema } from './check-schema';
import { count, freeText, list, oneOf, optional, record, text } from './param-schema';
import type { MfaPolicy } from './account-types';
import { authenticationTypes } from './schemas/policy-schemas';

const timestamp = record({ seconds: text(), nanos: text() });

/** Turnkey's `v1MfaPolicy` (protocol.md section 14); `order` apart (below). */
const mfaPolicySchema = record({
  mfaPolicyId: text(),
  mfaPolicyName: freeText(),
  // Turnkey requires it; the mock leaves it out of a policy made by update_mfa_policy without one.
  condition: optional(freeText()),
  requiredAuthenticationMethods: list(record({ any: list(record({ type: oneOf(authenticationTypes), id: optional(text()) })) })),
  notes: optional(freeText()),
  createdAt: optional(timestamp),
  updatedAt: optional(timestamp),
});

const order = count(0);

/**
 * An MFA policy as get_mfa_policies and get_mfa_policy answer it. `order` is an int64, which a
 * gRPC gateway writes as a decimal string and the mock as a number: both read as a number. A
 * member missing or mistyped is `response_invalid` naming it (`mfaPolicies[0].order`); members
 * beyond the published ones are kept.
 */
export function readMfaPolicy(value: unknown, field: string, endpoint: string): MfaPolicy {
  const fail = (at: string, problem: string) => badResponse(endpoint, at, problem);
  const policy = checkSchema(mfaPolicySchema, value, field, { unknownFields: 'keep', fail }) as Record<string, unknown>;
  const raw = isRecord(value) ? value.order : undefined;
  const number = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
  return { ...policy, order: checkSchema(order, number, `${field}.order`, { unknownFields: 'keep', fail }) } as MfaPolicy;
}
