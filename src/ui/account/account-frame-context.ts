import { createContext, useContext } from 'react';
import type { LoginKitStrings } from '../locales/login-kit-strings';
import type { Theme } from '../theme/theme';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** What an AccountPanel tells the sections inside it: they draw no `.loginkit` root of their own. */
export interface AccountFrame {
  /** The sections' heading level (one below the panel's). */
  sectionHeadingLevel: HeadingLevel;
  /** The panel's language (BCP 47), and its string overrides. */
  locale: string | undefined;
  strings: Partial<LoginKitStrings> | undefined;
  /** The panel's colours, for what draws its own (the captcha widget of a contact change). */
  theme?: Theme;
}

export const AccountFrameContext = createContext<AccountFrame | undefined>(undefined);
AccountFrameContext.displayName = 'LoginKitAccountFrame';

/** The enclosing AccountPanel's frame; undefined for a section used alone. */
export function useAccountFrame(): AccountFrame | undefined {
  return useContext(AccountFrameContext);
}
