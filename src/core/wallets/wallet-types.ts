/**
 * External wallets as the kit sees them (protocol.md section 13): a connector per wallet found on
 * the page, whatever told us about it (EIP-6963, a lone `window.ethereum`, the Wallet Standard;
 * another connector, e.g. WalletConnect, is one more implementation of `WalletConnector`).
 */

/** The chain family a wallet signs for; it decides the stamp scheme and the API key curve. */
export type WalletChain = 'ethereum' | 'solana';

/** How the kit found the wallet; an app's own connector (`walletConnectors` option) names its own, e.g. `'walletconnect'`. */
export type WalletSource = 'eip6963' | 'injected' | 'wallet-standard' | (string & {});

/** What the UI shows of a wallet (plain data: safe to keep in a flow's state). */
export interface WalletInfo {
  /** Stable for the page's life: `eip6963:<uuid>`, `injected:ethereum`, `wallet-standard:<name>`. */
  id: string;
  chain: WalletChain;
  source: WalletSource;
  name: string;
  /** A `data:` image URI (checked: raster or SVG image types only); absent when the wallet gave none or a bad one. */
  icon?: string;
  /** EIP-6963 reverse-DNS id (`io.metamask`), when announced. */
  rdns?: string;
}

/** An account the wallet shares with the page. */
export interface WalletAccount {
  chain: WalletChain;
  /** Ethereum: the 0x address as the wallet gave it; Solana: the base58 address. */
  address: string;
  /** Solana: the 32-byte Ed25519 key. Ethereum: unknown until the account signs (recovered then). */
  publicKey?: Uint8Array;
}

/** One wallet's requests. Each may open the wallet's own prompt; each fails with a `wallet_*` LoginKitError. */
export interface WalletConnector extends WalletInfo {
  /** Asks for the wallet's accounts (a prompt the first time on this site); the wallet's selected account first. */
  connect(): Promise<WalletAccount[]>;
  /** Asks the wallet to let the person pick other accounts (EIP-2255 `wallet_requestPermissions`), when it can. */
  requestOtherAccounts?(): Promise<WalletAccount[]>;
  /**
   * Signs `message` with `account`: Ethereum `personal_sign` (65 bytes r‖s‖v), Solana
   * `solana:signMessage` (64 bytes).
   */
  signMessage(account: WalletAccount, message: Uint8Array): Promise<Uint8Array>;
}

/** The wallets found on the page so far; wallets that arrive later are added (subscribe to hear of them). */
export interface WalletDiscovery {
  /** The same array until a wallet arrives or leaves. */
  getSnapshot(): readonly WalletConnector[];
  subscribe(listener: () => void): () => void;
  /** The connector with this id, if it is (still) there. */
  get(id: string): WalletConnector | undefined;
  /** Stops listening for new wallets. */
  dispose(): void;
}
