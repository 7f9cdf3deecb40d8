import type { AccountFilterType, AccountResponse, OtpType } from '../../../core/transport/relay-types';
import { grpcCodes, invalidArgument, RelayError } from '../../errors';
import { enumField, optionalStringField, stringField } from '../../request-body';
import type { RouteContext } from '../../route-context';
import { contactKey } from '../../store';
import { requireContact } from './contact';
import { verifyToken } from './verification-token';

const filterTypes = [
  'EMAIL',
  'PHONE_NUMBER',
  'CREDENTIAL_ID',
  'OIDC_TOKEN',
  'USERNAME',
  'PUBLIC_KEY',
] as const satisfies readonly AccountFilterType[];

const contactFilters: Partial<Record<AccountFilterType, OtpType>> = { EMAIL: 'OTP_TYPE_EMAIL', PHONE_NUMBER: 'OTP_TYPE_SMS' };

/**
 * `POST /v1/account {filterType, filterValue, verificationToken?}` → `{organizationId}` or `{}`.
 * EMAIL matches case-insensitively, PHONE_NUMBER exactly, CREDENTIAL_ID (a passkey's credential
 * id, base64url) exactly; the other filter types answer `{}` until their issues land. With `requireVerificationTokenForAccountLookup`, contact lookups
 * need a valid token for the same contact; otherwise a token is accepted and not checked.
 */
export function account(context: RouteContext, body: Record<string, unknown>): AccountResponse {
  const filterType = enumField(body, 'filterType', filterTypes);
  const otpType = contactFilters[filterType];
  const rawValue = stringField(body, 'filterValue', 'filterValue', 8192);
  const filterValue = otpType === undefined ? rawValue : requireContact(otpType, rawValue, 'filterValue');
  const token = optionalStringField(body, 'verificationToken', 'verificationToken', 8192);
  if (filterType === 'CREDENTIAL_ID') {
    const owner = context.store.findAuthenticatorByCredentialId(filterValue);
    return owner === undefined ? {} : { organizationId: owner.user.organizationId };
  }
  if (otpType === undefined) return {};

  if (context.config.requireVerificationTokenForAccountLookup) {
    if (token === undefined) throw invalidArgument('verificationToken', "is required for account lookups by this relay's configuration");
    const verified = verifyToken(context, token);
    if (verified.otpType !== otpType || contactKey(otpType, verified.contact) !== contactKey(otpType, filterValue)) {
      throw new RelayError(grpcCodes.permissionDenied, 'TOKEN_INVALID', 'was issued for another contact than filterValue', {
        field: 'verificationToken',
      });
    }
  }
  const user = context.store.findUserByContact(otpType, filterValue);
  return user === undefined ? {} : { organizationId: user.organizationId };
}
