import { LoginKitError } from '../errors';
import { abortableSleep, sleepUnlessAborted } from './call-scope';
import type { HttpClient } from './http';
import { activityResult, isTerminalStatus, parseActivityResponse, type Activity } from './activity';
import { parseMfaStatusResponse, type MfaStatus } from './mfa-status';
import { badResponse, requireBaseUrl } from './validate';

/**
 * Signs the exact body string sent to the main API: an API key (X-Stamp), a passkey
 * (X-Stamp-WebAuthn), or a key a verification or OIDC token is bound to (X-Stamp-Attested,
 * accepted on approve_activity and reject_activity: protocol.md section 14).
 */
export interface Stamper {
  stamp(body: string): Promise<{ headerName: 'X-Stamp' | 'X-Stamp-WebAuthn' | 'X-Stamp-Attested'; headerValue: string }>;
}

/** One submit operation of the spec: where it goes and what its intent and result are called. */
export interface SubmitOperation {
  path: string;
  type: string;
  intentMember: string;
  resultMember: string;
  /** Whether the spec lists `generateAppProofs` for it (section 4.1). */
  appProofs: boolean;
  /** Beyond the spec: an operation of Turnkey's API that the spec does not list. */
  extension?: true;
  /**
   * The spec does not show the result: a completed activity without the result member reads as
   * an empty result (`{}`) rather than `response_invalid`.
   */
  resultOptional?: true;
}

/**
 * An activity that waits for its user to prove more factors (`ACTIVITY_STATUS_AUTHENTICATORS_NEEDED`,
 * protocol.md section 14): it runs once the steps of `mfaStatuses` are satisfied by approvals
 * (approve_activity naming `fingerprint`), or ends with reject_activity.
 */
export interface MfaRequiredOutcome {
  status: 'mfaRequired';
  activity: Activity;
  /** The activity's fingerprint (`sha256:<hex>` of the submitted body): what an approval or rejection names. */
  fingerprint: string;
  /** get_mfa_status's answer for the activity: one entry per policy (and user) that applies. */
  mfaStatuses: MfaStatus[];
}

/**
 * A submitted activity's outcome: completed with its result, waiting on / refused by consensus,
 * or waiting on the user's MFA.
 */
export type ActivityOutcome<Result> =
  | { status: 'completed'; activity: Activity; result: Result }
  | { status: 'consensusNeeded'; activity: Activity; votes: unknown[]; canApprove: boolean; canReject: boolean }
  | { status: 'rejected'; activity: Activity; votes: unknown[]; canApprove: boolean; canReject: boolean }
  | MfaRequiredOutcome;

export interface SubmitOptions {
  stamper: Stamper;
  /**
   * Stamps the reads that follow the submit (get_activity polls, get_mfa_status); default: `stamper`.
   * An approval stamped by a passkey or an attested key reads with the session's key instead.
   */
  queryStamper?: Stamper;
  generateAppProofs?: boolean;
  signal?: AbortSignal;
}

export interface ApiClient {
  submit<Result>(operation: SubmitOperation, organizationId: string, parameters: Record<string, unknown>, options: SubmitOptions): Promise<ActivityOutcome<Result>>;
  query<Response>(path: string, body: Record<string, unknown>, options: { stamper: Stamper; signal?: AbortSignal }): Promise<Response>;
}

export interface ApiClientOptions {
  /** The main API (`{base_url}`). */
  baseUrl: string;
  http: HttpClient;
  now?: () => number;
  /** The wait between polls of a pending activity; a submit's signal ends it at once. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Polls of a non-terminal activity before giving up (default 8, backoff 250 ms doubling to 4 s). */
  maxPolls?: number;
}

/**
 * The stamped main API: `POST /public/v1/submit/<op>` and `/public/v1/query/<q>`. The body is
 * serialized once and the stamp signs exactly the string that is sent.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = requireBaseUrl(options.baseUrl, 'apiBaseUrl');
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? abortableSleep;
  const maxPolls = options.maxPolls ?? 8;

  const post = async (path: string, body: Record<string, unknown>, stamper: Stamper, signal?: AbortSignal, read = false): Promise<unknown> => {
    const text = JSON.stringify(body);
    const { headerName, headerValue } = await stamper.stamp(text);
    // Queries are reads: retried on network failures and 502/503/504 (http.ts), with an API-key
    // stamp only — a passkey assertion is single-use. Submits are never retried.
    const idempotent = read && headerName === 'X-Stamp';
    return options.http.postJson<unknown>(`${baseUrl}${path}`, text, { headers: { [headerName]: headerValue }, signal, idempotent });
  };

  const query = <Response>(path: string, body: Record<string, unknown>, queryOptions: { stamper: Stamper; signal?: AbortSignal }) =>
    post(`/public/v1/query/${path}`, body, queryOptions.stamper, queryOptions.signal, true) as Promise<Response>;

  return {
    query,
    async submit<Result>(operation: SubmitOperation, organizationId: string, parameters: Record<string, unknown>, submitOptions: SubmitOptions) {
      const body: Record<string, unknown> = { type: operation.type, timestampMs: String(now()), organizationId, parameters };
      if (submitOptions.generateAppProofs !== undefined && operation.appProofs) body.generateAppProofs = submitOptions.generateAppProofs;
      let activity = parseActivityResponse(await post(`/public/v1/submit/${operation.path}`, body, submitOptions.stamper, submitOptions.signal), operation.path);
      const reads = { stamper: submitOptions.queryStamper ?? submitOptions.stamper, ...(submitOptions.signal === undefined ? {} : { signal: submitOptions.signal }) };
      for (let poll = 0; !isTerminalStatus(activity.status); poll += 1) {
        if (poll >= maxPolls) {
          throw new LoginKitError('timeout', `${operation.path}: activity ${activity.id} still ${activity.status}`, { details: { activityId: activity.id } });
        }
        await sleepUnlessAborted(Math.min(250 * 2 ** poll, 4000), sleep, submitOptions.signal);
        const polled = await query<unknown>('get_activity', { organizationId: activity.organizationId, activityId: activity.id }, reads);
        activity = parseActivityResponse(polled, 'get_activity');
      }
      if (activity.status === 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED') {
        // Approvals name the fingerprint: an activity waiting on MFA without one cannot be completed.
        if (activity.fingerprint === '') throw badResponse(operation.path, 'activity.fingerprint', 'is missing: an activity that needs MFA is approved by its fingerprint');
        const statuses = await query<unknown>('get_mfa_status', { organizationId: activity.organizationId, activityId: activity.id }, reads);
        return { status: 'mfaRequired', activity, fingerprint: activity.fingerprint, mfaStatuses: parseMfaStatusResponse(statuses) };
      }
      return outcome<Result>(activity, operation);
    },
  };
}

function outcome<Result>(activity: Activity, operation: SubmitOperation): ActivityOutcome<Result> {
  const consensus = { activity, votes: activity.votes, canApprove: activity.canApprove, canReject: activity.canReject };
  switch (activity.status) {
    case 'ACTIVITY_STATUS_COMPLETED':
      if (operation.resultOptional === true && activity.result[operation.resultMember] === undefined) return { status: 'completed', activity, result: {} as Result };
      return { status: 'completed', activity, result: activityResult<Result>(activity, operation.resultMember, operation.path) };
    case 'ACTIVITY_STATUS_CONSENSUS_NEEDED':
      return { status: 'consensusNeeded', ...consensus };
    case 'ACTIVITY_STATUS_REJECTED':
      return { status: 'rejected', ...consensus };
    default:
      throw new LoginKitError('activity_failed', `${operation.path}: activity ${activity.id} ended ${activity.status}`, {
        details: { activityId: activity.id, activityStatus: activity.status },
      });
  }
}

/**
 * The completed result, or a LoginKitError for the other outcomes (for flows that cannot wait on
 * approvals): `consensus_needed`, `activity_rejected`, `mfa_required` (with `details.fingerprint`).
 */
export function completedResult<Result>(result: ActivityOutcome<Result>): Result {
  switch (result.status) {
    case 'completed':
      return result.result;
    case 'consensusNeeded':
      throw new LoginKitError('consensus_needed', `activity ${result.activity.id}: ${result.status}`, { details: { activityId: result.activity.id } });
    case 'rejected':
      throw new LoginKitError('activity_rejected', `activity ${result.activity.id}: ${result.status}`, { details: { activityId: result.activity.id } });
    case 'mfaRequired':
      throw new LoginKitError('mfa_required', `activity ${result.activity.id}: waits for the user's MFA (approve it to complete it)`, {
        details: { activityId: result.activity.id, fingerprint: result.fingerprint },
      });
    default:
      return result satisfies never;
  }
}
