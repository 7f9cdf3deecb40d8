import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import type { StepUpRequest, StepUpRequests } from './use-step-up-requests';
import { useLoginKitContext } from './use-login-kit';

const keys = new WeakMap<StepUpRequest, number>();
let nextKey = 0;
/** A key per request, so each challenge gets a dialog (and a flow) of its own. */
function keyOf(request: StepUpRequest): number {
  let key = keys.get(request);
  if (key === undefined) keys.set(request, (key = nextKey++));
  return key;
}

/**
 * Where `<LoginKitProvider>` renders the step-up dialog: the first waiting challenge, with the
 * dialog the UI layer registered (nothing when either is missing).
 */
export function StepUpOutlet({ requests }: { requests: StepUpRequests }): ReactNode {
  const { request, renderer } = useSyncExternalStore(requests.subscribe, requests.getSnapshot, requests.getSnapshot);
  if (request === undefined || renderer === undefined) return null;
  return <Fragment key={keyOf(request)}>{renderer(request)}</Fragment>;
}

/**
 * The step-up dialog's queue of the nearest `<LoginKitProvider>`: `<StepUpDialog>` (loginkit/ui)
 * registers with it, and `handle(challenge)` opens the dialog for a challenge you hold (an account
 * call's `mfaRequired` outcome, in `headless` mode), resolving with how it ended.
 */
export function useStepUpRequests(): StepUpRequests {
  return useLoginKitContext('useStepUpRequests').stepUpRequests;
}
