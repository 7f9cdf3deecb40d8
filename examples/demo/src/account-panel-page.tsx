import { useSession } from 'loginkit/react';
import { AccountPanel, LoginModal } from 'loginkit/ui';

/**
 * `?view=account-panel`: the drop-in components alone, as a new app has them: the login modal
 * while signed out, then `<AccountPanel>`. e2e/dialog-geometry.spec.ts reloads it logged in and
 * measures that nothing moves while the panel loads.
 */
export function AccountPanelPage() {
  const { session } = useSession();
  return (
    <main className="demo">
      <header className="demo-header">
        <h1>loginkit demo: account panel</h1>
      </header>
      <LoginModal trigger={session ? null : undefined} />
      <AccountPanel className="demo-panel" />
    </main>
  );
}
