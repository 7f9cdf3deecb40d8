import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StepUpActions } from 'loginkit/react/step-up';
import { loadStepUpStrings, StepUpDialogView, StepUpView } from 'loginkit/ui/step-up';
import { matchLocale } from 'loginkit/ui';
import { Suspense, useId, useMemo } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { stepUpStates, storyStepUpActions, type StepUpStoryState } from './step-up-fixtures';

interface StepUpStoryProps {
  /** Which fixed state (stories/step-up-fixtures.ts). */
  state: StepUpStoryState;
  /** The whole modal `<dialog>` over the page, rather than its content in the story's panel. */
  dialog?: boolean;
  theme?: 'light' | 'dark';
  locale?: string;
  /** The actions to log (a play function checks them); default fresh spies. */
  actions?: StepUpActions;
}

const noop = (): undefined => undefined;

/** The step-up dialog in one fixed state: no flow, no relay; the actions are logged. */
function StepUpStory({ state, dialog = false, theme = 'light', locale, actions: given }: StepUpStoryProps) {
  const actions = useMemo(() => given ?? storyStepUpActions(), [given]);
  // Built as the story renders, so its countdowns start now.
  const current = useMemo(() => stepUpStates[state](), [state]);
  const titleId = useId();
  const descriptionId = useId();
  if (dialog) return <StepUpDialogView state={current} actions={actions} onClose={noop} theme={theme} locale={locale} />;
  return (
    <Suspense fallback={null}>
      <StepUpView state={current} actions={actions} onClose={noop} titleId={titleId} descriptionId={descriptionId} />
    </Suspense>
  );
}

const localeOf = (globals: Record<string, unknown>): string => (typeof globals.locale === 'string' ? globals.locale : 'en');

/**
 * Every screen and state of the MFA step-up dialog (what is being approved, the steps, each way to
 * prove them, code entry, Cancel's question, the ends), as fixed states. The "Dialog" stories show
 * the whole modal `<dialog>` in the toolbar's theme and language.
 */
const meta = {
  title: 'Step-up/Dialog',
  component: StepUpStory,
  args: { state: 'choosingPasskeyStep' },
  argTypes: { state: { control: 'select', options: Object.keys(stepUpStates) } },
  // The step-up strings of the toolbar's language are loaded before the story renders.
  loaders: [
    async ({ globals }) => {
      await loadStepUpStrings(matchLocale(localeOf(globals)));
      return {};
    },
  ],
  render: (args, { globals }) => <StepUpStory {...args} theme={globals.theme === 'dark' ? 'dark' : 'light'} locale={localeOf(globals)} />,
} satisfies Meta<typeof StepUpStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (state: StepUpStoryState, name: string): Story => ({ name, args: { state } });

export const Preparing = at('preparing', 'Preparing (reading what the policy asks for)');
export const ChoosingPasskeyStep = at('choosingPasskeyStep', 'Step 1 of 2: passkey');
export const ChoosingCodeStep = at('choosingCodeStep', 'Step 2 of 2: email or SMS code (to the account’s own contact, masked)');
export const ChoosingManyWays = at('choosingManyWays', 'One step, many ways (passkey, codes, social logins, this device)');
export const ChoosingSomeUnavailable = at('choosingSomeUnavailable', 'Some ways unavailable here, with why');
export const ChoosingNoneUsable = at('choosingNoneUsable', 'No way usable here');
export const PasskeyClosed = at('passkeyClosed', 'Passkey prompt closed (Try again)');
export const ApprovalRateLimited = at('approvalRateLimited', 'Approval rate limited (countdown)');
export const Prompting = at('prompting', 'Passkey prompt open');
export const Authorizing = at('authorizing', 'Social login window open');
export const Approving = at('approving', 'Approving (this device)');
export const SendingFirstCode = at('sendingFirstCode', 'Sending the first code');
export const EnteringCode = at('enteringCode', 'Code entry');
export const Verifying = at('verifying', 'Checking the code');
export const Resending = at('resending', 'Sending a new code');
export const CodeInvalid = at('codeInvalid', 'Wrong code');
export const CodeExpired = at('codeExpired', 'Code expired or spent');
export const AttemptsExceeded = at('attemptsExceeded', 'Too many wrong codes');
export const CodeRateLimited = at('codeRateLimited', 'Rate limited after a code (countdown)');
export const FirstSendRateLimited = at('firstSendRateLimited', 'First send rate limited for 2 hours (the time it ends)');
export const CodeFailed = at('codeFailed', 'Sending the code failed (network)');
export const Finishing = at('finishing', 'Finishing the request');
export const ConfirmingCancel = at('confirmingCancel', 'Cancel: reject, keep for later, or go on');
export const RejectionFailed = at('rejectionFailed', 'Cancel: the rejection failed');
export const Rejecting = at('rejecting', 'Rejecting the request');
export const Completed = at('completed', 'Completed: the operation’s own success');
export const CompletedOther = at('completedOther', 'Completed: an action the kit cannot name');
export const Rejected = at('rejected', 'Rejected');
export const FailedRetryable = at('failedRetryable', 'Failed (Try again)');
export const FailedForGood = at('failedForGood', 'Failed for good');

const interactionActions = storyStepUpActions();

export const ChooseInteraction: Story = {
  name: 'Interaction: each way is chosen from the click itself',
  args: { state: 'choosingManyWays', actions: interactionActions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use your passkey' }));
    // Sent in the click, so the browser's passkey prompt keeps the person's gesture.
    await expect(interactionActions.choose).toHaveBeenLastCalledWith('passkey');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Apple' }));
    await expect(interactionActions.choose).toHaveBeenLastCalledWith('oauth', 'apple');
  },
};

// The whole modal <dialog>, in the toolbar's theme and language.
const inDialog = (state: StepUpStoryState, name: string, globals?: Story['globals']): Story => ({
  name,
  args: { state, dialog: true },
  parameters: { loginkitPanel: false },
  ...(globals === undefined ? {} : { globals }),
});

export const DialogPasskeyStep = inDialog('choosingPasskeyStep', 'Dialog: step 1 of 2');
export const DialogCodeEntry = inDialog('enteringCode', 'Dialog: code entry');
export const DialogCompleted = inDialog('completed', 'Dialog: completed');
export const DialogDark = inDialog('choosingCodeStep', 'Dialog: step 2 of 2 (dark)', { theme: 'dark' });
export const DialogCancelDark = inDialog('confirmingCancel', 'Dialog: cancel question (dark)', { theme: 'dark' });
export const DialogArabic = inDialog('choosingCodeStep', 'Dialog: step 2 of 2 (Arabic, right to left)', { locale: 'ar' });
export const DialogArabicCode = inDialog('codeInvalid', 'Dialog: wrong code (Arabic, right to left)', { locale: 'ar' });
export const DialogArabicDark = inDialog('completed', 'Dialog: completed (Arabic, right to left, dark)', { locale: 'ar', theme: 'dark' });
export const DialogJapanese = inDialog('choosingSomeUnavailable', 'Dialog: ways unavailable (Japanese)', { locale: 'ja' });
export const DialogGerman = inDialog('firstSendRateLimited', 'Dialog: rate limited (German)', { locale: 'de' });
