import type { Decorator } from '@storybook/react-vite';
import type { LoginKit, LoginKitOptions } from 'loginkit/core';
import { createMockRelay } from 'loginkit/mock-relay';
import { LoginKitProvider } from 'loginkit/react';
import { useState, type ReactNode } from 'react';

/**
 * Decorators of the Reference/* docs pages (one page per exported component of loginkit/ui, with
 * its props): the components that read a kit get one, on a page of their own.
 */

function KitPage({ make, children }: { make: () => LoginKit; children: ReactNode }) {
  const [kit] = useState(make);
  return (
    <LoginKitProvider kit={kit}>
      <div className="loginkit-story-page">{children}</div>
    </LoginKitProvider>
  );
}

/** The story under a <LoginKitProvider> of the kit `make` returns (one kit per render). */
export function withStoryKit(make: () => LoginKit): Decorator {
  return (Story) => (
    <KitPage make={make}>
      <Story />
    </KitPage>
  );
}

function RelayPage({ children }: { children: ReactNode }) {
  const [options] = useState<LoginKitOptions>(() => {
    const relay = createMockRelay({ config: { appName: 'Acme', enabledProviders: ['email', 'sms'] } });
    return {
      authProxyUrl: 'https://mock-relay.storybook.invalid',
      authProxyConfigId: relay.config.configId,
      trustedKeys: relay.keys,
      fetch: (input, init) => relay.fetch(new Request(input, init)),
      storageKey: 'loginkit-storybook-reference',
    };
  });
  return (
    <LoginKitProvider options={options}>
      <div className="loginkit-story-page">{children}</div>
    </LoginKitProvider>
  );
}

/** The story under a <LoginKitProvider> whose relay (email and SMS codes) runs in the page. */
export const withInPageRelay: Decorator = (Story) => (
  <RelayPage>
    <Story />
  </RelayPage>
);

/** The toolbar's theme, for components that draw their own `.loginkit` root. */
export const storyTheme = (globals: Record<string, unknown>): 'light' | 'dark' => (globals.theme === 'dark' ? 'dark' : 'light');

/** The toolbar's language, for components that take a `locale`. */
export const storyLocale = (globals: Record<string, unknown>): string | undefined => (typeof globals.locale === 'string' ? globals.locale : undefined);
