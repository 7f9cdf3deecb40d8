import { useEffect, useMemo, useState } from 'react';
import { mockOauthEndpoints, type LoginKitOptions, type TrustedKeys } from 'loginkit/core';
import { LoginKitProvider, useSession } from 'loginkit/react';
import { AccountPanel } from 'loginkit/ui/account';
import { EmailCodeLogin } from './email-code-login';

/**
 * A login built from the headless hooks only (no modal): an email-code form and a Google button,
 * then the drop-in AccountPanel once logged in. It pins the mock relay's published enclave keys.
 */
export function CustomUiApp({ relayUrl, configId }: { relayUrl: string; configId: string }) {
  const [trustedKeys, setTrustedKeys] = useState<TrustedKeys | Error>();
  useEffect(() => {
    let cancelled = false;
    fetch(`${relayUrl}/__mock/keys`)
      .then((response) => response.json() as Promise<TrustedKeys>)
      .then((keys) => !cancelled && setTrustedKeys(keys))
      .catch((error: unknown) => !cancelled && setTrustedKeys(error instanceof Error ? error : new Error(String(error))));
    return () => {
      cancelled = true;
    };
  }, [relayUrl]);

  const options = useMemo<LoginKitOptions | undefined>(
    () =>
      trustedKeys === undefined || trustedKeys instanceof Error
        ? undefined
        : { authProxyUrl: relayUrl, authProxyConfigId: configId, trustedKeys, oauthEndpoints: mockOauthEndpoints(relayUrl) },
    [relayUrl, configId, trustedKeys],
  );

  if (trustedKeys instanceof Error) {
    return (
      <main className="app">
        <p role="alert">
          Could not reach the mock relay at {relayUrl}: {trustedKeys.message}
        </p>
      </main>
    );
  }
  if (options === undefined) return <main className="app" aria-busy="true" />;
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
