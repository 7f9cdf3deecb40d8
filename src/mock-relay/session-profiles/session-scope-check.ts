/**
 * Session scopes enforced: an activity submitted with a session key made from a session
 * profile must satisfy the profile's `scope`, an expression in the policy language the mock
 * evaluates for policy conditions (policies/policy-condition.ts: `activity.type`,
 * `activity.resource`, `activity.action`, `==`, `!=`, `in`, `!`, `&&`, `||`). Queries (reads) are
 * not limited. A refusal is 403 PERMISSION_DENIED naming `type`; a scope that cannot be evaluated
 * limits the session to nothing.
 */
import { grpcCodes, RelayError } from '../errors';
import { activityFacts } from '../policies/activity-resources';
import { parsePolicyCondition } from '../policies/policy-condition';
import type { Caller } from '../routes/api/caller';
import type { RelayStore } from '../store';
import { getSessionProfile } from './session-profile-store';

function refusal(activityType: string, why: string): RelayError {
  return new RelayError(grpcCodes.permissionDenied, 'PERMISSION_DENIED', `${activityType} is refused for this session: ${why}`, { field: 'type' });
}

export function checkSessionScope(store: RelayStore, caller: Caller, activityType: string): void {
  if (caller.credential.kind !== 'apiKey') return;
  const sessionProfileId = caller.credential.apiKey.sessionProfileId;
  if (sessionProfileId === undefined) return;
  const profile = getSessionProfile(store, sessionProfileId);
  if (profile === undefined) throw refusal(activityType, `its session profile ${sessionProfileId} no longer exists`);
  let allowed: boolean;
  try {
    allowed = parsePolicyCondition(profile.scope, 'scope')(activityFacts(activityType));
  } catch {
    throw refusal(activityType, `the scope of session profile "${profile.sessionProfileName}" cannot be evaluated`);
  }
  if (!allowed) throw refusal(activityType, `it is outside the scope of session profile "${profile.sessionProfileName}" (${profile.scope})`);
}
