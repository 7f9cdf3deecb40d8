// Counts and waits formatted with Intl in a string table's own language. English uses these, so
// they are in the initial bundle: keep them small (pack-only helpers are in plural-form.ts).

type DurationFormatConstructor = new (
  locale: string,
  options: { style: 'long' },
) => { format(duration: { minutes: number; seconds: number }): string };

/** A count in the locale's digits and grouping ("1,000", "1.000"). */
export function formatNumber(lang: string, value: number): string {
  return new Intl.NumberFormat(lang).format(value);
}

/** A date and time in the locale's words and order ("Nov 27, 2026, 11:47 PM", "27.11.2026, 23:47"). */
export function formatDateTime(lang: string, date: Date): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * A positive wait in words, in minutes and seconds ("12 seconds", "1 minute, 5 seconds",
 * "1 minuto y 5 segundos"): Intl.DurationFormat, or where a browser lacks it the same units
 * from Intl.NumberFormat joined by Intl.ListFormat.
 */
export function formatSeconds(lang: string, total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const DurationFormat = (Intl as { DurationFormat?: DurationFormatConstructor }).DurationFormat;
  if (DurationFormat) return new DurationFormat(lang, { style: 'long' }).format({ minutes, seconds });
  const unit = (name: string, value: number): string => new Intl.NumberFormat(lang, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const parts = minutes > 0 ? [unit('minute', minutes)] : [];
  if (seconds > 0 || minutes === 0) parts.push(unit('second', seconds));
  return new Intl.ListFormat(lang, { style: 'long', type: 'unit' }).format(parts);
}
