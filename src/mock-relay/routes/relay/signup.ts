import { signupSignatureMessage } from '../../../core/crypto/client-signature';
import type { OtpType, SignupResponse } from '../../../core/transport/relay-types';
import { grpcCodes, invalidArgument, RelayError } from '../../errors';
import { checkOauthProvidersFree, parseOauthProviderInputs, resolveOauthProviders, toNewOauthProviders } from '../../oauth/oauth-provider-inputs';
import { arrayField, optionalStringField } from '../../request-body';
import { passkeyExpectations } from '../../passkeys/passkey-expectations';
import { claimRegistrations, parseRegistrations, verifyRegistrations } from '../../passkeys/registration';
import type { RelayRequestInfo, RouteContext } from '../../route-context';
import { contactKey } from '../../store';
import { deriveWallet, parseWalletInput } from '../../wallets/wallet-input';
import { addWallet } from '../../wallets/wallet-store';
import { checkClientSignature, clientSignatureField } from './client-signature';
import { requireContact } from './contact';
import { checkApiKeysFree, parseApiKeys, signupDefaultNames } from './signup-body';
import { verifyToken } from './verification-token';

const contactFields: Record<OtpType, 'userEmail' | 'userPhoneNumber'> = { OTP_TYPE_EMAIL: 'userEmail', OTP_TYPE_SMS: 'userPhoneNumber' };

/**
 * `POST /v1/signup_v2` → `{organizationId, userId}`: creates a sub-organization with a root
 * user (named `userName`) holding the contact and the given API keys (with their expiry),
 * passkeys and OAuth providers (`oauthProviders[]`: `oidcToken` items verified without a nonce
 * check, `oidcClaims` stored as given; a login linked elsewhere is 409 — oauth-provider-inputs.ts).
 * With a `verificationToken` the contact must be the token's (same type), `clientSignature`
 * is required and must sign the signup message (arrays and contact copied from the body) with
 * the token's key, and the token can sign up once: a repeat (say, after the first answer was
 * lost) is 400 FAILED_PRECONDITION `TOKEN_USED` and never a second account. The spec names no
 * idempotent replay for signup_v2, so the mock does not answer a repeat with the first result;
 * a client that does not know whether its signup went through looks the account up
 * (`/v1/account`) and logs in instead (the kit's OTP flow does). A contact that already has an account is
 * 409 ALREADY_EXISTS — except for a social signup (OAuth providers, no verification token):
 * without social linking the service makes a separate account for a social login even when
 * its email is an existing account's (spec section 5), so the email is kept on the new user
 * too; email OTP keeps reaching the account that had the email first. Passkeys are verified
 * registrations (challenge once, the request's origin, the relying party id); a passkey signup
 * needs no token or client signature. A `wallet` ({walletName, accounts, mnemonicLength?}:
 * wallets/wallet-input.ts) is checked and derived before anything is stored and created with
 * the organization; the answer then carries `wallet: {walletId, addresses}` (one address per
 * account, in order) and `appProofs`: an address derivation proof per account, signed by the
 * relay's ephemeral enclave key (proofs/mock-proof-service.ts).
 *
 * External wallets (protocol.md section 13): a signup whose only credential is API keys — a
 * wallet's `{apiKeyName: "wallet-auth:<publicKey>", publicKey, curveType: API_KEY_CURVE_SECP256K1 |
 * API_KEY_CURVE_ED25519}`, `authenticators: []`, `oauthProviders: []`, no contact, no verification
 * token, no client signature — is accepted: possession of the key is proven by the stamps that
 * follow (create_read_write_session stamped by the wallet). The user is then named `userName`, else
 * `Wallet user <short key>`. A signup with nothing at all is 400 naming `userEmail`. An API key
 * that is already registered and unexpired (to any user), or repeated in the body, is 409
 * ALREADY_EXISTS naming `apiKeys[i].publicKey`, and nothing is created.
 */
export async function signup(context: RouteContext, body: Record<string, unknown>, request: RelayRequestInfo): Promise<SignupResponse> {
  const { store } = context;
  const rawEmail = optionalStringField(body, 'userEmail', 'userEmail', 320);
  const rawPhone = optionalStringField(body, 'userPhoneNumber', 'userPhoneNumber', 32);
  const email = rawEmail === undefined ? undefined : requireContact('OTP_TYPE_EMAIL', rawEmail, 'userEmail');
  const phoneNumber = rawPhone === undefined ? undefined : requireContact('OTP_TYPE_SMS', rawPhone, 'userPhoneNumber');
  const userName = optionalStringField(body, 'userName', 'userName', 256);
  const organizationName = optionalStringField(body, 'organizationName', 'organizationName', 256);
  const token = optionalStringField(body, 'verificationToken', 'verificationToken', 8192);
  const signature = body.clientSignature === undefined ? undefined : clientSignatureField(body);
  const rawApiKeys = arrayField(body, 'apiKeys');
  const rawAuthenticators = arrayField(body, 'authenticators');
  const rawOauthProviders = arrayField(body, 'oauthProviders');
  const apiKeys = parseApiKeys(rawApiKeys, context.now());
  const registrations = parseRegistrations(rawAuthenticators);
  const oauthInputs = parseOauthProviderInputs(rawOauthProviders);
  const walletInput = parseWalletInput(body);
  if (email === undefined && phoneNumber === undefined && registrations.length === 0 && oauthInputs.length === 0 && apiKeys.length === 0) {
    throw invalidArgument('userEmail', 'a signup needs an email, a phone number, a passkey, an OAuth provider or an API key (an external wallet)');
  }

  let tokenUse: { id: string; expiresAt: number } | undefined;
  if (token !== undefined) {
    const verified = await verifyToken(context, token);
    const field = contactFields[verified.otpType];
    const given = verified.otpType === 'OTP_TYPE_EMAIL' ? email : phoneNumber;
    if (given === undefined) throw invalidArgument(field, 'is required: the verification token is for this kind of contact');
    if (contactKey(verified.otpType, given) !== contactKey(verified.otpType, verified.contact)) {
      throw invalidArgument(field, "does not match the verification token's contact");
    }
    if (signature === undefined) throw invalidArgument('clientSignature', 'is required with a verificationToken');
    const contact = verified.otpType === 'OTP_TYPE_EMAIL' ? { email: rawEmail } : { phoneNumber: rawPhone };
    const message = signupSignatureMessage(
      { apiKeys: rawApiKeys, authenticators: rawAuthenticators, oauthProviders: rawOauthProviders, ...contact },
      verified.id,
    );
    await checkClientSignature(signature, verified.publicKey, message);
    if (store.isTokenUsed('signup', verified.id)) {
      throw new RelayError(grpcCodes.failedPrecondition, 'TOKEN_USED', 'was already used to sign up', { field: 'verificationToken' });
    }
    tokenUse = { id: verified.id, expiresAt: verified.expiresAt };
  }

  const wallet = walletInput === undefined ? undefined : deriveWallet(walletInput);
  const verified = registrations.length === 0 ? [] : await verifyRegistrations(registrations, passkeyExpectations(context.config, request.origin));
  const oauthProviders = await resolveOauthProviders(context, request.baseUrl, oauthInputs, true);

  // After the await, synchronously up to the creation: the token, the contact and the passkeys
  // are claimed by one request only.
  const now = context.now();
  if (tokenUse !== undefined && store.isTokenUsed('signup', tokenUse.id)) {
    throw new RelayError(grpcCodes.failedPrecondition, 'TOKEN_USED', 'was already used to sign up', { field: 'verificationToken' });
  }
  const socialSignup = tokenUse === undefined && oauthProviders.length > 0;
  if (email !== undefined && !socialSignup && store.findUserByContact('OTP_TYPE_EMAIL', email) !== undefined) {
    throw new RelayError(grpcCodes.alreadyExists, 'ALREADY_EXISTS', 'already has an account; log in instead', { field: 'userEmail' });
  }
  if (phoneNumber !== undefined && store.findUserByContact('OTP_TYPE_SMS', phoneNumber) !== undefined) {
    throw new RelayError(grpcCodes.alreadyExists, 'ALREADY_EXISTS', 'already has an account; log in instead', { field: 'userPhoneNumber' });
  }
  checkOauthProvidersFree(store, oauthProviders);
  checkApiKeysFree(store, apiKeys, now);
  const authenticators = claimRegistrations(store, verified, now);
  if (tokenUse !== undefined) store.markTokenUsed('signup', tokenUse.id, tokenUse.expiresAt);
  const contact = email ?? phoneNumber;
  const names = signupDefaultNames(contact, apiKeys, registrations.length + oauthProviders.length > 0);
  const { organization, user } = store.createSubOrganization(
    {
      organizationName: organizationName ?? names.organizationName,
      userName: userName ?? names.userName,
      ...(email === undefined ? {} : { email }),
      ...(phoneNumber === undefined ? {} : { phoneNumber }),
      apiKeys,
      authenticators,
      oauthProviders: toNewOauthProviders(oauthProviders),
    },
    now,
  );
  const response: SignupResponse = { organizationId: organization.organizationId, userId: user.userId };
  if (wallet !== undefined) {
    const stored = addWallet(context, organization.organizationId, wallet, now);
    response.wallet = { walletId: stored.walletId, addresses: stored.accounts.map((account) => account.address) };
    // One address derivation proof per account, as the service answers (proofs/; a test control may spoil them).
    const corruption = context.proofs.corruptions.takeForSignup(contact);
    if (corruption !== undefined) context.proofs.corruptions.markOrganization(organization.organizationId, corruption);
    response.appProofs = context.proofs.service.addressProofs(organization.organizationId, stored.walletId, stored.accounts, corruption);
  }
  return response;
}
