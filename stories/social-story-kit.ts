import { LoginKitError, type KitConfig, type LoginKit, type LoginKitErrorCode, type OauthEvent, type OauthState, type OtpEvent, type OtpState, type Session, type SessionState } from 'loginkit/core';
import { createMachineFlow, initialOtpState, transitionOauth, transitionOtp } from 'loginkit/protocol';
import { storyOauthError, storySession } from './story-fixtures';

/** How a simulated social login ends: a new or a returning user, or an error with this code. */
export type SocialStoryOutcome = 'newUser' | 'returningUser' | LoginKitErrorCode;

export interface SocialStoryKitOptions {
  config: KitConfig;
  outcome?: SocialStoryOutcome;
  /** The contact the simulated provider answers with (none: the account has no email). */
  contact?: string;
  /** Milliseconds each simulated step takes. */
  delayMs?: number;
  /** What `completeOauthRedirect` answers: a login that "came back" by full-page redirect. */
  redirectResult?: OauthState;
}

/**
 * A LoginKit for the modal's social login stories: the real OTP and social login machines with
 * simulated effects, no relay and no identity provider. "Continue with Google" waits a moment (as
 * if the popup were open) and then ends as `outcome` says; "Continue in this tab" cannot leave the
 * Storybook page, so it comes back to the buttons. Any code logs in by email.
 */
export function createSocialStoryKit({ config, outcome = 'newUser', contact = 'ada@example.com', delayMs = 1500, redirectResult }: SocialStoryKitOptions): LoginKit {
  let session: SessionState = { status: 'signedOut' };
  let listed: { state: SessionState; sessions: readonly Session[] } | undefined;
  const listeners = new Set<(state: SessionState, previous: SessionState) => void>();
  const change = (next: SessionState): void => {
    const previous = session;
    session = next;
    for (const listener of [...listeners]) listener(session, previous);
  };
  const signIn = (next: Session): void => change({ status: 'signedIn', session: next });
  const later = (run: () => void): void => {
    setTimeout(run, delayMs);
  };
  const oauthSession: Session = { ...storySession, method: 'oauth', ...(contact === '' ? { contact: undefined } : { contact }) };

  return {
    options: { authProxyUrl: 'https://mock-relay.storybook.invalid', authProxyConfigId: 'storybook-social' },
    loadConfig: () => Promise.resolve(config),
    createOtpFlow(kitConfig) {
      const rules = { channels: kitConfig.otpChannels, otpLength: kitConfig.otpLength, otpAlphanumeric: kitConfig.otpAlphanumeric, resendCooldownMs: 30_000 };
      return createMachineFlow<OtpState, OtpEvent>({
        initial: initialOtpState(rules),
        transition: (state, event) => transitionOtp(state, event, rules),
        effect(state, dispatch) {
          if (state.status === 'sendingCode') {
            later(() => dispatch({ type: 'codeSent', otpId: 'otp-story', otpEncryptionTargetBundle: '{}', resendAvailableAt: Date.now() + 30_000 }));
          } else if (state.status === 'verifying') {
            const loggedIn: Session = { ...storySession, contact: state.contact };
            later(() => {
              signIn(loggedIn);
              dispatch({ type: 'loggedIn', session: loggedIn, isNewUser: false });
            });
          }
        },
      });
    },
    createPasskeyFlow: () => {
      throw new LoginKitError('method_disabled', 'the social story kit has no passkeys');
    },
    createOauthFlow(kitConfig, options) {
      const rules = { providers: kitConfig.oauthProviders ?? [] };
      return createMachineFlow<OauthState, OauthEvent>({
        initial: options?.initial ?? { status: 'idle' },
        transition: (state, event) => transitionOauth(state, event, rules),
        effect(state, dispatch) {
          if (state.status === 'authorizing') {
            const failed = outcome !== 'newUser' && outcome !== 'returningUser';
            later(() => dispatch(failed ? { type: 'authFailed', error: storyOauthError(outcome, state.provider) } : { type: 'authorized' }));
          } else if (state.status === 'redirecting') {
            later(() => dispatch({ type: 'back' }));
          } else if (state.status === 'completing') {
            later(() => {
              if (state.intent === 'link') {
                dispatch({ type: 'linked', providerIds: [`provider-${state.provider}`] });
                return;
              }
              signIn(oauthSession);
              dispatch({ type: 'loggedIn', session: oauthSession, isNewUser: outcome === 'newUser' });
            });
          }
        },
      });
    },
    createWalletFlow: () => {
      throw new LoginKitError('method_disabled', 'the social story kit has no wallets');
    },
    loadWallets: () => Promise.reject(new LoginKitError('method_disabled', 'the social story kit has no wallets')),
    listLinkedWallets: () => Promise.resolve([]),
    linkWallet: () => Promise.reject(new LoginKitError('method_disabled', 'the social story kit has no wallets')),
    completeOauthRedirect: () => Promise.resolve(redirectResult),
    listLinkedOauthProviders: () => Promise.resolve([]),
    account: () => Promise.reject(new LoginKitError('method_disabled', 'the story kit has no account API')),
    setMfaHandler: () => () => undefined,
    setCaptchaTokenSource: () => () => undefined,
    createStepUpFlow: () => {
      throw new LoginKitError('method_disabled', 'the story kit has no step-up');
    },
    passkeys: {
      list: () => Promise.resolve([]),
      get: (id) => Promise.reject(new LoginKitError('not_found', `story: no passkey ${id}`)),
      add: () => Promise.reject(new LoginKitError('method_disabled', 'the social story kit has no passkeys')),
      remove: () => Promise.resolve(),
    },
    getAppProofs: () => undefined,
    subscribeAppProofs: () => () => undefined,
    verifyAppProofs: () => Promise.reject(new LoginKitError('method_disabled', 'the story kit verifies no app proofs')),
    getSessionState: () => session,
    subscribeSession(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeEvents: () => () => undefined,
    restoreSession: () => Promise.resolve(session),
    logout() {
      change({ status: 'signedOut', reason: 'logout' });
      return Promise.resolve();
    },
    // The same array until the session changes: useSession reads it with useSyncExternalStore.
    listSessions() {
      if (listed?.state !== session) listed = { state: session, sessions: session.status === 'signedIn' ? [session.session] : [] };
      return listed.sessions;
    },
    switchSession: () => Promise.resolve(),
    refreshSession: () => (session.status === 'signedIn' ? Promise.resolve(session.session) : Promise.reject(new LoginKitError('session_expired', 'story: signed out'))),
    logoutOtherDevices: () => (session.status === 'signedIn' ? Promise.resolve(session.session) : Promise.reject(new LoginKitError('session_expired', 'story: signed out'))),
    fetchWithSession: () => Promise.reject(new LoginKitError('session_expired', 'story: no backend')),
    signRequest: () => Promise.reject(new LoginKitError('session_expired', 'story: no backend')),
    dispose: () => undefined,
  };
}
