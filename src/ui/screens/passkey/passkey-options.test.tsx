import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OtpState } from '../../../core/internal';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { callsWhenClickEnds } from '../../test-utils/click-probe';
import { emailOnlyConfig, spyActions, spyPasskeyActions, supported } from '../../test-utils/fixtures';
import { ContactScreen } from '../contact-screen';

const typing: Extract<OtpState, { status: 'enteringContact' }> = { status: 'enteringContact', channel: 'email', contact: '' };

describe('the contact screen with passkeys offered', () => {
  it('offers "Continue with a passkey" (login inside the click) and "Create an account with a passkey"', async () => {
    const user = userEvent.setup();
    const passkeyActions = spyPasskeyActions();
    const { container } = render(
      <ContactScreen state={typing} config={emailOnlyConfig} actions={spyActions()} passkey={{ support: supported, actions: passkeyActions }} />,
    );
    expect(screen.getByLabelText('Email address')).toBeTruthy();
    const probe = callsWhenClickEnds(passkeyActions.login);
    await user.click(screen.getByRole('button', { name: 'Continue with a passkey' }));
    probe.stop();
    expect(probe.counts).toEqual([1]);
    await user.click(screen.getByRole('button', { name: 'Create an account with a passkey' }));
    expect(passkeyActions.startSignup).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[style]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('keeps Enter in the contact field for the code: it does not start a passkey', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    const passkeyActions = spyPasskeyActions();
    render(<ContactScreen state={typing} config={emailOnlyConfig} actions={actions} passkey={{ support: supported, actions: passkeyActions }} />);
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com{Enter}');
    expect(actions.submitContact).toHaveBeenCalledTimes(1);
    expect(passkeyActions.login).not.toHaveBeenCalled();
  });

  it('offers the buttons while support is still being checked', () => {
    render(<ContactScreen state={typing} config={emailOnlyConfig} actions={spyActions()} passkey={{ support: { status: 'checking' }, actions: spyPasskeyActions() }} />);
    expect(screen.getByRole('button', { name: 'Continue with a passkey' })).toBeTruthy();
  });

  it.each([
    ['no-webauthn', /does not support passkeys/],
    ['insecure-context', /secure \(https\) page/],
  ] as const)('explains instead of offering dead buttons when the browser cannot use passkeys (%s)', async (reason, why) => {
    const { container } = render(
      <ContactScreen
        state={typing}
        config={emailOnlyConfig}
        actions={spyActions()}
        passkey={{ support: { status: 'unsupported', reason }, actions: spyPasskeyActions() }}
      />,
    );
    expect(screen.queryByRole('button', { name: /passkey/i })).toBeNull();
    expect(screen.getByText('This browser can’t use passkeys here')).toBeTruthy();
    expect(screen.getByText(why)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('shows nothing of passkeys when they are not offered', () => {
    render(<ContactScreen state={typing} config={emailOnlyConfig} actions={spyActions()} />);
    expect(screen.queryByText(/passkey/i)).toBeNull();
    expect(screen.queryByRole('button', { name: /passkey/i })).toBeNull();
  });
});
