/**
 * The activity a submit answers with (spec section 2, protocol.md section 10). The mock completes
 * an activity at once unless an MFA policy holds it (protocol.md section 14): then it is
 * `ACTIVITY_STATUS_AUTHENTICATORS_NEEDED` with `canApprove` and `canReject` true until its user
 * approves every step or rejects it. There are no votes (no consensus). The relay setting
 * `activityResponseShape` chooses between the spec's field table (`flat`: members directly
 * under `activity`) and its sample (`nested`: under `activity.result.activity`, next to id,
 * status, type, organizationId and timestampMs).
 */
import { timestampView, type TimestampView } from '../../passkeys/authenticator-view';
import type { ActivityResponseShape } from '../../relay-config';
import type { StoredActivity } from '../../stored-state';

export interface ActivityView {
  id: string;
  organizationId: string;
  status: string;
  type: string;
  intent: Record<string, unknown>;
  result: Record<string, unknown>;
  votes: unknown[];
  fingerprint: string;
  canApprove: boolean;
  canReject: boolean;
  createdAt: TimestampView;
  updatedAt: TimestampView;
  /** Present when the submit asked for app proofs (protocol.md section 10). */
  appProofs?: unknown[];
  /** Present when the operation refused as it finally ran (after its MFA steps): a google.rpc.Status. */
  failure?: { code: number; message: string; details: unknown[] };
}

/** The activity's members as the spec lists them (and `appProofs` when it has them). */
export function activityView(activity: StoredActivity): ActivityView {
  const awaiting = activity.status === 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED';
  return {
    id: activity.id,
    organizationId: activity.organizationId,
    status: activity.status,
    type: activity.type,
    intent: structuredClone(activity.intent),
    result: structuredClone(activity.result),
    votes: [],
    fingerprint: activity.fingerprint,
    canApprove: awaiting,
    canReject: awaiting,
    createdAt: timestampView(activity.createdAt),
    updatedAt: timestampView(activity.updatedAt),
    ...(activity.appProofs === undefined ? {} : { appProofs: structuredClone(activity.appProofs) }),
    ...(activity.failure === undefined ? {} : { failure: structuredClone(activity.failure) }),
  };
}

export interface NestedActivity {
  id: string;
  status: string;
  type: string;
  organizationId: string;
  timestampMs: string;
  result: { activity: ActivityView };
}

/** `{activity}` in the configured shape (submit responses and get_activity). */
export function activityResponse(activity: StoredActivity, shape: ActivityResponseShape): { activity: ActivityView | NestedActivity } {
  const view = activityView(activity);
  if (shape === 'flat') return { activity: view };
  return {
    activity: {
      id: view.id,
      status: view.status,
      type: view.type,
      organizationId: view.organizationId,
      timestampMs: String(activity.createdAt),
      result: { activity: view },
    },
  };
}
