import type { WalletStrings } from '../wallet-strings';

/** The wallet strings in pt-BR. Loaded on demand with the wallet screens: never import it statically. */
export const ptBRWallet: WalletStrings = {
  walletChainName: { ethereum: 'Ethereum', solana: 'Solana' },
  walletGroupLabel: 'Entrar com uma carteira',
  walletExplainer: 'Sua carteira pede para você se conectar e depois assinar uma mensagem. Assinar é grátis e não envia nenhuma transação.',
  walletLoading: 'Procurando carteiras…',
  walletLoadFailed: 'Não conseguimos procurar carteiras.',
  walletNoneHeading: 'Nenhuma carteira encontrada neste navegador',
  walletNoneText: 'Instale uma carteira de navegador, como MetaMask ou Phantom. Ela aparece aqui sozinha, sem recarregar a página.',
  walletWaitingHeading: (walletName) => `Aguardando ${walletName}…`,
  walletStepConnect: 'Conectar',
  walletStepSign: 'Assinar para entrar',
  walletConnectingText: (walletName) => `Aprove a conexão na ${walletName}. Ela compartilha seu endereço com este site (pedido só na primeira vez).`,
  walletSigningText: (walletName, appName) =>
    `Assine a mensagem na ${walletName} para entrar${appName ? ` em ${appName}` : ''}. Não custa nada e não envia nenhuma transação.`,
  walletChooseAccountHeading: 'Escolha uma conta',
  walletChooseAccountText: (walletName) => `A ${walletName} compartilha várias contas. Com qual você quer entrar?`,
  walletSelectedAccount: 'Selecionada na sua carteira',
  walletOtherAccounts: (walletName) => `Pedir outras contas à ${walletName}`,
  walletCompleting: 'Entrando…',
  walletCancelledHeading: 'Você recusou na sua carteira',
  walletCancelledText: (walletName) => `Nada foi assinado. Tente de novo para abrir a ${walletName} outra vez, ou use outra forma de entrar.`,
  walletFailedHeading: (walletName) => `Não foi possível entrar com ${walletName}`,
  walletsHeading: 'Carteiras',
  walletsDescription: 'Carteiras do navegador com as quais você pode entrar.',
  walletsLoading: 'Carregando suas carteiras…',
  walletsLoadFailed: 'Não conseguimos carregar suas carteiras.',
  walletsEmpty: 'Nenhuma carteira vinculada ainda.',
  walletsLinkLabel: 'Vincular uma carteira',
  walletsLink: (walletName) => `Vincular ${walletName}`,
  walletsLinking: (walletName, chain) =>
    chain === 'ethereum'
      ? `Aprove na ${walletName}: conectar e depois assinar uma mensagem (grátis, sem transação).`
      : `Aprove a conexão na ${walletName}.`,
  walletsLinked: (walletName) => `${walletName} agora está vinculada à sua conta.`,
  walletsLinkFailed: (walletName) => `${walletName} não foi vinculada.`,
  walletsAlreadyLinked: 'Esta carteira já está vinculada a outra conta.',
};
