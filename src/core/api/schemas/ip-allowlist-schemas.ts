import { formats } from '../formats';
import { flag, freeText, list, oneOf, optional, record, text, type SubmitSchema } from '../param-schema';

export const evaluationErrorBehaviours = ['ALLOW', 'DENY'] as const;

/** set_ip_allowlist and remove_ip_allowlist (spec section 4.2). */
export const ipAllowlistSchemas = {
  set_ip_allowlist: {
    params: record(
      {
        publicKey: optional(text(formats.apiPublicKey)),
        enabled: optional(flag()),
        rules: optional(list(record({ cidr: text(formats.cidr), label: optional(freeText()) }))),
        onEvaluationError: optional(oneOf(evaluationErrorBehaviours)),
      },
      // `enabled` is for the organization-level allowlist; a key-level one omits it.
      ({ publicKey, enabled }) =>
        publicKey !== undefined && enabled !== undefined ? { field: 'enabled', problem: 'applies to the organization-level allowlist only: omit it with publicKey' } : undefined,
    ),
    result: record({}),
  },
  remove_ip_allowlist: {
    params: record({ publicKey: optional(text(formats.apiPublicKey)) }),
    result: record({}),
  },
} satisfies Record<string, SubmitSchema>;
