import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { isSafeLogoUrl, type LoginKitError, type OauthState, type PasskeyUpgradeMode, type Session } from '../../core/internal';
import { useOauthLogin, useOtpLogin, usePasskeyLogin } from '../../react/index';
import { CaptchaScope } from '../captcha/captcha-scope';
import { loadCaptchaHost } from '../captcha/load-captcha-host';
import { CaptchaSlot } from '../captcha/captcha-slot';
import type { LoginKitStrings } from '../locales/login-kit-strings';
import { StringsProvider } from '../locales/strings-context';
import { useLocaleStrings } from '../locales/use-locale-strings';
import { LazyCodeScreen, LazySuccessScreen, loadOtpScreens } from './lazy-otp-screens';
import { LazyWalletMethod, OauthScreen, PasskeyScreen, PasskeyUpgradeScreen, prefetchMethodStrings } from './method-screens';
import { prefetchMethod } from './prefetch-method';
import { screenForOtpState } from '../screen-for-otp-state';
import { ConfigErrorScreen } from '../screens/config-error-screen';
import { LoadingScreen } from '../screens/loading-screen';
import { RenderErrorBoundary } from '../screens/render-error-boundary';
import { ClassNamesContext, partClass, type LoginKitClassNames } from '../theme/class-names';
import type { Theme } from '../theme/theme';
import { useAppearanceClassNames, useAppearanceTheme } from '../theme/use-appearance';
import { loginDescription } from './login-description';
import { loadDialogGeometry } from './load-dialog-geometry';
import { ModalDialog } from './modal-dialog';
import { ModalTrigger } from './modal-trigger';
import { useLastUsedMethod } from './use-last-used-method';
import type { WalletMethodView } from './wallet-method';
import type { WalletGroupProps } from '../screens/wallet/wallet-group';
import type { MethodLayout } from '../screens/login-methods';

export interface LoginModalProps {
  /**
   * Controlled open state (with `onOpenChange`). When a social login comes back to the page by
   * full-page redirect, the modal opens by itself to show its outcome (controlled: it asks with
   * `onOpenChange(true)`).
   */
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /**
   * What opens the modal: an element (used as the trigger itself), text (put in a button), or
   * `null` for none (control `open` yourself). Defaults to a "Log in" button.
   */
  trigger?: ReactNode;
  /**
   * Where focus goes when the modal closes and its trigger has left the page (an app that shows
   * "Log out" in its place after the login): the element this ref holds then. Closing otherwise
   * gives focus back to the trigger; with neither, it goes to the page's body.
   */
  finalFocus?: RefObject<HTMLElement | null>;
  /** Called once each time a login succeeds. */
  onSuccess?(session: Session): void;
  /**
   * The language, as a BCP 47 tag (`'de'`, `'pt-BR'`, `'ar'`); defaults to the browser's
   * (`navigator.languages`). Matched to a supported pack by language (`'es-MX'` → Spanish, `'pt'` →
   * Brazilian Portuguese, unsupported → English). A pack loads on demand while English is shown.
   */
  locale?: string;
  /** Strings to replace in the locale's table (error messages one by one). */
  strings?: Partial<LoginKitStrings>;
  /** Extra class on the modal's root (which has `loginkit`). */
  className?: string;
  /** Extra classes for each part (dialog, title, buttons, inputs, errors…), beside the built-in `.loginkit-*` ones. */
  classNames?: LoginKitClassNames;
  /** `system` (default) follows the user's colour-scheme preference. */
  theme?: Theme;
  /**
   * After a code or social login, where the relay's configuration offers passkeys: `offer`
   * (default) offers to add one ("log in faster next time"; "Not now" is remembered on this
   * browser per user); `automatic` first asks the browser to create one without a prompt (where
   * it allows that, e.g. right after its password manager filled the login), falling back to the
   * offer; `off` shows the plain success screen.
   */
  passkeyUpgrade?: PasskeyUpgradeMode;
  /**
   * How the first screen arranges the login methods. `compact` (default): the first method in the
   * configuration's order leads and the others follow in less room (more than two social providers
   * as a row of icon buttons, the wallets behind one "Continue with a wallet" entry that opens their
   * list, nothing about wallets when none is installed). `list`: every method in full, one after the other.
   */
  methodLayout?: MethodLayout;
}

const noop = (): undefined => undefined;
/** The wallet group until the wallet chunk has loaded: "Looking for wallets…" in its place, so the form around it is not remounted. */
const walletsPending: WalletGroupProps = {
  wallets: { status: 'loading', wallets: [] },
  actions: { select: noop, chooseAccount: noop, requestOtherAccounts: noop, retry: noop, back: noop, cancel: noop },
};

function CloseIcon() {
  return (
    <svg className="loginkit-close__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3.5 3.5l9 9m0-9l-9 9" />
    </svg>
  );
}

/** A social login that ended (well or not, or was refused) starts over next time; one in progress is kept. */
function oauthEnded(state: OauthState | undefined): boolean {
  if (state?.status === 'idle') return state.error !== undefined;
  return state?.status === 'success' || state?.status === 'failed' || state?.status === 'linked';
}

/**
 * The drop-in login modal: email/SMS one-time codes, and social logins (Google, Apple, X,
 * Discord), passkeys and external wallets when the relay's configuration offers them, against the relay of the
 * enclosing <LoginKitProvider>. It renders the screen for the flows' states and holds no protocol
 * logic: social login screens while that flow is past `idle`, else passkey screens while the
 * passkey flow is, else wallet screens while the wallet flow is, else the OTP screens (the contact screen then carries the other options).
 */
export function LoginModal({ open, onOpenChange, defaultOpen = false, trigger, finalFocus, onSuccess, locale, strings: overrides, className, classNames: ownClassNames, theme: ownTheme, passkeyUpgrade = 'offer', methodLayout }: LoginModalProps) {
  const { strings, lang, dir } = useLocaleStrings(locale, overrides);
  const theme = useAppearanceTheme(ownTheme);
  const classNames = useAppearanceClassNames(ownClassNames);
  const login = useOtpLogin({ onSuccess });
  const passkey = usePasskeyLogin({ onSuccess });
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  // The social flow makes its session key as it starts: only while the modal is open.
  const oauth = useOauthLogin({ onSuccess, enabled: isOpen });
  const { state, config, configError, reloadConfig, reset, cancel: cancelOtp } = login;
  const finished = state?.status === 'success';
  const passkeyStatus = passkey.state?.status;
  // A passkey attempt that ended (well or not) starts over next time; one in progress is kept.
  const passkeyEnded = passkeyStatus === 'success' || passkeyStatus === 'failed' || passkeyStatus === 'cancelled';
  const resetPasskey = passkey.reset;
  const cancelPasskey = passkey.cancel;
  const socialEnded = oauthEnded(oauth.state);
  const resetOauth = oauth.reset;
  const cancelOauth = oauth.cancel;
  // The wallet login lives in its own chunk (LazyWalletMethod, mounted while open): it hands its view up.
  const [wallet, setWallet] = useState<WalletMethodView | undefined>(undefined);
  // Its chunk could not be fetched: the wallet list says so (the next opening tries again).
  const [walletLoadError, setWalletLoadError] = useState<LoginKitError | undefined>(undefined);
  const walletStatus = wallet?.state.status;
  // Remember how the user logged in (the method only), and mark it "Last used" next time.
  const succeeded =
    state?.status === 'success'
      ? state.channel
      : passkeyStatus === 'success'
        ? 'passkey'
        : oauth.state?.status === 'success'
          ? oauth.state.provider
          : walletStatus === 'success'
            ? 'wallet'
            : undefined;
  const lastUsed = useLastUsedMethod(isOpen, succeeded);

  const setOpen = useCallback(
    (next: boolean) => {
      if (open === undefined) setUncontrolledOpen(next);
      // Closing ends every wait on the service at once (its requests are aborted); the wallet flow
      // ends as its owner unmounts. A finished login starts over next time; an unfinished one is
      // kept (the code typed, the code on its way to the inbox).
      if (!next) {
        cancelOtp();
        cancelPasskey();
        cancelOauth();
      }
      if (!next && finished) reset();
      if (!next && passkeyEnded) resetPasskey();
      if (!next && socialEnded) resetOauth();
      onOpenChange?.(next);
    },
    [open, finished, reset, passkeyEnded, resetPasskey, socialEnded, resetOauth, onOpenChange, cancelOtp, cancelPasskey, cancelOauth],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);
  const openModal = useCallback(() => setOpen(true), [setOpen]);
  const titleId = useId();
  const descriptionId = useId();

  // A social login that came back by full-page redirect: open once to show how it ended.
  const openedAfterRedirect = useRef(false);
  useEffect(() => {
    if (!oauth.returnedFromRedirect || openedAfterRedirect.current) return;
    openedAfterRedirect.current = true;
    if (!isOpen) setOpen(true);
  }, [oauth.returnedFromRedirect, isOpen, setOpen]);

  const offersSocial = (config?.oauthProviders?.length ?? 0) > 0;
  const offersPasskey = config?.showPasskey === true;
  const offersWallet = config?.showWallet === true;
  const offersCode = (config?.otpChannels.length ?? 0) > 0;
  // Only what the leading method needs is fetched as the modal opens (issue 27): the code and success
  // screens, while the person types and the code is sent. Another method's screens (and the phone
  // field) come as its button or option is hovered or focused (prefetchOnIntent).
  useEffect(() => {
    if (!isOpen) return;
    if (offersCode) loadOtpScreens().catch(() => undefined);
    prefetchMethodStrings(offersSocial || offersPasskey || offersWallet, lang);
  }, [isOpen, offersCode, offersSocial, offersPasskey, offersWallet, lang]);
  // After a code or social login, the passkey offer (in the passkey screens' chunk): fetched once the
  // code is on its way or the provider's window is open, so the success screen never waits on it.
  const upgrade = offersPasskey && passkeyUpgrade !== 'off' ? passkeyUpgrade : undefined;
  const loggingIn = (state !== undefined && state.status !== 'enteringContact') || (oauth.state !== undefined && oauth.state.status !== 'idle');
  useEffect(() => {
    if (upgrade && loggingIn) prefetchMethod('passkey');
  }, [upgrade, loggingIn]);

  let body: ReactNode;
  /** The OTP screens place the captcha widget themselves; under the others it shows only while a signup waits on it. */
  let otpScreen = false;
  const oauthOptions = oauth.state === undefined ? undefined : { providers: oauth.providers, state: oauth.state, actions: oauth };
  const passkeyOptions = passkey.state === undefined ? undefined : { support: passkey.state.support, actions: passkey };
  const walletOptions = offersWallet ? (wallet !== undefined ? { wallets: wallet.wallets, actions: wallet.actions } : walletLoadError !== undefined ? { ...walletsPending, wallets: { status: 'failed' as const, wallets: [], error: walletLoadError } } : walletsPending) : undefined;
  // Past `idle`, a social login's or a passkey's own screens (their buttons sit on the contact screen).
  if (oauth.state?.status === 'success' && upgrade) body = <PasskeyUpgradeScreen state={oauth.state} mode={upgrade} onDone={close} />;
  else if (oauth.state !== undefined && oauth.state.status !== 'idle') body = <OauthScreen state={oauth.state} actions={oauth} onDone={close} />;
  else if (passkey.state !== undefined && passkey.state.status !== 'idle') body = <PasskeyScreen state={passkey.state} actions={passkey} onDone={close} />;
  else if (offersWallet && wallet !== undefined && wallet.state.status !== 'idle') {
    body = wallet.screen;
  }
  else if (state?.status === 'success' && upgrade) body = <PasskeyUpgradeScreen state={state} mode={upgrade} onDone={close} />;
  else if (state !== undefined && config !== undefined) {
    body = screenForOtpState(state, { config, actions: login, onDone: close, passkey: passkeyOptions, oauth: oauthOptions, wallet: walletOptions, lastUsed, methodLayout }, { CodeScreen: LazyCodeScreen, SuccessScreen: LazySuccessScreen });
    otpScreen = true;
  } else if (configError !== undefined) body = <ConfigErrorScreen error={configError} onRetry={reloadConfig} />;
  else body = <LoadingScreen onRetry={reloadConfig} />;

  return (
    <StringsProvider strings={strings}>
      <ClassNamesContext.Provider value={classNames}>
        <ModalTrigger trigger={trigger} defaultText={strings.trigger} lang={lang} theme={theme} className={classNames.trigger} open={isOpen} onOpen={openModal} />
        {/* Always rendered: closing, it plays its closing animation with what it showed last. */}
        <ModalDialog
          open={isOpen}
          onRequestClose={close}
          loadGeometry={loadDialogGeometry}
          finalFocus={finalFocus}
          labelledBy={titleId}
          describedBy={descriptionId}
          rootClassName={partClass(classNames, 'root', 'loginkit', className)}
          overlayClassName={partClass(classNames, 'overlay', 'loginkit-overlay')}
          dialogClassName={partClass(classNames, 'dialog', 'loginkit-dialog loginkit-panel')}
          theme={theme}
          lang={lang}
          dir={dir}
        >
          <header className={partClass(classNames, 'header', 'loginkit-header')}>
            {/* The configuration keeps only https: and data:image/ logos; a hand-made one is checked again. */}
            {config?.logoUrl && isSafeLogoUrl(config.logoUrl) && (
              <img className={partClass(classNames, 'logo', 'loginkit-logo')} src={config.logoUrl} alt={strings.logoAlt(config.appName)} />
            )}
            <h2 id={titleId} className={partClass(classNames, 'title', 'loginkit-title')}>
              {strings.title(config?.appName)}
            </h2>
            <button type="button" className={partClass(classNames, 'closeButton', 'loginkit-close')} aria-label={strings.close} onClick={close}>
              <CloseIcon />
            </button>
          </header>
          <p id={descriptionId} className="loginkit-visually-hidden">
            {loginDescription(config, strings, wallet?.wallets.status === 'ready' && wallet.wallets.wallets.length === 0)}
          </p>
          {/* A screen that fails to render is replaced by "Something went wrong" and Try again; the header and close button stay. */}
          {/* Bot protection while open, when the relay publishes a captcha site key (a chunk of its own). */}
          <CaptchaScope siteKey={config?.captchaSiteKey} theme={theme} language={lang} loadHost={loadCaptchaHost}>
            <RenderErrorBoundary>
              {body}
              {!otpScreen && <CaptchaSlot whileWaiting />}
              {/* Wallet discovery and the wallet flow (a chunk of their own) run while the modal is open, where wallets are offered. */}
              {offersWallet && <LazyWalletMethod onSuccess={onSuccess} onChange={setWallet} onLoadFailed={setWalletLoadError} appName={config?.appName} onDone={close} />}
            </RenderErrorBoundary>
          </CaptchaScope>
        </ModalDialog>
      </ClassNamesContext.Provider>
    </StringsProvider>
  );
}
