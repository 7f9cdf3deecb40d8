/**
 * The test wallet's public types: its options, the controller tests drive, and the prompts it
 * records. `window.loginkitTestWallet` is declared here for every program that imports
 * `loginkit/mock-relay` or `loginkit/mock-relay/server` (a global augmentation).
 */

/** What the wallet does with a prompt (a connect or sign request the person would confirm). */
export type TestWalletApproval = 'approve' | 'reject' | 'manual';

/** The chain family of a prompt or an account. */
export type TestWalletChain = 'ethereum' | 'solana';

export interface TestWalletEthereumOptions {
  /** How many random accounts (default 1), or the accounts' secp256k1 private keys (32-byte hex, `0x` optional). */
  accounts?: number | readonly string[];
  /** EIP-6963 `info.name` (default "loginkit test wallet"). */
  name?: string;
  /** EIP-6963 `info.rdns` (default "dev.loginkit.testwallet"). */
  rdns?: string;
  /** EIP-6963 `info.icon`: a `data:image/...` URI (default a small SVG). */
  icon?: string;
}

export interface TestWalletSolanaOptions {
  /** How many random accounts (default 1), or the accounts' Ed25519 seeds (32-byte hex, `0x` optional). */
  accounts?: number | readonly string[];
  /** The Wallet Standard wallet's `name` (default "loginkit test wallet"). */
  name?: string;
  /** The wallet's `icon`: a `data:image/(svg+xml|webp|png|gif);base64,...` URI (default a small SVG). */
  icon?: string;
}

export interface TestWalletOptions {
  /** The EIP-1193 provider announced through EIP-6963; `false` installs none. */
  ethereum?: false | TestWalletEthereumOptions;
  /** The Wallet Standard Solana wallet; `false` installs none. */
  solana?: false | TestWalletSolanaOptions;
  /** Also set `window.ethereum` to the provider (the legacy injection some apps still read). Default false. */
  windowEthereum?: boolean;
  /** What happens to prompts (default 'approve'). */
  approval?: TestWalletApproval;
}

/** A prompt: a request the wallet would show the person. */
export interface TestWalletPrompt {
  id: number;
  chain: TestWalletChain;
  kind: 'connect' | 'sign';
  /** What is signed, UTF-8 decoded (invalid sequences as U+FFFD); sign prompts only. */
  message?: string;
  /** The account that signs (sign prompts) or that a connect selects. */
  account?: string;
}

/** A prompt and what became of it. */
export interface TestWalletRequest extends TestWalletPrompt {
  outcome: 'pending' | 'approved' | 'rejected' | 'cancelled';
}

/** An account of the wallet as the relay sees it. */
export interface TestWalletAccount {
  /** Ethereum: the EIP-55 checksummed 0x address; Solana: the base58 address. */
  address: string;
  /** Ethereum: the compressed secp256k1 key (33 bytes, hex); Solana: the Ed25519 key (32 bytes, hex). */
  publicKey: string;
}

/** What tests drive: `installTestWallet`'s result, also `window.loginkitTestWallet`. */
export interface TestWalletController {
  /** Every account of the wallet, in the order of the options (connected or not). */
  readonly accounts: { ethereum: TestWalletAccount[]; solana: TestWalletAccount[] };
  /** What happens to the next prompts; setting it to an unknown mode throws. */
  approval: TestWalletApproval;
  setApproval(mode: TestWalletApproval): void;
  /** The next prompt only is rejected (4001), whatever the mode; then the mode applies again. */
  rejectNext(): void;
  /** Locked: connect and sign requests fail with 4100 "locked"; `eth_accounts` answers `[]`. */
  lock(): void;
  unlock(): void;
  readonly locked: boolean;
  /** The open prompts (manual mode), oldest first. */
  pending(): TestWalletPrompt[];
  /** Approves the prompt `id` (default: the oldest open one). Throws if there is none. */
  approve(id?: number): void;
  /** Rejects the prompt `id` (default: the oldest open one) with 4001. Throws if there is none. */
  reject(id?: number): void;
  /** Resolves with the oldest open prompt as soon as there is one (manual mode). */
  waitForPrompt(): Promise<TestWalletPrompt>;
  /** Every prompt so far, with its outcome, oldest first. */
  requests(): TestWalletRequest[];
  /** Forgets that this page was allowed to connect: the next connect prompts again. */
  revokeConnection(): void;
  /** Selects an account (by address or index), as the person would in the wallet; connected pages hear of it. */
  selectAccount(chain: TestWalletChain, account: string | number): void;
  /** Removes the wallet: the provider answers 4900, the Solana wallet loses its accounts and is unregistered. */
  uninstall(): void;
}

declare global {
  interface Window {
    /** Set by `installTestWallet` (loginkit/mock-relay) and by the `testWalletScript` init script. */
    loginkitTestWallet?: TestWalletController;
  }
}
