import { useMutation, useQuery, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { LoginKitError, type AccountApi } from '../../core/internal';
import { loginKitQueryKeys } from '../query-keys';
import { useLoginKitContext } from '../use-login-kit';
import { useSession } from '../use-session';

/**
 * A change to the signed-in user's account, with `cancel()`: the request under way is aborted and
 * each mutation under way fails at once with `network` (`details.aborted: true`). A submit that reached the
 * service may still complete: the resources it changes are refetched either way.
 */
export type AccountMutationResult<Result, Variables> = UseMutationResult<Result, LoginKitError, Variables> & {
  /** Stops waiting for the requests under way (nothing when none is). */
  cancel(): void;
};

/** The signed-in user's account resource `resource` (read afresh for each session), read with `read` (its requests end when react-query cancels the query). */
export function useAccountQuery<Data>(
  hook: string,
  resource: string,
  read: (account: AccountApi, signal: AbortSignal) => Promise<Data>,
): UseQueryResult<Data, LoginKitError> {
  const { kit, queryClient } = useLoginKitContext(hook);
  const { session } = useSession();
  const sessionKey = session?.publicKey ?? null;
  return useQuery<Data, LoginKitError>(
    {
      queryKey: loginKitQueryKeys.account(kit.options.authProxyConfigId, sessionKey, resource),
      queryFn: async ({ signal }) => read(await kit.account(), signal),
      enabled: sessionKey !== null,
      retry: false,
    },
    queryClient,
  );
}

/** The error a cancelled account request fails with (as the transport's own aborted calls do). */
function cancelled(): LoginKitError {
  return new LoginKitError('network', 'the account request was cancelled', { details: { aborted: true } });
}

/** `task`, or a `cancelled()` rejection as soon as `signal` is aborted, whichever comes first. */
function untilAborted<Result>(signal: AbortSignal, task: Promise<Result>): Promise<Result> {
  if (signal.aborted) return Promise.reject(cancelled());
  return new Promise<Result>((resolve, reject) => {
    const onAbort = (): void => reject(cancelled());
    signal.addEventListener('abort', onAbort, { once: true });
    task.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * A change to the signed-in user's account: `write` with the account API (passing `signal` on to
 * its calls), then the resources it changes are refetched (the mutation stays pending until they
 * are in). `cancel()` aborts the changes under way.
 */
export function useAccountMutation<Variables, Result>(
  hook: string,
  write: (account: AccountApi, variables: Variables, signal: AbortSignal) => Promise<Result>,
  invalidates: readonly string[],
): AccountMutationResult<Result, Variables> {
  const { kit, queryClient } = useLoginKitContext(hook);
  const { session } = useSession();
  const sessionKey = session?.publicKey ?? null;
  const running = useRef(new Set<AbortController>());
  const refetch = (): Promise<void> =>
    Promise.all(
      invalidates.map((resource) => queryClient.invalidateQueries({ queryKey: loginKitQueryKeys.account(kit.options.authProxyConfigId, sessionKey, resource) })),
    ).then(() => undefined);
  const mutation = useMutation<Result, LoginKitError, Variables>(
    {
      mutationFn: async (variables) => {
        const controller = new AbortController();
        running.current.add(controller);
        try {
          return await untilAborted(
            controller.signal,
            kit.account().then((account) => write(account, variables, controller.signal)),
          );
        } finally {
          running.current.delete(controller);
        }
      },
      onSuccess: refetch,
      // A cancelled submit may have gone through: show what the service has.
      onError: (error) => {
        if (error.details.aborted === true) void refetch();
      },
    },
    queryClient,
  );
  const cancel = useCallback(() => {
    for (const controller of running.current) controller.abort();
  }, []);
  return { ...mutation, cancel };
}
