import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createLoginKit, type CaptchaAdapter, type CaptchaRenderOptions, type LoginKit } from '../core/internal';
import { LoginKitProvider } from './login-kit-provider';
import { createTestRelay, kitOptionsFor, latestCode } from './test-utils/test-kits';
import { useCaptcha, type UseCaptchaOptions } from './use-captcha';
import { useOtpLogin } from './use-otp-login';

/** An adapter that draws a button; clicking it hands out a token the relay issued. */
function buttonAdapter(relay: ReturnType<typeof createTestRelay>) {
  const rendered: CaptchaRenderOptions[] = [];
  const adapter: CaptchaAdapter = {
    render: vi.fn(async (element: HTMLElement, options: CaptchaRenderOptions) => {
      rendered.push(options);
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Verify';
      button.addEventListener('click', () => options.onToken(relay.captcha.issueToken().token));
      element.append(button);
      return { getToken: () => undefined, reset: () => undefined, remove: () => button.remove() };
    }),
  };
  return { adapter, rendered };
}

/** A headless code login with its own captcha element. */
function HeadlessLogin({ captcha: captchaOptions }: { captcha?: UseCaptchaOptions }) {
  const login = useOtpLogin();
  const captcha = useCaptcha(captchaOptions);
  if (login.state === undefined) return <p>loading</p>;
  return (
    <div>
      <p data-testid="status">{login.state.status}</p>
      <p data-testid="captcha">{`${captcha.status} ${captcha.waiting ? 'waiting' : ''}`}</p>
      {captcha.siteKey !== undefined && <div ref={captcha.ref} aria-label="Security check" role="group" />}
      <button type="button" onClick={() => login.setContact('ada@example.com')}>Type</button>
      <button type="button" onClick={login.submitContact}>Send</button>
      <button type="button" onClick={() => login.setCode(latest.code)}>Code</button>
      <button type="button" onClick={login.submitCode}>Check</button>
    </div>
  );
}
const latest = { code: '' };

function renderWith(kit: LoginKit, captcha?: UseCaptchaOptions) {
  render(
    <LoginKitProvider kit={kit}>
      <HeadlessLogin captcha={captcha} />
    </LoginKitProvider>,
  );
}

describe('useCaptcha (headless)', () => {
  it('renders the adapter’s widget in the element given, themed, and its tokens go on the code and signup requests', async () => {
    const user = userEvent.setup();
    const relay = createTestRelay({ enabledProviders: ['email'], captchaSiteKey: 'hook-key' });
    const { adapter, rendered } = buttonAdapter(relay);
    const kit = createLoginKit(kitOptionsFor(relay, { captcha: adapter }));
    renderWith(kit, { theme: 'dark', language: 'fr' });
    const widget = await screen.findByRole('button', { name: 'Verify' });
    expect(rendered[0]).toMatchObject({ siteKey: 'hook-key', theme: 'dark', language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Type' }));
    await user.click(widget);
    await waitFor(() => expect(screen.getByTestId('captcha').textContent).toBe('ready '));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('enteringCode'));
    latest.code = latestCode(relay, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Code' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    // The new account's signup waits for the next token.
    await waitFor(() => expect(screen.getByTestId('captcha').textContent).toBe('solving waiting'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('success'));
    kit.dispose();
  });

  it('is off without a site key, with captcha: false, and while not enabled: no widget, no token source', async () => {
    for (const [config, options, hook] of [
      [{}, {}, {}],
      [{ captchaSiteKey: 'k' }, { captcha: false as const }, {}],
      [{ captchaSiteKey: 'k' }, {}, { enabled: false }],
    ] as const) {
      const relay = createTestRelay({ enabledProviders: ['email'], ...config });
      const { adapter } = buttonAdapter(relay);
      const kit = createLoginKit(kitOptionsFor(relay, { captcha: adapter, ...options }));
      const register = vi.spyOn(kit, 'setCaptchaTokenSource');
      const { unmount } = render(
        <LoginKitProvider kit={kit}>
          <HeadlessLogin captcha={hook} />
        </LoginKitProvider>,
      );
      await waitFor(() => expect(screen.getByTestId('captcha').textContent).toBe('off '));
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(adapter.render).not.toHaveBeenCalled();
      expect(register).not.toHaveBeenCalled();
      unmount();
      kit.dispose();
    }
  });

  it('unregisters its token source and removes the widget when unmounted', async () => {
    const relay = createTestRelay({ enabledProviders: ['email'], captchaSiteKey: 'k' });
    const { adapter } = buttonAdapter(relay);
    const kit = createLoginKit(kitOptionsFor(relay, { captcha: adapter }));
    const unregister = vi.fn();
    vi.spyOn(kit, 'setCaptchaTokenSource').mockImplementation(() => unregister);
    const { unmount } = render(
      <LoginKitProvider kit={kit}>
        <HeadlessLogin />
      </LoginKitProvider>,
    );
    await screen.findByRole('button', { name: 'Verify' });
    unmount();
    expect(unregister).toHaveBeenCalledTimes(1);
    kit.dispose();
  });
});
