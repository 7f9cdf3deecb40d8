/**
 * The default captcha adapter: Cloudflare Turnstile, explicitly rendered. This factory is all an
 * app's bundle gets; the script loading and the widget (turnstile-widget.ts) are a chunk of their
 * own, fetched when a widget is first rendered, which the kit does only when the relay publishes a
 * site key. Turnstile's own script then loads from `scriptUrl`, as a `<script src>` element (no
 * inline script: strict CSP works with `script-src` and `frame-src` allowing its origin; see
 * docs/csp-and-security.md).
 */
import { invalidInput } from '../errors';
import type { CaptchaAdapter } from './captcha-types';

/** Turnstile's documented script URL (the kit adds `render=explicit`). */
export const turnstileScriptUrl = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

export interface TurnstileCaptchaOptions {
  /**
   * Where Turnstile's script is loaded from (default `turnstileScriptUrl`). The mock relay serves a
   * test widget with the same interface at `<relay>/__mock/captcha/api.js`, for an app's own e2e tests.
   */
  scriptUrl?: string;
  /** The page's CSP nonce, set on the `<script>` element (a policy with `'strict-dynamic'` needs it). */
  nonce?: string;
  /** How long the script may take to load before the widget counts as failed (default 15000 ms): the flow then goes on without a token. */
  loadTimeoutMs?: number;
  /** Turnstile's `size` (default `normal`: 300 × 65 px; `flexible` fills the modal's width). */
  size?: 'normal' | 'flexible' | 'compact';
  /** Turnstile's `appearance` (default `always`; `interaction-only` shows it only when the person has to act). */
  appearance?: 'always' | 'execute' | 'interaction-only';
  /** Turnstile's `action`, reported with the token to the organization's analytics. */
  action?: string;
}

export interface CheckedTurnstileOptions {
  scriptUrl: string;
  nonce?: string;
  loadTimeoutMs: number;
  size?: TurnstileCaptchaOptions['size'];
  appearance?: TurnstileCaptchaOptions['appearance'];
  action?: string;
}

function checkOptions(options: TurnstileCaptchaOptions): CheckedTurnstileOptions {
  if (typeof options !== 'object' || options === null) throw invalidInput('captcha', 'turnstileCaptcha takes an options object');
  const scriptUrl = options.scriptUrl ?? turnstileScriptUrl;
  let parsed: URL | undefined;
  try {
    parsed = new URL(scriptUrl);
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) throw invalidInput('scriptUrl', 'must be an absolute http(s) URL');
  if (options.nonce !== undefined && (typeof options.nonce !== 'string' || options.nonce === '')) throw invalidInput('nonce', 'must be a non-empty string');
  const loadTimeoutMs = options.loadTimeoutMs ?? 15_000;
  if (typeof loadTimeoutMs !== 'number' || !Number.isFinite(loadTimeoutMs) || loadTimeoutMs <= 0) throw invalidInput('loadTimeoutMs', 'must be a positive number');
  return {
    scriptUrl: parsed.href,
    loadTimeoutMs,
    ...(options.nonce === undefined ? {} : { nonce: options.nonce }),
    ...(options.size === undefined ? {} : { size: options.size }),
    ...(options.appearance === undefined ? {} : { appearance: options.appearance }),
    ...(options.action === undefined ? {} : { action: options.action }),
  };
}

/**
 * Cloudflare Turnstile as the kit's captcha: `captcha: turnstileCaptcha({ scriptUrl })` (the kit
 * uses `turnstileCaptcha()` when the `captcha` option is not given). Options are checked at once
 * (`invalid_input` naming the option); the script loads when the first widget renders.
 */
export function turnstileCaptcha(options: TurnstileCaptchaOptions = {}): CaptchaAdapter {
  const checked = checkOptions(options);
  return {
    render: (element, renderOptions) => import('./turnstile-widget').then(({ renderTurnstile }) => renderTurnstile(checked, element, renderOptions)),
  };
}
