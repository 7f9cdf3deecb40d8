import { toKitConfig, parseWalletKitConfig } from './config/wallet-kit-config';
import type { KitConfig } from './config/kit-config';
import { checkTrustedKeysFormat, productionTrustedKeys } from './crypto/trusted-keys';
import { invalidInput, type LoginKitError } from './errors';
import { createMachineFlow, type Flow } from './flows/flow';
import { createOtpEffects } from './flows/otp/otp.effects';
import { initialOtpState, transitionOtp } from './flows/otp/otp.machine';
import type { OtpEvent, OtpRules, OtpState } from './flows/otp/otp.types';
import type { LoginKit, LoginKitOptions } from './login-kit';
import { createSessionManager } from './session/session-manager';
import { createKeyStore } from './storage/key-store';
import { createSessionStore } from './storage/session-store';
import { createHttpClient } from './transport/http';
import { createRelayClient } from './transport/relay-client';

const defaultResendCooldownMs = 30_000;

/** Wires the framework-free client together: one per app (the React provider makes it). */
export function createLoginKit(options: LoginKitOptions): LoginKit {
  if (typeof options !== 'object' || options === null) throw invalidInput('options', 'expected an object');
  if (typeof options.authProxyConfigId !== 'string' || options.authProxyConfigId.trim() === '') {
    throw invalidInput('authProxyConfigId', 'required: the X-Auth-Proxy-Config-Id of your relay configuration');
  }
  const trustedKeys = checkTrustedKeysFormat(options.trustedKeys ?? productionTrustedKeys);
  const warned = new Set<string>();
  const onWarning = (warning: LoginKitError): void => {
    if (options.onWarning) return options.onWarning(warning);
    if (warned.has(warning.code)) return;
    warned.add(warning.code);
    // The one place core prints: a warning the app did not ask to handle itself.
    // eslint-disable-next-line no-console
    console.warn(`[loginkit] ${warning.code}: ${warning.message}`);
  };

  const http = createHttpClient({ fetch: options.fetch, timeoutMs: options.timeoutMs });
  const relay = createRelayClient({ authProxyUrl: options.authProxyUrl, configId: options.authProxyConfigId, http });
  const keys = createKeyStore({ indexedDB: options.indexedDB, onWarning });
  const store = createSessionStore({ key: `${options.storageKey ?? 'loginkit'}:sessions`, onWarning });
  const sessions = createSessionManager({ store, keys, notarizerKey: trustedKeys.notarizer });
  const resendCooldownMs = options.resendCooldownMs ?? defaultResendCooldownMs;

  let config: Promise<KitConfig> | undefined;
  const loadConfig = (): Promise<KitConfig> => {
    config ??= relay.walletKitConfig().then(
      (response) => {
        const merged = toKitConfig(parseWalletKitConfig(response), { otpChannels: options.otpChannels });
        return merged.config;
      },
      (error: unknown) => {
        config = undefined; // a failed load may be retried
        throw error;
      },
    );
    return config;
  };

  const createOtpFlow = (kitConfig: KitConfig, initial?: Parameters<LoginKit['createOtpFlow']>[1]): Flow<OtpState, OtpEvent> => {
    const rules: OtpRules = {
      channels: kitConfig.otpChannels,
      otpLength: kitConfig.otpLength,
      otpAlphanumeric: kitConfig.otpAlphanumeric,
      resendCooldownMs,
    };
    const effects = createOtpEffects({
      relay,
      keys,
      trustedKeys,
      resendCooldownMs,
      now: Date.now,
      establishSession: (session) => sessions.establish(session),
    });
    return createMachineFlow<OtpState, OtpEvent>({
      initial: initialOtpState(rules, initial),
      transition: (state, event) => transitionOtp(state, event, rules),
      effect: effects.run,
      onDispose: () => void effects.dispose(),
    });
  };

  return {
    options: Object.freeze({ ...options }),
    loadConfig,
    createOtpFlow,
    getSessionState: () => sessions.getState(),
    subscribeSession: (listener) => sessions.subscribe(listener),
    restoreSession: () => sessions.restore(),
    logout: () => sessions.logout(),
    dispose: () => {
      sessions.dispose();
      store.close();
    },
  };
}
