import type { WalletStrings } from '../wallet-strings';

/** The wallet strings in es. Loaded on demand with the wallet screens: never import it statically. */
export const esWallet: WalletStrings = {
  walletChainName: { ethereum: 'Ethereum', solana: 'Solana' },
  walletGroupLabel: 'Iniciar sesión con una billetera',
  walletExplainer: 'Tu billetera te pide conectarte y luego firmar un mensaje. Firmar es gratis y no envía ninguna transacción.',
  walletLoading: 'Buscando billeteras…',
  walletLoadFailed: 'No pudimos buscar billeteras.',
  walletNoneHeading: 'No se encontró ninguna billetera en este navegador',
  walletNoneText: 'Instala una billetera del navegador, como MetaMask o Phantom. Aparecerá aquí sola, sin recargar la página.',
  walletWaitingHeading: (walletName) => `Esperando a ${walletName}…`,
  walletStepConnect: 'Conectar',
  walletStepSign: 'Firmar para entrar',
  walletConnectingText: (walletName) => `Aprueba la conexión en ${walletName}. Comparte tu dirección con este sitio (solo se pide la primera vez).`,
  walletSigningText: (walletName, appName) =>
    `Firma el mensaje en ${walletName} para iniciar sesión${appName ? ` en ${appName}` : ''}. No cuesta nada y no envía ninguna transacción.`,
  walletChooseAccountHeading: 'Elige una cuenta',
  walletChooseAccountText: (walletName) => `${walletName} comparte varias cuentas. ¿Con cuál quieres iniciar sesión?`,
  walletSelectedAccount: 'Seleccionada en tu billetera',
  walletOtherAccounts: (walletName) => `Pedir otras cuentas a ${walletName}`,
  walletCompleting: 'Iniciando sesión…',
  walletCancelledHeading: 'Rechazaste la solicitud en tu billetera',
  walletCancelledText: (walletName) => `No se firmó nada. Vuelve a intentarlo para abrir ${walletName} de nuevo, o usa otra forma de iniciar sesión.`,
  walletFailedHeading: (walletName) => `No se pudo iniciar sesión con ${walletName}`,
  walletsHeading: 'Billeteras',
  walletsDescription: 'Billeteras del navegador con las que puedes iniciar sesión.',
  walletsLoading: 'Cargando tus billeteras…',
  walletsLoadFailed: 'No pudimos cargar tus billeteras.',
  walletsEmpty: 'Todavía no hay billeteras vinculadas.',
  walletsLinkLabel: 'Vincular una billetera',
  walletsLink: (walletName) => `Vincular ${walletName}`,
  walletsLinking: (walletName, chain) =>
    chain === 'ethereum'
      ? `Aprueba en ${walletName}: conectar y luego firmar un mensaje (gratis, sin transacción).`
      : `Aprueba la conexión en ${walletName}.`,
  walletsLinked: (walletName) => `${walletName} ya está vinculada a tu cuenta.`,
  walletsLinkFailed: (walletName) => `${walletName} no se vinculó.`,
  walletsAlreadyLinked: 'Esta billetera ya está vinculada a otra cuenta.',
};
