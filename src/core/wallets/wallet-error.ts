import { LoginKitError } from '../errors';

/** EIP-1193 provider error codes (and MetaMask's "request already pending"). */
const providerCodes: Record<number, { code: LoginKitError['code']; says: string }> = {
  4001: { code: 'wallet_rejected', says: 'the request was rejected in the wallet' },
  4100: { code: 'wallet_locked', says: 'the wallet is locked or has not allowed this site' },
  4200: { code: 'wallet_unavailable', says: 'the wallet does not support this request' },
  4900: { code: 'wallet_unavailable', says: 'the wallet is disconnected' },
  4901: { code: 'wallet_unavailable', says: 'the wallet is disconnected from this chain' },
  [-32002]: { code: 'wallet_pending', says: 'the wallet already has a request open' },
};

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/**
 * A wallet's failure as a LoginKitError naming the wallet and the request: EIP-1193 codes
 * (4001 rejected, 4100 locked, 4900 disconnected, -32002 pending), Wallet Standard rejections (an
 * Error whose name or message says the user rejected it, as Phantom and Solflare throw), anything
 * else `wallet_unavailable` with the wallet's own message.
 */
export function walletError(error: unknown, walletName: string, request: string): LoginKitError {
  if (error instanceof LoginKitError) return error;
  const code = field(error, 'code');
  const message = String(field(error, 'message') ?? error);
  const known = typeof code === 'number' ? providerCodes[code] : undefined;
  const details = { wallet: walletName, request, ...(typeof code === 'number' ? { walletCode: code } : {}) };
  if (known !== undefined) return new LoginKitError(known.code, `${walletName}: ${request}: ${known.says} (${message})`, { cause: error, details });
  const name = String(field(error, 'name') ?? '');
  if (/reject|denied|declin|cancel/i.test(`${name} ${message}`)) {
    return new LoginKitError('wallet_rejected', `${walletName}: ${request}: the request was rejected in the wallet (${message})`, { cause: error, details });
  }
  return new LoginKitError('wallet_unavailable', `${walletName}: ${request} failed: ${message}`, { cause: error, details });
}
