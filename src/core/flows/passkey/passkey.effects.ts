import { conditionalMediationAvailable } from '../../crypto/passkey-capabilities';
import { checkPasskeySupport } from '../../crypto/passkey-support';
import type { PasskeyHint } from '../../crypto/webauthn-options';
import type { PasskeyAssertion } from '../../crypto/webauthn-stamp';
import { signalUnknownPasskey } from '../../passkeys/passkey-signals';
import { passkeyUserHandleStore, type PasskeyUserHandleStore } from '../../passkeys/passkey-user-handles';
import type { PasskeyAttestation } from '../../crypto/passkey-registration';
import { toHex } from '../../encoding/hex';
import { createApiKeyStamper } from '../../crypto/api-key-stamper';
import { LoginKitError, toLoginKitError } from '../../errors';
import { confirmSessionOwner } from '../../session/confirm-session-owner';
import type { Session } from '../../session/session-types';
import type { KeyStore } from '../../storage/key-store';
import type { ApiClient, Stamper } from '../../transport/api-client';
import type { RelayClient } from '../../transport/relay-client';
import { loginWithReadWriteSession } from '../read-write-session-login';
import type { EffectRunner, Flow } from '../flow';
import type { PasskeyCrypto, PasskeyCryptoLoader } from './passkey-crypto-loader';
import type { PasskeyEvent, PasskeyState, PasskeyStatus, PasskeySupport } from './passkey.types';

export interface PasskeyEffectDeps {
  api: ApiClient;
  relay: RelayClient;
  keys: KeyStore;
  crypto: PasskeyCryptoLoader;
  /** The relay's (parent) organization from wallet_kit_config: the service finds the user's sub-organization from the passkey. */
  organizationId: string;
  sessionExpirationSeconds: number;
  /** The relying party; throws `invalid_input` naming `rpId` when there is none. */
  relyingParty: () => { rpId: string; rpName: string };
  now: () => number;
  /** Stores the new session and makes it the active one. */
  establishSession: (session: Session) => Promise<void>;
  /** Default: `checkPasskeySupport`. */
  checkSupport?: () => Promise<PasskeySupport>;
  /** How long the browser's prompt stays open (browser default when absent). */
  timeoutMs?: number;
  /** Log in with `invalidateExisting` (create_read_write_session): the user's other session keys are revoked. */
  invalidateExisting?: boolean;
  /** Which kind of authenticator the login prompt offers first (WebAuthn `hints`). */
  hints?: PasskeyHint[];
  /** Where the WebAuthn user handles of this browser's passkeys are kept (for the Signals API). Default: the page's store. */
  userHandles?: PasskeyUserHandleStore;
  /** Whether the browser offers passkeys in autofill. Default: `conditionalMediationAvailable`. */
  checkAutofill?: () => Promise<boolean>;
  /**
   * How long an autofill request stays open before it is replaced by a fresh one (default 4
   * minutes): the login it signs carries its creation time, which the service accepts for 5.
   */
  autofillRefreshMs?: number;
}

export interface PasskeyEffects {
  run: EffectRunner<PasskeyState, PasskeyEvent>;
  /**
   * Prepares `flow` (the passkey module, a login's target key, the support check) and sends it
   * `supportChecked` when all are done: `support.status` leaves `checking` once a click can open
   * the prompt at once.
   */
  start(flow: Pick<Flow<PasskeyState, PasskeyEvent>, 'send' | 'getSnapshot'>): void;
  /** Closes an open prompt and deletes every key this flow made that no session uses. */
  dispose(): Promise<void>;
}

type HpkeTarget = Awaited<ReturnType<PasskeyCrypto['generateHpkeKeyPair']>>;

/** The login body is live for 5 minutes at the service; a waiting autofill request is renewed before that. */
const defaultAutofillRefreshMs = 4 * 60 * 1000;
/** Autofill requests the browser ends at once, in a row, before the flow stops asking (no loop of requests). */
const maxAutofillFailures = 3;

/** The autofill request the flow keeps open at `idle` (conditional mediation). */
interface AutofillRequest {
  id: number;
  /** The browser has answered with a passkey: the login is on its way. */
  picked: boolean;
  /** The flow itself ended the request (renewal, field gone, the passkey button): its rejection is expected. */
  withdrawn: boolean;
  timer?: ReturnType<typeof setTimeout>;
}
type Outcome = { session: Session; isNewUser: boolean };

/** The flow was disposed or the attempt abandoned before it ended: nobody receives this. */
const abandoned = (): LoginKitError => new LoginKitError('passkey_cancelled', 'The passkey attempt was abandoned');

/**
 * The passkey flow's side effects. At creation it loads the passkey module, makes the HPKE target
 * key a login needs and checks support, so that the `login` / `createPasskey` / `retry` click
 * finds everything ready and opens the browser's prompt in its own call stack. The stamp's or
 * the registration's end sends `ceremonyDone`; the session's, `loggedIn` or `ceremonyFailed`.
 * Results of an attempt the user left (back, dispose) are dropped. At `idle` with autofill on it
 * keeps one conditional request open (see `armAutofill`), ended before any other ceremony.
 */
export function createPasskeyEffects(deps: PasskeyEffectDeps): PasskeyEffects {
  let flow: Pick<Flow<PasskeyState, PasskeyEvent>, 'send' | 'getSnapshot'> | undefined;
  let attempts = 0;
  let active: number | undefined; // the attempt whose results the flow wants
  /** Per attempt: aborted when the flow leaves it (Back, Cancel while completing), ending its requests. */
  const controllers = new Map<number, AbortController>();
  const signalOf = (id: number): AbortSignal => {
    let controller = controllers.get(id);
    if (controller === undefined) controllers.set(id, (controller = new AbortController()));
    return controller.signal;
  };
  let prompting: number | undefined; // the attempt whose browser prompt is open
  let previous: PasskeyStatus = 'idle';
  let target: HpkeTarget | undefined;
  let targetPending: Promise<HpkeTarget> | undefined;
  let disposed = false;
  const created = new Set<string>();
  let kept: string | undefined;
  const seconds = deps.sessionExpirationSeconds;
  const handles = (): PasskeyUserHandleStore => deps.userHandles ?? passkeyUserHandleStore();
  let autofill: AutofillRequest | undefined;
  let autofillAvailable: Promise<boolean> | undefined;
  let autofillFailures = 0;
  /** Another page ceremony took the browser's one WebAuthn request from autofill: not asked again until autofill is switched on anew. */
  let autofillDisplaced = false;
  /** Whether the last state seen wanted autofill. */
  let autofillWanted = false;

  const prepareTarget = (): Promise<HpkeTarget> => {
    targetPending ??= deps.crypto
      .load()
      .then((module) => module.generateHpkeKeyPair())
      .then(
        (pair) => (target = pair),
        (error: unknown) => {
          targetPending = undefined;
          throw error;
        },
      );
    return targetPending;
  };

  const deliver = (id: number, event: PasskeyEvent): void => {
    if (disposed || active !== id || flow === undefined) return;
    const status = flow.getSnapshot().status;
    const expected =
      event.type === 'ceremonyDone' ? status === 'prompting' : event.type === 'autofillPicked' ? status === 'idle' : status === 'prompting' || status === 'completing';
    if (expected) flow.send(event);
  };

  /** The browser's prompt for attempt `id` has closed; `ok`: with a credential. */
  const ceremonyEnded = (id: number, ok: boolean): void => {
    if (prompting === id) prompting = undefined;
    if (ok) deliver(id, { type: 'ceremonyDone' });
  };

  const forgetKey = async (publicKey: string): Promise<void> => {
    created.delete(publicKey);
    await deps.keys.delete(publicKey).catch(() => undefined);
  };

  /** Makes `session` the active one, unless the attempt was left meanwhile (then its key goes). */
  const finish = async (id: number, session: Session, isNewUser: boolean): Promise<Outcome> => {
    // Left meanwhile (a Cancel may land while the last request is answered): never a session behind the person's back.
    if (disposed || active !== id || signalOf(id).aborted) throw abandoned();
    // Kept before the session is established: that re-renders a host that may unmount the login
    // and dispose this flow before the await below returns (dispose deletes keys not kept).
    const before = kept;
    kept = session.publicKey;
    try {
      await deps.establishSession(session);
    } catch (error) {
      kept = before;
      throw error;
    }
    return { session, isNewUser };
  };

  /**
   * A login stamped by a passkey: from the prompt of attempt `id`, or (`request`) from the
   * browser's autofill, whose request waits until the person picks a passkey.
   */
  const loginWith = (module: PasskeyCrypto, pair: HpkeTarget, id: number, request?: AutofillRequest): Promise<Outcome> => {
    if (disposed || active !== id) return Promise.reject(abandoned());
    const { rpId } = deps.relyingParty();
    let assertion: PasskeyAssertion | undefined;
    const webauthn = module.createWebauthnStamper({
      rpId,
      ...(request === undefined ? { timeoutMs: deps.timeoutMs } : { mediation: 'conditional' as const }),
      ...(deps.hints === undefined || request !== undefined ? {} : { hints: deps.hints }),
      onAssertion: (answered) => (assertion = answered),
    });
    let sentAt = deps.now();
    const stamper: Stamper = {
      stamp(body) {
        if (request === undefined) prompting = id;
        return webauthn.stamp(body).then(
          (stamp) => {
            // A prompt answered after the user left: send nothing.
            if (disposed || active !== id) throw abandoned();
            sentAt = deps.now();
            if (request === undefined) ceremonyEnded(id, true);
            else {
              request.picked = true;
              if (request.timer !== undefined) clearTimeout(request.timer);
              deliver(id, { type: 'autofillPicked' });
            }
            return stamp;
          },
          (error: unknown) => {
            if (request === undefined) ceremonyEnded(id, false);
            throw error;
          },
        );
      },
    };
    const login = loginWithReadWriteSession(deps, {
      organizationId: deps.organizationId,
      expirationSeconds: seconds,
      invalidateExisting: deps.invalidateExisting,
      stamper,
      target: pair,
      decrypt: module.decryptCredentialBundle,
      // The passkey that signed is the user's: a key the relay sealed for another account is refused.
      credential: () => ({ kind: 'passkey', credentialId: assertion?.credentialId ?? '' }),
      signal: signalOf(id),
    });
    const refused = (error: unknown): never => {
      // The service does not know the passkey (deleted elsewhere, never registered): the browser should stop offering it.
      if (assertion !== undefined && isUnknownCredential(error)) void signalUnknownPasskey(rpId, assertion.credentialId);
      return rejectedPasskey(error);
    };
    return login.catch(refused).then(async ({ publicKey, organizationId, userId }) => {
        created.add(publicKey);
        if (assertion?.userHandle !== undefined) handles().remember(userId, assertion.userHandle);
        const session: Session = {
          publicKey,
          organizationId,
          userId,
          sessionType: 'SESSION_TYPE_READ_WRITE',
          expiresAt: sentAt + seconds * 1000,
          createdAt: deps.now(),
          method: 'passkey',
        };
        try {
          return await finish(id, session, false);
        } catch (error) {
          await forgetKey(publicKey);
          throw error;
        }
      });
  };

  const signupWith = (module: PasskeyCrypto, userName: string, id: number): Promise<Outcome> => {
    if (disposed || active !== id) return Promise.reject(abandoned());
    const { rpId, rpName } = deps.relyingParty();
    prompting = id;
    const userHandle = module.newPasskeyUserHandle();
    const registration = module.createPasskeyAttestation({
      rpId,
      rpName,
      userHandle,
      userName,
      authenticatorName: userName,
      timeoutMs: deps.timeoutMs,
      ...(deps.hints === undefined ? {} : { hints: deps.hints }),
    });
    return registration.then(
      async (attestation: PasskeyAttestation) => {
        if (disposed || active !== id) throw abandoned(); // answered after the user left: no account
        ceremonyEnded(id, true);
        const key = await deps.keys.createSessionKey();
        const publicKey = toHex(key.publicKey);
        created.add(publicKey);
        try {
          const createdAt = deps.now();
          const account = await deps.relay.signup(
            {
              userName,
              authenticators: [attestation],
              apiKeys: [
                { apiKeyName: `Passkey session ${new Date(createdAt).toISOString()}`, publicKey, curveType: 'API_KEY_CURVE_P256', expirationSeconds: String(seconds) },
              ],
              oauthProviders: [],
            },
            { signal: signalOf(id) },
          );
          // A signup carries no client signature: the relay could have added a credential of its own.
          const credentialId = attestation.attestation.credentialId;
          await confirmSessionOwner({
            api: deps.api,
            stamper: createApiKeyStamper(key),
            owner: account,
            credential: { kind: 'passkey', credentialId },
            signedUp: { passkeys: [credentialId], apiKeys: [publicKey], oauth: [] },
            signal: signalOf(id),
          });
          const session: Session = {
            publicKey,
            organizationId: account.organizationId,
            userId: account.userId,
            sessionType: 'SESSION_TYPE_READ_WRITE',
            expiresAt: createdAt + seconds * 1000,
            createdAt,
            method: 'passkey',
          };
          handles().remember(account.userId, userHandle);
          return await finish(id, session, true);
        } catch (error) {
          await forgetKey(publicKey);
          throw error;
        }
      },
      (error: unknown) => {
        ceremonyEnded(id, false);
        throw error;
      },
    );
  };

  /** Ends the open autofill request, if any (its rejection is then expected, and dropped). */
  const withdrawAutofill = (): void => {
    const request = autofill;
    if (request === undefined) return;
    autofill = undefined;
    if (request.timer !== undefined) clearTimeout(request.timer);
    if (active === request.id && !request.picked) active = undefined;
    if (request.picked) return; // the login it signed goes on
    request.withdrawn = true;
    deps.crypto.loaded()?.cancelPasskeyCeremony();
  };

  /**
   * Opens one conditional request (attempt `id`): the browser offers the site's passkeys in the
   * autofill of a `webauthn` field and answers when one is picked. It is renewed before the login
   * it would sign goes stale; refusals from the browser re-arm it quietly, a few times at most.
   */
  const armAutofill = (): void => {
    attempts += 1;
    const id = attempts;
    const request: AutofillRequest = { id, picked: false, withdrawn: false };
    autofill = request;
    active = id;
    autofillAvailable ??= (deps.checkAutofill ?? conditionalMediationAvailable)().catch(() => false);
    const current = (): boolean => !disposed && autofill === request;
    Promise.all([autofillAvailable, deps.crypto.load(), prepareTarget()]).then(
      ([available, module, pair]) => {
        if (!current() || !available) return;
        deps.keys.preload().catch(() => undefined); // what the login needs after a pick (the key code)
        request.timer = setTimeout(() => {
          // Renewed before the login it would sign is too old for the service.
          if (!current() || request.picked) return;
          withdrawAutofill();
          rearm();
        }, deps.autofillRefreshMs ?? defaultAutofillRefreshMs);
        loginWith(module, pair, id, request).then(
          ({ session, isNewUser }) => deliver(id, { type: 'loggedIn', session, isNewUser }),
          (error: unknown) => {
            if (request.picked) {
              deliver(id, { type: 'ceremonyFailed', error: toLoginKitError(error) });
              return;
            }
            if (request.timer !== undefined) clearTimeout(request.timer);
            if (request.withdrawn || !current()) return;
            // Ended by the browser, not by this flow: another ceremony took over (an abort), or the browser refused.
            autofill = undefined;
            if (active === id) active = undefined;
            const name = error instanceof LoginKitError ? error.details.webauthnError : undefined;
            if (name === 'AbortError') autofillDisplaced = true;
            else autofillFailures += 1;
            rearm();
          },
        );
      },
      () => {
        // The passkey module or key could not be prepared: the buttons report that when used.
        if (current()) autofill = undefined;
      },
    );
  };

  /** Opens a new autofill request when the flow still wants one (idle, autofill on). */
  const rearm = (): void => {
    const state = flow?.getSnapshot();
    if (disposed || autofill !== undefined || state === undefined || !wantsAutofill(state)) return;
    // Not after another ceremony took the browser's request, nor after the browser refused it a few times in a row.
    if (autofillDisplaced || autofillFailures >= maxAutofillFailures) return;
    armAutofill();
  };

  /** Starts attempt `id`: synchronously when the module (and for a login the target key) is ready. */
  const begin = (state: Extract<PasskeyState, { status: 'prompting' }>, id: number): Promise<Outcome> => {
    const module = deps.crypto.loaded();
    if (state.mode === 'login') {
      if (module !== undefined && target !== undefined) return loginWith(module, target, id);
      // Not ready yet (a very fast click): the prompt opens late, which Safari may refuse.
      return Promise.all([deps.crypto.load(), prepareTarget()]).then(([loaded, pair]) => loginWith(loaded, pair, id));
    }
    if (module !== undefined) return signupWith(module, state.userName, id);
    return deps.crypto.load().then((loaded) => signupWith(loaded, state.userName, id));
  };

  const run: EffectRunner<PasskeyState, PasskeyEvent> = (state) => {
    const before = previous;
    previous = state.status;
    if (state.status === 'prompting') {
      if (before === 'prompting') return; // the same attempt (say, support was re-checked)
      // What the login or signup needs after the ceremony (the key code) comes while the person answers the prompt.
      deps.keys.preload().catch(() => undefined);
      // One WebAuthn request at a time: the autofill request ends before the prompt opens.
      withdrawAutofill();
      attempts += 1;
      const id = attempts;
      active = id;
      let outcome: Promise<Outcome>;
      try {
        outcome = begin(state, id);
      } catch (error) {
        outcome = Promise.reject(error);
      }
      outcome.then(
        ({ session, isNewUser }) => deliver(id, { type: 'loggedIn', session, isNewUser }),
        (error: unknown) => deliver(id, { type: 'ceremonyFailed', error: toLoginKitError(error) }),
      );
      return;
    }
    if (state.status === 'completing') return;
    if ((before === 'prompting' || before === 'completing') && active !== undefined) {
      // The attempt is over (done, failed, or left: Back, Cancel): its requests end, its answer is not used.
      controllers.get(active)?.abort();
      controllers.delete(active);
      if (autofill?.picked === true && autofill.id === active) autofill = undefined; // a new autofill request may open
      if (state.status !== 'success') active = undefined;
    }
    if (prompting !== undefined) {
      // Left while the prompt is open (back): close it.
      prompting = undefined;
      deps.crypto.loaded()?.cancelPasskeyCeremony();
    }
    if (wantsAutofill(state)) {
      if (before !== 'idle' || !autofillWanted) {
        // Switched on anew (or back at the start): ask again, even after earlier refusals.
        autofillFailures = 0;
        autofillDisplaced = false;
      }
      autofillWanted = true;
      if (autofill === undefined) {
        active = undefined;
        rearm();
      }
      return;
    }
    autofillWanted = false;
    withdrawAutofill();
    active = undefined;
  };

  return {
    run,
    start(running) {
      flow = running;
      if (running.getSnapshot().support.status === 'unsupported') return; // known at once: nothing to prepare
      // `support` stays `checking` until the flow is ready to open a prompt without waiting.
      // A failed preparation surfaces when the user logs in (the module and key are retried then).
      const prepared = Promise.allSettled([deps.crypto.load(), prepareTarget()]);
      Promise.all([(deps.checkSupport ?? checkPasskeySupport)(), prepared]).then(
        ([support]) => {
          if (!disposed) running.send({ type: 'supportChecked', support });
        },
        () => undefined,
      );
    },
    async dispose() {
      withdrawAutofill();
      disposed = true;
      active = undefined;
      if (prompting !== undefined) {
        prompting = undefined;
        deps.crypto.loaded()?.cancelPasskeyCeremony();
      }
      for (const publicKey of [...created]) if (publicKey !== kept) await forgetKey(publicKey);
    },
  };
}

/** Whether `state` wants an autofill request: idle, a `webauthn` field shown, passkeys supported. */
function wantsAutofill(state: PasskeyState): boolean {
  return state.status === 'idle' && state.autofill === true && state.support.status === 'supported';
}

/** Whether the service refused the stamp because it knows no passkey with its credential id. */
function isUnknownCredential(error: unknown): boolean {
  if (!(error instanceof LoginKitError) || error.code !== 'unauthenticated') return false;
  return /unknown credential|credential(id)? (is )?not (found|registered)|(authenticator|passkey) not found|could not find (the )?(authenticator|credential)|no passkey with this credential/i.test(error.message);
}

/** A passkey the service refuses (unknown, deleted, failed checks) is said so; other errors pass. */
function rejectedPasskey(error: unknown): never {
  if (error instanceof LoginKitError && error.code === 'unauthenticated') {
    throw new LoginKitError('unauthenticated', `passkey: the service did not accept this passkey (it may have been deleted, or belong to another app): ${error.message}`, {
      cause: error,
      details: { ...error.details, field: 'passkey' },
    });
  }
  throw error;
}
