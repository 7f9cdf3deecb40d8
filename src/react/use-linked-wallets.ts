import { useMutation, useQuery, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { LinkedWallet, LoginKitError, WalletAccount } from '../core/internal';
import { loginKitQueryKeys } from './query-keys';
import { useLoginKitContext } from './use-login-kit';
import { useSession } from './use-session';

export interface UseLinkedWalletsResult {
  /** The signed-in user's linked wallets; disabled (never fetched) while signed out. */
  linked: UseQueryResult<LinkedWallet[], LoginKitError>;
  /**
   * Links a wallet (connect; Ethereum: one signature) with `create_api_keys`; the list is
   * refetched after. A wallet linked to any account already fails with `already_exists`.
   */
  link: UseMutationResult<LinkedWallet, LoginKitError, { walletId: string; account?: WalletAccount }>;
}

/** The signed-in user's external wallets (`get_api_keys`, under `loginKitQueryKeys.linkedWallets`) and linking another. */
export function useLinkedWallets(): UseLinkedWalletsResult {
  const { kit, queryClient } = useLoginKitContext('useLinkedWallets');
  const { session } = useSession();
  const userId = session?.userId ?? null;
  const queryKey = loginKitQueryKeys.linkedWallets(kit.options.authProxyConfigId, userId);
  const linked = useQuery<LinkedWallet[], LoginKitError>({ queryKey, queryFn: () => kit.listLinkedWallets(), enabled: userId !== null, retry: false }, queryClient);
  const link = useMutation<LinkedWallet, LoginKitError, { walletId: string; account?: WalletAccount }>(
    {
      mutationFn: ({ walletId, account }) => kit.linkWallet(walletId, account),
      onSettled: () => queryClient.invalidateQueries({ queryKey }),
    },
    queryClient,
  );
  return { linked, link };
}
