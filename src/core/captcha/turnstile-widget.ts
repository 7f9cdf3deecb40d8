/**
 * Turnstile's widget (the default captcha adapter's lazy part): loads the script once per URL as a
 * `<script src>` element with `render=explicit` (and the page's nonce when given), then renders
 * with `window.turnstile.render(element, {sitekey, callback, 'expired-callback', 'error-callback'})`.
 * A script that does not load (blocked by the page's CSP, the network, a timeout) rejects: the kit
 * then sends without a token and the relay decides. The same interface is what the mock relay's test
 * widget implements (`/__mock/captcha/api.js`).
 */
import { LoginKitError } from '../errors';
import type { CaptchaRenderOptions, CaptchaWidget } from './captcha-types';
import type { CheckedTurnstileOptions } from './turnstile-captcha';

/** The part of `window.turnstile` the kit uses. */
export interface TurnstileApi {
  render(element: HTMLElement, params: Record<string, unknown>): string | null | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
  getResponse?(widgetId: string): string | undefined;
}

const isApi = (value: unknown): value is TurnstileApi =>
  typeof value === 'object' && value !== null && typeof (value as TurnstileApi).render === 'function' && typeof (value as TurnstileApi).reset === 'function' && typeof (value as TurnstileApi).remove === 'function';

const loads = new Map<string, Promise<TurnstileApi>>();

function pageApi(): TurnstileApi | undefined {
  const api = (globalThis as { turnstile?: unknown }).turnstile;
  return isApi(api) ? api : undefined;
}

/**
 * Loads the script at `scriptUrl` once (a failed load is tried again by the next render). A page
 * that has `window.turnstile` already (it loaded Turnstile itself) is used as it is.
 */
export function loadTurnstile(options: Pick<CheckedTurnstileOptions, 'scriptUrl' | 'nonce' | 'loadTimeoutMs'>): Promise<TurnstileApi> {
  const present = pageApi();
  if (present !== undefined) return Promise.resolve(present);
  const url = new URL(options.scriptUrl);
  url.searchParams.set('render', 'explicit');
  const key = url.href;
  const existing = loads.get(key);
  if (existing !== undefined) return existing;
  const loading = new Promise<TurnstileApi>((resolve, reject) => {
    if (typeof document === 'undefined') {
      reject(new LoginKitError('browser_unsupported', 'The captcha widget needs a page (document) to render in'));
      return;
    }
    const script = document.createElement('script');
    const fail = (message: string): void => {
      clearTimeout(timer);
      script.remove();
      reject(new LoginKitError('network', message, { details: { field: 'scriptUrl' } }));
    };
    const timer = setTimeout(() => fail(`The captcha script did not load from ${url.origin} within ${options.loadTimeoutMs} ms`), options.loadTimeoutMs);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      const api = pageApi();
      if (api === undefined) fail(`The script at ${url.origin}${url.pathname} did not define window.turnstile`);
      else resolve(api);
    });
    // A policy that forbids the origin fires `error` on the element as well.
    script.addEventListener('error', () => fail(`The captcha script could not load from ${url.origin} (network, or the page's Content-Security-Policy)`));
    script.src = key;
    script.async = true;
    if (options.nonce !== undefined) script.nonce = options.nonce;
    document.head.appendChild(script);
  });
  loads.set(key, loading);
  loading.catch(() => loads.delete(key));
  return loading;
}

/** Renders one Turnstile widget in `element`. */
export async function renderTurnstile(options: CheckedTurnstileOptions, element: HTMLElement, render: CaptchaRenderOptions): Promise<CaptchaWidget> {
  const api = await loadTurnstile(options);
  let token: string | undefined;
  const widgetId = api.render(element, {
    sitekey: render.siteKey,
    theme: render.theme,
    language: render.language === undefined ? 'auto' : render.language.toLowerCase(),
    // Turnstile gets a new token itself when one expires; the kit's form posts nothing.
    'refresh-expired': 'auto',
    'response-field': false,
    ...(options.size === undefined ? {} : { size: options.size }),
    ...(options.appearance === undefined ? {} : { appearance: options.appearance }),
    ...(options.action === undefined ? {} : { action: options.action }),
    callback: (next: string) => {
      token = next;
      render.onToken(next);
    },
    'expired-callback': () => {
      token = undefined;
      render.onExpired();
    },
    // An interactive challenge left unanswered: Turnstile starts it over.
    'timeout-callback': () => {
      token = undefined;
      render.onExpired();
    },
    'error-callback': (code: unknown) => {
      token = undefined;
      render.onError(new LoginKitError('network', `Turnstile reported error ${String(code)}`, { details: { turnstileError: String(code) } }));
      return true; // handled: Turnstile does not throw it
    },
  });
  if (typeof widgetId !== 'string' || widgetId === '') throw new LoginKitError('network', 'Turnstile did not render a widget');
  return {
    getToken: () => token,
    reset() {
      token = undefined;
      api.reset(widgetId);
    },
    remove() {
      token = undefined;
      api.remove(widgetId);
    },
  };
}
