import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Authenticator, AuthenticationType, LinkedOauthProvider, LoginKitError } from '../../core/internal';
import { loginKitQueryKeys } from '../query-keys';
import { useLoginKitContext } from '../use-login-kit';
import { useSession } from '../use-session';
import { useWalletKitConfig } from '../use-wallet-kit-config';
import { useAccountQuery } from './use-account-query';

/** The ways a person can verify in this browser, in the order the account panel offers them. */
export const mfaBrowserMethods: readonly AuthenticationType[] = [
  'AUTHENTICATION_TYPE_PASSKEY',
  'AUTHENTICATION_TYPE_EMAIL_OTP',
  'AUTHENTICATION_TYPE_SMS_OTP',
  'AUTHENTICATION_TYPE_OAUTH',
  'AUTHENTICATION_TYPE_SESSION',
];

export interface UseMfaMethodsResult {
  /**
   * The methods an MFA policy of the signed-in user can ask for that this person can then
   * complete here: a passkey when the account has one, an email (SMS) code when it has an email
   * address (phone number) and the app sends codes by email (SMS), a social login when a linked
   * one is offered by the app, and this session always. API keys are a server's, never offered.
   * Until the reads are in, only what is known so far.
   */
  methods: AuthenticationType[];
  /** Some of the reads (profile, passkeys, linked social logins, configuration) are still running. */
  isPending: boolean;
}

/**
 * What the signed-in user can verify with, for choosing the steps of a new MFA policy. Shares
 * the profile, passkey and linked-login reads (and their caches) with useUser, usePasskeys and
 * useLinkedOauthProviders.
 */
export function useMfaMethods(): UseMfaMethodsResult {
  const { kit, queryClient } = useLoginKitContext('useMfaMethods');
  const { session } = useSession();
  const userId = session?.userId ?? null;
  const configId = kit.options.authProxyConfigId;
  const user = useAccountQuery('useMfaMethods', 'user', (account, signal) => account.getUser(undefined, { signal }));
  const passkeys = useQuery<Authenticator[], LoginKitError>(
    { queryKey: loginKitQueryKeys.passkeys(configId, userId), queryFn: () => kit.passkeys.list(), enabled: userId !== null, retry: false },
    queryClient,
  );
  const linked = useQuery<LinkedOauthProvider[], LoginKitError>(
    { queryKey: loginKitQueryKeys.linkedOauthProviders(configId, userId), queryFn: () => kit.listLinkedOauthProviders(), enabled: userId !== null, retry: false },
    queryClient,
  );
  const config = useWalletKitConfig();

  const profile = user.data;
  const channels = config.data?.otpChannels;
  const offered = config.data?.oauthProviders;
  const hasPasskey = (passkeys.data?.length ?? 0) > 0;
  const linkedData = linked.data;
  const isPending = user.isPending || passkeys.isPending || linked.isPending || config.isPending;
  return useMemo(() => {
    const has: Record<AuthenticationType, boolean> = {
      AUTHENTICATION_TYPE_PASSKEY: hasPasskey,
      AUTHENTICATION_TYPE_EMAIL_OTP: Boolean(profile?.userEmail) && channels?.includes('email') === true,
      AUTHENTICATION_TYPE_SMS_OTP: Boolean(profile?.userPhoneNumber) && channels?.includes('sms') === true,
      AUTHENTICATION_TYPE_OAUTH: (linkedData ?? []).some((item) => (offered ?? []).some((provider) => provider === item.providerName)),
      AUTHENTICATION_TYPE_SESSION: true,
      AUTHENTICATION_TYPE_API_KEY: false,
    };
    return { methods: mfaBrowserMethods.filter((method) => has[method]), isPending };
  }, [hasPasskey, profile, channels, linkedData, offered, isPending]);
}
