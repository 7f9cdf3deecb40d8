import { enPasskeyUpgrade, type PasskeyUpgradeStrings } from './passkey-upgrade-strings';
import { withStringOverrides } from './login-kit-strings';
import { useStrings } from './strings-context';

// One chunk per pack, fetched the first time the offer shows in that language.
const packs: Record<string, () => Promise<PasskeyUpgradeStrings>> = {
  es: () => import('./passkey-upgrade/es').then((pack) => pack.esPasskeyUpgrade),
  de: () => import('./passkey-upgrade/de').then((pack) => pack.dePasskeyUpgrade),
  fr: () => import('./passkey-upgrade/fr').then((pack) => pack.frPasskeyUpgrade),
  ja: () => import('./passkey-upgrade/ja').then((pack) => pack.jaPasskeyUpgrade),
  'pt-BR': () => import('./passkey-upgrade/pt-br').then((pack) => pack.ptBRPasskeyUpgrade),
  ar: () => import('./passkey-upgrade/ar').then((pack) => pack.arPasskeyUpgrade),
};

const loaded = new Map<string, PasskeyUpgradeStrings>([['en', enPasskeyUpgrade]]);
const loading = new Map<string, Promise<void>>();

/** A language's passkey offer table, fetched on first use (English when it cannot load, or there is none). */
export function loadPasskeyUpgradeStrings(lang: string): Promise<PasskeyUpgradeStrings> {
  const found = loaded.get(lang);
  if (found !== undefined) return Promise.resolve(found);
  const load = packs[lang];
  if (load === undefined) return Promise.resolve(enPasskeyUpgrade);
  let pending = loading.get(lang);
  if (pending === undefined) {
    pending = load().then(
      (table) => void loaded.set(lang, table),
      () => void loaded.set(lang, enPasskeyUpgrade),
    );
    loading.set(lang, pending);
  }
  return pending.then(() => loaded.get(lang) ?? enPasskeyUpgrade);
}

/**
 * The passkey offer's strings in the language of the nearest string table (`Strings.lang`). A
 * pack not loaded yet suspends the component (the offer sits in a Suspense boundary whose fallback
 * is the plain success screen) until it has; English is there at once.
 * The app's `strings` overrides of these names apply.
 */
export function usePasskeyUpgradeStrings(): PasskeyUpgradeStrings {
  const strings = useStrings();
  const found = loaded.get(strings.lang);
  if (found !== undefined) return withStringOverrides(found, strings);
  if (packs[strings.lang] === undefined) return withStringOverrides(enPasskeyUpgrade, strings);
  // Suspends: React renders again once the pack is there.
  throw loadPasskeyUpgradeStrings(strings.lang);
}
