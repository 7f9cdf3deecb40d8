/** react-query keys used by loginkit; invalidate `loginKitQueryKeys.all` to refetch everything. */
export const loginKitQueryKeys = {
  all: ['loginkit'] as const,
  /** wallet_kit_config of one relay configuration (`X-Auth-Proxy-Config-Id`). */
  config: (configId: string) => ['loginkit', 'config', configId] as const,
  /** The passkeys of one user (`null` while signed out) of one relay configuration. */
  passkeys: (configId: string, userId: string | null) => ['loginkit', 'passkeys', configId, userId] as const,
  /** The social logins linked to one user (`null` while signed out) of one relay configuration. */
  linkedOauthProviders: (configId: string, userId: string | null) => ['loginkit', 'oauth-providers', configId, userId] as const,
  /** One account resource (`user`, `api-keys`, `webhooks`, …) of one user of one relay configuration. */
  account: (configId: string, userId: string | null, resource: string) => ['loginkit', 'account', configId, userId, resource] as const,
};
