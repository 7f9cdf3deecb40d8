import { useMutation, useQuery, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import type { LoginKitError, Authenticator } from '../core/internal';
import { loginKitQueryKeys } from './query-keys';
import { useLoginKitContext } from './use-login-kit';
import { useSession } from './use-session';

/** What `add` takes: an optional name for the new passkey (the kit picks one without it). */
export interface AddPasskeyVariables {
  name?: string;
}

export interface UsePasskeysResult {
  /** The signed-in user's passkeys; disabled (never fetched) while signed out. */
  passkeys: UseQueryResult<Authenticator[], LoginKitError>;
  /** Creates and registers a passkey; call `mutate` from the click handler itself (see below). */
  add: UseMutationResult<Authenticator, LoginKitError, AddPasskeyVariables>;
  /** Deletes a passkey by its authenticatorId. */
  remove: UseMutationResult<void, LoginKitError, string>;
}

/**
 * The signed-in user's passkeys with react-query: the list under
 * `loginKitQueryKeys.passkeys(configId, userId)`, refetched after every add and remove (the
 * mutations stay pending until the refetched list is in).
 *
 * `add.mutate` / `add.mutateAsync` call `kit.passkeys.add` synchronously, inside your click
 * handler, so the browser's create prompt keeps the user's gesture; react-query then tracks the
 * started request. Call them directly from `onClick`, with nothing awaited before.
 */
export function usePasskeys(): UsePasskeysResult {
  const { kit, queryClient } = useLoginKitContext('usePasskeys');
  const { session } = useSession();
  const userId = session?.userId ?? null;
  const queryKey = loginKitQueryKeys.passkeys(kit.options.authProxyConfigId, userId);

  const passkeys = useQuery<Authenticator[], LoginKitError>(
    { queryKey, queryFn: () => kit.passkeys.list(), enabled: userId !== null, retry: false },
    queryClient,
  );

  /** Ceremonies started in the click, by the variables react-query hands on to mutationFn. */
  const started = useRef(new Map<AddPasskeyVariables, Promise<Authenticator>>());
  const refetchList = (): Promise<void> => queryClient.invalidateQueries({ queryKey });

  const addMutation = useMutation<Authenticator, LoginKitError, AddPasskeyVariables>(
    {
      mutationFn: (variables) => {
        const running = started.current.get(variables);
        started.current.delete(variables);
        return running ?? kit.passkeys.add(variables?.name);
      },
      onSuccess: refetchList,
      // The ceremony has already started in the click: never hold the mutation back as "offline".
      networkMode: 'always',
    },
    queryClient,
  );
  const remove = useMutation<void, LoginKitError, string>(
    { mutationFn: (authenticatorId) => kit.passkeys.remove(authenticatorId), onSuccess: refetchList },
    queryClient,
  );

  const { mutate, mutateAsync } = addMutation;
  const add = useMemo<UsePasskeysResult['add']>(() => {
    const start = (variables: AddPasskeyVariables): void => {
      const running = kit.passkeys.add(variables?.name);
      // react-query reports the failure; this only keeps the promise from going unhandled meanwhile.
      running.catch(() => undefined);
      started.current.set(variables, running);
    };
    return {
      ...addMutation,
      mutate: (variables, options) => {
        start(variables);
        mutate(variables, options);
      },
      mutateAsync: (variables, options) => {
        start(variables);
        return mutateAsync(variables, options);
      },
    };
  }, [addMutation, mutate, mutateAsync, kit]);

  return useMemo(() => ({ passkeys, add, remove }), [passkeys, add, remove]);
}
