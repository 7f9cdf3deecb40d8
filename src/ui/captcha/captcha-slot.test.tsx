import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CaptchaStatus } from '../../core/internal';
import type { UseCaptchaResult } from '../../react/captcha-index';
import { CodeScreen } from '../screens/code-screen';
import { ContactScreen } from '../screens/contact-screen';
import { ErrorScreen } from '../screens/error-screen';
import { expectNoAxeViolations } from '../test-utils/axe';
import { emailOnlyConfig, kitError, sentCode, spyActions } from '../test-utils/fixtures';
import { CaptchaContext } from './captcha-context';

/** A captcha as the modal's useCaptcha gives it, whose "widget" is a checkbox-like button like the mock relay's test widget. */
function fakeCaptcha(overrides: Partial<UseCaptchaResult> & { status?: CaptchaStatus } = {}): UseCaptchaResult & { attached: HTMLElement[] } {
  const attached: HTMLElement[] = [];
  return {
    siteKey: 'site-key',
    status: 'solving',
    waiting: false,
    reset: vi.fn(),
    attached,
    ref: (element) => {
      if (element === null || element.childElementCount > 0) return;
      attached.push(element);
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('role', 'checkbox');
      button.setAttribute('aria-checked', 'false');
      button.textContent = 'I am human (test captcha)';
      element.append(button);
    },
    ...overrides,
  };
}

const withCaptcha = (captcha: UseCaptchaResult | undefined, ui: ReactNode) => render(<CaptchaContext.Provider value={captcha}>{ui}</CaptchaContext.Provider>);
const typing = { status: 'enteringContact' as const, channel: 'email' as const, contact: 'ada@example.com' };

describe('the captcha widget on the screens', () => {
  it('sits on the contact screen before Continue, in a labelled group, reachable by keyboard, axe clean', async () => {
    const user = userEvent.setup();
    const { container } = withCaptcha(fakeCaptcha(), <ContactScreen state={typing} config={emailOnlyConfig} actions={spyActions()} />);
    const group = (await screen.findByRole('group', { name: 'Security check' }));
    const widget = within(group).getByRole('checkbox', { name: 'I am human (test captcha)' });
    const field = screen.getByLabelText('Email address');
    const cont = screen.getByRole('button', { name: 'Continue' });
    // In the form, between the field and Continue (document and tab order).
    expect(field.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(group.compareDocumentPosition(cont) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(group.closest('form')).toBe(cont.closest('form'));
    field.focus();
    await user.tab();
    expect(document.activeElement).toBe(widget);
    await user.tab();
    expect(document.activeElement).toBe(cont);
    await expectNoAxeViolations(container);
  });

  it('is not there without a site key (nothing captcha-related renders)', () => {
    const { container } = withCaptcha(undefined, <ContactScreen state={typing} config={emailOnlyConfig} actions={spyActions()} />);
    expect(screen.queryByRole('group', { name: 'Security check' })).toBeNull();
    expect(container.querySelector('.loginkit-captcha')).toBeNull();
    withCaptcha({ ...fakeCaptcha(), siteKey: undefined, status: 'off' }, <ContactScreen state={typing} config={emailOnlyConfig} actions={spyActions()} />);
    expect(screen.queryByRole('group', { name: 'Security check' })).toBeNull();
  });

  it('says so when a send waits on it, and the form is then not busy (the person acts)', async () => {
    const { container } = withCaptcha(fakeCaptcha({ waiting: true }), <ContactScreen state={{ status: 'sendingCode', channel: 'email', contact: 'ada@example.com' }} config={emailOnlyConfig} actions={spyActions()} />);
    expect(within((await screen.findByRole('group', { name: 'Security check' }))).getByRole('status').textContent).toBe('Complete the security check to continue.');
    expect(container.querySelector('form')?.getAttribute('aria-busy')).toBeNull();
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ada@example.com');
    await expectNoAxeViolations(container);
  });

  it('says the widget could not load; Continue stays (the login goes on without it)', async () => {
    withCaptcha(fakeCaptcha({ status: 'failed' }), <ContactScreen state={typing} config={emailOnlyConfig} actions={spyActions()} />);
    expect(within((await screen.findByRole('group', { name: 'Security check' }))).getByRole('status').textContent).toBe('The security check could not load. We’ll continue without it.');
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('is on the code screen only while a new code (or the new account) waits on it', async () => {
    const actions = spyActions();
    const { rerender, container } = withCaptcha(fakeCaptcha(), <CodeScreen state={{ status: 'enteringCode', ...sentCode() }} config={emailOnlyConfig} actions={actions} />);
    expect(screen.queryByRole('group', { name: 'Security check' })).toBeNull();
    rerender(
      <CaptchaContext.Provider value={fakeCaptcha({ waiting: true })}>
        <CodeScreen state={{ status: 'sendingCode', ...sentCode() }} config={emailOnlyConfig} actions={actions} />
      </CaptchaContext.Provider>,
    );
    const group = (await screen.findByRole('group', { name: 'Security check' }));
    expect(within(group).getByRole('status').textContent).toBe('Complete the security check to continue.');
    // The code typed stays, and the widget comes right after the resend that waits on it.
    expect(screen.getByRole('button', { name: 'Sending code…' }).compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['captcha_required', 'This app needs a quick security check first. Complete the check, then try again.'],
    ['captcha_rejected', 'The security check did not go through (it may have expired or been used). Complete the new check, then try again.'],
  ] as const)('a %s refusal names the cause and leads on: a fresh widget, then Try again', async (code, message) => {
    const user = userEvent.setup();
    const actions = spyActions();
    const captcha = fakeCaptcha();
    const { container } = withCaptcha(captcha, <ErrorScreen state={{ status: 'failed', channel: 'email', contact: 'ada@example.com', previous: 'sendingCode', error: kitError(code) }} actions={actions} />);
    expect(screen.getByRole('alert').textContent).toBe(message);
    const group = (await screen.findByRole('group', { name: 'Security check' }));
    expect(captcha.attached).toHaveLength(1);
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(group.compareDocumentPosition(retry) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(retry);
    expect(actions.retry).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('other failures show no widget', () => {
    withCaptcha(fakeCaptcha(), <ErrorScreen state={{ status: 'failed', channel: 'email', contact: 'ada@example.com', previous: 'sendingCode', error: kitError('unavailable') }} actions={spyActions()} />);
    expect(screen.queryByRole('group', { name: 'Security check' })).toBeNull();
  });
});
