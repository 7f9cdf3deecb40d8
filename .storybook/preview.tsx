import type { Decorator, Preview } from '@storybook/react-vite';
import { loadStrings, matchLocale, StringsProvider, supportedLocales, useLocaleStrings } from 'loginkit/ui';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { configure } from 'storybook/test';
import { loadDialogGeometry } from '../src/ui/login-modal/load-dialog-geometry';
import { ModalDialog } from '../src/ui/login-modal/modal-dialog';
import { loadMethodScreenStrings } from '../src/ui/locales/use-method-screen-strings';
import { loadOtpScreens } from '../src/ui/login-modal/lazy-otp-screens';
import { loadOauthScreens, loadPasskeyScreens } from '../src/ui/login-modal/method-screen-loaders';
import { loadProviderIcon } from '../src/ui/screens/oauth/lazy-provider-icon';
import { loadWalletGroup } from '../src/ui/screens/wallet/lazy-wallet-group';
import { loadWalletListStep } from '../src/ui/screens/wallet/lazy-wallet-list-step';
import '../src/ui/styles.css';
import './preview.css';

type StoryTheme = 'light' | 'dark';

/** The toolbar's language: a supported locale tag, English by default. */
const storyLocale = (globals: Record<string, unknown>): string => (typeof globals.locale === 'string' ? globals.locale : 'en');

const localeNames: Record<(typeof supportedLocales)[number], string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  ja: '日本語',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

/** The story's `.loginkit` root in the locale's table, with its `lang` and `dir`. */
function StoryRoot({ locale, theme, children }: { locale: string; theme: StoryTheme; children: ReactNode }) {
  const { strings, lang, dir } = useLocaleStrings(locale);
  return (
    <StringsProvider strings={strings}>
      <div className="loginkit loginkit-story" data-theme={theme} lang={lang} dir={dir}>
        {children}
      </div>
    </StringsProvider>
  );
}

const noop = (): undefined => undefined;

/**
 * A screen story inside the login modal's own dialog, header and close button included: the
 * visual tests (e2e/visual.spec.ts) show each screen as a person sees it, a bottom sheet on a
 * phone and a card on a desktop. The `frame` global (`?globals=frame:dialog`) asks for it; a
 * story's `parameters.appName` names the app in its title (default "loginkit demo").
 */
function DialogFrame({ locale, theme, appName = 'loginkit demo', children }: { locale: string; theme: StoryTheme; appName?: string; children: ReactNode }) {
  const { strings, lang, dir } = useLocaleStrings(locale);
  const titleId = useId();
  // Inside the story's root (not at the end of <body>), where the stories' play functions look.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <>
      <div ref={setContainer} />
      {container !== null && (
        <ModalDialog container={container} onRequestClose={noop} labelledBy={titleId} describedBy={titleId} rootClassName="loginkit" overlayClassName="loginkit-overlay" dialogClassName="loginkit-dialog loginkit-panel" theme={theme} lang={lang} dir={dir} loadGeometry={loadDialogGeometry}>
          <header className="loginkit-header">
            <h2 id={titleId} className="loginkit-title">
              {strings.title(appName)}
            </h2>
            <button type="button" className="loginkit-close" aria-label={strings.close}>
              <svg className="loginkit-close__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M3.5 3.5l9 9m0-9l-9 9" />
              </svg>
            </button>
          </header>
          {children}
        </ModalDialog>
      )}
    </>
  );
}

/**
 * Puts every story inside a `.loginkit` root in the toolbar's theme and language (its string table,
 * `lang` and `dir`). Screen stories also get the modal's panel around them; stories that draw their
 * own page set `parameters.loginkitPanel: false` (and pass `globals.locale` to their components).
 */
const withLoginKitTheme: Decorator = (Story, context) => {
  const theme: StoryTheme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const panel = context.parameters.loginkitPanel !== false;
  // Screens whose strings are a lazy table of their own (the passkey and social login screens', the
  // wallet screens'…) suspend while a pack loads, as in the modal's Suspense boundaries: here, one
  // right around the story (around the dialog frame, it would hide the frame and loop).
  const story = (
    <Suspense fallback={null}>
      <Story />
    </Suspense>
  );
  return (
    <StoryRoot locale={storyLocale(context.globals)} theme={theme}>
      {panel && context.globals.frame === 'dialog' ? (
        <DialogFrame locale={storyLocale(context.globals)} theme={theme} appName={typeof context.parameters.appName === 'string' ? context.parameters.appName : undefined}>
          {story}
        </DialogFrame>
      ) : panel ? (
        <div className="loginkit-panel loginkit-story__panel">{story}</div>
      ) : (
        story
      )}
    </StoryRoot>
  );
};

// The play functions wait on what the screen shows (findBy…, waitFor), which ends as soon as it
// holds. Their timeout only guards against a hang: the axe and visual runs share CI with another full
// test run, where a lazy chunk of the static Storybook can take seconds to arrive (testing-library's
// default is 1 s).
configure({ asyncUtilTimeout: 10_000 });

/** The chunks of the modal's screens, each loaded once per page (later calls share the first load). */
const screenChunks: (() => Promise<unknown>)[] = [loadOtpScreens, loadOauthScreens, loadPasskeyScreens, loadProviderIcon, loadWalletGroup, loadWalletListStep];

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Theme of the loginkit screens',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    frame: {
      description: 'Screens in a plain panel, or in the login dialog (a sheet on narrow viewports)',
      toolbar: {
        title: 'Frame',
        icon: 'browser',
        items: [
          { value: 'panel', title: 'Panel' },
          { value: 'dialog', title: 'Dialog' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the loginkit screens',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: supportedLocales.map((locale) => ({ value: locale, title: localeNames[locale], right: locale })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en', frame: 'panel' },
  decorators: [withLoginKitTheme],
  // The story's locale pack (and the passkey and social login screens' one) is loaded before it
  // renders: it shows in its language from the start. So are the screens' own chunks (the modal
  // fetches them as it opens or on intent): a screen is drawn whole from its first frame, as a
  // person sees it once they are in, and the same way in every run (the wallet group arriving a
  // moment later grew the sheet after its first paint, which Chromium then drew 1 px apart).
  loaders: [
    async ({ globals }) => {
      const locale = matchLocale(storyLocale(globals));
      await Promise.all([loadStrings(locale), loadMethodScreenStrings(locale), ...screenChunks.map((load) => load())]);
      return {};
    },
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
