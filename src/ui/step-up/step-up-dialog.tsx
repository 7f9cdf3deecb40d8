import { lazy, Suspense, useEffect, useState } from 'react';
import { useLoginKit } from '../../react/index';
import type { StepUpRequest } from './step-up-request';
import { stepUpDialogLoaders } from './step-up-dialog-loaders';
import type { StepUpDialogAppearance } from './step-up-dialog-view';

// The dialog, its screens and its flow load only when a challenge comes.
const LazyStepUpDialogRuntime = lazy(() => import('./step-up-dialog-runtime').then(({ StepUpDialogRuntime }) => ({ default: StepUpDialogRuntime })));

export type StepUpDialogProps = StepUpDialogAppearance;

const keys = new WeakMap<StepUpRequest, number>();
let nextKey = 0;
/** A key per request, so each challenge gets a dialog (and a flow) of its own. */
function keyOf(request: StepUpRequest): number {
  let key = keys.get(request);
  if (key === undefined) keys.set(request, (key = nextKey++));
  return key;
}

/**
 * The kit's MFA step-up dialog. Mount it once anywhere inside `<LoginKitProvider>`: while it is
 * mounted it is the kit's MFA handler (`kit.setMfaHandler`), so an account call that an MFA policy
 * holds opens it: what is being approved, the steps ("Step 2 of 2: confirm with your passkey"), each
 * way to prove them, then the operation's own success, or Close → reject the request, or keep it
 * for later. The call resolves with how it ended. Challenges that come together wait their turn.
 * The dialog's code (screens, strings, the step-up flow) is a chunk of its own, fetched when the
 * first challenge comes. Not mounted (or with the kit's own `onMfaRequired` option, which wins),
 * calls resolve with the `mfaRequired` challenge: complete it headless with `useStepUp`.
 *
 * ```tsx
 * <LoginKitProvider options={options}>
 *   <App />
 *   <StepUpDialog locale="de" theme="dark" />
 * </LoginKitProvider>
 * ```
 */
export function StepUpDialog(appearance: StepUpDialogProps) {
  const kit = useLoginKit();
  const [requests, setRequests] = useState<readonly StepUpRequest[]>([]);
  useEffect(() => {
    const pending = new Set<StepUpRequest>();
    const unregister = kit.setMfaHandler(
      (challenge) =>
        new Promise((resolve, reject) => {
          const end = (finish: () => void): void => {
            if (!pending.delete(request)) return;
            finish();
          };
          const request: StepUpRequest = {
            challenge,
            settle: (outcome) => end(() => resolve(outcome)),
            fail: (error) => end(() => reject(error)),
            close: () => {
              request.settle(challenge);
              setRequests((queue) => queue.filter((queued) => queued !== request));
            },
          };
          pending.add(request);
          setRequests((queue) => [...queue, request]);
        }),
    );
    return () => {
      unregister();
      // Unmounted: the calls still waiting resolve with their challenge (it waits at the service).
      for (const request of [...pending]) request.settle(request.challenge);
      setRequests([]);
    };
  }, [kit]);
  const request = requests[0];
  if (request === undefined) return null;
  return (
    <Suspense fallback={null}>
      <LazyStepUpDialogRuntime key={keyOf(request)} request={request} loaders={stepUpDialogLoaders} {...appearance} />
    </Suspense>
  );
}
