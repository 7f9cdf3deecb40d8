import { useEffect, useState } from 'react';
import { countdownLimitSeconds, dateLimitSeconds } from './retry-wait-text';

/** The longest delay a timer takes (a longer one would fire at once). */
const maxTimerMs = 2 ** 31 - 1;

/**
 * When to look at the clock again with `left` ms to go: at each whole second of a countdown;
 * a long wait (shown as a time of day, or a date) only when it crosses into the next way of
 * being shown.
 */
function nextTick(left: number): number {
  const beyondDate = left - dateLimitSeconds * 1000;
  if (beyondDate > 0) return Math.min(beyondDate, maxTimerMs);
  const beyondCountdown = left - countdownLimitSeconds * 1000;
  if (beyondCountdown > 0) return beyondCountdown;
  return left % 1000 || 1000;
}

/**
 * Whole seconds left until `deadline` (epoch ms), rounded up, re-rendering as each second of
 * the last hour passes (and as a longer wait enters its last 20 hours, then its last hour); 0
 * once it is reached or when there is no deadline.
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
      timer = setTimeout(tick, nextTick(left));
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);

  return deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}
