/**
 * The step-up's side effects, one per state that waits (see step-up.types.ts). The passkey prompt
 * and the social popup open synchronously in the `choose`/`retry` click (the passkey module and
 * the API client are loaded while preparing). An approval started in `prompting` or `authorizing`
 * goes on in `approving`; every other state change ends what the state left was waiting for:
 * its requests are aborted, the prompt or popup closed.
 */
import type { MfaChallenge } from '../../api/account-types';
import type { KitConfig } from '../../config/kit-config';
import { createApiKeyStamper } from '../../crypto/api-key-stamper';
import { checkPasskeySupport } from '../../crypto/passkey-support';
import { LoginKitError, toLoginKitError } from '../../errors';
import type { Session } from '../../session/session-types';
import type { KeyStore } from '../../storage/key-store';
import type { ApiClient, Stamper } from '../../transport/api-client';
import type { Sleep } from '../../transport/call-scope';
import type { MfaStatus } from '../../transport/mfa-status';
import type { RelayClient } from '../../transport/relay-client';
import type { EffectRunner } from '../flow';
import type { PasskeyCryptoLoader } from '../passkey/passkey-crypto-loader';
import type { PasskeySupport } from '../passkey/passkey.types';
import { createStepUpApi, type StepUpApi } from './step-up-api';
import { createStepUpCodeProof } from './step-up-code-proof';
import { createStepUpOauth, type StepUpOauthDeps } from './step-up-oauth';
import { prepareStepUp } from './step-up-prepare';
import type { StepUpContext, StepUpEvent, StepUpState } from './step-up.types';

export interface StepUpEffectDeps {
  api: ApiClient & { preload?(): Promise<void> };
  relay: RelayClient;
  keys: KeyStore;
  /** The logged-in session: its key stamps the reads, the session approvals and the rejection. */
  currentSession: () => Session | undefined;
  /** The pinned TLS-fetcher key (uncompressed, bytes or hex). */
  trustedKeys: { tlsFetcher: Uint8Array | string };
  passkeyCrypto: PasskeyCryptoLoader;
  /** The relying party; throws `invalid_input` naming `rpId` when there is none. */
  relyingParty: () => { rpId: string };
  /** The app's configuration (code channels and rules, social logins and their client ids). */
  loadConfig: (call: { signal: AbortSignal }) => Promise<KitConfig>;
  resendCooldownMs: number;
  now: () => number;
  /** Default: `checkPasskeySupport`. */
  checkSupport?: () => Promise<PasskeySupport>;
  /** How long the passkey prompt stays open (browser default when absent). */
  timeoutMs?: number;
  /** The social login step: the window, endpoints, allowed redirect origins (the kit's options). */
  oauth?: Omit<StepUpOauthDeps, 'relay' | 'now'>;
  sleep?: Sleep;
}

export interface StepUpEffects {
  run: EffectRunner<StepUpState, StepUpEvent>;
  dispose(): void;
}

/** An approval under way: started by the prompt or popup (then carried into `approving`), or in `approving`. */
interface Attempt {
  controller: AbortController;
  approval?: Promise<MfaStatus[]>;
  /** The passkey prompt is open. */
  prompting: boolean;
}

export function createStepUpEffects(challenge: MfaChallenge, deps: StepUpEffectDeps): StepUpEffects {
  let attempt: Attempt | undefined;
  let config: KitConfig | undefined;
  let sessionStamper: { publicKey: string; stamper: Promise<Stamper> } | undefined;
  const codes = createStepUpCodeProof({ relay: deps.relay, tlsFetcher: deps.trustedKeys.tlsFetcher, now: deps.now });
  const oauth = createStepUpOauth({ relay: deps.relay, now: deps.now, ...deps.oauth });

  /** The active session, and a stamper over its key (the session that submitted the activity, or the user's current one). */
  const session = (): { session: Session; stamper: Stamper } => {
    const current = deps.currentSession();
    if (current === undefined || current.expiresAt <= deps.now()) throw new LoginKitError('session_expired', 'Log in again: approving needs the session');
    if (sessionStamper?.publicKey !== current.publicKey) {
      const stamper = deps.keys.get(current.publicKey).then((key) => {
        if (key === undefined) throw new LoginKitError('session_expired', "The session's key is no longer on this device: log in again");
        return createApiKeyStamper(key);
      });
      stamper.catch(() => undefined);
      sessionStamper = { publicKey: current.publicKey, stamper };
    }
    const pending = sessionStamper.stamper;
    return { session: current, stamper: { stamp: async (body) => (await pending).stamp(body) } };
  };
  const calls = (): StepUpApi => createStepUpApi(challenge, { api: deps.api, session: session().stamper, ...(deps.sleep === undefined ? {} : { sleep: deps.sleep }) });

  const endAttempt = (): void => {
    if (attempt === undefined) return;
    attempt.controller.abort();
    if (attempt.prompting) deps.passkeyCrypto.loaded()?.cancelPasskeyCeremony();
    attempt = undefined;
  };
  const newAttempt = (): Attempt => {
    endAttempt();
    attempt = { controller: new AbortController(), prompting: false };
    return attempt;
  };
  const at = (context: StepUpContext) => ({ mfaPolicyId: context.mfaPolicyId, step: context.current });
  const report = (promise: Promise<MfaStatus[]>, dispatch: (event: StepUpEvent) => void): void =>
    void promise.then(
      (mfaStatuses) => dispatch({ type: 'approved', mfaStatuses }),
      (error: unknown) => dispatch({ type: 'approveFailed', error: toLoginKitError(error), now: deps.now() }),
    );

  /** The passkey approval: the prompt opens before anything is awaited once the module has loaded. */
  const promptPasskey = (context: StepUpContext, dispatch: (event: StepUpEvent) => void): void => {
    const current = newAttempt();
    const option = context.steps[context.current]?.options.find((candidate) => candidate.kind === 'passkey');
    const begin = (): Promise<MfaStatus[]> => {
      const module = deps.passkeyCrypto.loaded();
      if (module === undefined) return deps.passkeyCrypto.load().then(begin); // not ready yet (a very fast click): the prompt opens late
      const webauthn = module.createWebauthnStamper({
        rpId: deps.relyingParty().rpId,
        allowCredentials: (option?.kind === 'passkey' ? option.credentialIds : []).map((id) => ({ id })),
        ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }),
      });
      const stamper: Stamper = {
        stamp(body) {
          current.prompting = true;
          const answered = (): void => void (current.prompting = false);
          return webauthn.stamp(body).then(
            (stamp) => {
              answered();
              if (attempt === current) dispatch({ type: 'proofReady' });
              return stamp;
            },
            (error: unknown) => {
              answered();
              throw error;
            },
          );
        },
      };
      return calls().approve(stamper, at(context), current.controller.signal);
    };
    try {
      current.approval = begin();
    } catch (error) {
      current.approval = Promise.reject(error);
    }
    report(current.approval, dispatch); // a failure before the prompt answered lands in `prompting`
  };

  const authorizeOauth = (state: Extract<StepUpState, { status: 'authorizing' }>, dispatch: (event: StepUpEvent) => void): void => {
    const current = newAttempt();
    const { signal } = current.controller;
    const returned = (): void => {
      if (attempt === current) dispatch({ type: 'proofReady' });
    };
    const loaded = config;
    current.approval =
      loaded === undefined
        ? Promise.reject(new LoginKitError('unknown', 'the configuration is not loaded'))
        : oauth.authorize(state.provider, loaded, returned, signal).then((stamper) => calls().approve(stamper, at(state.context), signal));
    report(current.approval, dispatch);
  };

  const run: EffectRunner<StepUpState, StepUpEvent> = (state, dispatch, signal) => {
    // An approval started by the prompt or popup goes on in `approving`; any other state ends it.
    if (state.status !== 'approving') endAttempt();
    switch (state.status) {
      case 'preparing':
        return void Promise.resolve()
          .then(() => {
            const { session: current, stamper } = session();
            void deps.api.preload?.().catch(() => undefined);
            const checkSupport = deps.checkSupport ?? checkPasskeySupport;
            const load = (call: { signal: AbortSignal }) => deps.loadConfig(call).then((loaded) => (config = loaded));
            return prepareStepUp({ api: deps.api, session: stamper, calls: calls(), userId: current.userId, loadConfig: load, checkSupport, resendCooldownMs: deps.resendCooldownMs }, challenge.activity.organizationId, signal);
          })
          .then(
            (prepared) => {
              const kinds = new Set(prepared.mfaStatuses.flatMap((status) => status.requiredMethods.flatMap((step) => step.any.map((method) => method.type))));
              if (kinds.has('AUTHENTICATION_TYPE_PASSKEY') && prepared.passkeySupported) void deps.passkeyCrypto.load().catch(() => undefined);
              if (kinds.has('AUTHENTICATION_TYPE_OAUTH')) oauth.prepare(prepared.oauthProviders.map((linked) => linked.provider));
              dispatch({ type: 'prepared', prepared });
            },
            (error: unknown) => dispatch({ type: 'prepareFailed', error: toLoginKitError(error) }),
          );
      case 'prompting':
        return promptPasskey(state.context, dispatch);
      case 'authorizing':
        return authorizeOauth(state, dispatch);
      case 'approving': {
        // Carried on from the prompt or popup, or (the session) started here.
        if (attempt?.approval === undefined) {
          const current = newAttempt();
          current.approval = Promise.resolve().then(() => calls().approve(session().stamper, at(state.context), current.controller.signal));
        }
        return report(attempt!.approval!, dispatch);
      }
      case 'sendingCode':
        return void deps.relay.otpInit({ otpType: state.channel === 'email' ? 'OTP_TYPE_EMAIL' : 'OTP_TYPE_SMS', contact: state.contact }, { signal }).then(
          (sent) => dispatch({ type: 'codeSent', ...sent, resendAvailableAt: deps.now() + state.context.codeRules.resendCooldownMs }),
          (error: unknown) => dispatch({ type: 'sendFailed', error: toLoginKitError(error), now: deps.now() }),
        );
      case 'verifying':
        return void codes
          .stamperFor(state)
          .then((stamper) => calls().approve(stamper, at(state.context), signal))
          .then(
            (mfaStatuses) => {
              codes.forget(); // spent by the approval
              dispatch({ type: 'approved', mfaStatuses });
            },
            (error: unknown) => {
              const failure = toLoginKitError(error);
              if (failure.code === 'token_expired' || failure.details.reason === 'TOKEN_USED') codes.forget();
              dispatch({ type: 'verifyFailed', error: failure, now: deps.now() });
            },
          );
      case 'finishing':
        return void Promise.resolve()
          .then(() => calls().finish(signal))
          .then(
            (end) => dispatch(end.kind === 'completed' ? { type: 'finished', activity: end.activity, result: end.result } : { type: 'activityRejected', activity: end.activity }),
            (error: unknown) => dispatch({ type: 'finishFailed', error: toLoginKitError(error) }),
          );
      case 'rejecting':
        return void Promise.resolve()
          .then(() => calls().reject(signal))
          .then(
            (activity) => {
              if (activity.status === 'ACTIVITY_STATUS_REJECTED') dispatch({ type: 'activityRejected', activity });
              else dispatch({ type: 'rejectFailed', error: new LoginKitError('failed_precondition', `activity ${activity.id} is ${activity.status} after the rejection`) });
            },
            (error: unknown) => dispatch({ type: 'rejectFailed', error: toLoginKitError(error) }),
          );
      default:
        return;
    }
  };

  return { run, dispose: endAttempt };
}
