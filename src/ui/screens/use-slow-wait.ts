import { useEffect, useState } from 'react';

/** How long a wait on the service runs before the screens say so and offer a way out. */
export const slowWaitMs = 5_000;

/**
 * True once `active` has stayed true for `afterMs` (default 5 s); false again as soon as it is
 * not. A wait that ends and starts again counts from zero.
 */
export function useSlowWait(active: boolean, afterMs: number = slowWaitMs): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setSlow(true), afterMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [active, afterMs]);
  return active && slow;
}
