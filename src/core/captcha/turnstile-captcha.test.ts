import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLoginKitError } from '../errors';
import { turnstileCaptcha, turnstileScriptUrl } from './turnstile-captcha';
import type { CaptchaRenderOptions } from './captcha-types';

/**
 * The default adapter in a stand-in page: a document whose <script> elements "load" as the test
 * says, and a `window.turnstile` the loaded script defines.
 */
function fakePage(outcome: 'load' | 'error' | 'never' | 'no-api') {
  const scripts: { src: string; async: boolean; nonce?: string }[] = [];
  const rendered: { element: unknown; params: Record<string, unknown> }[] = [];
  const calls: string[] = [];
  const api = {
    render: (element: unknown, params: Record<string, unknown>) => {
      rendered.push({ element, params });
      return `widget-${rendered.length}`;
    },
    reset: (id: string) => void calls.push(`reset ${id}`),
    remove: (id: string) => void calls.push(`remove ${id}`),
  };
  const document = {
    createElement: (tag: string) => {
      const listeners = new Map<string, () => void>();
      const script = {
        tag,
        src: '',
        async: false,
        nonce: undefined as string | undefined,
        addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener),
        remove: () => undefined,
      };
      return Object.assign(script, { fire: (type: string) => listeners.get(type)?.() });
    },
    head: {
      appendChild: (script: { src: string; async: boolean; nonce?: string; fire(type: string): void }) => {
        scripts.push({ src: script.src, async: script.async, ...(script.nonce === undefined ? {} : { nonce: script.nonce }) });
        setTimeout(() => {
          if (outcome === 'load') vi.stubGlobal('turnstile', api);
          if (outcome === 'load' || outcome === 'no-api') script.fire('load');
          if (outcome === 'error') script.fire('error');
        }, 0);
      },
    },
  };
  vi.stubGlobal('document', document);
  return { scripts, rendered, calls };
}

const renderOptions = (overrides: Partial<CaptchaRenderOptions> = {}): CaptchaRenderOptions => ({
  siteKey: 'site-key',
  theme: 'dark',
  language: 'pt-BR',
  onToken: vi.fn(),
  onExpired: vi.fn(),
  onError: vi.fn(),
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('turnstileCaptcha, the default adapter', () => {
  it('loads Turnstile from its documented URL in explicit render mode, as a <script src> with the nonce', async () => {
    const page = fakePage('load');
    const options = renderOptions();
    const widget = await turnstileCaptcha({ nonce: 'n0nce', scriptUrl: `${turnstileScriptUrl}?x=1` }).render({ id: 'slot' } as unknown as HTMLElement, options);
    expect(page.scripts).toEqual([{ src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?x=1&render=explicit', async: true, nonce: 'n0nce' }]);
    expect(page.rendered[0]?.params).toMatchObject({ sitekey: 'site-key', theme: 'dark', language: 'pt-br', 'refresh-expired': 'auto', 'response-field': false });
    const params = page.rendered[0]!.params as Record<string, (value?: unknown) => unknown>;
    params.callback!('tok-1');
    expect(options.onToken).toHaveBeenCalledWith('tok-1');
    expect(widget.getToken()).toBe('tok-1');
    params['expired-callback']!();
    expect(options.onExpired).toHaveBeenCalled();
    expect(widget.getToken()).toBeUndefined();
    expect(params['error-callback']!('300030')).toBe(true);
    expect(options.onError).toHaveBeenCalledWith(expect.objectContaining({ details: { turnstileError: '300030' } }));
    widget.reset();
    widget.remove();
    expect(page.calls).toEqual(['reset widget-1', 'remove widget-1']);
  });

  it('loads the script once for every widget of the page', async () => {
    const page = fakePage('load');
    const adapter = turnstileCaptcha({ scriptUrl: 'https://relay.example/__mock/captcha/api.js?once' });
    await Promise.all([adapter.render({} as HTMLElement, renderOptions()), adapter.render({} as HTMLElement, renderOptions())]);
    expect(page.scripts).toHaveLength(1);
    expect(page.rendered).toHaveLength(2);
  });

  it.each([
    ['cannot load (a network error, or a CSP that forbids it)', 'error' as const, /could not load/],
    ['does not define window.turnstile', 'no-api' as const, /did not define window.turnstile/],
  ])('rejects when the script %s, so the flow goes on without a token', async (_name, outcome, message) => {
    fakePage(outcome);
    const error = await turnstileCaptcha({ scriptUrl: `https://relay.example/${outcome}.js` }).render({} as HTMLElement, renderOptions()).catch((thrown: unknown) => thrown);
    expect(isLoginKitError(error, 'network') && error.message).toMatch(message);
  });

  it('gives up on a script that never loads after loadTimeoutMs', async () => {
    fakePage('never');
    const error = await turnstileCaptcha({ scriptUrl: 'https://relay.example/slow.js', loadTimeoutMs: 20 }).render({} as HTMLElement, renderOptions()).catch((thrown: unknown) => thrown);
    expect(isLoginKitError(error, 'network') && error.message).toMatch(/within 20 ms/);
  });

  it.each([
    ['scriptUrl', { scriptUrl: 'javascript:alert(1)' }],
    ['scriptUrl', { scriptUrl: '/relative.js' }],
    ['nonce', { nonce: '' }],
    ['loadTimeoutMs', { loadTimeoutMs: 0 }],
  ])('names the bad option %s', (field, options) => {
    expect(() => turnstileCaptcha(options)).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field } }));
  });
});
