/**
 * The MFA shapes of the main API (protocol.md section 14, Turnkey's published `v1MfaStatus`,
 * `v1AuthenticationMethod`, `v1RequiredAuthenticationMethod`), and the reader of get_mfa_status's
 * answer: `{mfaStatuses: [{mfaPolicyId, userId, satisfied, satisfiedMethods: [{type, id?}],
 * requiredMethods: [{any: [{type, id?}]}]}]}`. A member missing, mistyped or over its cap is
 * `response_invalid` naming it (`mfaStatuses[0].requiredMethods[1].any[0].type`).
 */
import { responseLimits } from './response-limits';
import { badResponse, isRecord, responseList, responseText } from './validate';

export type AuthenticationType =
  | 'AUTHENTICATION_TYPE_EMAIL_OTP'
  | 'AUTHENTICATION_TYPE_SMS_OTP'
  | 'AUTHENTICATION_TYPE_PASSKEY'
  | 'AUTHENTICATION_TYPE_API_KEY'
  | 'AUTHENTICATION_TYPE_OAUTH'
  | 'AUTHENTICATION_TYPE_SESSION';

export interface AuthenticationMethod {
  type: AuthenticationType;
  /**
   * A specific authenticator; any of the type when absent. PASSKEY: an authenticatorId; API_KEY:
   * an apiKeyId; OAUTH: a providerId; SESSION: the session profile the session was issued with.
   */
  id?: string;
}

/** One step of an MFA policy: satisfied by any one of its methods. */
export interface AuthenticationStep {
  any: AuthenticationMethod[];
}

/**
 * A method as get_mfa_status reads it: a type this kit does not know (a newer service) is kept
 * as sent, so the steps still count right; no method of the kit proves it.
 */
export interface MfaStatusMethod {
  type: AuthenticationType | (string & {});
  id?: string;
}

/** Where one user's MFA policy stands for an activity. */
export interface MfaStatus {
  mfaPolicyId: string;
  userId: string;
  /** Every step is satisfied. */
  satisfied: boolean;
  /** The methods that satisfied steps so far, in order. */
  satisfiedMethods: MfaStatusMethod[];
  /** The policy's steps, in order; each is satisfied by any one of its methods. */
  requiredMethods: { any: MfaStatusMethod[] }[];
}

/** Reads get_mfa_status's answer (`body`: the whole response, `{mfaStatuses}`). */
export function parseMfaStatusResponse(body: unknown, endpoint = 'get_mfa_status'): MfaStatus[] {
  if (!isRecord(body)) throw badResponse(endpoint, 'body', 'is not a JSON object');
  const statuses = responseList(body.mfaStatuses, 'mfaStatuses', endpoint);
  return statuses.map((item, index) => {
    const field = `mfaStatuses[${index}]`;
    if (!isRecord(item)) throw badResponse(endpoint, field, 'is not an object');
    if (typeof item.satisfied !== 'boolean') throw badResponse(endpoint, `${field}.satisfied`, 'is missing or not a boolean');
    return {
      mfaPolicyId: responseText(item.mfaPolicyId, `${field}.mfaPolicyId`, endpoint, responseLimits.id),
      userId: responseText(item.userId, `${field}.userId`, endpoint, responseLimits.id),
      satisfied: item.satisfied,
      satisfiedMethods: responseList(item.satisfiedMethods, `${field}.satisfiedMethods`, endpoint).map((method, at) => readMethod(method, `${field}.satisfiedMethods[${at}]`, endpoint)),
      requiredMethods: responseList(item.requiredMethods, `${field}.requiredMethods`, endpoint).map((step, at) => {
        const stepField = `${field}.requiredMethods[${at}]`;
        if (!isRecord(step)) throw badResponse(endpoint, stepField, 'is not an object');
        return { any: responseList(step.any, `${stepField}.any`, endpoint).map((method, m) => readMethod(method, `${stepField}.any[${m}]`, endpoint)) };
      }),
    };
  });
}

function readMethod(value: unknown, field: string, endpoint: string): MfaStatusMethod {
  if (!isRecord(value)) throw badResponse(endpoint, field, 'is not an object');
  const type = responseText(value.type, `${field}.type`, endpoint, responseLimits.enumName);
  if (value.id === undefined || value.id === null) return { type };
  return { type, id: responseText(value.id, `${field}.id`, endpoint, responseLimits.id) };
}

/** Whether `method` (one that satisfied a step) is one of `allowed` (an id-less entry allows any of its type). */
export function methodMatches(allowed: MfaStatusMethod, method: MfaStatusMethod): boolean {
  return allowed.type === method.type && (allowed.id === undefined || allowed.id === method.id);
}

/**
 * The index of the first step not yet satisfied: steps are satisfied in order, each by one of the
 * satisfied methods (taken in order). `requiredMethods.length` when all are.
 */
export function currentMfaStep(status: MfaStatus): number {
  let step = 0;
  for (const method of status.satisfiedMethods) {
    const required = status.requiredMethods[step];
    if (required === undefined) break;
    if (required.any.some((allowed) => methodMatches(allowed, method))) step += 1;
  }
  return status.satisfied ? status.requiredMethods.length : Math.min(step, Math.max(0, status.requiredMethods.length - 1));
}
