import type { Decorator, Preview } from '@storybook/react-vite';
import { loadStrings, matchLocale, StringsProvider, supportedLocales, useLocaleStrings } from 'loginkit/ui';
import type { ReactNode } from 'react';
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

/**
 * Puts every story inside a `.loginkit` root in the toolbar's theme and language (its string table,
 * `lang` and `dir`). Screen stories also get the modal's panel around them; stories that draw their
 * own page set `parameters.loginkitPanel: false` (and pass `globals.locale` to their components).
 */
const withLoginKitTheme: Decorator = (Story, context) => {
  const theme: StoryTheme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const panel = context.parameters.loginkitPanel !== false;
  return (
    <StoryRoot locale={storyLocale(context.globals)} theme={theme}>
      {panel ? (
        <div className="loginkit-panel loginkit-story__panel">
          <Story />
        </div>
      ) : (
        <Story />
      )}
    </StoryRoot>
  );
};

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
  initialGlobals: { theme: 'light', locale: 'en' },
  decorators: [withLoginKitTheme],
  // The story's locale pack is loaded before it renders: it shows in its language from the start.
  loaders: [
    async ({ globals }) => {
      await loadStrings(matchLocale(storyLocale(globals)));
      return {};
    },
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
