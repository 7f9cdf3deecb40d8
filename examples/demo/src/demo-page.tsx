import { useRef } from 'react';
import { useSession } from 'loginkit/react';
import { LoginModal, StepUpDialog } from 'loginkit/ui';
import { MfaSection, PasskeyManager, WalletsSection } from 'loginkit/ui/account';
import { AccountPage } from './account/account-page';
import { AppProofsStatus } from './app-proofs-status';
import { Mailbox } from './mailbox';

export function DemoPage({ relayUrl, events }: { relayUrl: string; events: readonly string[] }) {
  const { state, session, logout } = useSession();
  const logOut = useRef<HTMLButtonElement>(null);
  return (
    <main className="demo">
      <header className="demo-header">
        <h1>loginkit demo</h1>
        <p>
          Mock relay at <code>{relayUrl}</code>
        </p>
      </header>
      <section className="demo-panel" aria-labelledby="session-heading">
        <h2 id="session-heading">Session</h2>
        {state.status === 'loading' && <p>Restoring session…</p>}
        {state.status === 'signedOut' && (
          <p data-testid="signed-out">
            Not logged in{state.reason === 'expired' ? ' (your session expired)' : ''}.
          </p>
        )}
        {/* Stays mounted after login so its success screen shows; the trigger only when logged out. */}
        {/* Once logged in, closing it puts the focus on "Log out" (its trigger is gone). */}
        {state.status !== 'loading' && <LoginModal trigger={session ? null : undefined} finalFocus={logOut} />}
        {session && (
          <>
            <dl className="demo-session" data-testid="session">
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
              <dt>Expires</dt>
              <dd data-testid="session-expiry">
                <time dateTime={new Date(session.expiresAt).toISOString()}>{new Date(session.expiresAt).toLocaleString()}</time>
              </dd>
            </dl>
            <AppProofsStatus />
            <button ref={logOut} type="button" className="demo-button" onClick={logout}>
              Log out
            </button>
          </>
        )}
        {events.length > 0 && (
          <ol className="demo-events" aria-label="App events" data-testid="app-events">
            {events.map((event, index) => (
              <li key={index}>{event}</li>
            ))}
          </ol>
        )}
      </section>
      {session && <PasskeyManager className="demo-panel" />}
      {session && <WalletsSection className="demo-panel" />}
      {session && <AccountPage />}
      {session && <MfaSection className="demo-panel" />}
      {/* An account request an MFA rule holds opens the step-up dialog (a lazy chunk). */}
      <StepUpDialog />
      <Mailbox relayUrl={relayUrl} />
    </main>
  );
}
