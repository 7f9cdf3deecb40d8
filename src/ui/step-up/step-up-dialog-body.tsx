import { Suspense, useId } from 'react';
import { CaptchaScope } from '../captcha/captcha-scope';
import { CaptchaSlot } from '../captcha/captcha-slot';
import { StringsProvider } from '../locales/strings-context';
import { useLocaleStringsFrom } from '../locales/use-locale-strings-from';
import { ModalDialog } from '../login-modal/modal-dialog';
import { LoadingScreen } from '../screens/loading-screen';
import { ClassNamesContext, partClass } from '../theme/class-names';
import { useAppearanceClassNames, useAppearanceTheme } from '../theme/use-appearance';
import type { StepUpDialogLoaders } from './step-up-dialog-loaders';
import type { StepUpDialogViewProps } from './step-up-dialog-view';
import { stepUpCloseRequest, StepUpView } from './step-up-view';

export interface StepUpDialogBodyProps extends StepUpDialogViewProps {
  loaders: StepUpDialogLoaders;
}


/**
 * `StepUpDialogView` (see there), with the chunks it fetches besides its own (the strings' packs,
 * the dialog's geometry, the captcha's owner) given as `loaders`: this file and what it imports
 * reach no `import()` of the modal's, so the lazy step-up dialog (step-up-dialog-runtime.tsx, given
 * them by `<StepUpDialog>`) shares the modal's dialog, captcha scope and strings code in esbuild
 * instead of splitting it into a chunk of its own (scripts/build/lazy-chunk-anchors.ts, issue 27).
 */
export function StepUpDialogBody({ state, actions, onClose, locale, strings: overrides, className, classNames: ownClassNames, theme: ownTheme, slowAfterMs, captchaSiteKey, loaders }: StepUpDialogBodyProps) {
  const { strings, lang, dir } = useLocaleStringsFrom(loaders.loadStrings, locale, overrides);
  const theme = useAppearanceTheme(ownTheme);
  const classNames = useAppearanceClassNames(ownClassNames);
  const titleId = useId();
  const descriptionId = useId();
  return (
    <StringsProvider strings={strings}>
      <ClassNamesContext.Provider value={classNames}>
        <ModalDialog
          onRequestClose={() => stepUpCloseRequest(state, actions, onClose)}
          loadGeometry={loaders.loadGeometry}
          labelledBy={titleId}
          describedBy={descriptionId}
          rootClassName={partClass(classNames, 'root', 'loginkit', className)}
          overlayClassName={partClass(classNames, 'overlay', 'loginkit-overlay')}
          dialogClassName={partClass(classNames, 'dialog', 'loginkit-dialog loginkit-panel loginkit-step-up')}
          theme={theme}
          lang={lang}
          dir={dir}
        >
          <CaptchaScope siteKey={captchaSiteKey} theme={theme} language={lang} loadHost={loaders.loadCaptchaHost}>
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
