import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { mockOauthEndpoints, type LoginKitOptions, type TrustedKeys } from 'loginkit/core';
import { LoginKitProvider } from 'loginkit/react';
import 'loginkit/styles.css';
import './example.css';

// Read at build time (NEXT_PUBLIC_*): scripts/start-next-example.mjs sets them for its mock relay.
const relayUrl = process.env.NEXT_PUBLIC_LOGINKIT_RELAY_URL ?? 'http://127.0.0.1:8787';
const configId = process.env.NEXT_PUBLIC_LOGINKIT_CONFIG_ID ?? 'next-example';
// The mock relay's enclave keys (its /__mock/keys); against the production service leave them out.
const trustedKeys = process.env.NEXT_PUBLIC_LOGINKIT_TRUSTED_KEYS;

// Plain data, so this server component can hand it to the (client) provider.
const options: LoginKitOptions = {
  authProxyUrl: relayUrl,
  authProxyConfigId: configId,
  ...(trustedKeys ? { trustedKeys: JSON.parse(trustedKeys) as TrustedKeys } : {}),
  // loginkit/core is safe on the server: social logins go through the mock relay's identity provider.
  oauthEndpoints: mockOauthEndpoints(relayUrl),
};

export const metadata: Metadata = { title: 'loginkit with Next.js' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <LoginKitProvider options={options}>{children}</LoginKitProvider>
      </body>
    </html>
  );
}
