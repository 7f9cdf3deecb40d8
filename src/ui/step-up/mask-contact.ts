/**
 * The account's own address or number as the step-up dialog shows it: enough to recognise it,
 * not enough to read it off a shoulder or a screen share. An email keeps the first character of
 * its name and the whole domain (`ada@example.com` → `a…@example.com`); a phone number keeps its
 * last four digits (`+14155550123` → `•••• 0123`). Anything else keeps its last four characters.
 */
export function maskContact(channel: 'email' | 'sms', contact: string): string {
  const value = contact.trim();
  if (value === '') return '';
  if (channel === 'email') {
    const at = value.lastIndexOf('@');
    if (at > 0) return `${value.charAt(0)}…${value.slice(at)}`;
  }
  const digits = channel === 'sms' ? value.replace(/\D/g, '') : value;
  return `•••• ${digits.slice(-4)}`;
}
