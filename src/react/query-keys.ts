/** react-query keys used by loginkit; invalidate `loginKitQueryKeys.all` to refetch everything. */
export const loginKitQueryKeys = {
  all: ['loginkit'] as const,
  /** wallet_kit_config of one relay configuration (`X-Auth-Proxy-Config-Id`). */
  config: (configId: string) => ['loginkit', 'config', configId] as const,
  /** The passkeys of one user (`null` while signed out) of one relay configuration. */
  passkeys: (configId: string, userId: string | null) => ['loginkit', 'passkeys', configId, userId] as const,
  /** The social logins linked to one user (`null` while signed out) of one relay configuration. */
  linkedOauthProviders: (configId: string, userId: string | null) => ['loginkit', 'oauth-providers', configId, userId] as const,
  /** The external wallets linked to one user (`null` while signed out) of one relay configuration. */
  linkedWallets: (configId: string, userId: string | null) => ['loginkit', 'wallets', configId, userId] as const,
  /**
   * One account resource (`user`, `api-keys`, `webhooks`, …) as one session sees it (`null` while
   * signed out): a new login starts with fresh reads, since what a key may read can differ.
   */
  account: (configId: string, sessionKey: string | null, resource: string) => ['loginkit', 'account', configId, sessionKey, resource] as const,
};
