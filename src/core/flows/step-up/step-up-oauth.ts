/**
 * A social login step's proof (protocol.md sections 7 and 14): a fresh key K (non-extractable, in
 * memory only) whose nonce goes in the authorization request; the provider's popup; the OIDC token
 * (Google, Apple: in the answer; X, Discord: a code the relay exchanges with PKCE), checked to carry
 * K's nonce and, from the provider itself, this app's client id; then the approval stamped by K with
 * the token (X-Stamp-Attested, OIDC scheme). The service checks the identity is the account's.
 * Each provider's request is prepared ahead so the popup opens in the click with its final URL.
 * No full-page redirect here: a blocked popup is `popup_blocked` (the step's other options remain).
 */
import type { KitConfig } from '../../config/kit-config';
import { createAttestedStamper } from '../../crypto/attested-stamp';
import { generateSessionKeyPair } from '../../crypto/session-key';
import type { SessionKeyPair } from '../../crypto/signing-key';
import { toHex } from '../../encoding/hex';
import { LoginKitError, untrustedResponse } from '../../errors';
import { buildAuthorizeUrl, oauth2ProviderName, oauthResponseKind, productionOauthEndpoints, type OauthEndpoints } from '../../oauth/authorize-url';
import { checkRedirectUrl } from '../../oauth/check-redirect-url';
import { parseOauthCallback } from '../../oauth/oauth-callback';
import { browserWindow, oauthPopupName, popupFeatures, type OauthWindow } from '../../oauth/oauth-window';
import { watchPopup, type PopupOutcome, type PopupWatch } from '../../oauth/popup-watcher';
import type { Stamper } from '../../transport/api-client';
import type { RelayClient } from '../../transport/relay-client';
import { grantFromCallback } from '../oauth/oauth-completion';
import type { OauthProvider } from '../oauth/oauth.types';
import { relayAnswer } from '../relay-answer';

export interface StepUpOauthDeps {
  relay: RelayClient;
  now: () => number;
  window?: OauthWindow;
  endpoints?: Partial<OauthEndpoints>;
  redirectOrigins?: readonly string[];
  popupTimeoutMs?: number;
  popupPollMs?: number;
  /** Called when a provider's request is ready, so its popup can open in the click with its final URL. */
  onPrepared?: (provider: OauthProvider) => void;
}

interface Material {
  key: SessionKeyPair;
  nonce: string;
  state: string;
  codeVerifier: string;
  codeChallenge: string;
}

export interface StepUpOauth {
  /** Prepares a request for each provider ahead (a fresh key, its nonce, PKCE, state). */
  prepare(providers: readonly OauthProvider[]): void;
  /**
   * Opens the provider's popup — at once, in the caller's call stack, when its request is ready —
   * and resolves with the approval's stamper once the token is back and checked; `returned` is
   * called when the popup came back. `signal` closes the popup and ends the wait.
   */
  authorize(provider: OauthProvider, config: KitConfig, returned: () => void, signal: AbortSignal): Promise<Stamper>;
}

const loadCrypto = () => import('../oauth/oauth.crypto');

export function createStepUpOauth(deps: StepUpOauthDeps): StepUpOauth {
  const ready = new Map<OauthProvider, Material>();
  const pending = new Map<OauthProvider, Promise<Material>>();

  const material = (provider: OauthProvider): Promise<Material> => {
    let made = pending.get(provider);
    if (made === undefined) {
      made = Promise.all([loadCrypto(), generateSessionKeyPair()]).then(async ([crypto, key]) => {
        const { verifier, challenge } = await crypto.createPkcePair();
        const prepared = { key, nonce: await crypto.oauthNonce(toHex(key.publicKey)), state: crypto.createOauthState(), codeVerifier: verifier, codeChallenge: challenge };
        ready.set(provider, prepared);
        deps.onPrepared?.(provider);
        return prepared;
      });
      made.catch(() => pending.delete(provider)); // a failed preparation is tried again at the click
      pending.set(provider, made);
    }
    return made;
  };
  /** Takes `provider`'s prepared request (single use: the next attempt gets fresh values). */
  const take = (provider: OauthProvider): Material | undefined => {
    const taken = ready.get(provider);
    if (taken !== undefined) {
      ready.delete(provider);
      pending.delete(provider);
    }
    return taken;
  };

  const redirectUriFor = (win: OauthWindow, config: KitConfig): string => {
    const page = new URL(win.location.href);
    return config.oauthRedirectUrl !== undefined ? checkRedirectUrl(config.oauthRedirectUrl, page.origin, deps.redirectOrigins) : `${page.origin}${page.pathname}`;
  };

  const urlFor = (provider: OauthProvider, config: KitConfig, redirectUri: string, values: Material): string => {
    const clientId = config.oauthClientIds?.[provider];
    if (clientId === undefined || clientId === '') throw new LoginKitError('method_disabled', `${provider} has no client id in the relay configuration`, { details: { field: 'oauthClientIds', provider } });
    return buildAuthorizeUrl({
      provider,
      endpoint: deps.endpoints?.[provider] ?? productionOauthEndpoints[provider],
      clientId,
      redirectUri,
      state: values.state,
      ...(oauthResponseKind(provider) === 'id_token' ? { nonce: values.nonce } : { codeChallenge: values.codeChallenge }),
    });
  };

  return {
    prepare(providers) {
      for (const provider of providers) void material(provider).catch(() => undefined);
    },
    async authorize(provider, config, returned, signal) {
      // Synchronous up to `open`: the popup opens in the click's call stack when the request is ready.
      const win = deps.window ?? browserWindow();
      const redirectUri = redirectUriFor(win, config);
      const early = take(provider);
      const popup = win.open(early === undefined ? 'about:blank' : urlFor(provider, config, redirectUri, early), oauthPopupName, popupFeatures(win));
      if (popup === null) throw new LoginKitError('popup_blocked', 'the browser blocked the social login window', { details: { provider } });
      let watch: PopupWatch | undefined;
      let settle: (outcome: PopupOutcome) => void = () => undefined;
      const outcome = new Promise<PopupOutcome>((resolve) => {
        settle = resolve;
        watch = watchPopup({ window: win, popup, redirectUri, now: deps.now, onOutcome: resolve, timeoutMs: deps.popupTimeoutMs, pollIntervalMs: deps.popupPollMs });
      });
      // Leaving the state closes the popup and ends the wait.
      const stop = (): void => {
        watch?.stop({ close: true });
        settle({ kind: 'closed' });
      };
      signal.addEventListener('abort', stop, { once: true });
      try {
        let values = early;
        if (values === undefined) {
          // Clicked before the request was ready: point the blank popup at the provider now.
          await material(provider);
          values = take(provider)!;
          popup.location.href = urlFor(provider, config, redirectUri, values);
        }
        const answer = await outcome;
        if (signal.aborted) throw new LoginKitError('network', 'The social login step was cancelled', { cause: signal.reason, details: { aborted: true } });
        if (answer.kind === 'closed') throw new LoginKitError('popup_closed', 'the social login window was closed before it finished', { details: { provider } });
        if (answer.kind === 'timeout') throw new LoginKitError('timeout', 'the social login window did not finish in time', { details: { provider } });
        const callback = parseOauthCallback(answer.url);
        if (callback === undefined) throw new LoginKitError('oauth_state_mismatch', 'the provider answered a request this step did not send', { details: { provider } });
        const grant = grantFromCallback(callback, values.state, provider);
        returned();
        const clientId = config.oauthClientIds?.[provider] ?? '';
        const oidcToken =
          'idToken' in grant
            ? grant.idToken
            : (
                await deps.relay.oauth2Authenticate(
                  { provider: oauth2ProviderName(provider as 'x' | 'discord'), authCode: grant.code, redirectUri, codeVerifier: values.codeVerifier, nonce: values.nonce, clientId },
                  { signal },
                )
              ).oidcToken;
        const { decodeJwt } = await loadCrypto();
        const claims = await relayAnswer(async () => decodeJwt(oidcToken, 'oidcToken').payload);
        if (claims.nonce !== values.nonce) {
          throw new LoginKitError('oauth_nonce_mismatch', 'the OIDC token was not issued for this step’s key (nonce mismatch)', { details: { field: 'nonce', provider } });
        }
        const audiences = typeof claims.aud === 'string' ? [claims.aud] : Array.isArray(claims.aud) ? claims.aud : [];
        if ('idToken' in grant && !audiences.includes(clientId)) throw untrustedResponse('oidcToken', 'aud', `issued for another app than client id ${clientId}`);
        return createAttestedStamper({ publicKeyAttestation: oidcToken, scheme: 'STAMP_ATTESTED_SCHEME_P256_OIDC', key: values.key });
      } finally {
        signal.removeEventListener('abort', stop);
        stop();
        void material(provider).catch(() => undefined); // a fresh request for the next attempt
      }
    },
  };
}
