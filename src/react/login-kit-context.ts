import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import type { LoginKit } from '../core/index';
import type { StepUpRequests } from './use-step-up-requests';

/** What <LoginKitProvider> gives its descendants. */
export interface LoginKitContextValue {
  kit: LoginKit;
  /** The QueryClient loginkit's queries use (the host's when given). */
  queryClient: QueryClient;
  /** The step-up dialog's queue: `<StepUpDialog>` registers with it; `handle(challenge)` opens the dialog for a challenge. */
  stepUpRequests: StepUpRequests;
}

export const LoginKitContext = createContext<LoginKitContextValue | null>(null);
LoginKitContext.displayName = 'LoginKitContext';
