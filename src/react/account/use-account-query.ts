import { useMutation, useQuery, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { AccountApi, LoginKitError } from '../../core/index';
import { loginKitQueryKeys } from '../query-keys';
import { useLoginKitContext } from '../use-login-kit';
import { useSession } from '../use-session';

/** The signed-in user's account resource `resource` (read afresh for each session), read with `read`. */
export function useAccountQuery<Data>(hook: string, resource: string, read: (account: AccountApi) => Promise<Data>): UseQueryResult<Data, LoginKitError> {
  const { kit, queryClient } = useLoginKitContext(hook);
  const { session } = useSession();
  const sessionKey = session?.publicKey ?? null;
  return useQuery<Data, LoginKitError>(
    {
      queryKey: loginKitQueryKeys.account(kit.options.authProxyConfigId, sessionKey, resource),
      queryFn: async () => read(await kit.account()),
      enabled: sessionKey !== null,
      retry: false,
    },
    queryClient,
  );
}

/**
 * A change to the signed-in user's account: `write` with the account API, then the resources
 * it changes are refetched (the mutation stays pending until they are in).
 */
export function useAccountMutation<Variables, Result>(
  hook: string,
  write: (account: AccountApi, variables: Variables) => Promise<Result>,
  invalidates: readonly string[],
): UseMutationResult<Result, LoginKitError, Variables> {
  const { kit, queryClient } = useLoginKitContext(hook);
  const { session } = useSession();
  const sessionKey = session?.publicKey ?? null;
  return useMutation<Result, LoginKitError, Variables>(
    {
      mutationFn: async (variables) => write(await kit.account(), variables),
      onSuccess: () =>
        Promise.all(
          invalidates.map((resource) => queryClient.invalidateQueries({ queryKey: loginKitQueryKeys.account(kit.options.authProxyConfigId, sessionKey, resource) })),
        ).then(() => undefined),
    },
    queryClient,
  );
}
