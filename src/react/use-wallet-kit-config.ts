import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { KitConfig, LoginKitError } from '../core/index';
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
      queryFn: () => kit.loadConfig(),
      staleTime: Infinity,
      retry: false,
    },
    queryClient,
  );
}
