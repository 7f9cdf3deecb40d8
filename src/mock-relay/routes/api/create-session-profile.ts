import { prefixedId } from '../../ids';
import type { StoredSessionProfile } from '../../org-resources-state';
import { parsePolicyCondition } from '../../policies/policy-condition';
import { optionalFreeTextField, stringField } from '../../request-body';
import { addSessionProfile } from '../../session-profiles/session-profile-store';
import { lifetimeSeconds } from './create-read-write-session';
import type { SubmitRoute } from './submit';

/**
 * `create_session_profile` (spec section 4.2): `sessionProfileName` and `scope` (required),
 * `expirationSeconds` (optional; a positive whole number as a string) and `notes`. The scope
 * is an expression of the policy language the mock evaluates (e.g. `activity.type in
 * ['ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2']`, or `true`); one it cannot read is 400. Profiles
 * are immutable (no update or delete), belong to the caller's organization, and are listed by
 * get_session_profiles. A login that names one (a mock extension: create_read_write_session's
 * `sessionProfileId`) makes a session limited to its scope, living its expiration when set.
 * Result `createSessionProfileResult {sessionProfileId}`.
 */
export const createSessionProfile: SubmitRoute = {
  type: 'ACTIVITY_TYPE_CREATE_SESSION_PROFILE',
  intentMember: 'createSessionProfileIntent',
  resultMember: 'createSessionProfileResult',
  run(context, caller, parameters): { sessionProfileId: string } {
    const sessionProfileName = stringField(parameters, 'sessionProfileName', 'parameters.sessionProfileName', 256);
    const scope = stringField(parameters, 'scope', 'parameters.scope', 4096);
    // Checked as it is written: the scope is evaluated like a policy condition (policies/policy-condition.ts).
    parsePolicyCondition(scope, 'parameters.scope');
    const expirationSeconds = parameters.expirationSeconds === undefined ? undefined : lifetimeSeconds(parameters, 'expirationSeconds', 'parameters.expirationSeconds', 0);
    const notes = optionalFreeTextField(parameters, 'notes', 'parameters.notes', 4096);
    const profile: StoredSessionProfile = {
      sessionProfileId: prefixedId('session-profile'),
      organizationId: caller.organization.organizationId,
      sessionProfileName,
      scope,
      createdAt: context.now(),
    };
    if (expirationSeconds !== undefined) profile.expirationSeconds = expirationSeconds;
    if (notes !== undefined) profile.notes = notes;
    addSessionProfile(context.store, profile);
    return { sessionProfileId: profile.sessionProfileId };
  },
};
