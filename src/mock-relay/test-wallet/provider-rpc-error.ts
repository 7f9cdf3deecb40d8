/**
 * EIP-1193 errors: an `Error` with a numeric `code` (a ProviderRpcError). The Solana wallet uses
 * the same codes (what Phantom and others throw; the Wallet Standard defines no error type).
 */
export const rpcErrorCodes = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
} as const;

export interface ProviderRpcError extends Error {
  code: number;
  data?: unknown;
}

/** A ProviderRpcError with `code` and `message`. */
export function providerRpcError(code: number, message: string): ProviderRpcError {
  const error = new Error(message) as ProviderRpcError;
  error.name = 'ProviderRpcError';
  error.code = code;
  return error;
}

export const userRejected = (): ProviderRpcError => providerRpcError(rpcErrorCodes.userRejected, 'User rejected the request.');
export const walletLocked = (): ProviderRpcError => providerRpcError(rpcErrorCodes.unauthorized, 'locked');
export const walletDisconnected = (): ProviderRpcError => providerRpcError(rpcErrorCodes.disconnected, 'The test wallet was uninstalled: disconnected.');
