import { createContext, useContext, type ReactNode } from 'react';
import { en, type Strings } from './en';

const StringsContext = createContext<Strings | undefined>(undefined);
StringsContext.displayName = 'LoginKitStrings';

/** Gives the screens below it a string table (English without one). */
export function StringsProvider({ strings, children }: { strings: Strings; children?: ReactNode }): ReactNode {
  return <StringsContext.Provider value={strings}>{children}</StringsContext.Provider>;
}

/** The nearest string table; English when no StringsProvider is above. */
export function useStrings(): Strings {
  return useContext(StringsContext) ?? en;
}

/** The nearest StringsProvider's table, if there is one (a component inside another loginkit root). */
export function useProvidedStrings(): Strings | undefined {
  return useContext(StringsContext);
}
