import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StepUpState } from '../../core/internal';
import { expectNoAxeViolations } from '../test-utils/axe';
import { kitError } from '../test-utils/fixtures';
import { StepUpDialogView } from './step-up-dialog-view';
import { stepUpCloseRequest, StepUpView } from './step-up-view';
import { challenge, choosing, code, context, emailOption, heldActivity, passkeyOption, spyStepUpActions } from './test-utils/step-up-fixtures';

function view(state: StepUpState, onClose = vi.fn()) {
  const actions = spyStepUpActions();
  const result = render(<StepUpView state={state} actions={actions} onClose={onClose} titleId="title" descriptionId="description" />);
  return { ...result, actions, onClose };
}

describe('StepUpView (the dialog\'s content)', () => {
  it('names what is being approved, lists the steps with the current one, and says the progress as a heading', async () => {
    const { container } = view({ status: 'enteringCode', context: context(1), ...code() });
    expect(screen.getByRole('heading', { level: 2, name: 'Confirm it’s you' }).id).toBe('title');
    expect(document.getElementById('description')?.textContent).toContain('Export your private key');
    const steps = within(screen.getByRole('list', { name: 'Verification steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Passkey (done)', 'Email code or Text message code']);
    expect(steps[0]?.hasAttribute('data-done')).toBe(true);
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    const progress = screen.getByRole('heading', { level: 3, name: 'Step 2 of 2: confirm with a code sent to your email' });
    expect(progress.parentElement?.getAttribute('aria-live')).toBe('polite');
    await expectNoAxeViolations(container);
  });

  it('a one-step policy: no list of steps, the task alone; a choice among several says so', () => {
    const { unmount } = view(choosing({ context: context(0, [[passkeyOption]]) }));
    expect(screen.queryByRole('list', { name: 'Verification steps' })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Confirm with your passkey' })).toBeTruthy();
    unmount();
    view(choosing({ context: context(0, [[passkeyOption, emailOption]]) }));
    expect(screen.getByRole('heading', { level: 3, name: 'Choose how to confirm' })).toBeTruthy();
  });

  it('while preparing, names the action from the activity\'s type, with no steps yet', () => {
    view({ status: 'preparing', challenge: challenge(heldActivity({ type: 'ACTIVITY_TYPE_DELETE_AUTHENTICATORS' })) });
    expect(document.getElementById('description')?.textContent).toContain('Delete a passkey');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('at the end, the outcome takes the request\'s place (and describes the dialog)', () => {
    view({ status: 'completed', challenge: challenge(), action: context().action, activity: heldActivity(), result: {} });
    expect(screen.queryByText(/asks for an extra check/)).toBeNull();
    expect(document.getElementById('description')?.textContent).toBe('Your private key was exported.');
  });

  it('the close button asks whether to reject during the steps, keeps the request on that question, closes at the ends', async () => {
    const user = userEvent.setup();
    const during = view(choosing());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(during.actions.cancel).toHaveBeenCalledTimes(1);
    during.unmount();
    const asking = view({ status: 'confirmingCancel', context: context(), resume: choosing() });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(asking.actions.dismiss).toHaveBeenCalledTimes(1);
    asking.unmount();
    const ended = view({ status: 'failed', challenge: challenge(), action: context().action, error: kitError('activity_failed'), retryable: false });
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(ended.onClose).toHaveBeenCalledTimes(1);
  });

  it('does nothing on close while the request is finishing or being rejected', () => {
    const actions = spyStepUpActions();
    const onClose = vi.fn();
    stepUpCloseRequest({ status: 'finishing', context: context(2) }, actions, onClose);
    stepUpCloseRequest({ status: 'rejecting', context: context(), resume: choosing() }, actions, onClose);
    expect(onClose).not.toHaveBeenCalled();
    expect(Object.values(actions).every((action) => action.mock.calls.length === 0)).toBe(true);
  });
});

describe('StepUpDialogView (the modal <dialog>)', () => {
  it('is the login modal\'s dialog: modal, named by its title, described by the request, themed', async () => {
    const actions = spyStepUpActions();
    render(<StepUpDialogView state={choosing()} actions={actions} onClose={vi.fn()} locale="en" theme="dark" />);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toContain('Export your private key');
    const root = dialog.closest('.loginkit');
    expect(root?.getAttribute('data-theme')).toBe('dark');
    expect(root?.getAttribute('dir')).toBe('ltr');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Use your passkey' }));
    expect(document.body.querySelector('[style]')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('Escape asks whether to reject the request', async () => {
    const user = userEvent.setup();
    const actions = spyStepUpActions();
    render(<StepUpDialogView state={choosing()} actions={actions} onClose={vi.fn()} locale="en" />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(actions.cancel).toHaveBeenCalledTimes(1);
  });

  it('in Arabic: right to left, its own words, the masked contact kept whole', async () => {
    render(<StepUpDialogView state={choosing({ context: context(1) })} actions={spyStepUpActions()} onClose={vi.fn()} locale="ar" />);
    const dialog = await screen.findByRole('dialog', { name: 'أكّد هويتك' }, { timeout: 5_000 });
    expect(dialog.closest('.loginkit')?.getAttribute('dir')).toBe('rtl');
    expect(dialog.closest('.loginkit')?.getAttribute('lang')).toBe('ar');
    expect(within(dialog).getAllByRole('button').some((button) => button.textContent?.includes('a…@example.com'))).toBe(true);
    await expectNoAxeViolations(document.body);
  });
});
