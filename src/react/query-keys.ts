/** react-query keys used by loginkit; invalidate `loginKitQueryKeys.all` to refetch everything. */
export const loginKitQueryKeys = {
  all: ['loginkit'] as const,
  /** wallet_kit_config of one relay configuration (`X-Auth-Proxy-Config-Id`). */
  config: (configId: string) => ['loginkit', 'config', configId] as const,
};
