import { notImplemented } from '../../errors';

/** `oauth_login`, `oauth2_authenticate`: filled in by the OAuth issue; 501 until then. */
export function notImplementedYet(): never {
  throw notImplemented();
}
