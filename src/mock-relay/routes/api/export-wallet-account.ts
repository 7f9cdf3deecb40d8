import { notFound } from '../../errors';
import { stringField } from '../../request-body';
import { derivePrivateKey, mnemonicSeed } from '../../wallets/wallet-derivation';
import { findWalletAccount } from '../../wallets/wallet-store';
import { exportTargetKey } from './export-target-key';
import type { SubmitRoute } from './submit';

/**
 * `export_wallet_account` (Turnkey's): the private key of the caller organization's wallet
 * account at `address` — derived from the wallet's seed at the account's path: the secp256k1
 * scalar or the Ed25519 seed, 32 bytes — HPKE-sealed to `targetPublicKey` in an export bundle
 * signed by the signer key, as export_private_key's. Result `exportWalletAccountResult {address,
 * exportBundle}`. Every parameter is checked before the account is looked up.
 */
export const exportWalletAccount: SubmitRoute = {
  type: 'ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT',
  intentMember: 'exportWalletAccountIntent',
  resultMember: 'exportWalletAccountResult',
  async run(context, caller, parameters): Promise<{ address: string; exportBundle: string }> {
    const address = stringField(parameters, 'address', 'parameters.address', 200);
    const target = await exportTargetKey(parameters);
    const found = findWalletAccount(context, caller.organization.organizationId, address);
    if (found === undefined) throw notFound('parameters.address', "is not the address of a wallet account of the caller's organization");
    const seed = mnemonicSeed(found.wallet.mnemonic);
    const secret = derivePrivateKey(seed, found.account.curve, found.account.path);
    seed.fill(0);
    let exportBundle: string;
    try {
      exportBundle = await context.enclave.sealExportBundle(secret, target, found.wallet.organizationId);
    } finally {
      secret.fill(0);
    }
    return { address: found.account.address, exportBundle };
  },
};
