import type { MnemonicLanguage } from '../account-types';
import { formats } from '../formats';
import { oneOf, optional, record, text, type SubmitSchema } from '../param-schema';

/** The mnemonic languages Turnkey publishes (`v1MnemonicLanguage`); the service defaults to English. */
export const mnemonicLanguages = [
  'MNEMONIC_LANGUAGE_ENGLISH',
  'MNEMONIC_LANGUAGE_SIMPLIFIED_CHINESE',
  'MNEMONIC_LANGUAGE_TRADITIONAL_CHINESE',
  'MNEMONIC_LANGUAGE_CZECH',
  'MNEMONIC_LANGUAGE_FRENCH',
  'MNEMONIC_LANGUAGE_ITALIAN',
  'MNEMONIC_LANGUAGE_JAPANESE',
  'MNEMONIC_LANGUAGE_KOREAN',
  'MNEMONIC_LANGUAGE_SPANISH',
] as const satisfies readonly MnemonicLanguage[];

/**
 * export_wallet and export_wallet_account, as Turnkey publishes them (`v1ExportWalletIntent`,
 * `v1ExportWalletAccountIntent` and their results): beyond the spec, which lists no wallet
 * operation. The kit makes `targetPublicKey`.
 */
export const walletSchemas = {
  export_wallet: {
    params: record({ walletId: text(), targetPublicKey: text(formats.uncompressedP256), language: optional(oneOf(mnemonicLanguages)) }),
    result: record({ walletId: text(), exportBundle: text() }),
  },
  export_wallet_account: {
    params: record({ address: text(), targetPublicKey: text(formats.uncompressedP256) }),
    result: record({ address: text(), exportBundle: text() }),
  },
} satisfies Record<string, SubmitSchema>;
