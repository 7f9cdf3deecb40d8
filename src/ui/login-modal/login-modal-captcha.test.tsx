/**
 * Bot protection in the modal (protocol.md section 15), end to end in the page: the real kit, the
 * in-process mock relay with a captcha site key, and the mock relay's test widget (Turnstile's
 * interface) behind the kit's default adapter (`turnstileCaptcha()` uses a `window.turnstile` the
 * page already has: the widget's script is run here instead of loaded by URL).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoginKit, type CaptchaAdapter, type LoginKitOptions } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { createTestRelay, kitOptionsFor, latestCode } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { installTestWidget } from '../test-utils/test-captcha';
import { LoginModal } from './login-modal';

const siteKey = 'modal-site-key';

beforeEach(() => {
  delete (window as { turnstile?: unknown }).turnstile;
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { turnstile?: unknown }).turnstile;
});

function renderModal(options: LoginKitOptions) {
  render(
    <LoginKitProvider options={options}>
      <LoginModal />
    </LoginKitProvider>,
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog');
}

const widgetIn = (within_: HTMLElement) => within(within_).findByRole('checkbox', { name: 'I am human (test captcha)' });

async function expectAccessibleModal(dialog: HTMLElement): Promise<void> {
  const root = dialog.closest('.loginkit');
  if (root === null) throw new Error('the dialog is not inside its .loginkit root');
  await expectNoAxeViolations(root);
}

describe('LoginModal with a relay that wants a captcha', () => {
  it('signs up by email code through the widget: on the contact screen, and again for the new account', async () => {
    const user = userEvent.setup();
    const relay = createTestRelay({ enabledProviders: ['email'], captchaSiteKey: siteKey });
    installTestWidget(relay);
    renderModal(kitOptionsFor(relay));
    const dialog = await openDialog(user);
    const group = await within(dialog).findByRole('group', { name: 'Security check' });
    const widget = await widgetIn(group);
    await expectAccessibleModal(dialog);

    await user.type(within(dialog).getByLabelText('Email address'), 'ada@example.com');
    await user.click(widget);
    await waitFor(() => expect(widget.getAttribute('aria-checked')).toBe('true'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const codeField = await within(dialog).findByLabelText('6-digit code');
    // The code screen shows no widget while nothing waits on it.
    expect(within(dialog).queryByRole('group', { name: 'Security check' })).toBeNull();

    await user.type(codeField, latestCode(relay, 'ada@example.com'));
    // A new account: signup_v2 wants a token of its own, and the widget comes where the person is.
    const again = await within(dialog).findByRole('group', { name: 'Security check' });
    expect(within(again).getByRole('status').textContent).toBe('Complete the security check to continue.');
    await expectAccessibleModal(dialog);
    await user.click(await widgetIn(again));
    expect(await within(dialog).findByRole('heading', { name: 'You are logged in' })).toBeTruthy();
    expect(within(dialog).queryByRole('group', { name: 'Security check' })).toBeNull();
  });

  it('Continue before the check waits for it, the address kept; keyboard: Tab reaches the widget, Space checks it', async () => {
    const user = userEvent.setup();
    const relay = createTestRelay({ enabledProviders: ['email'], captchaSiteKey: siteKey });
    installTestWidget(relay);
    renderModal(kitOptionsFor(relay));
    const dialog = await openDialog(user);
    const field = await within(dialog).findByLabelText('Email address');
    await widgetIn(dialog);
    await user.type(field, 'grace@example.com{Enter}');
    expect(await within(dialog).findByText('Complete the security check to continue.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Email address') as HTMLInputElement).value).toBe('grace@example.com');
    field.focus();
    await user.tab();
    expect(document.activeElement).toBe(await widgetIn(dialog));
    await user.keyboard(' ');
    expect(await within(dialog).findByLabelText('6-digit code')).toBeTruthy();
  });

  it('renews an expired token without losing what was typed', async () => {
    const user = userEvent.setup();
    const relay = createTestRelay({ enabledProviders: ['email'], captchaSiteKey: siteKey });
    installTestWidget(relay);
    // The first token expires at once; the widget gets a new one by itself (Turnstile's refresh-expired: auto).
    await relay.fetch(new Request('http://relay.test/__mock/captcha', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ fault: 'expire', ms: 30, times: 1 }) }));
    renderModal(kitOptionsFor(relay));
    const dialog = await openDialog(user);
    await user.type(await within(dialog).findByLabelText('Email address'), 'alan@example.com');
    const widget = await widgetIn(dialog);
    await user.click(widget);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await waitFor(() => expect(widget.getAttribute('aria-checked')).toBe('true'));
    expect((within(dialog).getByLabelText('Email address') as HTMLInputElement).value).toBe('alan@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    // The relay refuses expired tokens: the code was sent, so the renewed one went.
    expect(await within(dialog).findByLabelText('6-digit code')).toBeTruthy();
    expect(within(dialog).getByText(/alan@example\.com/)).toBeTruthy();
  });

  it('a widget that cannot load leaves the login going: the code is asked for without a token', async () => {
    const user = userEvent.setup();
    // A relay that publishes a site key but does not (yet) require a token.
    const relay = createTestRelay({ enabledProviders: ['email'] });
    const sentTokens: (string | null)[] = [];
    const broken: CaptchaAdapter = { render: () => Promise.reject(new Error('blocked by the page’s Content-Security-Policy')) };
    const options = kitOptionsFor(relay, {
      captcha: broken,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (request.url.endsWith('/v1/wallet_kit_client_params')) return Response.json({ turnstileSiteKey: siteKey });
        if (request.url.endsWith('/v1/otp_init_v2')) sentTokens.push(request.headers.get('X-Captcha-Token'));
        return relay.fetch(request);
      },
    });
    renderModal(options);
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText('The security check could not load. We’ll continue without it.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Email address'), 'hedy@example.com{Enter}');
    await user.type(await within(dialog).findByLabelText('6-digit code'), latestCode(relay, 'hedy@example.com'));
    expect(await within(dialog).findByRole('heading', { name: 'You are logged in' })).toBeTruthy();
    expect(sentTokens).toEqual([null]);
  });

  it('a refusal for the captcha shows the named error, a fresh widget and Try again, which goes on', async () => {
    const user = userEvent.setup();
    const relay = createTestRelay({ enabledProviders: ['email'], captchaSiteKey: siteKey });
    installTestWidget(relay);
    let strip = true;
    renderModal(
      kitOptionsFor(relay, {
        fetch: (input, init) => {
          const request = new Request(input, init);
          // The first code request loses its token on the way (as a proxy that drops the header would).
          if (strip && request.url.endsWith('/v1/otp_init_v2')) {
            strip = false;
            const headers = new Headers(request.headers);
            headers.delete('X-Captcha-Token');
            return relay.fetch(new Request(request, { headers }));
          }
          return relay.fetch(request);
        },
      }),
    );
    const dialog = await openDialog(user);
    await user.type(await within(dialog).findByLabelText('Email address'), 'joan@example.com');
    await user.click(await widgetIn(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This app needs a quick security check first. Complete the check, then try again.');
    const fresh = await widgetIn(await within(dialog).findByRole('group', { name: 'Security check' }));
    expect(fresh.getAttribute('aria-checked')).toBe('false');
    await expectAccessibleModal(dialog);
    await user.click(fresh);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText('6-digit code')).toBeTruthy();
  });

  it('without a site key nothing captcha-related loads or shows', async () => {
    const user = userEvent.setup();
    const relay = createTestRelay({ enabledProviders: ['email'] });
    const kit = createLoginKit(kitOptionsFor(relay));
    const register = vi.spyOn(kit, 'setCaptchaTokenSource');
    const scripts = document.head.querySelectorAll('script').length;
    render(
      <LoginKitProvider kit={kit}>
        <LoginModal />
      </LoginKitProvider>,
    );
    const dialog = await openDialog(user);
    await within(dialog).findByLabelText('Email address');
    expect(within(dialog).queryByRole('group', { name: 'Security check' })).toBeNull();
    expect(dialog.querySelector('.loginkit-captcha')).toBeNull();
    expect(register).not.toHaveBeenCalled();
    expect(document.head.querySelectorAll('script').length).toBe(scripts);
    expect((window as { turnstile?: unknown }).turnstile).toBeUndefined();
  });
});
