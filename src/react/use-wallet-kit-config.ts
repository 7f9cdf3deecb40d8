import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { KitConfig, LoginKitError } from '../core/internal';
import { loginKitQueryKeys } from './query-keys';
import { useLoginKitContext } from './use-login-kit';

/**
 * The relay's wallet_kit_config merged with local options, loaded once and cached for the
 * page's life. The kit's transport already retries, so the query itself does not.
 */
export function useWalletKitConfig(): UseQueryResult<KitConfig, LoginKitError> {
  const { kit, queryClient } = useLoginKitContext('useWalletKitConfig');
  return useQuery<KitConfig, LoginKitError>(
    {
      queryKey: loginKitQueryKeys.config(kit.options.authProxyConfigId),
      queryFn: ({ signal }) => kit.loadConfig({ signal }),
      staleTime: Infinity,
      retry: false,
    },
    queryClient,
  );
}

/**
 * Loads the configuration again, now: after a failure, and also while a first load still waits
 * (react-query would otherwise hand back the load under way, however stalled).
 */
export function useReloadWalletKitConfig(): () => void {
  const { kit, queryClient } = useLoginKitContext('useWalletKitConfig');
  const configId = kit.options.authProxyConfigId;
  return useCallback(() => {
    const queryKey = loginKitQueryKeys.config(configId);
    // A fresh request in the kit first (a stalled one is ended), which the refetch then shares.
    kit.loadConfig({ reload: true }).catch(() => undefined);
    void queryClient.cancelQueries({ queryKey }).then(() => queryClient.refetchQueries({ queryKey, type: 'active' }));
  }, [kit, queryClient, configId]);
}
