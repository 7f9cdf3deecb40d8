import type { OtpType } from '../../core/transport/relay-types';
import type { RouteContext } from '../route-context';
import { signupDefaultNames } from '../routes/relay/signup-body';
import type { StoredUser } from '../stored-state';

/** The kind of contact `contact` is: an email address when it has an `@`, else a phone number. */
export function contactType(contact: string): OtpType {
  return contact.includes('@') ? 'OTP_TYPE_EMAIL' : 'OTP_TYPE_SMS';
}

/**
 * The user whose email (case-insensitively) or phone number is `contact`, or a new one made as a
 * signup with only that contact makes it (a sub-organization with one root user, default names):
 * the account a hostile relay logs the person into (fault rules `swap-session`, `substitute-bundle`).
 */
export function contactUser(context: RouteContext, contact: string): StoredUser {
  const otpType = contactType(contact);
  const existing = context.store.findUserByContact(otpType, contact);
  if (existing !== undefined) return existing;
  const names = signupDefaultNames(contact, [], false);
  return context.store.createSubOrganization(
    {
      ...names,
      ...(otpType === 'OTP_TYPE_EMAIL' ? { email: contact } : { phoneNumber: contact }),
      apiKeys: [],
      authenticators: [],
      oauthProviders: [],
    },
    context.now(),
  ).user;
}
