import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeScreen } from 'loginkit/ui/otp';
import { ContactScreen, ErrorScreen } from 'loginkit/ui';
import { StepUpDialogView } from 'loginkit/ui/step-up';
import { useMemo } from 'react';
import { StoryCaptcha } from './captcha-story-kit';
import { stepUpStates, storyStepUpActions } from './step-up-fixtures';
import { email, emailAndSms, emailOnly, sent, storyActions, storyError } from './story-fixtures';

/**
 * Bot protection (protocol.md section 15): when the relay publishes a captcha site key, the widget
 * sits where the person is — on the contact screen before Continue, on the code screen only while a
 * new code (or a new account) waits on it — and a refusal for the captcha shows a fresh widget and
 * Try again; the step-up dialog shows it while its code waits on it. The widget here is a stand-in
 * drawn like the mock relay's test widget.
 */
const meta = {
  title: 'Screens/Captcha',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const theme = (globals: Record<string, unknown>) => (globals.theme === 'dark' ? 'dark' : 'light');

export const ContactWithWidget: Story = {
  name: 'Contact screen with the widget',
  render: (_args, { globals }) => (
    <StoryCaptcha theme={theme(globals)}>
      <ContactScreen state={{ status: 'enteringContact', ...email }} config={emailAndSms} actions={storyActions()} />
    </StoryCaptcha>
  ),
};

export const ContactWithWidgetDark: Story = {
  name: 'Contact screen with the widget (dark)',
  globals: { theme: 'dark' },
  render: ContactWithWidget.render,
};

export const ContactWaiting: Story = {
  name: 'Continue pressed: the code waits on the check',
  render: (_args, { globals }) => (
    <StoryCaptcha theme={theme(globals)} waiting>
      <ContactScreen state={{ status: 'sendingCode', ...email }} config={emailOnly} actions={storyActions()} />
    </StoryCaptcha>
  ),
};

export const WidgetFailed: Story = {
  name: 'The widget could not load (the login goes on without it)',
  render: (_args, { globals }) => (
    <StoryCaptcha theme={theme(globals)} status="failed">
      <ContactScreen state={{ status: 'enteringContact', ...email }} config={emailOnly} actions={storyActions()} />
    </StoryCaptcha>
  ),
};

export const NewCodeWaiting: Story = {
  name: 'Code screen: a new code waits on the check',
  render: (_args, { globals }) => (
    <StoryCaptcha theme={theme(globals)} waiting>
      <CodeScreen state={{ status: 'sendingCode', ...email, ...sent('', 0) }} config={emailOnly} actions={storyActions()} />
    </StoryCaptcha>
  ),
};

export const Refused: Story = {
  name: 'Refused: the check was used or expired (a fresh widget, Try again)',
  render: (_args, { globals }) => (
    <StoryCaptcha theme={theme(globals)}>
      <ErrorScreen state={{ status: 'failed', ...email, previous: 'sendingCode', error: storyError('captcha_rejected') }} actions={storyActions()} />
    </StoryCaptcha>
  ),
};

export const RefusedDark: Story = {
  name: 'Refused (dark)',
  globals: { theme: 'dark' },
  render: Refused.render,
};

export const Required: Story = {
  name: 'Refused: no check was sent (the relay requires one)',
  render: (_args, { globals }) => (
    <StoryCaptcha theme={theme(globals)}>
      <ErrorScreen state={{ status: 'failed', ...email, ...sent('123456'), previous: 'verifying', error: storyError('captcha_required') }} actions={storyActions()} />
    </StoryCaptcha>
  ),
};

/** The step-up dialog sending its first code, built as the story renders. */
function StepUpSending({ theme }: { theme: 'light' | 'dark' }) {
  const state = useMemo(() => stepUpStates.sendingFirstCode(), []);
  const actions = useMemo(() => storyStepUpActions(), []);
  return <StepUpDialogView state={state} actions={actions} onClose={() => undefined} theme={theme} locale="en" />;
}

export const StepUpWaiting: Story = {
  name: 'Step-up dialog: the code waits on the check',
  render: (_args, { globals }) => (
    <StoryCaptcha theme={theme(globals)} waiting>
      <StepUpSending theme={theme(globals)} />
    </StoryCaptcha>
  ),
};
