import type { WalletChain } from '../../core/internal';

/**
 * The strings of the wallet group, the wallet screens and the account's Wallets section: a table
 * of their own, apart from `Strings`, so the modal's always-loaded English table does not carry
 * them. English comes with the wallet chunks; each other pack (`wallet/<locale>.ts`) loads on
 * demand with them (see use-wallet-strings.ts). Every pack is a complete `WalletStrings`.
 */
export interface WalletStrings {
  /** Each chain's name, shown beside a wallet. */
  walletChainName: Record<WalletChain, string>;
  /** The wallet group's label. */
  walletGroupLabel: string;
  /** Said before the click: what the wallet will ask (connect, one free signature). */
  walletExplainer: string;
  walletLoading: string;
  walletLoadFailed: string;
  walletNoneHeading: string;
  walletNoneText: string;
  walletWaitingHeading(walletName: string): string;
  /** The steps shown while the wallet's prompts are open. */
  walletStepConnect: string;
  walletStepSign: string;
  walletConnectingText(walletName: string): string;
  walletSigningText(walletName: string, appName?: string): string;
  walletChooseAccountHeading: string;
  walletChooseAccountText(walletName: string): string;
  /** Marks the account selected in the wallet. */
  walletSelectedAccount: string;
  walletOtherAccounts(walletName: string): string;
  walletCompleting: string;
  walletCancelledHeading: string;
  walletCancelledText(walletName: string): string;
  walletFailedHeading(walletName: string): string;

  // the account's Wallets section
  walletsHeading: string;
  walletsDescription: string;
  walletsLoading: string;
  walletsLoadFailed: string;
  walletsEmpty: string;
  /** The group of "Link …" buttons. */
  walletsLinkLabel: string;
  walletsLink(walletName: string): string;
  /** While linking: what the wallet asks (connect; Ethereum: one signature). */
  walletsLinking(walletName: string, chain: WalletChain): string;
  walletsLinked(walletName: string): string;
  walletsLinkFailed(walletName: string): string;
  walletsAlreadyLinked: string;
}

/** English. */
export const enWallet: WalletStrings = {
  walletChainName: { ethereum: 'Ethereum', solana: 'Solana' },
  walletGroupLabel: 'Log in with a wallet',
  walletExplainer: 'Your wallet asks you to connect, then to sign one message. Signing is free and sends no transaction.',
  walletLoading: 'Looking for wallets…',
  walletLoadFailed: 'We could not look for wallets.',
  walletNoneHeading: 'No wallet found in this browser',
  walletNoneText: 'Install a browser wallet such as MetaMask or Phantom. It shows up here by itself: no need to reload.',
  walletWaitingHeading: (walletName) => `Waiting for ${walletName}…`,
  walletStepConnect: 'Connect',
  walletStepSign: 'Sign to log in',
  walletConnectingText: (walletName) => `Approve the connection in ${walletName}. It shares your address with this site (asked only the first time).`,
  walletSigningText: (walletName, appName) =>
    `Sign the message in ${walletName} to log in${appName ? ` to ${appName}` : ''}. It costs nothing and sends no transaction.`,
  walletChooseAccountHeading: 'Choose an account',
  walletChooseAccountText: (walletName) => `${walletName} shares several accounts. Which one do you log in with?`,
  walletSelectedAccount: 'Selected in your wallet',
  walletOtherAccounts: (walletName) => `Ask ${walletName} for other accounts`,
  walletCompleting: 'Logging you in…',
  walletCancelledHeading: 'You declined in your wallet',
  walletCancelledText: (walletName) => `Nothing was signed. Try again to open ${walletName} again, or use another way to log in.`,
  walletFailedHeading: (walletName) => `Logging in with ${walletName} didn’t work`,
  walletsHeading: 'Wallets',
  walletsDescription: 'Browser wallets you can log in with.',
  walletsLoading: 'Loading your wallets…',
  walletsLoadFailed: 'We could not load your wallets.',
  walletsEmpty: 'No wallets are linked yet.',
  walletsLinkLabel: 'Link a wallet',
  walletsLink: (walletName) => `Link ${walletName}`,
  walletsLinking: (walletName, chain) =>
    chain === 'ethereum' ? `Approve in ${walletName}: connect, then sign one message (free, no transaction).` : `Approve the connection in ${walletName}.`,
  walletsLinked: (walletName) => `${walletName} is now linked to your account.`,
  walletsLinkFailed: (walletName) => `${walletName} was not linked.`,
  walletsAlreadyLinked: 'This wallet is already linked to another account.',
};
