import { isLoginKitError, type LoginKitOptions } from 'loginkit/core';
import { parseWalletKitConfig, type WalletKitConfigResponse } from 'loginkit/protocol';
import { createMockRelay, type MockRelay } from 'loginkit/mock-relay';
import { LoginKitProvider } from 'loginkit/react';
import { LoginModal, type Theme } from 'loginkit/ui';
import { useId, useMemo, useState } from 'react';

export const playgroundSample = JSON.stringify(
  {
    enabledProviders: ['email', 'sms', 'google', 'apple', 'passkey'],
    organizationId: 'org-playground',
    sessionExpirationSeconds: '900',
    otpLength: '6',
    otpAlphanumeric: false,
    appName: 'Playground',
    oauthClientIds: { google: 'mock-google-client', apple: 'mock-apple-client' },
    showPasskey: true,
  },
  null,
  2,
);

type Checked = { config: WalletKitConfigResponse; problem?: undefined } | { config?: undefined; problem: string };

/** The typed text as the kit would read it: JSON, then wallet_kit_config's validation (naming the bad field). */
function check(text: string): Checked {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { problem: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  try {
    return { config: parseWalletKitConfig(json) };
  } catch (error) {
    if (isLoginKitError(error) && typeof error.details.field === 'string') return { problem: `Field "${error.details.field}": ${error.message}` };
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * An in-page mock relay whose wallet_kit_config is exactly the typed JSON; the rest (codes,
 * sessions) is the mock's, set up with the JSON's OTP settings so the codes it sends fit.
 */
function relayFor(config: WalletKitConfigResponse, text: string): { relay: MockRelay; options: LoginKitOptions } {
  let relay: MockRelay;
  try {
    relay = createMockRelay({
      config: {
        enabledProviders: config.enabledProviders,
        otpLength: Number(config.otpLength ?? 6),
        otpAlphanumeric: config.otpAlphanumeric ?? false,
      },
    });
  } catch {
    relay = createMockRelay({});
  }
  const options: LoginKitOptions = {
    authProxyUrl: 'https://mock-relay.storybook.invalid',
    authProxyConfigId: relay.config.configId,
    trustedKeys: relay.keys,
    storageKey: 'loginkit-storybook-playground',
    warnings: false,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname === '/v1/wallet_kit_config') {
        return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
      }
      return relay.fetch(request);
    },
  };
  return { relay, options };
}

export interface ConfigPlaygroundProps {
  theme: Theme;
  locale?: string;
  /** The JSON the textarea starts with. */
  initialJson?: string;
}

/** A textarea for a wallet_kit_config JSON and the modal made from it (or what is wrong with it). */
export function ConfigPlayground({ theme, locale, initialJson = playgroundSample }: ConfigPlaygroundProps) {
  const [text, setText] = useState(initialJson);
  const id = useId();
  const checked = useMemo(() => check(text), [text]);
  const kit = useMemo(() => (checked.config === undefined ? undefined : relayFor(checked.config, text)), [checked, text]);
  return (
    <div className="loginkit-story-page">
      <section className="loginkit-story-card" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>Relay configuration</h2>
        <div className="loginkit-field">
          <label className="loginkit-label" htmlFor={`${id}-json`}>
            wallet_kit_config (JSON)
          </label>
          <textarea
            id={`${id}-json`}
            className="loginkit-input loginkit-story-json"
            spellCheck={false}
            rows={14}
            value={text}
            aria-invalid={checked.problem !== undefined || undefined}
            aria-describedby={`${id}-result`}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${id}-result`} className={checked.problem === undefined ? 'loginkit-hint' : 'loginkit-error'} role="status">
            {checked.problem ?? 'Valid: the modal below uses it.'}
          </p>
        </div>
      </section>
      <section className="loginkit-story-card" aria-labelledby={`${id}-app`}>
        <h2 id={`${id}-app`}>Your app</h2>
        {kit === undefined ? (
          <p>Fix the configuration to see the modal.</p>
        ) : (
          // Each valid configuration gets its own kit (and a fresh configuration load).
          <LoginKitProvider key={text} options={kit.options}>
            <LoginModal theme={theme} locale={locale} />
          </LoginKitProvider>
        )}
      </section>
    </div>
  );
}
