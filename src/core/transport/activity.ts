import { LoginKitError } from '../errors';
import { responseLimits } from './response-limits';
import { isRecord } from './validate';

export type ActivityStatus =
  | 'ACTIVITY_STATUS_CREATED'
  | 'ACTIVITY_STATUS_PENDING'
  | 'ACTIVITY_STATUS_COMPLETED'
  | 'ACTIVITY_STATUS_FAILED'
  | 'ACTIVITY_STATUS_CONSENSUS_NEEDED'
  | 'ACTIVITY_STATUS_REJECTED'
  | 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED';

export interface Timestamp {
  seconds: string;
  nanos: string;
}

/** An activity as spec section 2 and protocol.md section 10 describe it. */
export interface Activity {
  id: string;
  organizationId: string;
  status: ActivityStatus | (string & {});
  type: string;
  intent: Record<string, unknown>;
  result: Record<string, unknown>;
  votes: unknown[];
  fingerprint: string;
  canApprove: boolean;
  canReject: boolean;
  createdAt?: Timestamp | string;
  updatedAt?: Timestamp | string;
  appProofs?: unknown[];
}

const terminal = new Set([
  'ACTIVITY_STATUS_COMPLETED',
  'ACTIVITY_STATUS_FAILED',
  'ACTIVITY_STATUS_CONSENSUS_NEEDED',
  'ACTIVITY_STATUS_REJECTED',
  'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED',
]);

/**
 * Whether polling get_activity is over: the activity ended, or it waits on people (other approvers,
 * or the user's own MFA: protocol.md sections 10 and 14), which polling cannot end.
 */
export function isTerminalStatus(status: string): boolean {
  return terminal.has(status);
}

/**
 * Reads a submit or get_activity response. The spec shows the activity's members both directly
 * under `activity` (its field table) and under `activity.result.activity` (its sample); both are
 * accepted, the nested one winning when it carries an intent.
 */
export function parseActivityResponse(body: unknown, operation: string): Activity {
  const outer = isRecord(body) && isRecord(body.activity) ? body.activity : undefined;
  if (outer === undefined) throw badActivity(operation, 'activity', 'missing');
  const nested = isRecord(outer.result) && isRecord(outer.result.activity) ? outer.result.activity : undefined;
  const source = nested !== undefined && (isRecord(nested.intent) || isRecord(nested.result)) ? { ...outer, ...nested } : outer;

  const text = (field: string, maxLength: number): string => {
    const value = source[field];
    if (typeof value !== 'string' || value === '') throw badActivity(operation, `activity.${field}`, 'missing');
    if (value.length > maxLength) throw badActivity(operation, `activity.${field}`, `longer than ${maxLength} characters`);
    return value;
  };
  const record = (field: string): Record<string, unknown> => {
    const value = source[field];
    return isRecord(value) ? value : {};
  };
  const fingerprint = typeof source.fingerprint === 'string' ? source.fingerprint : '';
  if (fingerprint.length > responseLimits.id) throw badActivity(operation, 'activity.fingerprint', `longer than ${responseLimits.id} characters`);
  if (Array.isArray(source.appProofs) && source.appProofs.length > responseLimits.listItems) {
    throw badActivity(operation, 'activity.appProofs', `with more than ${responseLimits.listItems} items`);
  }
  return {
    id: text('id', responseLimits.id),
    organizationId: text('organizationId', responseLimits.id),
    status: text('status', responseLimits.enumName),
    type: text('type', responseLimits.enumName),
    intent: record('intent'),
    result: record('result'),
    votes: Array.isArray(source.votes) ? source.votes : [],
    fingerprint,
    canApprove: source.canApprove === true,
    canReject: source.canReject === true,
    createdAt: source.createdAt as Activity['createdAt'],
    updatedAt: source.updatedAt as Activity['updatedAt'],
    ...(Array.isArray(source.appProofs) ? { appProofs: source.appProofs } : {}),
  };
}

/** The result member of a completed activity (`<op>Result[V2]`), checked to be an object. */
export function activityResult<T>(activity: Activity, member: string, operation: string): T {
  const value = activity.result[member];
  if (!isRecord(value)) throw badActivity(operation, `activity.result.${member}`, 'missing');
  return value as T;
}

/** An activity answer that lacks a member or oversizes one: the answer's fault (`response_invalid` naming the member). */
function badActivity(operation: string, field: string, problem: string): LoginKitError {
  return new LoginKitError('response_invalid', `${operation}: ${field} ${problem} in the response`, { details: { field } });
}
