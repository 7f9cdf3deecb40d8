import { withStringOverrides } from './login-kit-strings';
import { useStrings } from './strings-context';

/** A string table that ships English and fetches each other language's pack on first use. */
export interface LazyStringTable<Table extends object> {
  /** A language's table, fetched once (English when it cannot load, or there is no pack for it). */
  load(lang: string): Promise<Table>;
  /** The table of `lang` if it is here: English, or a pack already fetched. */
  loaded(lang: string): Table | undefined;
  readonly english: Table;
  /** Whether `lang` has a pack to fetch. */
  hasPack(lang: string): boolean;
}

/** A table (the wallet screens', the passkey offer's…) with one lazily imported chunk per language. */
export function createLazyStringTable<Table extends object>(english: Table, packs: Record<string, () => Promise<Table>>): LazyStringTable<Table> {
  const loaded = new Map<string, Table>([['en', english]]);
  const loading = new Map<string, Promise<void>>();
  return {
    english,
    loaded: (lang) => loaded.get(lang),
    hasPack: (lang) => packs[lang] !== undefined,
    load(lang) {
      const found = loaded.get(lang);
      if (found !== undefined) return Promise.resolve(found);
      const load = packs[lang];
      if (load === undefined) return Promise.resolve(english);
      let pending = loading.get(lang);
      if (pending === undefined) {
        pending = load().then(
          (table) => void loaded.set(lang, table),
          () => void loaded.set(lang, english),
        );
        loading.set(lang, pending);
      }
      return pending.then(() => loaded.get(lang) ?? english);
    },
  };
}

const mergedRecords = new WeakMap<object, object>();

/**
 * `table` in the language of the nearest string table (`Strings.lang`), with the app's `strings`
 * overrides of its names. `mergedEach` names a record of messages (passkey error messages, transport
 * names) that the app's overrides complete one by one instead of replacing, as `mergeStrings` does
 * for error messages. A pack not fetched yet suspends the component (callers sit in Suspense
 * boundaries) until it is; English is there at once.
 */
export function useLazyStringTable<Table extends object>(table: LazyStringTable<Table>, mergedEach?: keyof Table): Table {
  const strings = useStrings();
  const base = table.loaded(strings.lang) ?? (table.hasPack(strings.lang) ? undefined : table.english);
  // Suspends: React renders again once the pack is there.
  if (base === undefined) throw table.load(strings.lang);
  const shown = withStringOverrides(base, strings);
  if (mergedEach === undefined || shown[mergedEach] === base[mergedEach]) return shown;
  let merged = mergedRecords.get(shown) as Table | undefined;
  if (merged === undefined) mergedRecords.set(shown, (merged = { ...shown, [mergedEach]: { ...base[mergedEach], ...shown[mergedEach] } }));
  return merged;
}
