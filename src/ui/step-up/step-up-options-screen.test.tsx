import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { callsWhenClickEnds } from '../test-utils/click-probe';
import { kitError } from '../test-utils/fixtures';
import { StepUpOptionsScreen } from './step-up-options-screen';
import { apiKeyOption, choosing, context, emailOption, googleOption, passkeyOption, sessionOption, smsOption, spyStepUpActions } from './test-utils/step-up-fixtures';

afterEach(() => {
  vi.useRealTimers();
});

describe('StepUpOptionsScreen (the current step\'s ways to confirm)', () => {
  it('offers each usable option as a button, the first focused, codes going to the masked contact', async () => {
    const state = choosing({ context: context(1) });
    const { container } = render(<StepUpOptionsScreen state={state} actions={spyStepUpActions()} />);
    const email = screen.getByRole('button', { name: 'Email a code to a…@example.com' });
    expect(screen.getByRole('button', { name: 'Text a code to •••• 0123' })).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(container.textContent).not.toContain('ada@example.com');
    expect(container.textContent).not.toContain('4155550123');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('sends choose inside the click itself (a passkey prompt or a social window opens in it), once', async () => {
    const user = userEvent.setup();
    const actions = spyStepUpActions();
    render(<StepUpOptionsScreen state={choosing({ context: context(0, [[passkeyOption, googleOption, sessionOption]]) })} actions={actions} />);
    const probe = callsWhenClickEnds(actions.choose);
    await user.click(screen.getByRole('button', { name: 'Use your passkey' }));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.click(screen.getByRole('button', { name: 'Confirm on this device' }));
    probe.stop();
    expect(probe.counts).toEqual([1, 2, 3]);
    expect(actions.choose.mock.calls).toEqual([['passkey'], ['oauth', 'google'], ['session']]);
  });

  it('a single usable option is the primary button', () => {
    render(<StepUpOptionsScreen state={choosing()} actions={spyStepUpActions()} />);
    expect(screen.getByRole('button', { name: 'Use your passkey' }).className).toContain('loginkit-button--primary');
  });

  it('lists the options it cannot use here with why, as text rather than controls', async () => {
    const noPasskey = { ...passkeyOption, credentialIds: [], unavailable: 'no_passkey' as const };
    const noSms = { ...smsOption, contact: '', unavailable: 'no_contact' as const };
    const { container } = render(<StepUpOptionsScreen state={choosing({ context: context(0, [[noPasskey, emailOption, noSms, apiKeyOption]]) })} actions={spyStepUpActions()} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Email a code to a…@example.com']);
    const items = within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toContain('PasskeyNone of your passkeys can be used for this.');
    expect(items).toContain('Text message codeYour account has no phone number.');
    expect(items).toContain('API keyNeeds an API key: approve it from your server or command line.');
    await expectNoAxeViolations(container);
  });

  it('when no option can be used here, says so and offers Cancel (which asks about rejecting)', async () => {
    const user = userEvent.setup();
    const actions = spyStepUpActions();
    const { container } = render(<StepUpOptionsScreen state={choosing({ context: context(0, [[apiKeyOption]]) })} actions={actions} />);
    expect(screen.getByText(/None of the ways this step accepts can be used here/)).toBeTruthy();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    await user.click(cancel);
    expect(actions.cancel).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('after a closed passkey prompt: says so, and Try again (focused) retries from the click', async () => {
    const user = userEvent.setup();
    const actions = spyStepUpActions();
    const state = choosing({ error: kitError('passkey_cancelled'), failedMethod: { kind: 'passkey' } });
    const { container } = render(<StepUpOptionsScreen state={state} actions={actions} />);
    expect(screen.getByRole('alert').textContent).toBe('The passkey request was cancelled.');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(document.activeElement).toBe(retry);
    const probe = callsWhenClickEnds(actions.retry);
    await user.click(retry);
    probe.stop();
    expect(probe.counts).toEqual([1]);
    expect(screen.getByRole('button', { name: 'Use your passkey' }).className).toContain('loginkit-button--secondary');
    await expectNoAxeViolations(container);
  });

  it('a rate-limited approval counts down on Try again, as in the login, then offers it', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T10:00:00Z') });
    const actions = spyStepUpActions();
    const state = choosing({ error: kitError('rate_limited'), failedMethod: { kind: 'session' }, retryAt: Date.now() + 12_000, context: context(0, [[sessionOption]]) });
    render(<StepUpOptionsScreen state={state} actions={actions} />);
    const retry = screen.getByRole('button', { name: 'Try again in 12 seconds' });
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    retry.click();
    expect(actions.retry).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(12_000));
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(actions.retry).toHaveBeenCalledTimes(1);
  });
});
