'use client';

import { useSession } from 'loginkit/react';

/** The session, once logged in (the app's own client component: it reads a hook). */
export function SessionPanel() {
  const { state, session, logout } = useSession();
  if (state.status === 'loading') return <p>Restoring your session…</p>;
  if (session === undefined) return <p data-testid="signed-out">Not logged in.</p>;
  return (
    <section aria-label="Session">
      <dl data-testid="session">
        <dt>User</dt>
        <dd data-testid="session-user">{session.userId}</dd>
        <dt>Organization</dt>
        <dd data-testid="session-organization">{session.organizationId}</dd>
        {session.contact !== undefined && (
          <>
            <dt>Contact</dt>
            <dd data-testid="session-contact">{session.contact}</dd>
          </>
        )}
      </dl>
      <button type="button" onClick={() => void logout()}>
        Log out
      </button>
    </section>
  );
}
