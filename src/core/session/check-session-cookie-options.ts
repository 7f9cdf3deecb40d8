import { invalidInput } from '../errors';
import { sessionCookieName } from './session-cookie-name';

export interface SessionCookieOptions {
  /** The cookie's name (default `loginkit-session`, `sessionCookieName`). */
  name?: string;
  /** How long a written cookie lasts, in seconds (default 300, 30 to 3600); the kit rewrites it every third of that while the page is open. Give the server the same. */
  maxAgeSeconds?: number;
}

const cookieName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Checks the option as the kit is created (`invalid_input` naming `sessionCookie.<member>`). */
export function checkSessionCookieOptions(value: unknown): Required<SessionCookieOptions> {
  const options = (value === true ? {} : value) as SessionCookieOptions | null;
  if (typeof options !== 'object' || options === null) throw invalidInput('sessionCookie', 'must be true or { name?, maxAgeSeconds? }');
  const name = options.name ?? sessionCookieName;
  if (typeof name !== 'string' || !cookieName.test(name)) throw invalidInput('sessionCookie.name', 'must be a cookie name (letters, digits, !#$%&\'*+-.^_`|~)');
  const maxAgeSeconds = options.maxAgeSeconds ?? 300;
  if (!Number.isInteger(maxAgeSeconds) || maxAgeSeconds < 30 || maxAgeSeconds > 3600) throw invalidInput('sessionCookie.maxAgeSeconds', 'must be a whole number of seconds from 30 to 3600');
  return { name, maxAgeSeconds };
}
