/**
 * The kit's wire types, tied at compile time to the types Turnkey publishes for the same shapes
 * (`@turnkey/sdk-types`, generated from the OpenAPI documents the fixtures in
 * test/fixtures/turnkey-openapi were trimmed from; a devDependency pinned exactly, types only).
 * `tsc --noEmit -p .` checks this file; nothing runs it. A change on either side that breaks one of
 * these statements fails the type check, naming the operation:
 *
 * - Answers: every published answer fits the kit's read type (`Fits<Published, Kit>`): the kit
 *   requires no member the service may leave out, and types each member it names as published.
 * - Requests: what the kit sends fits the published request (`Fits<Kit, Published>`), and names no
 *   member the request does not publish (`Within<Kit, Published>`), apart from the exceptions listed.
 *
 * Where the kit hands on something else than the wire shape (a bundle opened into a key, a list
 * narrowed to the providers it knows, an input whose userId or target key it fills in), the
 * statement is about the members that do travel as they are, and says so.
 */
import type {
  ProxyTGetAccountBody,
  ProxyTGetAccountResponse,
  ProxyTGetWalletKitClientParamsResponse,
  ProxyTGetWalletKitConfigResponse,
  ProxyTInitOtpV2Body,
  ProxyTInitOtpV2Response,
  ProxyTOAuth2AuthenticateBody,
  ProxyTOAuth2AuthenticateResponse,
  ProxyTOAuthLoginBody,
  ProxyTOAuthLoginResponse,
  ProxyTOtpLoginV2Body,
  ProxyTOtpLoginV2Response,
  ProxyTSignupV2Body,
  ProxyTSignupV2Response,
  ProxyTVerifyOtpV2Body,
  ProxyTVerifyOtpV2Response,
  v1Activity,
  v1AddressFormat,
  v1ApiKey,
  v1ApproveActivityIntent,
  v1Authenticator,
  v1CreateApiKeysIntentV2,
  v1CreateApiKeysResult,
  v1CreateAuthenticatorsIntentV2,
  v1CreateAuthenticatorsResult,
  v1CreateMfaPolicyIntent,
  v1CreateMfaPolicyResult,
  v1CreateOauthProvidersIntentV2,
  v1CreateOauthProvidersResultV2,
  v1CreateReadWriteSessionIntentV2,
  v1CreateReadWriteSessionResultV2,
  v1CreateSessionProfileIntent,
  v1CreateSessionProfileResult,
  v1CreateUserTagIntent,
  v1CreateUserTagResult,
  v1CreateWebhookEndpointIntent,
  v1CreateWebhookEndpointResult,
  v1DeleteAuthenticatorsIntent,
  v1DeleteAuthenticatorsResult,
  v1DeleteMfaPolicyIntent,
  v1DeleteMfaPolicyResult,
  v1DeletePrivateKeysIntent,
  v1DeletePrivateKeysResult,
  v1DeleteWebhookEndpointIntent,
  v1DeleteWebhookEndpointResult,
  v1ExportPrivateKeyIntent,
  v1ExportPrivateKeyResult,
  v1ExportWalletAccountIntent,
  v1ExportWalletAccountResult,
  v1ExportWalletIntent,
  v1ExportWalletResult,
  v1GetIpAllowlistResponse,
  v1GetWhoamiResponse,
  v1IpAllowlist,
  v1MfaPolicy,
  v1MfaStatus,
  v1OauthProvider,
  v1Oauth2AuthenticateIntent,
  v1Oauth2AuthenticateResult,
  v1OtpAuthIntent,
  v1OtpAuthResult,
  v1Policy,
  v1PrivateKey,
  v1Wallet,
  v1WalletAccount,
  v1RejectActivityIntent,
  v1RemoveIpAllowlistIntent,
  v1RemoveIpAllowlistResult,
  v1SessionProfile,
  v1SetIpAllowlistIntent,
  v1SetIpAllowlistResult,
  v1UpdateMfaPolicyIntent,
  v1UpdateMfaPolicyResult,
  v1UpdatePolicyIntentV2,
  v1UpdatePolicyResultV2,
  v1UpdateUserIntent,
  v1UpdateUserResult,
  v1UpdateWebhookEndpointIntent,
  v1UpdateWebhookEndpointResult,
  v1User,
  v1WalletAccountParams,
  v1WalletParams,
  v1WebhookEndpointData,
} from '@turnkey/sdk-types';
import type {
  AccountApi,
  AccountOutcome,
  ActivityVoteInput,
  ApiKey,
  CreateApiKeysInput,
  CreateAuthenticatorsInput,
  CreateMfaPolicyInput,
  CreateOauthProvidersInput,
  CreateReadWriteSessionInput,
  CreateSessionProfileInput,
  CreateUserTagInput,
  CreateWebhookEndpointInput,
  DeleteAuthenticatorsInput,
  DeleteMfaPolicyInput,
  DeletePrivateKeysInput,
  DeleteWebhookEndpointInput,
  EmbeddedWallet,
  EmbeddedWalletAccount,
  ExportPrivateKeyInput,
  ExportWalletAccountInput,
  ExportWalletInput,
  IpAllowlist,
  IpAllowlistResult,
  MfaPolicy,
  MfaStatus,
  Oauth2AuthenticateInput,
  OtpAuthInput,
  Policy,
  PrivateKey,
  RemoveIpAllowlistInput,
  SessionProfile,
  SetIpAllowlistInput,
  UpdateMfaPolicyInput,
  UpdatePolicyInput,
  UpdateUserInput,
  UpdateWebhookEndpointInput,
  User,
  WebhookEndpoint,
} from '../../src/core/api/account-types';
import type { LinkedOauthProvider } from '../../src/core/flows/oauth/oauth.types';
import type { Authenticator } from '../../src/core/flows/passkey/passkey.types';
import type { Activity } from '../../src/core/transport/activity';
import type { RelayEndpoints, SignupWallet, WalletAccountParams, WalletAddressFormat, WalletKitConfigResponse } from '../../src/core/transport/relay-types';

// ---- the statements ---------------------------------------------------------------------------

/** `From` may be used where `To` is expected; else a type naming both, which `Holds` refuses. */
type Fits<From, To> = [From] extends [To] ? true : { doesNotFit: From; into: To };
/** `Kit` names no member `Published` does not (apart from `Allowed`). */
type Within<Kit, Published, Allowed extends PropertyKey = never> = [Exclude<keyof Kit, keyof Published | Allowed>] extends [never]
  ? true
  : { unpublishedMembers: Exclude<keyof Kit, keyof Published | Allowed> };
/** Compiles only when every statement is `true`. */
type Holds<Statements extends Record<string, true>> = Statements;

/** The result type of an account method. */
type ResultOf<Method extends keyof AccountApi> = AccountApi[Method] extends (...args: never[]) => Promise<AccountOutcome<infer Result>> ? Result : never;
/** An input as the kit sends it: `userId` filled in (the session's user by default), and the target key it makes. */
type WithUser<Input> = Input & { userId: string };
type WithTarget<Input> = Input & { targetPublicKey: string };

// ---- the relay --------------------------------------------------------------------------------

/**
 * The configuration's extension members (appName, logoUrl, showPasskey, showWallet,
 * socialLinkingClientIds) are optional in the kit's type, so the published answer, which has none,
 * fits. `enabledProviders` is narrowed to the providers the kit knows (unknown ones are dropped).
 */
type PublishedConfig = Omit<ProxyTGetWalletKitConfigResponse, 'enabledProviders'> & { enabledProviders: WalletKitConfigResponse['enabledProviders'] };

export type RelayAnswers = Holds<{
  wallet_kit_config: Fits<PublishedConfig, WalletKitConfigResponse>;
  wallet_kit_client_params: Fits<ProxyTGetWalletKitClientParamsResponse, RelayEndpoints['wallet_kit_client_params']['response']>;
  otp_init_v2: Fits<ProxyTInitOtpV2Response, RelayEndpoints['otp_init_v2']['response']>;
  otp_verify_v2: Fits<ProxyTVerifyOtpV2Response, RelayEndpoints['otp_verify_v2']['response']>;
  account: Fits<ProxyTGetAccountResponse, RelayEndpoints['account']['response']>;
  otp_login_v2: Fits<ProxyTOtpLoginV2Response, RelayEndpoints['otp_login_v2']['response']>;
  signup_v2: Fits<ProxyTSignupV2Response, RelayEndpoints['signup_v2']['response']>;
  oauth_login: Fits<ProxyTOAuthLoginResponse, RelayEndpoints['oauth_login']['response']>;
  oauth2_authenticate: Fits<ProxyTOAuth2AuthenticateResponse, RelayEndpoints['oauth2_authenticate']['response']>;
}>;

/** signup_v2's credential lists are typed `unknown[]` by the kit (each is checked where it is made), and its wallet below: the rest of the body. */
type KitSignup = Omit<RelayEndpoints['signup_v2']['request'], 'authenticators' | 'oauthProviders' | 'wallet'>;
/**
 * A signup wallet's accounts name their address format as any `ADDRESS_FORMAT_…` string (formats
 * newer than the kit pass; the service checks them): every published format is one of those, and
 * the rest of the wallet is as published.
 */
type WithoutAddressFormats<Wallet extends { accounts: unknown[] }, Account> = Omit<Wallet, 'accounts'> & { accounts: Omit<Account, 'addressFormat'>[] };

export type RelayRequests = Holds<{
  // The kit never sets `appName` (an optional member the mock relay reads for its mailbox).
  otp_init_v2: Fits<Omit<RelayEndpoints['otp_init_v2']['request'], 'appName'>, ProxyTInitOtpV2Body>;
  otp_init_v2_members: Within<RelayEndpoints['otp_init_v2']['request'], ProxyTInitOtpV2Body, 'appName'>;
  otp_verify_v2: Fits<RelayEndpoints['otp_verify_v2']['request'], ProxyTVerifyOtpV2Body>;
  otp_verify_v2_members: Within<RelayEndpoints['otp_verify_v2']['request'], ProxyTVerifyOtpV2Body>;
  account: Fits<RelayEndpoints['account']['request'], ProxyTGetAccountBody>;
  account_members: Within<RelayEndpoints['account']['request'], ProxyTGetAccountBody>;
  otp_login_v2: Fits<RelayEndpoints['otp_login_v2']['request'], ProxyTOtpLoginV2Body>;
  otp_login_v2_members: Within<RelayEndpoints['otp_login_v2']['request'], ProxyTOtpLoginV2Body>;
  signup_v2: Fits<KitSignup, Omit<ProxyTSignupV2Body, 'authenticators' | 'oauthProviders' | 'wallet'>>;
  signup_v2_wallet: Fits<WithoutAddressFormats<SignupWallet, WalletAccountParams>, WithoutAddressFormats<v1WalletParams, v1WalletAccountParams>>;
  signup_v2_address_formats: Fits<v1AddressFormat, WalletAddressFormat>;
  signup_v2_members: Within<RelayEndpoints['signup_v2']['request'], ProxyTSignupV2Body>;
  signup_v2_passkeys: Fits<CreateAuthenticatorsInput['authenticators'], ProxyTSignupV2Body['authenticators']>;
  oauth_login: Fits<RelayEndpoints['oauth_login']['request'], ProxyTOAuthLoginBody>;
  oauth_login_members: Within<RelayEndpoints['oauth_login']['request'], ProxyTOAuthLoginBody>;
  // `provider` is any OAUTH2_PROVIDER_… string for the kit (checked at run time); the rest as published.
  oauth2_authenticate: Fits<Omit<RelayEndpoints['oauth2_authenticate']['request'], 'provider'>, Omit<ProxyTOAuth2AuthenticateBody, 'provider'>>;
  oauth2_authenticate_members: Within<RelayEndpoints['oauth2_authenticate']['request'], ProxyTOAuth2AuthenticateBody>;
}>;

// ---- the main API: what kit.account sends -----------------------------------------------------

export type Intents = Holds<{
  update_user: Fits<WithUser<UpdateUserInput>, v1UpdateUserIntent>;
  update_user_members: Within<UpdateUserInput, v1UpdateUserIntent>;
  create_user_tag: Fits<CreateUserTagInput, v1CreateUserTagIntent>;
  create_user_tag_members: Within<CreateUserTagInput, v1CreateUserTagIntent>;
  create_api_keys: Fits<WithUser<CreateApiKeysInput>, v1CreateApiKeysIntentV2>;
  create_api_keys_members: Within<CreateApiKeysInput, v1CreateApiKeysIntentV2>;
  update_policy: Fits<UpdatePolicyInput, v1UpdatePolicyIntentV2>;
  update_policy_members: Within<UpdatePolicyInput, v1UpdatePolicyIntentV2>;
  delete_private_keys: Fits<DeletePrivateKeysInput, v1DeletePrivateKeysIntent>;
  delete_private_keys_members: Within<DeletePrivateKeysInput, v1DeletePrivateKeysIntent>;
  export_private_key: Fits<WithTarget<ExportPrivateKeyInput>, v1ExportPrivateKeyIntent>;
  export_private_key_members: Within<ExportPrivateKeyInput, v1ExportPrivateKeyIntent>;
  export_wallet: Fits<WithTarget<ExportWalletInput>, v1ExportWalletIntent>;
  export_wallet_members: Within<ExportWalletInput, v1ExportWalletIntent>;
  export_wallet_account: Fits<WithTarget<ExportWalletAccountInput>, v1ExportWalletAccountIntent>;
  export_wallet_account_members: Within<ExportWalletAccountInput, v1ExportWalletAccountIntent>;
  create_mfa_policy: Fits<WithUser<CreateMfaPolicyInput>, v1CreateMfaPolicyIntent>;
  create_mfa_policy_members: Within<CreateMfaPolicyInput, v1CreateMfaPolicyIntent>;
  update_mfa_policy: Fits<WithUser<UpdateMfaPolicyInput>, v1UpdateMfaPolicyIntent>;
  update_mfa_policy_members: Within<UpdateMfaPolicyInput, v1UpdateMfaPolicyIntent>;
  delete_mfa_policy: Fits<WithUser<DeleteMfaPolicyInput>, v1DeleteMfaPolicyIntent>;
  delete_mfa_policy_members: Within<DeleteMfaPolicyInput, v1DeleteMfaPolicyIntent>;
  create_session_profile: Fits<CreateSessionProfileInput, v1CreateSessionProfileIntent>;
  create_session_profile_members: Within<CreateSessionProfileInput, v1CreateSessionProfileIntent>;
  set_ip_allowlist: Fits<SetIpAllowlistInput, v1SetIpAllowlistIntent>;
  set_ip_allowlist_members: Within<SetIpAllowlistInput, v1SetIpAllowlistIntent>;
  remove_ip_allowlist: Fits<RemoveIpAllowlistInput, v1RemoveIpAllowlistIntent>;
  remove_ip_allowlist_members: Within<RemoveIpAllowlistInput, v1RemoveIpAllowlistIntent>;
  create_webhook_endpoint: Fits<CreateWebhookEndpointInput, v1CreateWebhookEndpointIntent>;
  create_webhook_endpoint_members: Within<CreateWebhookEndpointInput, v1CreateWebhookEndpointIntent>;
  update_webhook_endpoint: Fits<UpdateWebhookEndpointInput, v1UpdateWebhookEndpointIntent>;
  update_webhook_endpoint_members: Within<UpdateWebhookEndpointInput, v1UpdateWebhookEndpointIntent>;
  delete_webhook_endpoint: Fits<DeleteWebhookEndpointInput, v1DeleteWebhookEndpointIntent>;
  delete_webhook_endpoint_members: Within<DeleteWebhookEndpointInput, v1DeleteWebhookEndpointIntent>;
  approve_activity: Fits<ActivityVoteInput, v1ApproveActivityIntent>;
  reject_activity: Fits<ActivityVoteInput, v1RejectActivityIntent>;
  otp_auth: Fits<WithTarget<OtpAuthInput>, v1OtpAuthIntent>;
  otp_auth_members: Within<OtpAuthInput, v1OtpAuthIntent>;
  oauth2_authenticate: Fits<Oauth2AuthenticateInput, v1Oauth2AuthenticateIntent>;
  oauth2_authenticate_members: Within<Oauth2AuthenticateInput, v1Oauth2AuthenticateIntent>;
  create_read_write_session: Fits<WithTarget<CreateReadWriteSessionInput>, v1CreateReadWriteSessionIntentV2>;
  create_read_write_session_members: Within<CreateReadWriteSessionInput, v1CreateReadWriteSessionIntentV2>;
  create_authenticators: Fits<WithUser<CreateAuthenticatorsInput>, v1CreateAuthenticatorsIntentV2>;
  create_authenticators_members: Within<CreateAuthenticatorsInput, v1CreateAuthenticatorsIntentV2>;
  delete_authenticators: Fits<WithUser<DeleteAuthenticatorsInput>, v1DeleteAuthenticatorsIntent>;
  delete_authenticators_members: Within<DeleteAuthenticatorsInput, v1DeleteAuthenticatorsIntent>;
  create_oauth_providers: Fits<WithUser<CreateOauthProvidersInput>, v1CreateOauthProvidersIntentV2>;
  create_oauth_providers_members: Within<CreateOauthProvidersInput, v1CreateOauthProvidersIntentV2>;
}>;

// ---- the main API: what kit.account reads -----------------------------------------------------

export type Results = Holds<{
  update_user: Fits<v1UpdateUserResult, ResultOf<'updateUser'>>;
  create_user_tag: Fits<v1CreateUserTagResult, ResultOf<'createUserTag'>>;
  create_api_keys: Fits<v1CreateApiKeysResult, ResultOf<'createApiKeys'>>;
  update_policy: Fits<v1UpdatePolicyResultV2, ResultOf<'updatePolicy'>>;
  delete_private_keys: Fits<v1DeletePrivateKeysResult, ResultOf<'deletePrivateKeys'>>;
  // The export bundle is opened into the key's bytes; the id travels as it is.
  export_private_key: Fits<Omit<v1ExportPrivateKeyResult, 'exportBundle'>, Omit<ResultOf<'exportPrivateKey'>, 'privateKey'>>;
  // The wallet's bundle is opened into its mnemonic (and passphrase), the account's into its key.
  export_wallet: Fits<Omit<v1ExportWalletResult, 'exportBundle'>, Omit<ResultOf<'exportWallet'>, 'mnemonic' | 'passphrase'>>;
  export_wallet_account: Fits<Omit<v1ExportWalletAccountResult, 'exportBundle'>, Omit<ResultOf<'exportWalletAccount'>, 'privateKey'>>;
  create_mfa_policy: Fits<v1CreateMfaPolicyResult, ResultOf<'createMfaPolicy'>>;
  update_mfa_policy: Fits<v1UpdateMfaPolicyResult, ResultOf<'updateMfaPolicy'>>;
  delete_mfa_policy: Fits<v1DeleteMfaPolicyResult, ResultOf<'deleteMfaPolicy'>>;
  create_session_profile: Fits<v1CreateSessionProfileResult, ResultOf<'createSessionProfile'>>;
  set_ip_allowlist: Fits<v1SetIpAllowlistResult, ResultOf<'setIpAllowlist'>>;
  remove_ip_allowlist: Fits<v1RemoveIpAllowlistResult, ResultOf<'removeIpAllowlist'>>;
  create_webhook_endpoint: Fits<v1CreateWebhookEndpointResult, ResultOf<'createWebhookEndpoint'>>;
  update_webhook_endpoint: Fits<v1UpdateWebhookEndpointResult, ResultOf<'updateWebhookEndpoint'>>;
  delete_webhook_endpoint: Fits<v1DeleteWebhookEndpointResult, ResultOf<'deleteWebhookEndpoint'>>;
  // Credential bundles are opened into session keys in the key store; the rest travels as it is.
  otp_auth: Fits<Omit<v1OtpAuthResult, 'credentialBundle'>, Omit<ResultOf<'otpAuth'>, 'sessionKey'>>;
  create_read_write_session: Fits<Omit<v1CreateReadWriteSessionResultV2, 'credentialBundle'>, Omit<ResultOf<'createReadWriteSession'>, 'sessionKey'>>;
  oauth2_authenticate: Fits<v1Oauth2AuthenticateResult, ResultOf<'oauth2Authenticate'>>;
  create_authenticators: Fits<v1CreateAuthenticatorsResult, ResultOf<'createAuthenticators'>>;
  delete_authenticators: Fits<v1DeleteAuthenticatorsResult, ResultOf<'deleteAuthenticators'>>;
  create_oauth_providers: Fits<v1CreateOauthProvidersResultV2, ResultOf<'createOauthProviders'>>;
}>;

export type Reads = Holds<{
  activity: Fits<v1Activity, Activity>;
  get_user: Fits<v1User, User>;
  get_api_keys: Fits<v1ApiKey, ApiKey>;
  list_policies: Fits<v1Policy, Policy>;
  list_private_keys: Fits<v1PrivateKey, PrivateKey>;
  list_wallets: Fits<v1Wallet, EmbeddedWallet>;
  list_wallet_accounts: Fits<v1WalletAccount, EmbeddedWalletAccount>;
  get_authenticators: Fits<v1Authenticator, Authenticator>;
  get_oauth_providers: Fits<v1OauthProvider, LinkedOauthProvider>;
  get_session_profiles: Fits<v1SessionProfile, SessionProfile>;
  get_mfa_policies: Fits<v1MfaPolicy, MfaPolicy>;
  get_mfa_status: Fits<v1MfaStatus, MfaStatus>;
  list_webhook_endpoints: Fits<v1WebhookEndpointData, WebhookEndpoint>;
  get_ip_allowlist: Fits<v1IpAllowlist, IpAllowlist>;
  get_ip_allowlist_answer: Fits<v1GetIpAllowlistResponse, IpAllowlistResult>;
  // A refreshed session's check (confirmKeyOwner) reads these two members.
  whoami: Fits<v1GetWhoamiResponse, { organizationId: string; userId: string }>;
}>;
