import { useEffect, useMemo, useState } from 'react';
import { mockOauthEndpoints, type LoginKitOptions, type TrustedKeys } from 'loginkit/core';
import { LoginKitProvider } from 'loginkit/react';
import type { DemoSettings } from './demo-settings';
import { DemoPage } from './demo-page';

/** The demo pins the mock relay's enclave keys, published at /__mock/keys, and logs in socially through its mock IdP. */
export function DemoApp({ settings }: { settings: DemoSettings }) {
  const [trustedKeys, setTrustedKeys] = useState<TrustedKeys | Error>();
  useEffect(() => {
    let cancelled = false;
    fetch(`${settings.relayUrl}/__mock/keys`)
      .then((response) => response.json() as Promise<TrustedKeys>)
      .then((keys) => !cancelled && setTrustedKeys(keys))
      .catch((error: unknown) => !cancelled && setTrustedKeys(error instanceof Error ? error : new Error(String(error))));
    return () => {
      cancelled = true;
    };
  }, [settings.relayUrl]);

  const options = useMemo<LoginKitOptions | undefined>(
    () =>
      trustedKeys === undefined || trustedKeys instanceof Error
        ? undefined
        : {
            authProxyUrl: settings.relayUrl,
            authProxyConfigId: settings.configId,
            trustedKeys,
            // Social logins against the mock identity provider the relay serves.
            oauthEndpoints: mockOauthEndpoints(settings.relayUrl),
          },
    [settings, trustedKeys],
  );

  if (trustedKeys instanceof Error) {
    return (
      <main className="demo">
        <p role="alert">Could not reach the mock relay at {settings.relayUrl}: {trustedKeys.message}</p>
      </main>
    );
  }
  if (options === undefined) return <main className="demo" aria-busy="true" />;
  return (
    <LoginKitProvider options={options}>
      <DemoPage relayUrl={settings.relayUrl} />
    </LoginKitProvider>
  );
}
