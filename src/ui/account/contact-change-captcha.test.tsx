/**
 * A contact change against a relay that protects its code requests with a captcha (protocol.md
 * section 15): the code to the new address is an otp_init_v2 like a login's, so it carries a token
 * from a widget in the profile section. The real kit, the in-process mock relay with a site key and
 * its test widget behind the kit's default adapter.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoginKit, type LoginKit } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { logInByEmailCode } from '../../react/test-utils/log-in-by-email-code';
import { createTestRelay, kitOptionsFor, latestCode } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { installTestWidget, mockRelayTokens } from '../test-utils/test-captcha';
import { ProfileSection } from './profile-section';

const kits: LoginKit[] = [];
beforeEach(() => {
  delete (window as { turnstile?: unknown }).turnstile;
});
afterEach(() => {
  for (const kit of kits.splice(0)) kit.dispose();
  vi.unstubAllGlobals();
  delete (window as { turnstile?: unknown }).turnstile;
});

/** Ada, logged in (with tokens of her own for the login), the page's widget installed. */
async function adaOnProtectedRelay() {
  const relay = createTestRelay({ enabledProviders: ['email'], captchaSiteKey: 'profile-site-key' });
  const kit = createLoginKit(kitOptionsFor(relay));
  kits.push(kit);
  const done = kit.setCaptchaTokenSource(mockRelayTokens(relay));
  await logInByEmailCode(kit, relay, 'ada@example.com');
  done();
  installTestWidget(relay);
  return { kit, relay };
}

const region = () => screen.getByRole('region', { name: 'Profile' });
const widgetIn = (element: HTMLElement) => within(element).findByRole('checkbox', { name: 'I am human (test captcha)' });

describe('changing the email address when the relay wants a captcha', () => {
  it('shows the widget before "Send code" once a change starts, and the code to the new address goes with its token', async () => {
    const user = userEvent.setup();
    const { kit, relay } = await adaOnProtectedRelay();
    const { container } = render(
      <LoginKitProvider kit={kit}>
        <main>
          <ProfileSection />
        </main>
      </LoginKitProvider>,
    );
    expect(await within(region()).findByText('ada@example.com')).toBeTruthy();
    // Nothing of the captcha before a change starts.
    expect(within(region()).queryByRole('group', { name: 'Security check' })).toBeNull();

    await user.click(within(region()).getByRole('button', { name: 'Change email address' }));
    const group = await within(region()).findByRole('group', { name: 'Security check' });
    const send = within(region()).getByRole('button', { name: 'Send code' });
    expect(group.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const widget = await widgetIn(group);
    await expectNoAxeViolations(container);

    await user.type(within(region()).getByRole('textbox', { name: 'New email address' }), 'lovelace@example.com');
    // Sent before the check: the send waits for it, and says so.
    await user.click(send);
    await waitFor(() => expect(within(group).getByRole('status').textContent).toBe('Complete the security check to continue.'));
    await user.click(widget);
    const codeField = await within(region()).findByRole('textbox', { name: '6-digit code' });
    await user.type(codeField, latestCode(relay, 'lovelace@example.com'));
    expect(await within(region()).findByText('lovelace@example.com')).toBeTruthy();
    expect((await (await kit.account()).getUser()).userEmail).toBe('lovelace@example.com');
    // The change is over: the widget has gone with it.
    expect(within(region()).queryByRole('group', { name: 'Security check' })).toBeNull();
  });
});
