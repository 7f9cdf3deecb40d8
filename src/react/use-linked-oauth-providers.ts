import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { LinkedOauthProvider, LoginKitError, OauthEvent, OauthProvider, OauthState } from '../core/internal';
import { loginKitQueryKeys } from './query-keys';
import { useLoginKitContext } from './use-login-kit';
import { useFlowState, useOwnedFlow } from './use-owned-flow';
import { useSession } from './use-session';
import { useWalletKitConfig } from './use-wallet-kit-config';

export interface UseLinkedOauthProvidersResult {
  /** The signed-in user's linked social logins; disabled (never fetched) while signed out. */
  linked: UseQueryResult<LinkedOauthProvider[], LoginKitError>;
  /** The providers the configuration offers, in its order. */
  providers: readonly OauthProvider[];
  /** The linking flow's state (undefined while signed out or while no provider is offered). */
  state: OauthState | undefined;
  /** Links `provider` to the signed-in user (a popup): call it from the click handler itself. */
  link(provider: OauthProvider): void;
  retry(): void;
  back(): void;
}

/**
 * The signed-in user's social logins: the list (`get_oauth_providers`, under
 * `loginKitQueryKeys.linkedOauthProviders`) and linking another provider with the same popup flow
 * as a login (`create_oauth_providers` V2, stamped by the session key). The list is refetched
 * when a link completes.
 */
export function useLinkedOauthProviders(): UseLinkedOauthProvidersResult {
  const { kit, queryClient } = useLoginKitContext('useLinkedOauthProviders');
  const { session } = useSession();
  const config = useWalletKitConfig().data;
  const userId = session?.userId ?? null;
  const queryKey = loginKitQueryKeys.linkedOauthProviders(kit.options.authProxyConfigId, userId);
  const linked = useQuery<LinkedOauthProvider[], LoginKitError>(
    { queryKey, queryFn: () => kit.listLinkedOauthProviders(), enabled: userId !== null, retry: false },
    queryClient,
  );

  const providers = useMemo(() => config?.oauthProviders ?? [], [config]);
  const offered = config !== undefined && providers.length > 0 && userId !== null ? config : undefined;
  // One linking flow per signed-in user (a new user gets a new flow).
  const flow = useOwnedFlow<OauthState, OauthEvent>(kit, offered, (owner, loaded) => owner.createOauthFlow(loaded, { intent: 'link' }), userId === null ? 0 : hash(userId));
  const state = useFlowState(flow);
  const linkedNow = state?.status === 'linked';
  useEffect(() => {
    if (linkedNow) void queryClient.invalidateQueries({ queryKey: loginKitQueryKeys.linkedOauthProviders(kit.options.authProxyConfigId, userId) });
  }, [linkedNow, queryClient, kit, userId]);

  const send = useCallback((event: OauthEvent) => flow?.send(event), [flow]);
  return useMemo(
    () => ({
      linked,
      providers,
      state: offered === undefined ? undefined : state,
      link: (provider: OauthProvider) => send({ type: 'link', provider }),
      retry: () => send({ type: 'retry' }),
      back: () => send({ type: 'back' }),
    }),
    [linked, providers, offered, state, send],
  );
}

/** A small number per user id, for the flow's generation. */
function hash(text: string): number {
  let value = 0;
  for (let index = 0; index < text.length; index += 1) value = (value * 31 + text.charCodeAt(index)) | 0;
  return value;
}
