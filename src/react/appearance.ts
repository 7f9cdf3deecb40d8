/**
 * How every loginkit component under a `<LoginKitProvider appearance>` looks and speaks, unless
 * the component's own props say otherwise (a prop wins; `strings` and `classNames` merge, the
 * prop's entries over the provider's). `loginkit/ui` adds `strings` and `classNames`, typed by its
 * tables, to this interface.
 */
export interface LoginKitAppearance {
  /** `light`, `dark` or `system` (the default: `prefers-color-scheme`). */
  theme?: 'light' | 'dark' | 'system';
  /** A BCP 47 tag (`fr`, `pt-BR`); default: the browser's languages. */
  locale?: string;
  /**
   * The kit's CSS custom properties on every `.loginkit` root (`{ '--loginkit-color-accent': '#0b6e4f',
   * '--loginkit-color-on-accent': '#ffffff' }`), set through the CSSOM after render, so a strict
   * Content-Security-Policy (no inline styles) holds. They apply in both schemes: give a colour with
   * the one drawn on it (the dark scheme's text on the accent is dark, for its light accent).
   * A stylesheet rule on `.loginkit` does the same before hydration (docs/modal-and-theming.md).
   */
  variables?: { [name: `--loginkit-${string}`]: string };
}
