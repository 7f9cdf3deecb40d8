import type { SessionKeyPair } from '../../crypto/signing-key';
import { toHex } from '../../encoding/hex';
import { LoginKitError, toLoginKitError } from '../../errors';
import { buildAuthorizeUrl, oauthResponseKind, productionOauthEndpoints } from '../../oauth/authorize-url';
import { parseOauthCallback } from '../../oauth/oauth-callback';
import { checkRedirectUrl } from '../../oauth/check-redirect-url';
import { browserWindow, oauthPopupName, popupFeatures, type OauthPopup, type OauthWindow } from '../../oauth/oauth-window';
import { savePendingLogin, type PendingOauthLogin } from '../../oauth/pending-login';
import { watchPopup, type PopupOutcome, type PopupWatch } from '../../oauth/popup-watcher';
import type { Session } from '../../session/session-types';
import type { EffectRunner } from '../flow';
import { completeOauthLogin, grantFromCallback, type CompletionInput } from './oauth-completion';
import type * as OauthCryptoModule from './oauth.crypto';
import type { OauthDeps } from './oauth-deps';
import type { OauthEvent, OauthIntent, OauthProvider, OauthState } from './oauth.types';

/** What the flow takes from the KitConfig. */
export interface OauthSettings {
  providers: readonly OauthProvider[];
  clientIds: Partial<Record<OauthProvider, string>>;
  /** Default: the current page (origin + path). */
  redirectUrl?: string;
  /** What to prepare when the flow is created: a new session key (`login`) or nothing but PKCE (`link`). */
  prepare: OauthIntent;
  /** A login revokes the user's other session keys (oauth_login `invalidateExisting`), by popup or by redirect. */
  invalidateExisting?: boolean;
}

type OauthCrypto = typeof OauthCryptoModule;
interface Material {
  publicKey: string;
  nonce: string;
}
interface Attempt {
  state: string;
  codeVerifier: string;
  codeChallenge: string;
}
interface Prepared {
  url: string;
  request: PendingOauthLogin;
}

export { oauthPopupName };

export interface OauthEffects {
  run: EffectRunner<OauthState, OauthEvent>;
  /** Settles when the request material is prepared (or its preparation failed; the click retries it). */
  ready: Promise<void>;
  dispose(): Promise<void>;
}

/**
 * The social login's side effects. Everything the authorization request needs (K, its nonce, a
 * PKCE pair and a `state` per provider) is prepared when the flow is created, so entering
 * `authorizing` — synchronously inside the click's `send` — can call `window.open` with the final
 * URL. A click that comes before preparation finishes opens a blank popup and points it at the
 * provider when ready. A blocked popup becomes a full-page redirect.
 */
export function createOauthEffects(deps: OauthDeps, settings: OauthSettings): OauthEffects {
  let crypto: OauthCrypto | undefined;
  let key: SessionKeyPair | undefined;
  let keyPromise: Promise<SessionKeyPair> | undefined;
  let loginMaterial: Material | undefined;
  const attempts = new Map<OauthProvider, Attempt>();
  let active: { popup: OauthPopup; watch?: PopupWatch; prepared?: Prepared } | undefined;
  let completion: CompletionInput | undefined;
  let inFlight: Promise<unknown> | undefined;
  let keyInUse = false; // a session uses K, or a redirect carries it to the next page
  let disposed = false;

  const linkMaterials = new Map<string, Material>(); // by the session key a link is made for
  /** A fresh attempt for `provider`, made ahead (PKCE hashes on WebCrypto, so asynchronously) for the next click. */
  const refill = async (module: OauthCrypto, provider: OauthProvider): Promise<void> => {
    const attempt = await newAttempt(module);
    if (!attempts.has(provider)) attempts.set(provider, attempt);
  };
  const cryptoPromise = import('./oauth.crypto').then(async (module) => {
    await Promise.all(settings.providers.map((provider) => refill(module, provider)));
    crypto = module;
    return module;
  });
  cryptoPromise.catch(() => undefined); // a failed prefetch surfaces at the click
  const loadCrypto = (): Promise<OauthCrypto> => cryptoPromise.catch(() => import('./oauth.crypto'));

  const loginKey = (): Promise<SessionKeyPair> => {
    keyPromise ??= deps.keys.createSessionKey().then(
      (created) => {
        key = created;
        if (disposed) void deps.keys.delete(toHex(created.publicKey)).catch(() => undefined);
        return created;
      },
      (error: unknown) => {
        keyPromise = undefined; // a later click tries again
        throw error;
      },
    );
    return keyPromise;
  };
  const ready: Promise<void> =
    settings.prepare === 'login' && settings.providers.length > 0
      ? Promise.all([loginKey(), cryptoPromise]).then(
          async ([created, module]) => void (loginMaterial = await material(module, toHex(created.publicKey))),
          () => undefined, // a failed preparation is retried at the click
        )
      : cryptoPromise.then(
          async (module) => {
            const session = deps.currentSession?.();
            if (session !== undefined) linkMaterials.set(session.publicKey, await material(module, session.publicKey));
          },
          () => undefined,
        );

  const getWindow = (): OauthWindow => deps.window ?? browserWindow();

  const redirectUriFor = (win: OauthWindow): string => {
    const page = new URL(win.location.href);
    // The relay's redirect URL must be on this page's origin (or one the app allows).
    if (settings.redirectUrl !== undefined) return checkRedirectUrl(settings.redirectUrl, page.origin, deps.redirectOrigins);
    return `${page.origin}${page.pathname}`;
  };

  /** The request for one attempt, built synchronously; `undefined` while K, its nonce, a PKCE pair or the crypto module is still being prepared. */
  const prepareNow = (provider: OauthProvider, intent: OauthIntent, win: OauthWindow): Prepared | undefined => {
    const clientId = settings.clientIds[provider];
    if (clientId === undefined || clientId === '') {
      throw new LoginKitError('method_disabled', `${provider} has no client id in the relay configuration`, { details: { field: 'oauthClientIds', provider } });
    }
    if (crypto === undefined) return undefined;
    let keyMaterial: Material | undefined;
    if (intent === 'link') {
      const session = deps.currentSession?.();
      if (session === undefined) throw new LoginKitError('session_expired', 'log in before linking a provider', { details: { provider } });
      keyMaterial = linkMaterials.get(session.publicKey);
    } else {
      keyMaterial = loginMaterial;
    }
    const attempt = attempts.get(provider);
    if (keyMaterial === undefined || attempt === undefined) return undefined;
    attempts.delete(provider); // single use: the next attempt gets fresh values
    void refill(crypto, provider).catch(() => undefined);
    const redirectUri = redirectUriFor(win);
    const url = buildAuthorizeUrl({
      provider,
      endpoint: deps.endpoints?.[provider] ?? productionOauthEndpoints[provider],
      clientId,
      redirectUri,
      state: attempt.state,
      ...(oauthResponseKind(provider) === 'id_token' ? { nonce: keyMaterial.nonce } : { codeChallenge: attempt.codeChallenge }),
    });
    const request: PendingOauthLogin = {
      provider,
      intent,
      state: attempt.state,
      codeVerifier: attempt.codeVerifier,
      publicKey: keyMaterial.publicKey,
      nonce: keyMaterial.nonce,
      redirectUri,
      clientId,
      startedAt: deps.now(),
      ...(intent === 'login' && settings.invalidateExisting === true ? { invalidateExisting: true } : {}),
    };
    return { url, request };
  };

  const prepare = async (provider: OauthProvider, intent: OauthIntent, win: OauthWindow): Promise<Prepared> => {
    const module = await loadCrypto();
    crypto ??= module;
    if (intent === 'login' && loginMaterial === undefined) loginMaterial = await material(module, toHex((await loginKey()).publicKey));
    const session = intent === 'link' ? deps.currentSession?.() : undefined;
    if (session !== undefined && !linkMaterials.has(session.publicKey)) linkMaterials.set(session.publicKey, await material(module, session.publicKey));
    if (!attempts.has(provider)) await refill(module, provider);
    const prepared = prepareNow(provider, intent, win);
    if (prepared === undefined) throw new LoginKitError('unknown', 'the login request could not be prepared');
    return prepared;
  };

  const stopPopup = (): void => {
    active?.watch?.stop({ close: true });
    active = undefined;
  };

  const onPopupOutcome = (attempt: NonNullable<typeof active>, outcome: PopupOutcome, dispatch: (event: OauthEvent) => void): void => {
    if (active !== attempt) return;
    active = undefined;
    if (outcome.kind === 'closed') return dispatch({ type: 'authFailed', error: new LoginKitError('popup_closed', 'the login window was closed before it finished') });
    if (outcome.kind === 'timeout') return dispatch({ type: 'authFailed', error: new LoginKitError('timeout', 'the login window did not finish in time') });
    const request = attempt.prepared?.request;
    const callback = parseOauthCallback(outcome.url);
    try {
      if (request === undefined || callback === undefined) throw new LoginKitError('oauth_state_mismatch', 'the provider answered a request this login did not send');
      completion = { ...request, grant: grantFromCallback(callback, request.state, request.provider) };
    } catch (error) {
      return dispatch({ type: 'authFailed', error: toLoginKitError(error) });
    }
    dispatch({ type: 'authorized' });
  };

  const openPopup = (state: Extract<OauthState, { status: 'authorizing' }>, dispatch: (event: OauthEvent) => void): void => {
    let win: OauthWindow;
    let prepared: Prepared | undefined;
    try {
      win = getWindow();
      prepared = prepareNow(state.provider, state.intent, win);
    } catch (error) {
      return dispatch({ type: 'authFailed', error: toLoginKitError(error) });
    }
    let popup: OauthPopup | null;
    try {
      popup = win.open(prepared?.url ?? 'about:blank', oauthPopupName, popupFeatures(win));
    } catch {
      popup = null;
    }
    if (popup === null) return dispatch({ type: 'popupBlocked' });
    const attempt: NonNullable<typeof active> = { popup, ...(prepared === undefined ? {} : { prepared }) };
    active = attempt;
    attempt.watch = watchPopup({
      window: win,
      popup,
      redirectUri: redirectUriFor(win),
      now: deps.now,
      ...(deps.popupTimeoutMs === undefined ? {} : { timeoutMs: deps.popupTimeoutMs }),
      ...(deps.popupPollMs === undefined ? {} : { pollIntervalMs: deps.popupPollMs }),
      onOutcome: (outcome) => onPopupOutcome(attempt, outcome, dispatch),
    });
    if (prepared !== undefined) return;
    // Clicked before the request was ready: point the blank popup at the provider now.
    prepare(state.provider, state.intent, win).then(
      (ready) => {
        if (active !== attempt) return;
        attempt.prepared = ready;
        try {
          popup.location.href = ready.url;
        } catch (error) {
          stopPopup();
          dispatch({ type: 'authFailed', error: toLoginKitError(error) });
        }
      },
      (error: unknown) => {
        if (active !== attempt) return;
        stopPopup();
        dispatch({ type: 'authFailed', error: toLoginKitError(error) });
      },
    );
  };

  const redirect = (state: Extract<OauthState, { status: 'redirecting' }>, dispatch: (event: OauthEvent) => void): void => {
    let win: OauthWindow;
    try {
      win = getWindow();
    } catch (error) {
      return dispatch({ type: 'authFailed', error: toLoginKitError(error) });
    }
    prepare(state.provider, state.intent, win)
      .then((ready) => {
        savePendingLogin(win.sessionStorage, ready.request);
        if (ready.request.intent === 'login') keyInUse = true; // the next page completes the login with K
        try {
          win.location.assign(ready.url);
        } catch (cause) {
          throw new LoginKitError('popup_blocked', 'the popup was blocked and the page could not be redirected', { cause });
        }
      })
      .catch((error: unknown) => dispatch({ type: 'authFailed', error: toLoginKitError(error) }));
  };

  const complete = (dispatch: (event: OauthEvent) => void, signal: AbortSignal): void => {
    const input = completion;
    completion = undefined;
    if (input === undefined) {
      return dispatch({ type: 'authFailed', error: new LoginKitError('unknown', 'nothing to complete') });
    }
    // The key is in use from the moment its session is established: that re-renders a host that
    // may unmount the login and dispose this flow before the completion's promise settles.
    const establishing = {
      ...deps,
      establishSession: async (session: Session) => {
        // Cancelled as the last answer came: no session behind the person's back.
        if (signal.aborted) throw new LoginKitError('network', 'The social login was cancelled', { cause: signal.reason, details: { aborted: true } });
        keyInUse = true;
        try {
          await deps.establishSession(session);
        } catch (error) {
          keyInUse = false;
          throw error;
        }
      },
    };
    const task = completeOauthLogin(establishing, { ...input, signal }).then(
      (result) => {
        if (result.intent === 'login') {
          keyInUse = true;
          dispatch({ type: 'loggedIn', session: result.session, isNewUser: result.isNewUser });
        } else {
          dispatch({ type: 'linked', providerIds: result.providerIds });
        }
      },
      (error: unknown) => dispatch({ type: 'authFailed', error: toLoginKitError(error) }),
    );
    inFlight = task;
  };

  const run: EffectRunner<OauthState, OauthEvent> = (state, dispatch, signal) => {
    if (state.status !== 'authorizing') stopPopup();
    switch (state.status) {
      case 'authorizing':
        return openPopup(state, dispatch);
      case 'redirecting':
        return redirect(state, dispatch);
      case 'completing':
        return complete(dispatch, signal);
      default:
        return;
    }
  };

  return {
    run,
    ready,
    /** Closes the popup; deletes K when the flow ends without a session (or a redirect) that uses it. */
    async dispose() {
      disposed = true;
      stopPopup();
      await inFlight?.catch(() => undefined);
      if (key !== undefined && !keyInUse) await deps.keys.delete(toHex(key.publicKey)).catch(() => undefined);
    },
  };
}

async function newAttempt(crypto: OauthCrypto): Promise<Attempt> {
  const { verifier, challenge } = await crypto.createPkcePair();
  return { state: crypto.createOauthState(), codeVerifier: verifier, codeChallenge: challenge };
}

async function material(crypto: OauthCrypto, publicKey: string): Promise<Material> {
  return { publicKey, nonce: await crypto.oauthNonce(publicKey) };
}
