import { useContext } from 'react';
import { LoginKitError, type LoginKit } from '../core/internal';
import { LoginKitContext, type LoginKitContextValue } from './login-kit-context';

/** The provider's context; throws a clear error outside <LoginKitProvider>. */
export function useLoginKitContext(hookName = 'useLoginKit'): LoginKitContextValue {
  const value = useContext(LoginKitContext);
  if (value === null) {
    throw new LoginKitError(
      'invalid_input',
      `${hookName}() was called outside <LoginKitProvider>: wrap your app (or this component) in <LoginKitProvider options={…}>.`,
      { details: { field: 'LoginKitProvider' } },
    );
  }
  return value;
}

/** The LoginKit client of the nearest <LoginKitProvider>. */
export function useLoginKit(): LoginKit {
  return useLoginKitContext('useLoginKit').kit;
}
