import { createContext, useCallback, useContext, useLayoutEffect } from 'react';
import type { AccountPanelSection } from './account-panel';

/**
 * What a section has to show, as it tells the panel: still reading (`loading`), something of its
 * own (`filled`: items, an error, a change under way), nothing but an offer to add one (`invite`),
 * or nothing at all (`none`).
 */
export type SectionContent = 'loading' | 'filled' | 'invite' | 'none';

/** Where the panel puts a section: a box of its own, one line of the panel's invitation, or nowhere. */
export type SectionPlacement = 'full' | 'invite' | 'hidden';

export interface AccountPanelLayout {
  report(section: AccountPanelSection, content: SectionContent): void;
  placementOf(section: AccountPanelSection): SectionPlacement;
}

export const AccountPanelLayoutContext = createContext<AccountPanelLayout | undefined>(undefined);
AccountPanelLayoutContext.displayName = 'LoginKitAccountPanelLayout';

/** Where the enclosing panel puts `section` (`full` for a section alone, or without a name). */
export function useSectionPlacement(section: AccountPanelSection | undefined): SectionPlacement {
  const layout = useContext(AccountPanelLayoutContext);
  return layout === undefined || section === undefined ? 'full' : layout.placementOf(section);
}

/**
 * Tells the enclosing panel what `section` has to show (before paint, so that the panel places it
 * without a visible jump) and answers where the panel puts it.
 */
export function useSectionContent(section: AccountPanelSection, content: SectionContent): SectionPlacement {
  const layout = useContext(AccountPanelLayoutContext);
  useLayoutEffect(() => layout?.report(section, content), [layout, section, content]);
  return layout === undefined ? 'full' : layout.placementOf(section);
}

/** For a section's error boundary: content that failed to render shows "Something went wrong", which the panel shows as it is. */
export function useSectionCrashReport(section: AccountPanelSection | undefined): () => void {
  const layout = useContext(AccountPanelLayoutContext);
  return useCallback(() => {
    if (section !== undefined) layout?.report(section, 'filled');
  }, [layout, section]);
}
