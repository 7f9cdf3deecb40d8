import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import type { LoginKit } from '../core/internal';
import type { LoginKitAppearance } from './appearance';

/** What <LoginKitProvider> gives its descendants. */
export interface LoginKitContextValue {
  kit: LoginKit;
  /** The QueryClient loginkit's queries use (the host's when given). */
  queryClient: QueryClient;
  /** The provider's `appearance`: what every component inherits (its props still win). */
  appearance?: LoginKitAppearance;
}

export const LoginKitContext = createContext<LoginKitContextValue | null>(null);
LoginKitContext.displayName = 'LoginKitContext';
