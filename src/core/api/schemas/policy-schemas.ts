import { count, freeText, list, oneOf, optional, record, text, type SubmitSchema } from '../param-schema';

export const policyEffects = ['EFFECT_ALLOW', 'EFFECT_DENY'] as const;

export const authenticationTypes = [
  'AUTHENTICATION_TYPE_EMAIL_OTP',
  'AUTHENTICATION_TYPE_SMS_OTP',
  'AUTHENTICATION_TYPE_PASSKEY',
  'AUTHENTICATION_TYPE_API_KEY',
  'AUTHENTICATION_TYPE_OAUTH',
  'AUTHENTICATION_TYPE_SESSION',
] as const;

/** An ordered list of steps; each step is satisfied by any one of its methods. */
export const authenticationSteps = list(
  record({ any: list(record({ type: oneOf(authenticationTypes), id: optional(text()) }), { nonEmpty: true }) }),
  { nonEmpty: true },
);

/**
 * update_policy (V2), update_mfa_policy and delete_mfa_policy (spec section 4.2), and Turnkey's
 * create_mfa_policy (protocol.md section 14: every member but `notes` required; `order` an int64
 * the kit sends as a JSON number).
 */
export const policySchemas = {
  update_policy: {
    params: record({
      policyId: text(),
      policyName: optional(text()),
      policyEffect: optional(oneOf(policyEffects)),
      // '' removes the condition or consensus expression.
      policyCondition: optional(freeText()),
      policyConsensus: optional(freeText()),
      policyNotes: optional(freeText()),
    }),
    result: record({ policyId: text() }),
  },
  update_mfa_policy: {
    params: record({
      userId: text(),
      mfaPolicyId: text(),
      mfaPolicyName: optional(text()),
      condition: optional(text()),
      requiredAuthenticationMethods: optional(authenticationSteps),
      order: optional(count(0)),
      notes: optional(freeText()),
    }),
    // Not shown by the spec (see operations.ts): an absent result reads as {}.
    result: record({ mfaPolicyId: optional(text()) }),
  },
  delete_mfa_policy: {
    params: record({ userId: text(), mfaPolicyId: text() }),
    result: record({ mfaPolicyId: text() }),
  },
  create_mfa_policy: {
    params: record({
      userId: text(),
      mfaPolicyName: text(),
      condition: text(),
      requiredAuthenticationMethods: authenticationSteps,
      order: count(0),
      notes: optional(freeText()),
    }),
    result: record({ mfaPolicyId: text() }),
  },
} satisfies Record<string, SubmitSchema>;
