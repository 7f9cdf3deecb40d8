import { useEffect, useMemo, useState } from 'react';
import type { LoginKitOptions, TrustedKeys } from 'loginkit/core';
import { LoginKitProvider } from 'loginkit/react';
import type { DemoSettings } from './demo-settings';
import { DemoPage } from './demo-page';

/** The demo pins the mock relay's enclave keys, published at /__mock/keys. */
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
        : { authProxyUrl: settings.relayUrl, authProxyConfigId: settings.configId, trustedKeys },
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
