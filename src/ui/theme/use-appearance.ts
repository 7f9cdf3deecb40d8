import { useContext, useMemo } from 'react';
import type { LoginKitAppearance } from '../../react/appearance';
import { LoginKitContext } from '../../react/login-kit-context';
import type { LoginKitStrings } from '../locales/login-kit-strings';
import type { LoginKitClassNames } from './class-names';
import { defaultTheme, type Theme } from './theme';

declare module '../../react/appearance' {
  interface LoginKitAppearance {
    /** Strings to replace in every component's table (a component's `strings` prop wins, entry by entry). */
    strings?: Partial<LoginKitStrings>;
    /** Extra classes on the parts of every component (a component's `classNames` prop wins, part by part). */
    classNames?: LoginKitClassNames;
  }
}

const noAppearance: LoginKitAppearance = {};

/** The provider's `appearance` (`<LoginKitProvider appearance>`), or nothing outside one. */
export function useAppearance(): LoginKitAppearance {
  return useContext(LoginKitContext)?.appearance ?? noAppearance;
}

/** A component's `theme` prop, else the provider's appearance, else `system`. */
export function useAppearanceTheme(theme: Theme | undefined): Theme {
  return theme ?? useAppearance().theme ?? defaultTheme;
}

/** A component's `classNames` over the provider's, part by part. */
export function useAppearanceClassNames(classNames: LoginKitClassNames | undefined): LoginKitClassNames {
  const inherited = useAppearance().classNames;
  return useMemo(() => ({ ...inherited, ...classNames }), [inherited, classNames]);
}
