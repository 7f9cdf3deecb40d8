import { mnemonicLanguages } from '../../../core/api/schemas/wallet-schemas';
import { utf8Encode } from '../../../core/encoding/utf8';
import { invalidArgument, notFound } from '../../errors';
import { enumValue, stringField } from '../../request-body';
import { findWallet, markWalletExported } from '../../wallets/wallet-store';
import { exportTargetKey } from './export-target-key';
import type { SubmitRoute } from './submit';


/**
 * `export_wallet` (Turnkey's; the spec lists no wallet operation): the wallet's BIP-39 mnemonic
 * (UTF-8; the mock's wallets have no passphrase, which Turnkey would add after a newline)
 * HPKE-sealed to `targetPublicKey` in an export bundle signed by the signer key, exactly as
 * export_private_key's (protocol.md section 4). The wallet then reads `exported: true`. Result
 * `exportWalletResult {walletId, exportBundle}`. Every parameter is checked before the wallet is
 * looked up.
 */
export const exportWallet: SubmitRoute = {
  type: 'ACTIVITY_TYPE_EXPORT_WALLET',
  intentMember: 'exportWalletIntent',
  resultMember: 'exportWalletResult',
  async run(context, caller, parameters): Promise<{ walletId: string; exportBundle: string }> {
    const walletId = stringField(parameters, 'walletId', 'parameters.walletId', 200);
    const target = await exportTargetKey(parameters);
    if (parameters.language !== undefined) {
      const language = enumValue(parameters.language, mnemonicLanguages, 'parameters.language');
      if (language !== 'MNEMONIC_LANGUAGE_ENGLISH') throw invalidArgument('parameters.language', 'the mock relay exports English mnemonics only');
    }
    const wallet = findWallet(context, caller.organization.organizationId, walletId);
    if (wallet === undefined) throw notFound('parameters.walletId', "is not a wallet of the caller's organization");
    const secret = utf8Encode(wallet.mnemonic);
    let exportBundle: string;
    try {
      exportBundle = await context.enclave.sealExportBundle(secret, target, wallet.organizationId);
    } finally {
      secret.fill(0);
    }
    markWalletExported(context, wallet);
    return { walletId: wallet.walletId, exportBundle };
  },
};
