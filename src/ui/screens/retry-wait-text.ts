import type { Strings } from '../locales/en';

/** Up to an hour, a wait is counted down in minutes and seconds. */
export const countdownLimitSeconds = 60 * 60;
/** Beyond about 20 hours the time of day alone is ambiguous: the date is shown with it. */
export const dateLimitSeconds = 20 * 60 * 60;
/** The last moment a `Date` can hold: a Retry-After beyond it is shown as that. */
const latestDate = 8.64e15;

/**
 * The retry button's words while rate limited: a countdown up to an hour ("Try again in 12
 * minutes"), then the local time it ends ("Try again at 14:05"), beyond about 20 hours the date
 * and time, in the table's language (`Intl.DateTimeFormat(strings.lang)`). `seconds`: whole
 * seconds left (above zero); `at`: when the wait ends (epoch ms).
 */
export function retryWaitText(strings: Strings, seconds: number, at: number): string {
  if (seconds <= countdownLimitSeconds) return strings.retryIn(seconds);
  const when = new Date(Math.min(at, latestDate));
  if (seconds <= dateLimitSeconds) return strings.retryAtTime(new Intl.DateTimeFormat(strings.lang, { timeStyle: 'short' }).format(when));
  return strings.retryAtDate(new Intl.DateTimeFormat(strings.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(when));
}
