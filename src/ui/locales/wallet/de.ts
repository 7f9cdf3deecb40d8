import type { WalletStrings } from '../wallet-strings';

/** The wallet strings in de. Loaded on demand with the wallet screens: never import it statically. */
export const deWallet: WalletStrings = {
  walletChainName: { ethereum: 'Ethereum', solana: 'Solana' },
  walletGroupLabel: 'Mit einer Wallet anmelden',
  walletExplainer: 'Ihre Wallet bittet Sie, sich zu verbinden und dann eine Nachricht zu signieren. Das Signieren ist kostenlos und sendet keine Transaktion.',
  walletLoading: 'Wallets werden gesucht…',
  walletLoadFailed: 'Die Suche nach Wallets ist fehlgeschlagen.',
  walletNoneHeading: 'Keine Wallet in diesem Browser gefunden',
  walletNoneText: 'Installieren Sie eine Browser-Wallet wie MetaMask oder Phantom. Sie erscheint dann von selbst hier, ohne Neuladen.',
  walletWaitingHeading: (walletName) => `Warten auf ${walletName}…`,
  walletStepConnect: 'Verbinden',
  walletStepSign: 'Zum Anmelden signieren',
  walletConnectingText: (walletName) => `Bestätigen Sie die Verbindung in ${walletName}. Dabei erfährt diese Website Ihre Adresse (nur beim ersten Mal gefragt).`,
  walletSigningText: (walletName, appName) =>
    `Signieren Sie die Nachricht in ${walletName}, um sich${appName ? ` bei ${appName}` : ''} anzumelden. Das kostet nichts und sendet keine Transaktion.`,
  walletChooseAccountHeading: 'Konto auswählen',
  walletChooseAccountText: (walletName) => `${walletName} gibt mehrere Konten frei. Mit welchem möchten Sie sich anmelden?`,
  walletSelectedAccount: 'In Ihrer Wallet ausgewählt',
  walletOtherAccounts: (walletName) => `${walletName} nach anderen Konten fragen`,
  walletCompleting: 'Sie werden angemeldet…',
  walletCancelledHeading: 'Sie haben in Ihrer Wallet abgelehnt',
  walletCancelledText: (walletName) => `Es wurde nichts signiert. Versuchen Sie es erneut, um ${walletName} wieder zu öffnen, oder melden Sie sich auf andere Weise an.`,
  walletFailedHeading: (walletName) => `Die Anmeldung mit ${walletName} hat nicht funktioniert`,
  walletsHeading: 'Wallets',
  walletsDescription: 'Browser-Wallets, mit denen Sie sich anmelden können.',
  walletsLoading: 'Ihre Wallets werden geladen…',
  walletsLoadFailed: 'Ihre Wallets konnten nicht geladen werden.',
  walletsEmpty: 'Es sind noch keine Wallets verknüpft.',
  walletsLinkLabel: 'Wallet verknüpfen',
  walletsLink: (walletName) => `${walletName} verknüpfen`,
  walletsLinking: (walletName, chain) =>
    chain === 'ethereum'
      ? `Bestätigen Sie in ${walletName}: verbinden, dann eine Nachricht signieren (kostenlos, keine Transaktion).`
      : `Bestätigen Sie die Verbindung in ${walletName}.`,
  walletsLinked: (walletName) => `${walletName} ist jetzt mit Ihrem Konto verknüpft.`,
  walletsLinkFailed: (walletName) => `${walletName} wurde nicht verknüpft.`,
  walletsAlreadyLinked: 'Diese Wallet ist bereits mit einem anderen Konto verknüpft.',
};
