import type { StoredSessionProfile } from '../../org-resources-state';
import { timestampView, type TimestampView } from '../../passkeys/authenticator-view';
import { listSessionProfiles } from '../../session-profiles/session-profile-store';
import type { QueryRoute } from './query';

/** A session profile as read (spec section 2). */
export interface SessionProfileView {
  sessionProfileId: string;
  sessionProfileName: string;
  scope: string;
  /** Seconds, as a string; absent when the profile sets none. */
  expirationSeconds?: string;
  notes?: string;
  createdAt: TimestampView;
  updatedAt: TimestampView;
}

export function sessionProfileView(profile: StoredSessionProfile): SessionProfileView {
  const view: SessionProfileView = {
    sessionProfileId: profile.sessionProfileId,
    sessionProfileName: profile.sessionProfileName,
    scope: profile.scope,
    createdAt: timestampView(profile.createdAt),
    // Profiles are immutable: never updated after creation.
    updatedAt: timestampView(profile.createdAt),
  };
  if (profile.expirationSeconds !== undefined) view.expirationSeconds = String(profile.expirationSeconds);
  if (profile.notes !== undefined) view.notes = profile.notes;
  return view;
}

/** `get_session_profiles {organizationId}` → `{sessionProfiles}` (spec section 4.3): the caller organization's profiles, oldest first. */
export const getSessionProfiles: QueryRoute = (context, caller): { sessionProfiles: SessionProfileView[] } => ({
  sessionProfiles: listSessionProfiles(context.store, caller.organization.organizationId).map(sessionProfileView),
});
