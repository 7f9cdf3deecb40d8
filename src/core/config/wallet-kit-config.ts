/**
 * `wallet_kit_config` (protocol.md section 11): validated as it arrives, then merged with local
 * options into the KitConfig the flows and the modal act on. The server wins for OTP length,
 * alphabet and session length; local options may only narrow and reorder the login methods, the
 * OTP channels and the social providers. The extension members Turnkey's relay never sends each
 * have a local option: `appName` and `logoUrl` (the relay's value wins when it sends one),
 * `showPasskey` and `showWallet` (the `methods` option leaves a method out); `socialLinkingClientIds`
 * is the relay's own business (which Google logins it links), read and not acted on here. Every
 * disagreement is listed in `differences`.
 */
import type { OauthProvider } from '../flows/oauth/oauth.types';
import type { OtpChannel } from '../flows/otp/otp.types';
import type { EnabledProvider, WalletKitConfigResponse } from '../transport/relay-types';
import { badResponse, cappedResponseString, isRecord } from '../transport/validate';
import type { KitConfig } from './kit-config';
import { narrowAndReorder, serverMethodOrder, type LoginMethodGroup } from './login-methods';
import { isSafeLogoUrl } from './safe-logo-url';

const endpoint = 'wallet_kit_config';
const knownProviders: readonly EnabledProvider[] = ['email', 'sms', 'passkey', 'wallet', 'google', 'apple', 'x', 'discord', 'facebook'];
const oauthClientProviders = ['google', 'apple', 'x', 'discord'] as const;
const otpChannelOrder: readonly OtpChannel[] = ['email', 'sms'];
const isOauthProvider = (provider: EnabledProvider): provider is OauthProvider => (oauthClientProviders as readonly string[]).includes(provider);

/** Session lifetimes above a year are treated as a broken configuration. */
const maxSessionSeconds = 31_536_000;

/**
 * Caps on the configuration's strings and lists (the relay is untrusted: a member over its cap is
 * `response_invalid` naming it), each far above what a real configuration holds.
 */
export const walletKitConfigLimits = {
  /** The organization id: a UUID, 36 characters. */
  organizationId: 256,
  /** The app's name, shown in the modal's title: a few words. */
  appName: 256,
  /** An https: URL (about 100 characters) or a data:image/ URI of a small logo (a few KB). */
  logoUrl: 65_536,
  /** The OAuth redirect URL: about 100 characters (browsers accept URLs up to about 2 KB in many places). */
  oauthRedirectUrl: 2048,
  /** An OAuth client id: Google's are 72 characters. */
  clientId: 512,
  /** socialLinkingClientIds: one per provider, four today. */
  socialLinkingClientIds: 32,
  /** enabledProviders: nine known providers (unknown ones are ignored). */
  enabledProviders: 64,
  /** A decimal integer as a string (otpLength, sessionExpirationSeconds). */
  integer: 20,
} as const;

export const defaultOtpLength = 6;
export const defaultSessionExpirationSeconds = 900;

function optionalOf<T>(body: Record<string, unknown>, field: string, check: (value: unknown) => value is T, expected: string): T | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!check(value)) throw badResponse(endpoint, field, `is not ${expected}`);
  return value;
}

/** An optional string member of at most `maxLength` characters (`response_invalid` naming `path` otherwise). */
function optionalText(body: Record<string, unknown>, field: string, maxLength: number, path = field): string | undefined {
  const value = optionalOf(body, field, isString, 'a string');
  return value === undefined ? undefined : cappedResponseString(value, path, endpoint, maxLength);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

/** A decimal integer given as a string (the wire form) or a number (tolerated), within bounds. */
function integerString(body: Record<string, unknown>, field: string, min: number, max: number): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || text.length > walletKitConfigLimits.integer || !/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw badResponse(endpoint, field, `must be an integer from ${min} to ${max}`);
  }
  return String(Number(text));
}

/**
 * Validates a wallet_kit_config response body. Unknown providers and unknown fields are
 * ignored; a missing organizationId, a bad otpLength ("6".."9") or sessionExpirationSeconds,
 * a mistyped optional field, or a string or list over its cap (`walletKitConfigLimits`) is
 * `response_invalid` naming the field.
 */
export function parseWalletKitConfig(json: unknown): WalletKitConfigResponse {
  if (!isRecord(json)) throw badResponse(endpoint, 'body', 'is not a JSON object');
  if (!Array.isArray(json.enabledProviders)) throw badResponse(endpoint, 'enabledProviders', 'is not an array');
  if (json.enabledProviders.length > walletKitConfigLimits.enabledProviders) {
    throw badResponse(endpoint, 'enabledProviders', `has more than ${walletKitConfigLimits.enabledProviders} items`);
  }
  const enabledProviders = [
    ...new Set(json.enabledProviders.filter((item): item is EnabledProvider => knownProviders.includes(item as EnabledProvider))),
  ];
  const organizationId = json.organizationId;
  if (typeof organizationId !== 'string' || organizationId === '') throw badResponse(endpoint, 'organizationId', 'is missing or empty');
  cappedResponseString(organizationId, 'organizationId', endpoint, walletKitConfigLimits.organizationId);

  const config: WalletKitConfigResponse = { enabledProviders, organizationId };
  const sessionExpirationSeconds = integerString(json, 'sessionExpirationSeconds', 1, maxSessionSeconds);
  if (sessionExpirationSeconds !== undefined) config.sessionExpirationSeconds = sessionExpirationSeconds;
  const otpLength = integerString(json, 'otpLength', 6, 9);
  if (otpLength !== undefined) config.otpLength = otpLength;

  const otpAlphanumeric = optionalOf(json, 'otpAlphanumeric', isBoolean, 'a boolean');
  if (otpAlphanumeric !== undefined) config.otpAlphanumeric = otpAlphanumeric;
  const showPasskey = optionalOf(json, 'showPasskey', isBoolean, 'a boolean');
  if (showPasskey !== undefined) config.showPasskey = showPasskey;
  const showWallet = optionalOf(json, 'showWallet', isBoolean, 'a boolean');
  if (showWallet !== undefined) config.showWallet = showWallet;
  const appName = optionalText(json, 'appName', walletKitConfigLimits.appName);
  if (appName !== undefined && appName !== '') config.appName = appName;
  const logoUrl = optionalText(json, 'logoUrl', walletKitConfigLimits.logoUrl);
  if (logoUrl !== undefined && logoUrl !== '') config.logoUrl = logoUrl;
  const oauthRedirectUrl = optionalText(json, 'oauthRedirectUrl', walletKitConfigLimits.oauthRedirectUrl);
  if (oauthRedirectUrl !== undefined && oauthRedirectUrl !== '') config.oauthRedirectUrl = oauthRedirectUrl;
  const socialLinkingClientIds = optionalOf(json, 'socialLinkingClientIds', isStringArray, 'an array of strings');
  if (socialLinkingClientIds !== undefined) {
    if (socialLinkingClientIds.length > walletKitConfigLimits.socialLinkingClientIds) {
      throw badResponse(endpoint, 'socialLinkingClientIds', `has more than ${walletKitConfigLimits.socialLinkingClientIds} items`);
    }
    socialLinkingClientIds.forEach((id, index) => cappedResponseString(id, `socialLinkingClientIds[${index}]`, endpoint, walletKitConfigLimits.clientId));
    config.socialLinkingClientIds = socialLinkingClientIds;
  }

  const clientIds = optionalOf(json, 'oauthClientIds', isRecord, 'an object');
  if (clientIds !== undefined) {
    const oauthClientIds: NonNullable<WalletKitConfigResponse['oauthClientIds']> = {};
    for (const provider of oauthClientProviders) {
      const id = optionalText(clientIds, provider, walletKitConfigLimits.clientId, `oauthClientIds.${provider}`);
      if (id !== undefined && id !== '') oauthClientIds[provider] = id;
    }
    config.oauthClientIds = oauthClientIds;
  }
  return config;
}

export interface LocalConfigOptions {
  /** The app's name, where the relay's configuration names none (Turnkey's relay never does). */
  appName?: string;
  /** The modal's logo (`https:` or `data:image/`), where the relay's configuration has none (Turnkey's relay never does). */
  logoUrl?: string;
  /** Channels to offer, in display order; only channels the relay enables survive. */
  otpChannels?: readonly OtpChannel[];
  /** Login methods to show, in display order; only methods the relay offers survive. */
  methods?: readonly LoginMethodGroup[];
  /** Social providers to offer, in display order; only providers the relay offers survive. */
  oauthProviders?: readonly OauthProvider[];
}

export interface MergedKitConfig {
  config: KitConfig;
  /** One line per local option the relay's configuration overrode or a value that was dropped. */
  differences: string[];
}

/** Merges a validated wallet_kit_config with local options into the KitConfig. */
export function toKitConfig(response: WalletKitConfigResponse, local: LocalConfigOptions = {}): MergedKitConfig {
  const differences: string[] = [];
  const enabled = new Set(response.enabledProviders);
  const serverChannels = response.enabledProviders.filter((provider): provider is OtpChannel => otpChannelOrder.includes(provider as OtpChannel));

  const otpChannels = narrowAndReorder([...new Set(serverChannels)], local.otpChannels, 'otpChannels', differences);

  const config: KitConfig = {
    organizationId: response.organizationId,
    otpChannels,
    otpLength: response.otpLength === undefined ? defaultOtpLength : Number(response.otpLength),
    otpAlphanumeric: response.otpAlphanumeric ?? false,
    sessionExpirationSeconds:
      response.sessionExpirationSeconds === undefined ? defaultSessionExpirationSeconds : Number(response.sessionExpirationSeconds),
    showPasskey: enabled.has('passkey') && response.showPasskey !== false,
    showWallet: enabled.has('wallet') && response.showWallet !== false,
  };
  const oauthClientIds: Partial<Record<OauthProvider, string>> = {};
  for (const provider of oauthClientProviders) {
    const id = response.oauthClientIds?.[provider];
    if (typeof id === 'string' && id !== '') oauthClientIds[provider] = id;
  }
  config.oauthClientIds = oauthClientIds;
  const serverProviders: OauthProvider[] = [];
  for (const provider of new Set(response.enabledProviders.filter(isOauthProvider))) {
    if (oauthClientIds[provider] !== undefined) serverProviders.push(provider);
    else differences.push(`oauthProviders: "${provider}" is enabled but has no client id in oauthClientIds and is not offered`);
  }
  config.oauthProviders = narrowAndReorder(serverProviders, local.oauthProviders, 'oauthProviders', differences);
  const offered = new Set<LoginMethodGroup>();
  if (otpChannels.length > 0) offered.add('code');
  if (config.oauthProviders.length > 0) offered.add('social');
  if (config.showPasskey) offered.add('passkey');
  if (config.showWallet) offered.add('wallet');
  config.methodOrder = narrowAndReorder(serverMethodOrder(response.enabledProviders, offered), local.methods, 'methods', differences);
  // A method left out locally is not shown: its part of the configuration goes with it.
  if (!config.methodOrder.includes('code')) config.otpChannels = [];
  if (!config.methodOrder.includes('social')) config.oauthProviders = [];
  if (!config.methodOrder.includes('passkey')) config.showPasskey = false;
  if (!config.methodOrder.includes('wallet')) config.showWallet = false;
  if (response.oauthRedirectUrl !== undefined) config.oauthRedirectUrl = response.oauthRedirectUrl;
  // The extensions (protocol.md section 11): the relay's value when it sends one, else the local option.
  const appName = response.appName ?? local.appName;
  if (response.appName !== undefined && local.appName !== undefined && local.appName !== response.appName) {
    differences.push(`appName: the relay configuration's "${response.appName}" is shown, not the local "${local.appName}"`);
  }
  if (appName !== undefined) config.appName = appName;
  const logoUrl = response.logoUrl ?? local.logoUrl;
  if (response.logoUrl !== undefined && local.logoUrl !== undefined && local.logoUrl !== response.logoUrl) {
    differences.push("logoUrl: the relay configuration's logo is shown, not the local one");
  }
  if (logoUrl !== undefined) {
    if (isSafeLogoUrl(logoUrl)) config.logoUrl = logoUrl;
    else differences.push('logoUrl: only https: or data:image/ URLs are shown; the configured logo was dropped');
  }
  return { config, differences };
}
