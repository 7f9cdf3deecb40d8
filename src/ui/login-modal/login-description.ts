import type { KitConfig } from '../../core/internal';
import type { Strings } from '../locales/en';

/**
 * The dialog's description for screen readers: the ways to log in that the configuration offers;
 * wallets only while some may be installed (`noWallet`: the page's discovery found none).
 */
export function loginDescription(config: KitConfig | undefined, strings: Strings, noWallet = false): string {
  const base = baseDescription(config, strings);
  return config?.showWallet && !noWallet ? `${base} ${strings.descriptionWallet}` : base;
}

function baseDescription(config: KitConfig | undefined, strings: Strings): string {
  const providers = config?.oauthProviders ?? [];
  if (providers.length === 0) return config?.showPasskey ? strings.descriptionWithPasskey : strings.description;
  return strings.descriptionWithSocial(
    providers.map((provider) => strings.oauthProviderName[provider]),
    { code: config !== undefined && config.otpChannels.length > 0, passkey: config?.showPasskey ?? false },
  );
}
