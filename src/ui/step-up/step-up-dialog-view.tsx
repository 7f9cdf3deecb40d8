import type { StepUpState } from '../../core/internal';
import type { StepUpActions } from '../../react/step-up-index';
import type { LoginKitStrings } from '../locales/login-kit-strings';
import type { LoginKitClassNames } from '../theme/class-names';
import type { Theme } from '../theme/theme';
import { StepUpDialogBody } from './step-up-dialog-body';
import { stepUpDialogLoaders } from './step-up-dialog-loaders';

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

/**
 * The step-up dialog for a given state: the login modal's own `<dialog>` (showModal: the page
 * inert, the top layer; Escape and a press outside ask to close; focus returns to what had it),
 * theme, classes and string tables, with `StepUpView` inside. Stateless: `<StepUpDialog>` drives it
 * with a flow; stories show it with fixed states. The step-up strings of a language other than
 * English load with it (a loading line until they have).
 */
// A binding pattern, as before the body was split off: the API report's signature stays the same.
export function StepUpDialogView({ ...props }: StepUpDialogViewProps) {
  return <StepUpDialogBody {...props} loaders={stepUpDialogLoaders} />;
}
