import { lazy, Suspense, useEffect } from 'react';
import { useStepUpRequests } from '../../react/index';
import type { StepUpDialogAppearance } from './step-up-dialog-view';

// The dialog, its screens and its flow load only when a challenge comes.
const LazyStepUpDialogRuntime = lazy(() => import('./step-up-dialog-runtime').then(({ StepUpDialogRuntime }) => ({ default: StepUpDialogRuntime })));

export type StepUpDialogProps = StepUpDialogAppearance;

/**
 * The kit's MFA step-up dialog. Mount it once anywhere inside `<LoginKitProvider>` (it renders
 * nothing where it is): while it is mounted, an account call that an MFA policy holds opens the
 * dialog (rendered by the provider, over the page): what is being approved, the steps ("Step 2 of
 * 2: confirm with your passkey"), each way to prove them, then the operation's own success, or
 * Cancel → reject the request, or keep it for later. The call resolves with how it ended. The
 * dialog's code is a chunk of its own, fetched when the first challenge comes.
 *
 * It follows `<LoginKitProvider stepUp>`: with `headless` (or your own `onMfaRequired`) calls do
 * not open it, but `useStepUpRequests().handle(challenge)` still does.
 *
 * ```tsx
 * <LoginKitProvider options={options}>
 *   <App />
 *   <StepUpDialog locale="de" theme="dark" />
 * </LoginKitProvider>
 * ```
 */
export function StepUpDialog({ locale, strings, className, classNames, theme }: StepUpDialogProps) {
  const requests = useStepUpRequests();
  useEffect(
    () =>
      requests.register((request) => (
        <Suspense fallback={null}>
          <LazyStepUpDialogRuntime request={request} locale={locale} strings={strings} className={className} classNames={classNames} theme={theme} />
        </Suspense>
      )),
    [requests, locale, strings, className, classNames, theme],
  );
  return null;
}
