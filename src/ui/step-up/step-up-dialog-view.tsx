import { Suspense, useId } from 'react';
import type { StepUpState } from '../../core/index';
import type { StepUpActions } from '../../react/step-up-index';
import { CaptchaScope } from '../captcha/captcha-scope';
import { CaptchaSlot } from '../captcha/captcha-slot';
import type { LoginKitStrings } from '../locales/login-kit-strings';
import { StringsProvider } from '../locales/strings-context';
import { useLocaleStrings } from '../locales/use-locale-strings';
import { ModalDialog } from '../login-modal/modal-dialog';
import { LoadingScreen } from '../screens/loading-screen';
import { ClassNamesContext, partClass, type LoginKitClassNames } from '../theme/class-names';
import { defaultTheme, type Theme } from '../theme/theme';
import { stepUpCloseRequest, StepUpView } from './step-up-view';

/** How the step-up dialog looks and speaks: as `<LoginModal>` takes them. */
export interface StepUpDialogAppearance {
  /** The language (a BCP 47 tag); defaults to the surrounding loginkit component's, else the browser's. */
  locale?: string;
  /** Strings to replace (the step-up table's `stepUp…` names, and the main table's). */
  strings?: Partial<LoginKitStrings>;
  /** Extra class on the dialog's root (which has `loginkit`). */
  className?: string;
  /** Extra classes for each part (dialog, title, buttons…), beside the built-in `.loginkit-*` ones. */
  classNames?: LoginKitClassNames;
  /** `system` (default) follows the user's colour-scheme preference. */
  theme?: Theme;
}

export interface StepUpDialogViewProps extends StepUpDialogAppearance {
  state: StepUpState;
  actions: StepUpActions;
  /** The dialog is done with (Done, Close, or the request kept for later): unmount it. */
  onClose(): void;
  /** How long a wait on the service runs before the screens say so (default 5000 ms). */
  slowAfterMs?: number;
  /**
   * The relay's captcha site key (the configuration's `captchaSiteKey`): a code step's send then
   * carries a token, from a widget that shows here while the send waits on it.
   */
  captchaSiteKey?: string;
}

const noClassNames: LoginKitClassNames = {};

/**
 * The step-up dialog for a given state: the login modal's own `<dialog>` (showModal: the page
 * inert, the top layer; Escape and a press outside ask to close; focus returns to what had it),
 * theme, classes and string tables, with `StepUpView` inside. Stateless: `<StepUpDialog>` drives it
 * with a flow; stories show it with fixed states. The step-up strings of a language other than
 * English load with it (a loading line until they have).
 */
export function StepUpDialogView({ state, actions, onClose, locale, strings: overrides, className, classNames = noClassNames, theme = defaultTheme, slowAfterMs, captchaSiteKey }: StepUpDialogViewProps) {
  const { strings, lang, dir } = useLocaleStrings(locale, overrides);
  const titleId = useId();
  const descriptionId = useId();
  return (
    <StringsProvider strings={strings}>
      <ClassNamesContext.Provider value={classNames}>
        <ModalDialog
          onRequestClose={() => stepUpCloseRequest(state, actions, onClose)}
          labelledBy={titleId}
          describedBy={descriptionId}
          rootClassName={partClass(classNames, 'root', 'loginkit', className)}
          overlayClassName={partClass(classNames, 'overlay', 'loginkit-overlay')}
          dialogClassName={partClass(classNames, 'dialog', 'loginkit-dialog loginkit-panel loginkit-step-up')}
          theme={theme}
          lang={lang}
          dir={dir}
        >
          <CaptchaScope siteKey={captchaSiteKey} theme={theme} language={lang}>
            <Suspense fallback={<LoadingScreen />}>
              <StepUpView state={state} actions={actions} onClose={onClose} titleId={titleId} descriptionId={descriptionId} slowAfterMs={slowAfterMs} />
            </Suspense>
            <CaptchaSlot whileWaiting />
          </CaptchaScope>
        </ModalDialog>
      </ClassNamesContext.Provider>
    </StringsProvider>
  );
}
