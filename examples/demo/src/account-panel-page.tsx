import { useSession } from 'loginkit/react';
import { AccountPanel } from 'loginkit/ui/account';
import { LoginModal } from 'loginkit/ui';

/**
 * `?view=account-panel`: the drop-in components alone, as a new app has them: `<AccountPanel>`
 * and the login modal (its trigger while signed out). e2e/dialog-geometry.spec.ts logs in on it
 * (every method, on a phone and a desktop) and reloads it logged in, and measures that nothing of
 * the kit's moves that the person did not move.
 */
export function AccountPanelPage() {
  const { session } = useSession();
  return (
    <main className="demo">
      <header className="demo-header">
        <h1>loginkit demo: account panel</h1>
        {/* Its room kept when the trigger goes at login: the panel below does not move. */}
        <div className="demo-login-slot">
          <LoginModal trigger={session ? null : undefined} />
        </div>
      </header>
      <AccountPanel className="demo-panel" />
    </main>
  );
}
