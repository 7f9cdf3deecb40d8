import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `deadline` (epoch ms), rounded up, re-rendering as each second
 * passes; 0 once it is reached or when there is no deadline.
 */
export function useSecondsUntil(deadline: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = (): void => {
      const current = Date.now();
      setNow(current);
      const left = deadline - current;
      if (left <= 0) return;
      // Wake at the next whole-second boundary of the countdown.
      timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);

  return deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}
