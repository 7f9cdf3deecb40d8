import type { AccountFilterType, AccountResponse, OtpType } from '../../../core/transport/relay-types';
import { grpcCodes, invalidArgument, RelayError } from '../../errors';
import { enumField, optionalStringField, stringField } from '../../request-body';
import type { RelayRequestInfo, RouteContext } from '../../route-context';
import { contactKey } from '../../store';
import { requireContact } from './contact';
import { lookUpOidcAccount } from './oidc-account-lookup';
import { lookUpPublicKeyAccount } from './public-key-account-lookup';
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
 * id, base64url) exactly, OIDC_TOKEN by the verified token's (iss, sub, aud) — with social
 * linking, see oidc-account-lookup.ts; PUBLIC_KEY by the unexpired API key with that public key
 * (an external wallet's login, protocol.md section 13; public-key-account-lookup.ts); USERNAME
 * answers `{}`. With
 * `requireVerificationTokenForAccountLookup`, contact lookups need a valid token for the same
 * contact; otherwise a token is accepted and not checked.
 */
export async function account(context: RouteContext, body: Record<string, unknown>, request: RelayRequestInfo): Promise<AccountResponse> {
  const filterType = enumField(body, 'filterType', filterTypes);
  const otpType = contactFilters[filterType];
  const rawValue = stringField(body, 'filterValue', 'filterValue', 16_384);
  const filterValue = otpType === undefined ? rawValue : requireContact(otpType, rawValue, 'filterValue');
  const token = optionalStringField(body, 'verificationToken', 'verificationToken', 8192);
  if (filterType === 'CREDENTIAL_ID') {
    const owner = context.store.findAuthenticatorByCredentialId(filterValue);
    return owner === undefined ? {} : { organizationId: owner.user.organizationId };
  }
  if (filterType === 'OIDC_TOKEN') return lookUpOidcAccount(context, request.baseUrl, filterValue);
  if (filterType === 'PUBLIC_KEY') return lookUpPublicKeyAccount(context, filterValue);
  if (otpType === undefined) return {};

  if (context.config.requireVerificationTokenForAccountLookup) {
    if (token === undefined) throw invalidArgument('verificationToken', "is required for account lookups by this relay's configuration");
    const verified = await verifyToken(context, token);
    if (verified.otpType !== otpType || contactKey(otpType, verified.contact) !== contactKey(otpType, filterValue)) {
      throw new RelayError(grpcCodes.permissionDenied, 'TOKEN_INVALID', 'was issued for another contact than filterValue', {
        field: 'verificationToken',
      });
    }
  }
  const user = context.store.findUserByContact(otpType, filterValue);
  return user === undefined ? {} : { organizationId: user.organizationId };
}
