import type { EmbeddedWallet, EmbeddedWalletAccount, PrivateKey } from '../../../core/internal';

const at = { seconds: '1767225600', nanos: '0' };

/** A private key as list_private_keys reads it (Turnkey's `v1PrivateKey`), with `fields` over the defaults. */
export function privateKeyRecord(fields: Partial<PrivateKey> & { privateKeyId: string }): PrivateKey {
  return {
    publicKey: `04${'11'.repeat(64)}`,
    privateKeyName: fields.privateKeyId,
    curve: 'CURVE_SECP256K1',
    addresses: [],
    privateKeyTags: [],
    createdAt: at,
    updatedAt: at,
    exported: false,
    imported: false,
    ...fields,
  };
}

/** An embedded wallet as list_wallets reads it (Turnkey's `v1Wallet`). */
export function walletRecord(fields: Partial<EmbeddedWallet> & { walletId: string }): EmbeddedWallet {
  return { walletName: fields.walletId, createdAt: at, updatedAt: at, exported: false, imported: false, ...fields };
}

/** A wallet account as list_wallet_accounts reads it (Turnkey's `v1WalletAccount`): an Ethereum account by default. */
export function walletAccountRecord(fields: Partial<EmbeddedWalletAccount> & { walletId: string; address: string }): EmbeddedWalletAccount {
  return {
    walletAccountId: `${fields.walletId}-account`,
    organizationId: 'org-ada',
    curve: 'CURVE_SECP256K1',
    pathFormat: 'PATH_FORMAT_BIP32',
    path: "m/44'/60'/0'/0/0",
    addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}
