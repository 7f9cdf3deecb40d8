import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OauthState, OtpState } from '../../../core/internal';
import { oauthScreenForState } from '../../oauth-screen-for-state';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { callsWhenClickEnds } from '../../test-utils/click-probe';
import { kitError, oauthConfig, session, spyActions, spyOauthActions, spyPasskeyActions, supported } from '../../test-utils/fixtures';
import { ContactScreen } from '../contact-screen';
import { providerErrorDescription } from './provider-error-description';
import { SocialButtons } from './social-buttons';

const typing: Extract<OtpState, { status: 'enteringContact' }> = { status: 'enteringContact', channel: 'email', contact: '' };
const idle: OauthState = { status: 'idle' };
const allProviders = ['google', 'apple', 'x', 'discord'] as const;
const oauthSession = { ...session, method: 'oauth' as const };

function renderState(state: OauthState, onDone?: () => void) {
  const actions = spyOauthActions();
  const element = oauthScreenForState(state, { actions, onDone });
  if (element === null) throw new Error(`no screen for ${state.status}`);
  return { actions, ...render(element) };
}

describe('SocialButtons (the provider choices under the contact form)', () => {
  it('offers one button per provider, in the given order, with decorative icons and no style attributes', async () => {
    const { container } = render(<SocialButtons providers={allProviders} state={idle} actions={spyOauthActions()} />);
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['Continue with Google', 'Continue with Apple', 'Continue with X', 'Continue with Discord']);
    for (const provider of ['Google', 'Apple', 'X', 'Discord']) expect(screen.getByRole('button', { name: `Continue with ${provider}` })).toBeTruthy();
    await waitFor(() => expect(container.querySelectorAll('svg')).toHaveLength(4)); // the marks load in their own chunk
    const icons = container.querySelectorAll('svg');
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('or')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('keeps the configuration’s order', () => {
    render(<SocialButtons providers={['discord', 'google']} state={idle} actions={spyOauthActions()} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Continue with Discord', 'Continue with Google']);
  });

  it('sends signIn with the provider inside the click (the popup keeps the user’s gesture)', async () => {
    const user = userEvent.setup();
    const actions = spyOauthActions();
    render(<SocialButtons providers={allProviders} state={idle} actions={actions} />);
    const probe = callsWhenClickEnds(actions.signIn);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    probe.stop();
    expect(probe.counts).toEqual([1]);
    expect(actions.signIn).toHaveBeenLastCalledWith('google');
    await user.click(screen.getByRole('button', { name: 'Continue with Discord' }));
    expect(actions.signIn).toHaveBeenLastCalledWith('discord');
  });

  it.each([
    ['oauth_state_mismatch', 'The login could not be verified. Start over.'],
    ['method_disabled', 'This login method is not enabled for this app.'],
  ] as const)('shows an idle error (%s) in an alert above the buttons', async (code, message) => {
    const { container } = render(<SocialButtons providers={allProviders} state={{ status: 'idle', error: kitError(code) }} actions={spyOauthActions()} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(message);
    const first = screen.getByRole('button', { name: 'Continue with Google' });
    expect(alert.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

describe('the contact screen with social login offered', () => {
  it('puts the buttons under the form after one "or", with the passkey options after them', async () => {
    const { container } = render(
      <ContactScreen
        state={typing}
        config={oauthConfig}
        actions={spyActions()}
        oauth={{ providers: allProviders, state: idle, actions: spyOauthActions() }}
        passkey={{ support: supported, actions: spyPasskeyActions() }}
      />,
    );
    const field = screen.getByLabelText('Email address');
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    const passkey = screen.getByRole('button', { name: 'Continue with a passkey' });
    expect(field.compareDocumentPosition(google) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(google.compareDocumentPosition(passkey) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText('or')).toHaveLength(1);
    expect(container.querySelector('[style]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('keeps Enter in the contact field for the code: it does not start a social login', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    const oauthActions = spyOauthActions();
    render(<ContactScreen state={typing} config={oauthConfig} actions={actions} oauth={{ providers: allProviders, state: idle, actions: oauthActions }} />);
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com{Enter}');
    expect(actions.submitContact).toHaveBeenCalledTimes(1);
    expect(oauthActions.signIn).not.toHaveBeenCalled();
  });

  it('without OTP channels offers the buttons alone (no form, no divider)', async () => {
    const { container } = render(
      <ContactScreen
        state={typing}
        config={{ ...oauthConfig, otpChannels: [] }}
        actions={spyActions()}
        oauth={{ providers: ['google', 'x'], state: idle, actions: spyOauthActions() }}
      />,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Continue with Google', 'Continue with X']);
    await expectNoAxeViolations(container);
  });

  it('shows nothing of social login when it is not offered', () => {
    render(<ContactScreen state={typing} config={oauthConfig} actions={spyActions()} />);
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });
});

describe('oauthScreenForState', () => {
  it('has no screen for idle: its buttons are on the contact screen', () => {
    expect(oauthScreenForState({ status: 'idle' }, { actions: spyOauthActions() })).toBeNull();
    expect(oauthScreenForState({ status: 'idle', error: kitError('oauth_state_mismatch') }, { actions: spyOauthActions() })).toBeNull();
  });

  describe('authorizing (the provider’s popup is open)', () => {
    it('says where to finish, shows it is busy, and offers "Continue in this tab" (popup blocked?) and Back', async () => {
      const user = userEvent.setup();
      const { actions, container } = renderState({ status: 'authorizing', provider: 'google', intent: 'login' });
      expect(screen.getByRole('heading', { name: 'Waiting for Google…' })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('Finish logging in with Google in the window that opened.');
      expect(container.querySelector('.loginkit-spinner')?.getAttribute('aria-hidden')).toBe('true');
      const inTab = screen.getByRole('button', { name: 'Continue in this tab', description: 'Popup blocked?' });
      expect(document.activeElement).toBe(inTab);
      await user.click(inTab);
      expect(actions.continueInTab).toHaveBeenCalledTimes(1);
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(actions.back).toHaveBeenCalledTimes(1);
      expect(actions.signIn).not.toHaveBeenCalled();
      expect(container.querySelector('[style]')).toBeNull();
      await expectNoAxeViolations(container);
    });

    it('names the provider and the intent', () => {
      renderState({ status: 'authorizing', provider: 'discord', intent: 'link' });
      expect(screen.getByRole('status').textContent).toBe('Finish linking Discord in the window that opened.');
    });
  });

  it('redirecting: a busy status naming the provider, no buttons', async () => {
    const { container } = renderState({ status: 'redirecting', provider: 'apple', intent: 'login' });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Taking you to Apple…');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['login', 'Logging you in with Google…'],
    ['link', 'Linking Google…'],
  ] as const)('completing (%s): a busy status, no buttons', async (intent, text) => {
    const { container } = renderState({ status: 'completing', provider: 'google', intent });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(text);
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  describe('failed', () => {
    it('a closed popup: one alert with what failed and why; Try again (inside the click) and Back', async () => {
      const user = userEvent.setup();
      const { actions, container } = renderState({ status: 'failed', provider: 'google', intent: 'login', error: kitError('popup_closed') });
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'Logging in with Google didn’t work' })).toBeTruthy();
      expect(alert.textContent).toMatch(/The login window was closed before you finished\. Try again\.$/);
      const retry = screen.getByRole('button', { name: 'Try again' });
      expect(document.activeElement).toBe(retry);
      const probe = callsWhenClickEnds(actions.retry);
      await user.click(retry);
      probe.stop();
      expect(probe.counts).toEqual([1]);
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(actions.back).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations(container);
    });

    it('a refused state: the verification message', () => {
      renderState({ status: 'failed', provider: 'x', intent: 'login', error: kitError('oauth_state_mismatch') });
      expect(screen.getByRole('alert').textContent).toMatch(/The login could not be verified/);
    });

    it('a provider error: the message for the code, and the provider’s own words as text', async () => {
      const error = kitError('oauth_provider_error', { provider: 'apple', providerError: 'access_denied', providerErrorDescription: '<b>The user cancelled</b>' });
      const { container } = renderState({ status: 'failed', provider: 'apple', intent: 'login', error });
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toMatch(/The login provider reported a problem/);
      expect(alert.textContent).toMatch(/Apple said: “<b>The user cancelled<\/b>”/);
      expect(container.querySelector('b')).toBeNull();
      await expectNoAxeViolations(container);
    });

    it('a failed link says the provider was not linked', () => {
      renderState({ status: 'failed', provider: 'discord', intent: 'link', error: kitError('network') });
      expect(screen.getByRole('heading', { name: 'Discord was not linked' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toMatch(/could not reach the login service/);
    });
  });

  describe('success (the shared success screen)', () => {
    it.each([
      [true, 'ada@example.com', 'Your account for ada@example.com is ready.'],
      [true, undefined, 'Your account with Google is ready.'],
      [false, 'ada@example.com', 'Welcome back, ada@example.com.'],
      [false, undefined, 'Welcome back.'],
    ] as const)('new user %s, contact %s: "%s"', async (isNewUser, contact, text) => {
      const onDone = vi.fn();
      const user = userEvent.setup();
      const { container } = renderState({ status: 'success', provider: 'google', intent: 'login', session: { ...oauthSession, contact }, isNewUser }, onDone);
      expect(screen.getByRole('heading', { name: 'You are logged in' })).toBeTruthy();
      const status = screen.getByRole('status');
      expect(status.textContent).toBe(text);
      expect(status.textContent).toMatch(isNewUser ? /account .* is ready/i : /welcome back/i);
      await user.click(screen.getByRole('button', { name: 'Done' }));
      expect(onDone).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations(container);
    });
  });

  it('linked: says the provider is linked, and Done closes', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const { container } = renderState({ status: 'linked', provider: 'google', intent: 'link', providerIds: ['provider-1'] }, onDone);
    expect(screen.getByRole('heading', { name: 'Account linked' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Google is now linked to your account.');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});

describe('providerErrorDescription', () => {
  it('is the provider’s description, trimmed and shortened, only for provider errors', () => {
    expect(providerErrorDescription(kitError('oauth_provider_error', { providerErrorDescription: '  The user\n cancelled ' }))).toBe('The user cancelled');
    expect(providerErrorDescription(kitError('oauth_provider_error', { providerErrorDescription: 'x'.repeat(500) }))).toHaveLength(200);
    expect(providerErrorDescription(kitError('oauth_provider_error', { providerErrorDescription: '   ' }))).toBeUndefined();
    expect(providerErrorDescription(kitError('oauth_provider_error', { providerErrorDescription: 42 }))).toBeUndefined();
    expect(providerErrorDescription(kitError('popup_closed', { providerErrorDescription: 'ignored' }))).toBeUndefined();
  });
});
