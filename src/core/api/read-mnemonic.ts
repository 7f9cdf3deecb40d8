import { LoginKitError } from '../errors';

/**
 * An opened export_wallet bundle: the mnemonic, then optionally a newline and the BIP-39
 * passphrase (Turnkey's `v1ExportWalletResult`). The words are normalised to single spaces.
 * Not UTF-8, or no words: `bundle_invalid`.
 */
export function readMnemonic(plaintext: Uint8Array): { mnemonic: string; passphrase?: string } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
  } catch (error) {
    throw new LoginKitError('bundle_invalid', 'exportBundle: the wallet export is not UTF-8 text', { cause: error, details: { field: 'exportBundle' } });
  }
  const newline = text.indexOf('\n');
  const words = (newline < 0 ? text : text.slice(0, newline)).trim().split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) throw new LoginKitError('bundle_invalid', 'exportBundle: the wallet export holds no mnemonic', { details: { field: 'exportBundle' } });
  const passphrase = newline < 0 ? '' : text.slice(newline + 1);
  return passphrase === '' ? { mnemonic: words.join(' ') } : { mnemonic: words.join(' '), passphrase };
}
