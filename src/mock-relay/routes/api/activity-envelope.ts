/**
 * The activity a submit answers with (spec section 2, protocol.md section 10). The mock completes
 * every activity at once: no votes, nothing to approve or reject. The relay setting
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
}

/** The activity's members as the spec lists them (and `appProofs` when it has them). */
export function activityView(activity: StoredActivity): ActivityView {
  return {
    id: activity.id,
    organizationId: activity.organizationId,
    status: activity.status,
    type: activity.type,
    intent: structuredClone(activity.intent),
    result: structuredClone(activity.result),
    votes: [],
    fingerprint: activity.fingerprint,
    canApprove: false,
    canReject: false,
    createdAt: timestampView(activity.createdAt),
    updatedAt: timestampView(activity.updatedAt),
    ...(activity.appProofs === undefined ? {} : { appProofs: structuredClone(activity.appProofs) }),
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
