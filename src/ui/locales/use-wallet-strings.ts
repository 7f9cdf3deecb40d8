import { enWallet, type WalletStrings } from './wallet-strings';
import { withStringOverrides } from './login-kit-strings';
import { useStrings } from './strings-context';

// One chunk per pack, fetched the first time a wallet screen shows in that language.
const packs: Record<string, () => Promise<WalletStrings>> = {
  es: () => import('./wallet/es').then((pack) => pack.esWallet),
  de: () => import('./wallet/de').then((pack) => pack.deWallet),
  fr: () => import('./wallet/fr').then((pack) => pack.frWallet),
  ja: () => import('./wallet/ja').then((pack) => pack.jaWallet),
  'pt-BR': () => import('./wallet/pt-br').then((pack) => pack.ptBRWallet),
  ar: () => import('./wallet/ar').then((pack) => pack.arWallet),
};

const loaded = new Map<string, WalletStrings>([['en', enWallet]]);
const loading = new Map<string, Promise<void>>();

/** A language's wallet table, fetched on first use (English when it cannot load, or there is none). */
export function loadWalletStrings(lang: string): Promise<WalletStrings> {
  const found = loaded.get(lang);
  if (found !== undefined) return Promise.resolve(found);
  const load = packs[lang];
  if (load === undefined) return Promise.resolve(enWallet);
  let pending = loading.get(lang);
  if (pending === undefined) {
    pending = load().then(
      (table) => void loaded.set(lang, table),
      () => void loaded.set(lang, enWallet),
    );
    loading.set(lang, pending);
  }
  return pending.then(() => loaded.get(lang) ?? enWallet);
}

/**
 * The wallet strings in the language of the nearest string table (`Strings.lang`). A pack not
 * loaded yet suspends the component (the wallet screens sit in Suspense boundaries already) until
 * it has; English is there at once. The app's `strings` overrides of these names apply.
 */
export function useWalletStrings(): WalletStrings {
  const strings = useStrings();
  const found = loaded.get(strings.lang);
  if (found !== undefined) return withStringOverrides(found, strings);
  if (packs[strings.lang] === undefined) return withStringOverrides(enWallet, strings);
  // Suspends: React renders again once the pack is there.
  throw loadWalletStrings(strings.lang);
}
