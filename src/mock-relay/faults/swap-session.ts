import { decodeJwt } from '../../core/crypto/jwt';
import type { RouteContext } from '../route-context';
import { startSession } from '../routes/relay/session-login';
import { contactUser } from './contact-user';

/**
 * The `swap-session` fault: an `otp_login_v2` / `oauth_login` answer's session replaced by a
 * genuine session of the account holding contact `to` (created as a signup would when none does),
 * as if the relay had logged in with an attacker's OIDC token carrying the person's nonce: the
 * request's `publicKey` is registered as a read-write-session key of that account with the
 * relay's session lifetime, and the session JWT (notarizer key, the usual claims) names that
 * account and binds that key. The registration the login just made for the person's own account
 * is withdrawn, so the key stamps only as `to`'s user.
 */
export async function swapSession(context: RouteContext, answer: Record<string, unknown>, requestBody: Record<string, unknown>, rule: { to: string }): Promise<void> {
  const publicKey = String(requestBody.publicKey).toLowerCase();
  const original = decodeJwt(answer.session as string, 'session').payload;
  const user = contactUser(context, rule.to);
  if (typeof original.user_id === 'string' && original.user_id !== user.userId) context.store.removeSessionKeys(original.user_id, publicKey);
  answer.session = await startSession(context, user, publicKey, false);
}
