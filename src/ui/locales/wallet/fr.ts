import type { WalletStrings } from '../wallet-strings';

/** The wallet strings in fr. Loaded on demand with the wallet screens: never import it statically. */
export const frWallet: WalletStrings = {
  walletChainName: { ethereum: 'Ethereum', solana: 'Solana' },
  walletGroupLabel: 'Se connecter avec un portefeuille',
  walletExplainer: 'Votre portefeuille vous demande de vous connecter, puis de signer un message. La signature est gratuite et n’envoie aucune transaction.',
  walletLoading: 'Recherche de portefeuilles…',
  walletLoadFailed: 'Nous n’avons pas pu rechercher de portefeuilles.',
  walletNoneHeading: 'Aucun portefeuille trouvé dans ce navigateur',
  walletNoneText: 'Installez un portefeuille de navigateur comme MetaMask ou Phantom. Il apparaîtra ici de lui-même, sans recharger la page.',
  walletWaitingHeading: (walletName) => `En attente de ${walletName}…`,
  walletStepConnect: 'Connexion',
  walletStepSign: 'Signature pour se connecter',
  walletConnectingText: (walletName) => `Acceptez la connexion dans ${walletName}. Elle partage votre adresse avec ce site (demandé la première fois seulement).`,
  walletSigningText: (walletName, appName) =>
    `Signez le message dans ${walletName} pour vous connecter${appName ? ` à ${appName}` : ''}. C’est gratuit et aucune transaction n’est envoyée.`,
  walletChooseAccountHeading: 'Choisissez un compte',
  walletChooseAccountText: (walletName) => `${walletName} partage plusieurs comptes. Avec lequel voulez-vous vous connecter\u00a0?`,
  walletSelectedAccount: 'Sélectionné dans votre portefeuille',
  walletOtherAccounts: (walletName) => `Demander d’autres comptes à ${walletName}`,
  walletCompleting: 'Connexion en cours…',
  walletCancelledHeading: 'Vous avez refusé dans votre portefeuille',
  walletCancelledText: (walletName) => `Rien n’a été signé. Réessayez pour rouvrir ${walletName}, ou utilisez un autre moyen de connexion.`,
  walletFailedHeading: (walletName) => `La connexion avec ${walletName} n’a pas fonctionné`,
  walletsHeading: 'Portefeuilles',
  walletsDescription: 'Les portefeuilles de navigateur avec lesquels vous pouvez vous connecter.',
  walletsLoading: 'Chargement de vos portefeuilles…',
  walletsLoadFailed: 'Nous n’avons pas pu charger vos portefeuilles.',
  walletsEmpty: 'Aucun portefeuille n’est encore lié.',
  walletsLinkLabel: 'Lier un portefeuille',
  walletsLink: (walletName) => `Lier ${walletName}`,
  walletsLinking: (walletName, chain) =>
    chain === 'ethereum'
      ? `Acceptez dans ${walletName}\u00a0: connexion, puis signature d’un message (gratuit, sans transaction).`
      : `Acceptez la connexion dans ${walletName}.`,
  walletsLinked: (walletName) => `${walletName} est maintenant lié à votre compte.`,
  walletsLinkFailed: (walletName) => `${walletName} n’a pas été lié.`,
  walletsAlreadyLinked: 'Ce portefeuille est déjà lié à un autre compte.',
};
