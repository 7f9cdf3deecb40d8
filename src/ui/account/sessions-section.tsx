import { useState } from 'react';
import type { LoginKitErrorCode, Session } from '../../core/internal';
import { useSession, type UseSessionResult } from '../../react/index';
import type { Strings } from '../locales/en';
import { useStrings } from '../locales/strings-context';
import { useAccountStrings } from '../locales/use-account-strings';
import { KitButton } from '../screens/kit-button';
import { AccountMessageLines, useAccountMessages } from './account-messages';
import { AccountSection, type AccountSectionProps } from './account-section';
import { SessionListItem } from './session-list-item';
import { usePendingFocus } from './use-pending-focus';

export type SessionsSectionProps = AccountSectionProps;

/** What is running: a switch or a logout of one session, or the logout of all. */
type Running = { action: 'switch' | 'logout'; publicKey: string } | { action: 'all' } | null;

const nameOf = (session: Session): string => session.contact ?? session.userId;

/**
 * What useSession offers, whichever version of it: every held session (else the active one) and
 * switching when the kit can.
 */
function heldSessions(result: UseSessionResult): { sessions: readonly Session[]; switchTo?: (publicKey: string) => Promise<void> } {
  const optional = result as Partial<Pick<UseSessionResult, 'sessions' | 'switchSession'>>;
  const sessions = Array.isArray(optional.sessions) ? optional.sessions : result.session === undefined ? [] : [result.session];
  return typeof optional.switchSession === 'function' ? { sessions, switchTo: optional.switchSession } : { sessions };
}

/**
 * The sessions held in this browser (one per account): which one is in use, how each logged in
 * and until when; Switch to another, Log out of one, or of all. Results are announced; focus
 * moves to what comes next. Place it inside <LoginKitProvider>.
 */
export function SessionsSection(props: SessionsSectionProps) {
  return (
    <AccountSection
      {...props}
      kind="loginkit-account-sessions"
      heading={(account) => account.sessionsHeading}
      description={(account) => account.sessionsDescription}
      keepWhenSignedOut
    >
      <SessionsBody />
    </AccountSection>
  );
}

function SessionsBody() {
  const strings = useStrings();
  const account = useAccountStrings();
  const result = useSession();
  const { sessions, switchTo } = heldSessions(result);
  const messages = useAccountMessages(strings);
  const focus = usePendingFocus<HTMLDivElement>();
  const [running, setRunning] = useState<Running>(null);
  const active = result.session?.publicKey;

  const run = (next: Exclude<Running, null>, action: () => Promise<void>, done: () => void, failed: (reason: string) => void): void => {
    if (running !== null) return;
    setRunning(next);
    messages.clear();
    action().then(
      () => {
        setRunning(null);
        done();
      },
      (error: unknown) => {
        setRunning(null);
        failed(reasonOf(error, strings));
      },
    );
  };

  const switchToSession = (session: Session): void => {
    if (switchTo === undefined) return;
    const name = nameOf(session);
    run(
      { action: 'switch', publicKey: session.publicKey },
      () => switchTo(session.publicKey),
      () => {
        focus.focusSoon(`[data-session-logout="${session.publicKey}"]`);
        messages.tell(account.sessionSwitched(name));
      },
      (reason) => {
        focus.focusSoon(`[data-session-switch="${session.publicKey}"]`);
        messages.fail(account.sessionSwitchFailed(name), reason);
      },
    );
  };

  const logout = (action: () => Promise<void>, next: Exclude<Running, null>, done: string, failedMessage: string, retryFocus: string): void =>
    run(
      next,
      action,
      () => {
        focus.focusSoon('[data-session-logout]');
        messages.tell(done);
      },
      (reason) => {
        focus.focusSoon(retryFocus);
        messages.fail(failedMessage, reason);
      },
    );

  return (
    <div className="loginkit-account-section__body" ref={focus.root}>
      {sessions.length === 0 ? (
        <p className="loginkit-text">{account.accountSignedOut}</p>
      ) : (
        <ul className="loginkit-account-list">
          {sessions.map((session) => (
            <SessionListItem
              key={session.publicKey}
              session={session}
              name={nameOf(session)}
              current={session.publicKey === active}
              canSwitch={switchTo !== undefined}
              running={running !== null && running.action !== 'all' && running.publicKey === session.publicKey ? running.action : undefined}
              waiting={running !== null}
              onSwitch={() => switchToSession(session)}
              onLogout={() =>
                logout(
                  () => result.logoutSession(session.publicKey),
                  { action: 'logout', publicKey: session.publicKey },
                  account.sessionLoggedOut(nameOf(session)),
                  account.sessionLogoutFailed(nameOf(session)),
                  `[data-session-logout="${session.publicKey}"]`,
                )
              }
            />
          ))}
        </ul>
      )}
      {sessions.length > 1 && (
        <div className="loginkit-account-section__buttons">
          <KitButton
            variant="secondary"
            data-session-logout-all=""
            busy={running?.action === 'all'}
            unavailable={running !== null && running.action !== 'all'}
            onClick={() => logout(result.logoutAll, { action: 'all' }, account.sessionsLoggedOutAll, account.sessionsLogoutAllFailed, '[data-session-logout-all]')}
          >
            {account.sessionsLogoutAll}
          </KitButton>
        </div>
      )}
      <AccountMessageLines messages={messages} />
    </div>
  );
}

/** Why an action failed: the kit's message for its error code (`unknown` for anything else). */
function reasonOf(error: unknown, strings: Strings): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' && Object.hasOwn(strings.errors, code) ? strings.errors[code as LoginKitErrorCode] : strings.errors.unknown;
}
