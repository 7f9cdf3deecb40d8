/**
 * What `preparing` reads: where the activity stands, its MFA status, the app's configuration, and
 * — for the kinds of method the policy lists — the account's own contacts (get_user), passkeys
 * (get_authenticators) and linked social logins (get_oauth_providers), stamped with the session.
 */
import type { KitConfig } from '../../config/kit-config';
import type { PasskeySupport } from '../passkey/passkey.types';
import { readAuthenticator } from '../../passkeys/read-authenticator';
import type { ApiClient, Stamper } from '../../transport/api-client';
import type { MfaStatus } from '../../transport/mfa-status';
import { badResponse, isRecord } from '../../transport/validate';
import type { OauthProvider } from '../oauth/oauth.types';
import type { StepUpApi } from './step-up-api';
import { methodKind } from './step-up-steps';
import type { StepUpOauthProvider, StepUpPrepared } from './step-up.types';

export interface StepUpPrepareDeps {
  api: ApiClient;
  session: Stamper;
  calls: StepUpApi;
  userId: string;
  loadConfig: (call: { signal: AbortSignal }) => Promise<KitConfig>;
  checkSupport: () => Promise<PasskeySupport>;
  resendCooldownMs: number;
}

/** Credential ids as base64url without padding (a service may answer in base64 or with padding), as WebAuthn takes them. */
const credentialKey = (id: string): string => id.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const listed = (statuses: MfaStatus[]): Set<string> =>
  new Set(statuses.flatMap((status) => status.requiredMethods.flatMap((step) => step.any.map((method) => methodKind(method.type)))));

export async function prepareStepUp(deps: StepUpPrepareDeps, organizationId: string, signal: AbortSignal): Promise<StepUpPrepared> {
  const [activity, mfaStatuses, config] = await Promise.all([deps.calls.readActivity(signal), deps.calls.readStatuses(signal), deps.loadConfig({ signal })]);
  const kinds = listed(mfaStatuses);
  const call = { stamper: deps.session, signal };
  const read = (path: string, body: Record<string, unknown> = {}) => deps.api.query<unknown>(path, { organizationId, userId: deps.userId, ...body }, call);

  const contacts = kinds.has('email_otp') || kinds.has('sms_otp') ? read('get_user').then(readContacts) : Promise.resolve({});
  const passkeys = kinds.has('passkey') ? Promise.all([read('get_authenticators').then(readPasskeys), deps.checkSupport()]) : Promise.resolve(undefined);
  const offered = config.oauthProviders ?? [];
  const oauth = kinds.has('oauth') && offered.length > 0 ? read('get_oauth_providers').then((body) => readOauthProviders(body, offered)) : Promise.resolve([]);
  const [own, passkeyInfo, oauthProviders] = await Promise.all([contacts, passkeys, oauth]);

  return {
    activity,
    mfaStatuses,
    userId: deps.userId,
    ...own,
    passkeys: passkeyInfo?.[0] ?? [],
    passkeySupported: passkeyInfo?.[1].status === 'supported',
    oauthProviders,
    otpChannels: config.otpChannels,
    codeRules: { otpLength: config.otpLength, otpAlphanumeric: config.otpAlphanumeric, resendCooldownMs: deps.resendCooldownMs },
  };
}

function readContacts(body: unknown): { email?: string; phoneNumber?: string } {
  const user = isRecord(body) ? body.user : undefined;
  if (!isRecord(user)) throw badResponse('get_user', 'user', 'is not an object');
  const text = (member: string): string | undefined => {
    const value = user[member];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string' || value.length > 320) throw badResponse('get_user', `user.${member}`, 'is not a string of at most 320 characters');
    return value;
  };
  const email = text('userEmail');
  const phoneNumber = text('userPhoneNumber');
  return { ...(email === undefined ? {} : { email }), ...(phoneNumber === undefined ? {} : { phoneNumber }) };
}

function readPasskeys(body: unknown): StepUpPrepared['passkeys'] {
  const items = isRecord(body) ? body.authenticators : undefined;
  if (!Array.isArray(items)) throw badResponse('get_authenticators', 'authenticators', 'is not an array');
  return items.map((item, index) => {
    const { authenticatorId, credentialId } = readAuthenticator(item, `authenticators[${index}]`, 'get_authenticators');
    return { authenticatorId, credentialId: credentialKey(credentialId) };
  });
}

/** The account's linked providers this app offers (by the name they were linked with). */
function readOauthProviders(body: unknown, offered: readonly OauthProvider[]): StepUpOauthProvider[] {
  const items = isRecord(body) ? body.oauthProviders : undefined;
  if (!Array.isArray(items)) throw badResponse('get_oauth_providers', 'oauthProviders', 'is not an array');
  return items.flatMap((item, index) => {
    if (!isRecord(item) || typeof item.providerId !== 'string' || typeof item.providerName !== 'string') {
      throw badResponse('get_oauth_providers', `oauthProviders[${index}]`, 'needs string providerId and providerName');
    }
    const provider = offered.find((name) => name === (item.providerName as string).toLowerCase());
    return provider === undefined ? [] : [{ provider, providerId: item.providerId }];
  });
}
