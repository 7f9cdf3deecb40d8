import type { SignupApiKey } from '../transport/relay-types';
import type { WalletAccount } from './wallet-types';

/** The API key a wallet logs in with: its curve, and the name Turnkey's kit gives it (`wallet-auth:<key>`). */
export function walletApiKey(account: Pick<WalletAccount, 'chain'>, publicKey: string): SignupApiKey {
  return { apiKeyName: `wallet-auth:${publicKey}`, publicKey, curveType: account.chain === 'ethereum' ? 'API_KEY_CURVE_SECP256K1' : 'API_KEY_CURVE_ED25519' };
}
