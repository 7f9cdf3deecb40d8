import { useEffect, useMemo, useState } from 'react';
import { mockOauthEndpoints, turnstileCaptcha, type LoginKitOptions, type SignupWallet, type TrustedKeys } from 'loginkit/core';
import { LoginKitProvider } from 'loginkit/react';
import type { DemoSettings } from './demo-settings';
import { AccountPanelPage } from './account-panel-page';
import { DemoPage } from './demo-page';

/** Every new demo account gets one Ethereum account; the relay answers its address with app proofs. */
const demoWallet: SignupWallet = {
  walletName: 'Demo wallet',
  accounts: [{ curve: 'CURVE_SECP256K1', pathFormat: 'PATH_FORMAT_BIP32', path: "m/44'/60'/0'/0/0", addressFormat: 'ADDRESS_FORMAT_ETHEREUM' }],
};

interface MockTrust {
  keys: TrustedKeys;
  /** The mock relay's enclave root (PEM), which its boot proofs chain to (production: the AWS Nitro root, the default). */
  enclaveRoot: string;
}

/**
 * The demo pins the mock relay's enclave keys (/__mock/keys) and its enclave root for app proofs
 * (/__mock/proofs/root), and logs in socially through its mock IdP.
 */
export function DemoApp({ settings }: { settings: DemoSettings }) {
  const [trustedKeys, setTrustedKeys] = useState<MockTrust | Error>();
  const [events, setEvents] = useState<readonly string[]>([]);
  const record = (event: string) => setEvents((earlier) => [...earlier, event]);
  useEffect(() => {
    let cancelled = false;
    Promise.all([
      fetch(`${settings.relayUrl}/__mock/keys`).then((response) => response.json() as Promise<TrustedKeys>),
      fetch(`${settings.relayUrl}/__mock/proofs/root`).then((response) => response.text()),
    ])
      .then(([keys, enclaveRoot]) => !cancelled && setTrustedKeys({ keys, enclaveRoot }))
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
            trustedKeys: trustedKeys.keys,
            // Social logins against the mock identity provider the relay serves.
            oauthEndpoints: mockOauthEndpoints(settings.relayUrl),
            signupWallet: demoWallet,
            appProofs: { enclaveRoot: trustedKeys.enclaveRoot },
            // A relay with a captcha site key (the e2e suite's captcha relay, `--captcha-site-key`):
            // the mock relay's test widget, which has Turnstile's interface. Nothing loads without a key.
            captcha:
              settings.captcha === 'off'
                ? false
                : settings.captcha === 'turnstile'
                  ? turnstileCaptcha()
                  : turnstileCaptcha({ scriptUrl: `${settings.relayUrl}/__mock/captcha/api.js` }),
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
    <LoginKitProvider
      options={options}
      // The app-wide events, shown in the session panel (e2e/otp-login.spec.ts reads them).
      onLogin={({ method, isNewUser, restored }) => record(`login: ${restored ? 'restored' : isNewUser ? 'new user' : 'returning'} (${method})`)}
      onLogout={({ reason }) => record(`logout: ${reason}`)}
    >
      {settings.view === 'account-panel' ? <AccountPanelPage /> : <DemoPage relayUrl={settings.relayUrl} events={events} />}
    </LoginKitProvider>
  );
}
