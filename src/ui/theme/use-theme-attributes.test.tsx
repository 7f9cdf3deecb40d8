import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Theme } from './theme';
import { useThemeAttributes } from './use-theme-attributes';

function Root({ theme }: { theme: Theme }) {
  return <div data-testid="root" className="loginkit" {...useThemeAttributes(theme)} />;
}

/** A `prefers-color-scheme: dark` that the test turns on and off, as the person's system setting. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (text: string) => (text === '(prefers-color-scheme: dark)' ? query : { matches: false, addEventListener() {}, removeEventListener() {} }));
  return {
    listeners,
    set(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useThemeAttributes: data-theme is the scheme drawn, data-theme-preference what was asked', () => {
  it('theme="system" on a dark system: data-theme="dark", so `.loginkit[data-theme=dark]` overrides apply', () => {
    systemScheme(true);
    render(<Root theme="system" />);
    expect(screen.getByTestId('root').dataset).toMatchObject({ theme: 'dark', themePreference: 'system' });
  });

  it('theme="system" follows the system while mounted, and stops listening when unmounted', () => {
    const system = systemScheme(false);
    const { unmount } = render(<Root theme="system" />);
    expect(screen.getByTestId('root').dataset.theme).toBe('light');
    act(() => system.set(true));
    expect(screen.getByTestId('root').dataset.theme).toBe('dark');
    unmount();
    expect(system.listeners.size).toBe(0);
  });

  it('a pinned theme is drawn whatever the system says', () => {
    systemScheme(true);
    render(<Root theme="light" />);
    expect(screen.getByTestId('root').dataset).toMatchObject({ theme: 'light', themePreference: 'light' });
  });

  it('without matchMedia (an old engine, a test environment) theme="system" is light', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Root theme="system" />);
    expect(screen.getByTestId('root').dataset.theme).toBe('light');
  });

  it('rendered on a server, theme="system" has no data-theme (the stylesheet’s media query draws it until hydration)', () => {
    const html = renderToString(<Root theme="system" />);
    expect(html).toContain('data-theme-preference="system"');
    expect(html).not.toContain('data-theme="');
  });
});
