import { useEffect, useState } from 'react';
import { readLastUsedMethod, rememberLastUsedMethod, type LastUsedMethod } from '../last-used-method';

/**
 * The "last used" hint of the modal: reads the remembered method each time the modal opens,
 * and remembers `succeeded` (the method of a login that just succeeded).
 */
export function useLastUsedMethod(open: boolean, succeeded: LastUsedMethod | undefined): LastUsedMethod | undefined {
  const [lastUsed, setLastUsed] = useState<LastUsedMethod | undefined>(undefined);
  useEffect(() => {
    if (open) setLastUsed(readLastUsedMethod());
  }, [open]);
  useEffect(() => {
    if (succeeded !== undefined) rememberLastUsedMethod(succeeded);
  }, [succeeded]);
  return lastUsed;
}
