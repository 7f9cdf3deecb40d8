import type { KitConfig } from '../../core/index';
import type { Strings } from '../locales/en';

/** The dialog's description for screen readers: the ways to log in that the configuration offers. */
export function loginDescription(config: KitConfig | undefined, strings: Strings): string {
  const base = baseDescription(config, strings);
  return config?.showWallet ? `${base} ${strings.descriptionWallet}` : base;
}

function baseDescription(config: KitConfig | undefined, strings: Strings): string {
  const providers = config?.oauthProviders ?? [];
  if (providers.length === 0) return config?.showPasskey ? strings.descriptionWithPasskey : strings.description;
  return strings.descriptionWithSocial(
    providers.map((provider) => strings.oauthProviderName[provider]),
    { code: config !== undefined && config.otpChannels.length > 0, passkey: config?.showPasskey ?? false },
  );
}
