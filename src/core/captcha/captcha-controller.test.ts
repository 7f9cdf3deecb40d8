import { describe, expect, it, vi } from 'vitest';
import { createCaptchaController, type CaptchaControllerOptions } from './captcha-controller';
import type { CaptchaAdapter, CaptchaRenderOptions, CaptchaWidget } from './captcha-types';

/** An adapter whose widgets the test drives: `solve()` hands out a token, `expire()`, `fail()`. */
function fakeAdapter(options: { renderFails?: boolean } = {}) {
  const widgets: { element: HTMLElement; options: CaptchaRenderOptions; widget: CaptchaWidget & { resets: number; removed: boolean } }[] = [];
  let count = 0;
  const adapter: CaptchaAdapter = {
    render: vi.fn(async (element: HTMLElement, renderOptions: CaptchaRenderOptions) => {
      if (options.renderFails === true) throw new Error('the script could not load');
      const widget = {
        resets: 0,
        removed: false,
        getToken: () => undefined,
        reset() {
          widget.resets += 1;
        },
        remove() {
          widget.removed = true;
        },
      };
      widgets.push({ element, options: renderOptions, widget });
      return widget;
    }),
  };
  const last = () => {
    const entry = widgets.at(-1);
    if (entry === undefined) throw new Error('no widget rendered');
    return entry;
  };
  return {
    adapter,
    widgets,
    last,
    solve: () => last().options.onToken(`token-${(count += 1)}`),
    expire: () => last().options.onExpired(),
    fail: () => last().options.onError(new Error('broken')),
  };
}

const element = (name = 'contact'): HTMLElement => ({ name }) as unknown as HTMLElement;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function controllerWith(fake: ReturnType<typeof fakeAdapter>, options: Partial<CaptchaControllerOptions> = {}) {
  return createCaptchaController({ adapter: fake.adapter, siteKey: 'site-key', renderOptions: () => ({ theme: 'dark', language: 'de' }), ...options });
}

describe('the captcha controller', () => {
  it('renders the widget where it is attached, with the site key, theme and language', async () => {
    const fake = fakeAdapter();
    const captcha = controllerWith(fake);
    expect(captcha.getSnapshot()).toEqual({ status: 'idle', waiting: false });
    captcha.attach(element());
    expect(captcha.getSnapshot().status).toBe('loading');
    await settle();
    expect(fake.last().options).toMatchObject({ siteKey: 'site-key', theme: 'dark', language: 'de' });
    expect(captcha.getSnapshot()).toEqual({ status: 'solving', waiting: false });
  });

  it('gives a held token to one request only, and resets the widget for the next', async () => {
    const fake = fakeAdapter();
    const captcha = controllerWith(fake);
    captcha.attach(element());
    await settle();
    fake.solve();
    expect(captcha.getSnapshot().status).toBe('ready');
    expect(await captcha.take({ endpoint: 'otp_init_v2' })).toBe('token-1');
    expect(fake.last().widget.resets).toBe(1);
    expect(captcha.getSnapshot()).toEqual({ status: 'solving', waiting: false });
    // The next request waits for the next token: never the same one twice.
    const next = captcha.take({ endpoint: 'signup_v2' });
    expect(captcha.getSnapshot().waiting).toBe(true);
    fake.solve();
    expect(await next).toBe('token-2');
    expect(captcha.getSnapshot().waiting).toBe(false);
  });

  it('a request waits while the widget loads or the person solves it', async () => {
    const fake = fakeAdapter();
    const captcha = controllerWith(fake);
    captcha.attach(element());
    const token = captcha.take({ endpoint: 'otp_init_v2' });
    expect(captcha.getSnapshot()).toEqual({ status: 'loading', waiting: true });
    await settle();
    fake.solve();
    expect(await token).toBe('token-1');
  });

  it('a widget that cannot load lets requests go without a token (the relay decides)', async () => {
    const fake = fakeAdapter({ renderFails: true });
    const captcha = controllerWith(fake);
    captcha.attach(element());
    const waiting = captcha.take({ endpoint: 'otp_init_v2' });
    await settle();
    expect(await waiting).toBeUndefined();
    expect(captcha.getSnapshot()).toEqual({ status: 'failed', waiting: false });
    expect(await captcha.take({ endpoint: 'otp_init_v2' })).toBeUndefined();
  });

  it('a widget that could not load gets a fresh try with the next request (the person’s Try again)', async () => {
    const script = { renderFails: true };
    const fake = fakeAdapter(script);
    const captcha = controllerWith(fake);
    captcha.attach(element());
    expect(await captcha.take({ endpoint: 'otp_init_v2' })).toBeUndefined();
    expect(captcha.getSnapshot().status).toBe('failed');

    script.renderFails = false; // the network is back
    const retried = captcha.take({ endpoint: 'otp_init_v2' });
    expect(captcha.getSnapshot()).toEqual({ status: 'loading', waiting: true });
    await settle();
    expect(fake.widgets).toHaveLength(1);
    fake.solve();
    expect(await retried).toBe('token-1');
  });

  it('a widget that breaks later does the same; a fresh widget (reset) tries again', async () => {
    const fake = fakeAdapter();
    const captcha = controllerWith(fake);
    captcha.attach(element());
    await settle();
    const waiting = captcha.take({ endpoint: 'otp_init_v2' });
    fake.fail();
    expect(await waiting).toBeUndefined();
    captcha.reset();
    expect(captcha.getSnapshot().status).toBe('loading');
    await settle();
    expect(fake.widgets).toHaveLength(2);
    expect(fake.widgets[0]?.widget.removed).toBe(true);
    fake.solve();
    expect(await captcha.take({ endpoint: 'otp_init_v2' })).toBe('token-1');
  });

  it('drops an expired token: the request waits for the renewed one', async () => {
    const fake = fakeAdapter();
    const captcha = controllerWith(fake);
    captcha.attach(element());
    await settle();
    fake.solve();
    fake.expire();
    expect(captcha.getSnapshot().status).toBe('solving');
    const token = captcha.take({ endpoint: 'otp_init_v2' });
    fake.solve();
    expect(await token).toBe('token-2');
  });

  it('does not use a held token past its lifetime', async () => {
    let now = 0;
    const fake = fakeAdapter();
    const captcha = controllerWith(fake, { now: () => now, tokenLifetimeMs: 1000 });
    captcha.attach(element());
    await settle();
    fake.solve();
    now = 1000;
    const token = captcha.take({ endpoint: 'otp_init_v2' });
    expect(captcha.getSnapshot().waiting).toBe(true);
    fake.solve();
    expect(await token).toBe('token-2');
  });

  it('keeps a token when its widget is taken out, and moves the widget to a new element', async () => {
    const fake = fakeAdapter();
    const captcha = controllerWith(fake);
    const detach = captcha.attach(element('contact'));
    await settle();
    fake.solve();
    detach();
    expect(fake.last().widget.removed).toBe(true);
    expect(captcha.getSnapshot().status).toBe('ready');
    expect(await captcha.take({ endpoint: 'otp_init_v2' })).toBe('token-1');
    expect(captcha.getSnapshot().status).toBe('idle');
    captcha.attach(element('code'));
    await settle();
    expect((fake.last().element as unknown as { name: string }).name).toBe('code');
  });

  it('a request nobody shows the widget for goes without a token after unattendedMs', async () => {
    vi.useFakeTimers();
    try {
      const captcha = controllerWith(fakeAdapter(), { unattendedMs: 500 });
      const token = captcha.take({ endpoint: 'signup_v2' });
      expect(captcha.getSnapshot().waiting).toBe(true);
      await vi.advanceTimersByTimeAsync(500);
      expect(await token).toBeUndefined();
      expect(captcha.getSnapshot().waiting).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a cancelled request stops waiting', async () => {
    const captcha = controllerWith(fakeAdapter());
    captcha.attach(element());
    const controller = new AbortController();
    const token = captcha.take({ endpoint: 'otp_init_v2', signal: controller.signal });
    controller.abort();
    expect(await token).toBeUndefined();
    expect(captcha.getSnapshot().waiting).toBe(false);
  });

  it('reads a token from the widget when the adapter only offers getToken, never the same one twice', async () => {
    const widget = { getToken: () => 'from-widget', reset: vi.fn(), remove: vi.fn() };
    const captcha = createCaptchaController({ adapter: { render: async () => widget }, siteKey: 'k', renderOptions: () => ({ theme: 'light' }) });
    captcha.attach(element());
    await settle();
    expect(await captcha.take({ endpoint: 'otp_init_v2' })).toBe('from-widget');
    const controller = new AbortController();
    const next = captcha.take({ endpoint: 'signup_v2', signal: controller.signal });
    controller.abort();
    expect(await next).toBeUndefined();
  });

  it('never hands out a token twice: a widget repeating one is asked for a new one', async () => {
    const fake = fakeAdapter();
    const captcha = controllerWith(fake);
    captcha.attach(element());
    await settle();
    fake.solve();
    expect(await captcha.take({ endpoint: 'otp_init_v2' })).toBe('token-1');
    const next = captcha.take({ endpoint: 'signup_v2' });
    fake.last().options.onToken('token-1');
    expect(fake.last().widget.resets).toBe(2);
    expect(captcha.getSnapshot()).toEqual({ status: 'solving', waiting: true });
    fake.solve();
    expect(await next).toBe('token-2');
  });

  it('dispose removes the widget and lets waiting requests go', async () => {
    const fake = fakeAdapter();
    const captcha = controllerWith(fake);
    captcha.attach(element());
    await settle();
    const token = captcha.take({ endpoint: 'otp_init_v2' });
    captcha.dispose();
    expect(await token).toBeUndefined();
    expect(fake.last().widget.removed).toBe(true);
  });
});
