import type { Session } from '../../core/internal';
import { useStrings } from '../locales/strings-context';
import { useAccountStrings } from '../locales/use-account-strings';
import { KitButton } from '../screens/kit-button';

export interface SessionListItemProps {
  session: Session;
  /** The name shown: the login's email address or phone number, else the user id. */
  name: string;
  /** The active session. */
  current: boolean;
  /** Switching is offered (another session, and the kit can switch). */
  canSwitch: boolean;
  /** What is running for this session, if anything. */
  running: 'switch' | 'logout' | undefined;
  /** Another action is running: this item's buttons wait. */
  waiting: boolean;
  onSwitch(): void;
  onLogout(): void;
}

const expiryFormat = (lang: string): Intl.DateTimeFormat => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });

/** One session held in this browser: who, how they logged in, until when; Switch to and Log out. */
export function SessionListItem({ session, name, current, canSwitch, running, waiting, onSwitch, onLogout }: SessionListItemProps) {
  const strings = useStrings();
  const account = useAccountStrings();
  const expires = Number.isFinite(session.expiresAt) ? expiryFormat(strings.lang).format(new Date(session.expiresAt)) : undefined;
  return (
    <li className="loginkit-account-item" aria-current={current || undefined}>
      <div className="loginkit-account-item__details">
        <p className="loginkit-account-item__name">
          {name}
          {current && <span className="loginkit-account-badge">{account.sessionCurrent}</span>}
        </p>
        <p className="loginkit-account-item__meta">{account.sessionMethod(session.method)}</p>
        {expires !== undefined && <p className="loginkit-account-item__meta">{account.sessionExpires(expires)}</p>}
      </div>
      <div className="loginkit-account-section__buttons">
        {!current && canSwitch && (
          <KitButton variant="secondary" data-session-switch={session.publicKey} busy={running === 'switch'} unavailable={waiting} onClick={onSwitch}>
            {account.sessionSwitch}
            <span className="loginkit-visually-hidden"> {name}</span>
          </KitButton>
        )}
        <KitButton variant="secondary" data-session-logout={session.publicKey} busy={running === 'logout'} unavailable={waiting} onClick={onLogout}>
          {account.sessionLogout}
          <span className="loginkit-visually-hidden"> {name}</span>
        </KitButton>
      </div>
    </li>
  );
}
