import { useMemo } from 'react';
import type { LoginKitOptions } from 'loginkit/core';
import { LoginKitProvider, useSession } from 'loginkit/react';
import { AccountPanel } from 'loginkit/ui/account';
import { EmailCodeLogin } from './email-code-login';

/**
 * A login built from the headless hooks only (no modal): an email-code form and a Google button,
 * then the drop-in AccountPanel once logged in. Against the mock relay in one line: `mockRelay`
 * fetches its keys before the first request and points Google at its mock identity provider.
 */
export function CustomUiApp({ relayUrl, configId }: { relayUrl: string; configId: string }) {
  const options = useMemo<LoginKitOptions>(() => ({ authProxyConfigId: configId, mockRelay: relayUrl }), [relayUrl, configId]);
  return (
    <LoginKitProvider options={options}>
      <main className="app">
        <h1>Custom login UI</h1>
        <Page />
      </main>
    </LoginKitProvider>
  );
}

function Page() {
  const { state, session, logout } = useSession();
  if (state.status === 'loading') return <p aria-busy="true">Restoring your session…</p>;
  if (session === undefined) return <EmailCodeLogin />;
  return (
    <>
      <p className="app-row">
        Logged in as <strong>{session.contact ?? session.userId}</strong>
        <button type="button" className="app-button" onClick={logout}>
          Log out
        </button>
      </p>
      <AccountPanel sections={['profile', 'linkedAccounts', 'sessions', 'privateKeys']} />
    </>
  );
}
