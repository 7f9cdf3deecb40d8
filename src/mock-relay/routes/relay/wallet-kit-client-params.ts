import type { WalletKitClientParamsResponse } from '../../../core/transport/relay-types';
import type { RouteContext } from '../../route-context';

/**
 * `POST /v1/wallet_kit_client_params` (protocol.md section 15): the captcha site key when the
 * configuration has one (`captchaSiteKey`), else `{}`.
 */
export function walletKitClientParams(context: RouteContext): WalletKitClientParamsResponse {
  const siteKey = context.config.captchaSiteKey;
  return siteKey === undefined ? {} : { turnstileSiteKey: siteKey };
}
