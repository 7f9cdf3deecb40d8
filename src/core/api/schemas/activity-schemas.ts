import { record, text, type SubmitSchema } from '../param-schema';

/**
 * approve_activity and reject_activity (Turnkey's, protocol.md section 14): a vote on an activity
 * waiting on consensus or on its user's MFA, named by the activity's fingerprint. Turnkey
 * publishes no result member for them: the result is read as `{}` when absent.
 */
export const activitySchemas = {
  approve_activity: { params: record({ fingerprint: text() }), result: record({}) },
  reject_activity: { params: record({ fingerprint: text() }), result: record({}) },
} satisfies Record<string, SubmitSchema>;
