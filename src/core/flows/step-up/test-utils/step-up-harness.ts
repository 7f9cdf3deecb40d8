/**
 * The step-up flow over stubs: a main API that records every call and answers from a small table
 * (the held activity, its MFA status, the account's user and passkeys), a relay that records code
 * sends, a passkey module whose prompt is a spy, and a session with its key in a memory key store.
 */
import { vi } from 'vitest';
import type { MfaChallenge } from '../../../api/account-types';
import type { KitConfig } from '../../../config/kit-config';
import { toHex } from '../../../encoding/hex';
import type { LoginKitError } from '../../../errors';
import type { Session } from '../../../session/session-types';
import { createKeyStore } from '../../../storage/key-store';
import type { Activity } from '../../../transport/activity';
import type { ActivityOutcome, ApiClient, Stamper, SubmitOperation } from '../../../transport/api-client';
import type { MfaStatus } from '../../../transport/mfa-status';
import type { RelayClient } from '../../../transport/relay-client';
import { createMachineFlow, type Flow } from '../../flow';
import type { PasskeyCryptoLoader } from '../../passkey/passkey-crypto-loader';
import { createStepUpEffects, type StepUpEffectDeps } from '../step-up.effects';
import { initialStepUpState, transitionStepUp } from '../step-up.machine';
import type { StepUpEvent, StepUpState, StepUpStatus } from '../step-up.types';
import { challenge, heldActivity, passkeyThenCode } from './step-up-fixtures';

export interface ApiCall {
  kind: 'submit' | 'query';
  path: string;
  body: Record<string, unknown>;
  stamper: Stamper;
  queryStamper?: Stamper;
  signal?: AbortSignal;
  /** The stamp the call was sent with. */
  stamp?: { headerName: string; headerValue: string };
}

export interface World {
  activity: Activity;
  statuses: MfaStatus[];
  user: Record<string, unknown>;
  authenticators: Record<string, unknown>[];
  /** Answers an approval (default: the next step satisfied by a passkey, then an email code). */
  approve: (call: ApiCall) => Promise<void>;
  /** Answers a rejection (default: the activity ends REJECTED). */
  reject: (call: ApiCall) => Promise<void>;
  /** A query's failure, by path (once). */
  failQuery: Partial<Record<string, LoginKitError>>;
}

export const config: KitConfig = {
  organizationId: 'org-parent',
  otpChannels: ['email', 'sms'],
  otpLength: 6,
  otpAlphanumeric: false,
  sessionExpirationSeconds: 900,
  showPasskey: true,
  showWallet: false,
  oauthProviders: ['google'],
  oauthClientIds: { google: 'client-g' },
};

const completedVote = (type: string): Activity => ({ ...heldActivity('ACTIVITY_STATUS_COMPLETED'), id: `vote-${Math.random()}`, type });

export function createStubApi(world: World): ApiClient & { calls: ApiCall[]; preload: () => Promise<void> } {
  const calls: ApiCall[] = [];
  return {
    calls,
    preload: async () => undefined,
    async submit<Result>(operation: SubmitOperation, _organizationId: string, parameters: Record<string, unknown>, options: Parameters<ApiClient['submit']>[3]) {
      const body = { type: operation.type, parameters };
      // Stamped as the real client stamps: synchronously, before anything is awaited.
      const stamped = options.stamper.stamp(JSON.stringify(body));
      const call: ApiCall = { kind: 'submit', path: operation.path, body, stamper: options.stamper, ...(options.queryStamper === undefined ? {} : { queryStamper: options.queryStamper }), ...(options.signal === undefined ? {} : { signal: options.signal }) };
      calls.push(call);
      call.stamp = await stamped;
      if (operation.path === 'approve_activity') await world.approve(call);
      else if (operation.path === 'reject_activity') await world.reject(call);
      return { status: 'completed', activity: completedVote(operation.type), result: {} as Result } satisfies ActivityOutcome<Result>;
    },
    async query<Response>(path: string, body: Record<string, unknown>, options: { stamper: Stamper; signal?: AbortSignal }) {
      calls.push({ kind: 'query', path, body, stamper: options.stamper, ...(options.signal === undefined ? {} : { signal: options.signal }) });
      await options.stamper.stamp(JSON.stringify(body));
      const failure = world.failQuery[path];
      if (failure !== undefined) {
        delete world.failQuery[path];
        throw failure;
      }
      const answers: Record<string, unknown> = {
        get_activity: { activity: world.activity },
        get_mfa_status: { mfaStatuses: world.statuses },
        get_user: { user: world.user },
        get_authenticators: { authenticators: world.authenticators },
        get_oauth_providers: { oauthProviders: [{ providerId: 'provider-g', providerName: 'google', issuer: 'https://accounts.google.com', audience: 'client-g', subject: 'ada' }] },
      };
      if (!(path in answers)) throw new Error(`query ${path} was not expected`);
      return structuredClone(answers[path]) as Response;
    },
  };
}

/** The default service: each approval satisfies the next step with the method of its stamp. */
export function newWorld(): World {
  const world: World = {
    activity: heldActivity(),
    statuses: [passkeyThenCode()],
    user: { userId: 'user-ada', userEmail: 'ada@example.com' },
    authenticators: [{ authenticatorId: 'auth-1', credentialId: 'Y3JlZC0x', authenticatorName: 'Laptop' }],
    approve: async (call) => {
      const status = world.statuses[0]!;
      const header = call.stamp?.headerName;
      const type = header === 'X-Stamp-WebAuthn' ? 'AUTHENTICATION_TYPE_PASSKEY' : header === 'X-Stamp-Attested' ? 'AUTHENTICATION_TYPE_EMAIL_OTP' : 'AUTHENTICATION_TYPE_SESSION';
      const satisfiedMethods = [...status.satisfiedMethods, { type }];
      const satisfied = satisfiedMethods.length >= status.requiredMethods.length;
      world.statuses = [{ ...status, satisfiedMethods, satisfied }];
      if (satisfied) world.activity = heldActivity('ACTIVITY_STATUS_COMPLETED', { exportPrivateKeyResult: { privateKeyId: 'pk-1', exportBundle: 'bundle' } });
    },
    reject: async () => {
      world.activity = heldActivity('ACTIVITY_STATUS_REJECTED');
    },
    failQuery: {},
  };
  return world;
}

export interface Harness {
  flow: Flow<StepUpState, StepUpEvent>;
  world: World;
  api: ReturnType<typeof createStubApi>;
  relay: RelayClient & { otpInit: ReturnType<typeof vi.fn> };
  session: Session;
  prompt: ReturnType<typeof vi.fn>;
  cancelPasskeyCeremony: ReturnType<typeof vi.fn>;
  /** Resolves once the flow is in one of `statuses`. */
  until(...statuses: StepUpStatus[]): Promise<StepUpState>;
}

export async function createHarness(options: { world?: World; challenge?: MfaChallenge; deps?: Partial<StepUpEffectDeps>; signedOut?: boolean } = {}): Promise<Harness> {
  const world = options.world ?? newWorld();
  const api = createStubApi(world);
  const keys = createKeyStore({ databaseName: `step-up-${Math.random()}`, onWarning: () => undefined });
  const key = await keys.createSessionKey();
  const session: Session = {
    publicKey: toHex(key.publicKey),
    organizationId: 'org-ada',
    userId: 'user-ada',
    sessionType: 'SESSION_TYPE_READ_WRITE',
    expiresAt: Date.now() + 600_000,
    createdAt: Date.now(),
    method: 'otp_email',
  };
  // The browser's prompt: pending until the test answers it (resolve / reject).
  const prompt = vi.fn((_body: string) => new Promise<{ headerName: 'X-Stamp-WebAuthn'; headerValue: string }>(() => undefined));
  const cancelPasskeyCeremony = vi.fn();
  const module = { createWebauthnStamper: vi.fn(() => ({ stamp: prompt })), cancelPasskeyCeremony } as unknown as ReturnType<PasskeyCryptoLoader['loaded']>;
  const passkeyCrypto: PasskeyCryptoLoader = { loaded: () => module, load: async () => module! };
  const relay = {
    otpInit: vi.fn(async () => ({ otpId: 'otp-1', otpEncryptionTargetBundle: 'bundle' })),
  } as unknown as Harness['relay'];
  const given = options.challenge ?? challenge(world.statuses[0]);
  const effects = createStepUpEffects(given, {
    api,
    relay,
    keys,
    currentSession: () => (options.signedOut === true ? undefined : session),
    trustedKeys: { tlsFetcher: '04' },
    passkeyCrypto,
    relyingParty: () => ({ rpId: 'app.example' }),
    loadConfig: async () => config,
    resendCooldownMs: 30_000,
    now: Date.now,
    checkSupport: async () => ({ status: 'supported', platform: true }),
    sleep: async () => undefined,
    ...options.deps,
  });
  const flow = createMachineFlow<StepUpState, StepUpEvent>({
    initial: initialStepUpState(given),
    transition: transitionStepUp,
    effect: effects.run,
    onDispose: effects.dispose,
    effectOnStart: true,
  });
  const until = (...statuses: StepUpStatus[]): Promise<StepUpState> =>
    new Promise((resolve, reject) => {
      const check = (): boolean => {
        const state = flow.getSnapshot();
        if (!statuses.includes(state.status)) return false;
        resolve(state);
        return true;
      };
      if (check()) return;
      const timer = setTimeout(() => reject(new Error(`still ${flow.getSnapshot().status}, expected ${statuses.join('|')}`)), 2000);
      const stop = flow.subscribe(() => {
        if (check()) {
          clearTimeout(timer);
          stop();
        }
      });
    });
  return { flow, world, api, relay, session, prompt, cancelPasskeyCeremony, until };
}
