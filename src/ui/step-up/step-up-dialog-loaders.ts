import { loadCaptchaHost, type CaptchaHostLoader } from '../captcha/load-captcha-host';
import { loadStrings } from '../locales/load-strings';
import type { StringsLoader } from '../locales/use-locale-strings-from';
import { loadDialogGeometry, type DialogGeometryLoader } from '../login-modal/load-dialog-geometry';

/** The chunks the step-up dialog fetches besides its own: the strings' packs, the dialog's geometry, the captcha's owner. */
export interface StepUpDialogLoaders {
  loadStrings: StringsLoader;
  loadGeometry: DialogGeometryLoader;
  loadCaptchaHost: CaptchaHostLoader;
}

/**
 * Loaded with the page by `<StepUpDialog>` (a few lines), and given to its lazy chunk: that chunk
 * then reaches no `import()` of the modal's (step-up-dialog-body.tsx, issue 27).
 */
export const stepUpDialogLoaders: StepUpDialogLoaders = { loadStrings, loadGeometry: loadDialogGeometry, loadCaptchaHost };
