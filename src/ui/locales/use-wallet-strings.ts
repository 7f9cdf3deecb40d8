import { createLazyStringTable, useLazyStringTable } from './lazy-string-table';
import { enWallet, type WalletStrings } from './wallet-strings';

// One chunk per pack, fetched the first time a wallet screen shows in that language.
const walletTable = createLazyStringTable<WalletStrings>(enWallet, {
  es: () => import('./wallet/es').then((pack) => pack.esWallet),
  de: () => import('./wallet/de').then((pack) => pack.deWallet),
  fr: () => import('./wallet/fr').then((pack) => pack.frWallet),
  ja: () => import('./wallet/ja').then((pack) => pack.jaWallet),
  'pt-BR': () => import('./wallet/pt-br').then((pack) => pack.ptBRWallet),
  ar: () => import('./wallet/ar').then((pack) => pack.arWallet),
});

/** A language's wallet table, fetched on first use (English when it cannot load, or there is none). */
export const loadWalletStrings = (lang: string): Promise<WalletStrings> => walletTable.load(lang);

/** The wallet strings in the page's language, with the app's overrides; suspends while a pack loads (the wallet screens sit in Suspense boundaries). */
export function useWalletStrings(): WalletStrings {
  return useLazyStringTable(walletTable);
}
