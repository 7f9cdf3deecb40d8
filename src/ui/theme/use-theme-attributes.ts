import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Theme } from './theme';
import { useAppearance } from './use-appearance';

const darkQuery = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const query = globalThis.matchMedia?.(darkQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const systemScheme = (): 'light' | 'dark' => (globalThis.matchMedia?.(darkQuery).matches ? 'dark' : 'light');
/** On the server the person's scheme is unknown: no `data-theme`, and the stylesheet's media query decides until hydration. */
const unknownScheme = (): undefined => undefined;

/** The attributes a `.loginkit` root carries for a theme. */
export interface ThemeAttributes {
  /** The scheme drawn, `light` or `dark`: `theme="system"` resolved from `prefers-color-scheme` (absent while rendered on a server). */
  'data-theme': 'light' | 'dark' | undefined;
  /** The theme asked for, `system` included. */
  'data-theme-preference': Theme;
  /** Sets the provider's `appearance.variables` on the root (through the CSSOM: no inline style for a strict CSP). */
  ref: (root: HTMLElement | null) => void;
}

/**
 * `data-theme` names the scheme actually drawn, so an app's `.loginkit[data-theme='dark']` override
 * applies in dark mode whether the theme was pinned or followed from the system (issue 28: with
 * `data-theme="system"` it never matched). It follows the system's changes while mounted.
 */
export function useThemeAttributes(theme: Theme): ThemeAttributes {
  const system = useSyncExternalStore(subscribe, systemScheme, unknownScheme);
  const variables = useAppearance().variables;
  const applied = useRef<string[]>([]);
  const ref = useCallback(
    (root: HTMLElement | null) => {
      if (root === null) return;
      for (const name of applied.current) if (variables?.[name as `--loginkit-${string}`] === undefined) root.style.removeProperty(name);
      applied.current = Object.keys(variables ?? {});
      for (const [name, value] of Object.entries(variables ?? {})) root.style.setProperty(name, value);
    },
    [variables],
  );
  return { 'data-theme': theme === 'system' ? system : theme, 'data-theme-preference': theme, ref };
}
