import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import type { LoginKit } from '../core/index';

/** What <LoginKitProvider> gives its descendants. */
export interface LoginKitContextValue {
  kit: LoginKit;
  /** The QueryClient loginkit's queries use (the host's when given). */
  queryClient: QueryClient;
}

export const LoginKitContext = createContext<LoginKitContextValue | null>(null);
LoginKitContext.displayName = 'LoginKitContext';
