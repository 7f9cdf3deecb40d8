/**
 * The relay configuration of one organization (spec section 5 "Relay configuration settings",
 * protocol.md section 11), with the mock's defaults, and its validation: every bad setting is
 * reported as `invalid_input` naming the setting (e.g. `otpLength`, `allowedOrigins[1]`).
 */
import { invalidInput } from '../core/errors';
import type { EnabledProvider } from '../core/transport/relay-types';
import { isRecord } from '../core/transport/validate';
import { parsePolicySeeds, type PolicySeed } from './policies/policy-seeds';
import { parsePrivateKeySeeds, type PrivateKeySeed } from './private-keys/private-key-seeds';
import { parseWebhookEndpointsSetting, type ConfiguredWebhookEndpoint } from './webhooks/webhook-endpoints-setting';

export type OauthClientProvider = 'google' | 'apple' | 'x' | 'discord';

/** The providers of the main API's `oauth2_authenticate` credentials (Turnkey's enum). */
export type Oauth2CredentialProvider = 'OAUTH2_PROVIDER_X' | 'OAUTH2_PROVIDER_DISCORD';

/**
 * An OAuth 2.0 credential the main API's `oauth2_authenticate` activity names by id. An
 * extension of the mock: the real service creates these with an activity of their own; the
 * mock reads them from its configuration. The client id must be the one the mock IdP accepts
 * for the provider (`oauthClientIds`).
 */
export interface Oauth2Credential {
  oauth2CredentialId: string;
  provider: Oauth2CredentialProvider;
  clientId: string;
}

export interface RelayConfig {
  /** The value of `X-Auth-Proxy-Config-Id`. */
  configId: string;
  /** The parent organization (verification tokens carry it as `organization_id`). */
  organizationId: string;
  /** Relay on or off; off answers 503. */
  enabled: boolean;
  /** `['*']`, or exact origins (`https://app.example.com`); no partial wildcards. */
  allowedOrigins: string[];
  sessionExpirationSeconds: number;
  /** 6 to 9. */
  otpLength: number;
  /** Uppercase letters and digits instead of digits only. */
  otpAlphanumeric: boolean;
  appName?: string;
  logoUrl?: string;
  enabledProviders: EnabledProvider[];
  /**
   * The OAuth client id per social provider: the mock IdP accepts exactly these, and tokens must
   * carry them as `aud`. Mock default: a social provider that is enabled without an id gets
   * `mockOauthClientIds[provider]` (e.g. `mock-google-client`) from `resolveRelayConfig`.
   */
  oauthClientIds?: Partial<Record<OauthClientProvider, string>>;
  /** The redirect URI registered with the providers; default none (the kit uses its page URL). */
  oauthRedirectUrl?: string;
  /**
   * Google client ids allowed to auto-link (spec section 5): an `OIDC_TOKEN` account lookup with
   * a Google token for one of these audiences, whose verified email is an existing account's
   * email, adds the Google login to that account (see routes/relay/account.ts).
   */
  socialLinkingClientIds?: string[];
  /** Credentials of the main API's `oauth2_authenticate` activity (a mock extension; see Oauth2Credential). */
  oauth2Credentials?: Oauth2Credential[];
  showPasskey?: boolean;
  showWallet?: boolean;
  /** Gate `/v1/account` behind a verification token for the same contact. */
  requireVerificationTokenForAccountLookup: boolean;
  /** Wrong codes an OTP survives; the last one kills it. */
  otpMaxAttempts: number;
  /** Codes sent per contact per window. */
  otpSendLimit: number;
  /** The window of `otpSendLimit`, in seconds. */
  otpSendWindowSeconds: number;
  /**
   * The WebAuthn relying party id passkeys are registered and checked against (a host name,
   * e.g. `example.com`). Default: the host name of each request's `Origin`.
   */
  rpId?: string;
  /**
   * Where submit responses put the activity's members: `flat` directly under `activity` (the
   * spec's field table), `nested` under `activity.result.activity` (the spec's sample).
   */
  activityResponseShape: ActivityResponseShape;
  /**
   * The policies every sub-organization starts with (a mock extension; policies/policy-seeds.ts):
   * `[{policyName, effect, condition?, consensus?, notes?}]`. Default none.
   */
  policies?: PolicySeed[];
  /**
   * The private keys every sub-organization starts with, each with fresh key material (a mock
   * extension; private-keys/private-key-seeds.ts): `[{privateKeyName, curve, addressFormats?}]`. Default none.
   */
  privateKeys?: PrivateKeySeed[];
  /**
   * Webhook endpoints the relay starts with (a mock extension; webhooks/webhook-endpoints-setting.ts):
   * `[{endpointId?, name, url, organizationId?, isActive?, subscriptions?}]`. Default none.
   */
  webhookEndpoints?: ConfiguredWebhookEndpoint[];
  /**
   * Bot protection (protocol.md section 15): with a site key, `wallet_kit_client_params` publishes
   * it as `turnstileSiteKey`, and `otp_init_v2` and `signup_v2` require an `X-Captcha-Token` that the
   * mock's test widget (`/__mock/captcha/api.js`) issued for it, once, unexpired (captcha/). Default
   * none (captcha off). CLI `--captcha-site-key`.
   */
  captchaSiteKey?: string;
}

export type ActivityResponseShape = 'flat' | 'nested';

/** How long a code can be verified after it is sent. */
export const otpLifetimeMs = 5 * 60 * 1000;
/** How long a verification token stays valid. */
export const verificationTokenLifetimeMs = 10 * 60 * 1000;

export const enabledProviderValues: readonly EnabledProvider[] = [
  'email', 'sms', 'passkey', 'wallet', 'google', 'apple', 'x', 'discord', 'facebook',
];
const oauthClientProviders: readonly OauthClientProvider[] = ['google', 'apple', 'x', 'discord'];
const oauth2CredentialProviders: readonly Oauth2CredentialProvider[] = ['OAUTH2_PROVIDER_X', 'OAUTH2_PROVIDER_DISCORD'];

/** The client ids the mock uses for enabled social providers that have none configured. */
export const mockOauthClientIds: Readonly<Record<OauthClientProvider, string>> = Object.freeze({
  google: 'mock-google-client',
  apple: 'mock-apple-client',
  x: 'mock-x-client',
  discord: 'mock-discord-client',
});

export const defaultRelayConfig: Readonly<RelayConfig> = Object.freeze<RelayConfig>({
  configId: 'mock-config',
  organizationId: 'mock-parent-org',
  enabled: true,
  allowedOrigins: ['*'],
  sessionExpirationSeconds: 900,
  otpLength: 6,
  otpAlphanumeric: false,
  // External wallets (protocol.md section 13) are on by default: the kit offers them where the
  // server names "wallet" and `showWallet` is not false.
  enabledProviders: ['email', 'sms', 'wallet'],
  requireVerificationTokenForAccountLookup: false,
  otpMaxAttempts: 3,
  otpSendLimit: 5,
  otpSendWindowSeconds: 60,
  activityResponseShape: 'flat',
});

function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalidInput(field, 'must be a non-empty string');
  return value;
}

function flag(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') throw invalidInput(field, 'must be true or false');
  return value;
}

function integerIn(min: number, max: number): (value: unknown, field: string) => number {
  return (value, field) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw invalidInput(field, `must be an integer from ${min} to ${max}`);
    }
    return value;
  };
}

function httpUrl(value: unknown, field: string): string {
  const url = text(value, field);
  if (parseHttpUrl(url) === undefined) throw invalidInput(field, 'must be an absolute http(s) URL');
  return url;
}

function stringList(value: unknown, field: string): string[] {
  if (!Array.isArray(value)) throw invalidInput(field, 'must be an array of strings');
  return value.map((item, index) => text(item, `${field}[${index}]`));
}

function parseHttpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** `['*']`, or exact origins normalized to `scheme://host[:port]`. */
function origins(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || value.length === 0) throw invalidInput(field, "must be a non-empty array (use ['*'] for any origin)");
  if (value.length === 1 && value[0] === '*') return ['*'];
  return value.map((item, index) => {
    const itemField = `${field}[${index}]`;
    if (item === '*') throw invalidInput(itemField, "'*' must be the only entry");
    const url = parseHttpUrl(text(item, itemField));
    if (url === undefined || url.hostname.includes('*')) {
      throw invalidInput(itemField, 'must be an exact http(s) origin (partial wildcards are unsupported)');
    }
    if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '' || url.username !== '') {
      throw invalidInput(itemField, 'must be an origin only (scheme, host and port; no path)');
    }
    return url.origin;
  });
}

/** A host name (what WebAuthn calls an RP ID): no scheme, port, path or wildcard. */
function hostName(value: unknown, field: string): string {
  const host = text(value, field).toLowerCase();
  if (!/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(host)) {
    throw invalidInput(field, 'must be a host name such as example.com (no scheme, port or path)');
  }
  return host;
}

/** A site key: letters, digits and `-_.`, at most 256 characters (Turnstile's are about 24). */
function siteKey(value: unknown, field: string): string {
  const key = text(value, field);
  if (!/^[A-Za-z0-9_.-]{1,256}$/.test(key)) throw invalidInput(field, 'must be letters, digits, - _ or . (at most 256), like a Turnstile site key');
  return key;
}

function responseShape(value: unknown, field: string): ActivityResponseShape {
  if (value !== 'flat' && value !== 'nested') throw invalidInput(field, "must be 'flat' or 'nested'");
  return value;
}

function providers(value: unknown, field: string): EnabledProvider[] {
  if (!Array.isArray(value)) throw invalidInput(field, 'must be an array');
  return value.map((item, index) => {
    if (typeof item !== 'string' || !(enabledProviderValues as readonly string[]).includes(item)) {
      throw invalidInput(`${field}[${index}]`, `must be one of ${enabledProviderValues.join(', ')}`);
    }
    return item as EnabledProvider;
  });
}

function clientIds(value: unknown, field: string): Partial<Record<OauthClientProvider, string>> {
  if (!isRecord(value)) throw invalidInput(field, 'must be an object of client ids by provider');
  const result: Partial<Record<OauthClientProvider, string>> = {};
  for (const [key, id] of Object.entries(value)) {
    if (!(oauthClientProviders as readonly string[]).includes(key)) {
      throw invalidInput(`${field}.${key}`, `is not a provider (one of ${oauthClientProviders.join(', ')})`);
    }
    result[key as OauthClientProvider] = text(id, `${field}.${key}`);
  }
  return result;
}

function credentials(value: unknown, field: string): Oauth2Credential[] {
  if (!Array.isArray(value)) throw invalidInput(field, 'must be an array of {oauth2CredentialId, provider, clientId}');
  const seen = new Set<string>();
  return value.map((item, index) => {
    const path = `${field}[${index}]`;
    if (!isRecord(item)) throw invalidInput(path, 'must be an object {oauth2CredentialId, provider, clientId}');
    const oauth2CredentialId = text(item.oauth2CredentialId, `${path}.oauth2CredentialId`);
    if (seen.has(oauth2CredentialId)) throw invalidInput(`${path}.oauth2CredentialId`, `repeats ${oauth2CredentialId}`);
    seen.add(oauth2CredentialId);
    const provider = item.provider;
    if (typeof provider !== 'string' || !(oauth2CredentialProviders as readonly string[]).includes(provider)) {
      throw invalidInput(`${path}.provider`, `must be one of ${oauth2CredentialProviders.join(', ')}`);
    }
    return { oauth2CredentialId, provider: provider as Oauth2CredentialProvider, clientId: text(item.clientId, `${path}.clientId`) };
  });
}

const checks: { [K in keyof RelayConfig]-?: (value: unknown, field: string) => RelayConfig[K] } = {
  configId: text,
  organizationId: text,
  enabled: flag,
  allowedOrigins: origins,
  sessionExpirationSeconds: integerIn(1, 31_536_000),
  otpLength: integerIn(6, 9),
  otpAlphanumeric: flag,
  appName: text,
  logoUrl: httpUrl,
  enabledProviders: providers,
  oauthClientIds: clientIds,
  oauthRedirectUrl: httpUrl,
  socialLinkingClientIds: stringList,
  oauth2Credentials: credentials,
  showPasskey: flag,
  showWallet: flag,
  requireVerificationTokenForAccountLookup: flag,
  otpMaxAttempts: integerIn(1, 100),
  otpSendLimit: integerIn(1, 10_000),
  otpSendWindowSeconds: integerIn(1, 86_400),
  rpId: hostName,
  activityResponseShape: responseShape,
  policies: parsePolicySeeds,
  privateKeys: parsePrivateKeySeeds,
  webhookEndpoints: parseWebhookEndpointsSetting,
  captchaSiteKey: siteKey,
};

/**
 * Checks a partial configuration (from options or a config file): an object whose members are
 * known settings of the right type. Unknown settings are refused so a typo does not silently
 * fall back to a default. `undefined` members are dropped.
 */
export function validateRelayConfig(input: unknown): Partial<RelayConfig> {
  if (!isRecord(input)) throw invalidInput('config', 'must be a JSON object of relay settings');
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!Object.hasOwn(checks, key)) throw invalidInput(key, 'is not a relay config setting');
    if (value === undefined) continue;
    result[key] = checks[key as keyof RelayConfig](value, key);
  }
  return result as Partial<RelayConfig>;
}

/**
 * The full configuration: validated overrides on top of the defaults, and the mock's client id
 * (`mockOauthClientIds`) for every enabled social provider without a configured one.
 */
export function resolveRelayConfig(input: unknown = {}): RelayConfig {
  const overrides = validateRelayConfig(input);
  const config: RelayConfig = {
    ...defaultRelayConfig,
    allowedOrigins: [...defaultRelayConfig.allowedOrigins],
    enabledProviders: [...defaultRelayConfig.enabledProviders],
    ...overrides,
  };
  const clientIds = { ...config.oauthClientIds };
  let defaulted = false;
  for (const provider of oauthClientProviders) {
    if (config.enabledProviders.includes(provider) && clientIds[provider] === undefined) {
      clientIds[provider] = mockOauthClientIds[provider];
      defaulted = true;
    }
  }
  if (defaulted) config.oauthClientIds = clientIds;
  return config;
}
