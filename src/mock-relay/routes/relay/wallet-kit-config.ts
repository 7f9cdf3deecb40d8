import type { WalletKitConfigResponse } from '../../../core/transport/relay-types';
import type { RouteContext } from '../../route-context';

/**
 * `POST /v1/wallet_kit_config` (protocol.md section 11): the relay configuration as the kit
 * reads it. Numbers travel as strings; optional settings appear only when configured.
 */
export function walletKitConfig(context: RouteContext): WalletKitConfigResponse {
  const config = context.config;
  const response: WalletKitConfigResponse = {
    enabledProviders: [...config.enabledProviders],
    sessionExpirationSeconds: String(config.sessionExpirationSeconds),
    organizationId: config.organizationId,
    otpAlphanumeric: config.otpAlphanumeric,
    otpLength: String(config.otpLength),
  };
  if (config.oauthClientIds !== undefined) response.oauthClientIds = { ...config.oauthClientIds };
  if (config.oauthRedirectUrl !== undefined) response.oauthRedirectUrl = config.oauthRedirectUrl;
  if (config.appName !== undefined) response.appName = config.appName;
  if (config.logoUrl !== undefined) response.logoUrl = config.logoUrl;
  if (config.socialLinkingClientIds !== undefined) response.socialLinkingClientIds = [...config.socialLinkingClientIds];
  if (config.showPasskey !== undefined) response.showPasskey = config.showPasskey;
  if (config.showWallet !== undefined) response.showWallet = config.showWallet;
  return response;
}
