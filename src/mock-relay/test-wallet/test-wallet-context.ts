import type { WalletPrompts } from './wallet-prompts';

/** What the Ethereum and Solana halves of the test wallet share. */
export interface TestWalletContext {
  target: Window;
  prompts: WalletPrompts;
  isLocked(): boolean;
  isInstalled(): boolean;
  /** The page's origin (what a wallet remembers a connection for). */
  origin(): string;
  /** Dispatches a CustomEvent on the page (built by the page's own CustomEvent). */
  dispatch(type: string, detail: unknown): void;
  /** Adds a page event listener that the uninstall removes. */
  listen(type: string, listener: (event: Event) => void): void;
}

/** The UTF-8 text of `bytes`, invalid sequences as U+FFFD (what a prompt shows). */
export const promptText = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);
