/**
 * Whether a logo URL may go in an <img>: its own module, as the modal and the kit's option check
 * need it from the start and the configuration's readers load later (config-readers.ts).
 */

/** `https:` URLs and `data:image/…` URIs are safe to put in an <img>; nothing else is. */
export function isSafeLogoUrl(value: string): boolean {
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(value)) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
