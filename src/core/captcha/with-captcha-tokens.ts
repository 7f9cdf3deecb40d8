/**
 * The relay client whose protected requests (otp_init_v2, signup_v2: protocol.md section 15) carry
 * a captcha token from the source registered with `setSource` (the modal's widget, or an app's own),
 * asked right before each of them, and only while the relay publishes a site key. Every path that
 * sends a code or creates an account goes through here: the code login, its signup, the social,
 * passkey and wallet signups, a step-up's code and a contact change. A source that fails, or gives
 * something that cannot be a header, sends the request without a token: the relay decides.
 * Part of the page's initial JavaScript: the widget and its code are elsewhere (lazy).
 */
import { LoginKitError } from '../errors';
import type { RelayCallOptions, RelayClient } from '../transport/relay-client';
import { isCaptchaToken } from './captcha-token';
import type { CaptchaEndpoint, CaptchaTokenSource } from './captcha-types';

export interface CaptchaTokens<Relay extends RelayClient> {
  relay: Relay;
  /** Registers who gives tokens (the last one registered is used); the returned function unregisters it. */
  setSource(source: CaptchaTokenSource | undefined): () => void;
}

export function withCaptchaTokens<Relay extends RelayClient>(relay: Relay, siteKey: () => string | undefined): CaptchaTokens<Relay> {
  let source: CaptchaTokenSource | undefined;

  const withToken = async (endpoint: CaptchaEndpoint, call: RelayCallOptions | undefined): Promise<RelayCallOptions | undefined> => {
    const current = source;
    if (call?.captchaToken !== undefined || current === undefined || siteKey() === undefined) return call;
    const signal = call?.signal;
    let token: unknown;
    try {
      token = await current({ endpoint, ...(signal === undefined ? {} : { signal }) });
    } catch {
      token = undefined; // the widget broke: the relay decides
    }
    if (signal?.aborted === true) throw new LoginKitError('network', `${endpoint} was cancelled`, { cause: signal.reason, details: { aborted: true } });
    return isCaptchaToken(token) ? { ...call, captchaToken: token } : call;
  };

  return {
    relay: {
      ...relay,
      otpInit: async (request, call) => relay.otpInit(request, await withToken('otp_init_v2', call)),
      signup: async (request, call) => relay.signup(request, await withToken('signup_v2', call)),
    },
    setSource(next) {
      source = next;
      return () => {
        if (source === next) source = undefined;
      };
    },
  };
}
