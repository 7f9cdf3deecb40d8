import { Suspense, useId, useMemo, type ReactNode } from 'react';
import { useSession } from '../../react/index';
import type { AccountStrings } from '../locales/account-strings';
import type { LoginKitStrings } from '../locales/login-kit-strings';
import { StringsProvider } from '../locales/strings-context';
import { useAccountLocaleStrings, useAccountStrings } from '../locales/use-account-strings';
import { RenderErrorBoundary } from '../screens/render-error-boundary';
import { useClassNames, partClass } from '../theme/class-names';
import type { Theme } from '../theme/theme';
import { useAppearanceTheme } from '../theme/use-appearance';
import { useAccountFrame, type HeadingLevel } from './account-frame-context';
import type { AccountPanelSection } from './account-panel';
import { useSectionCrashReport, useSectionPlacement } from './account-panel-layout';
import { useThemeAttributes } from '../theme/use-theme-attributes';

/** The props every account section takes (each is usable alone, or inside an AccountPanel). */
export interface AccountSectionProps {
  /** The language, as a BCP 47 tag (`'de'`, `'pt-BR'`, `'ar'`); the enclosing panel's, else the browser's. See LoginModal's `locale`. */
  locale?: string;
  /** Strings to replace (over the enclosing panel's own replacements). */
  strings?: Partial<LoginKitStrings>;
  /** Extra class on the section. */
  className?: string;
  /** Alone: `system` (default) follows the user's colour-scheme preference. Inside an AccountPanel the panel's theme applies. */
  theme?: Theme;
  /** Level of the section's heading (default 2 alone, one below the panel's heading inside one). */
  headingLevel?: HeadingLevel;
}

interface AccountSectionFrameProps extends AccountSectionProps {
  /** A class naming the section, e.g. `loginkit-account-profile`. */
  kind: string;
  /** Its name in an AccountPanel, which places it by what it has to show (see account-panel-layout.ts). */
  section?: AccountPanelSection;
  heading(strings: AccountStrings): ReactNode;
  description(strings: AccountStrings): ReactNode;
  /** Render the children while signed out too (they say so themselves). */
  keepWhenSignedOut?: boolean;
  children?: ReactNode;
}

/**
 * One section of the account panel: a region named by its heading, with a description. Alone it
 * is a `.loginkit` root with its own theme and language; inside an AccountPanel it is a plain
 * section in the panel's. Signed out, it only says to log in. The heading takes focus when
 * nothing better is left to focus. Content that fails to render is replaced by "Something went
 * wrong" (with the error's code and Try again) under the section's own heading.
 */
export function AccountSection(props: AccountSectionFrameProps) {
  // Its strings in a language other than English load with it: useAccountLocaleStrings waits for
  // the account table, and a table of the section's own (MFA, wallets) suspends until it is in,
  // the section showing nothing meanwhile. The boundary sits above the section's StringsProvider,
  // so that the provider renders again, with the language, when the section comes back.
  return (
    <Suspense fallback={null}>
      <AccountSectionRoot {...props} />
    </Suspense>
  );
}

function AccountSectionRoot({ locale, strings: overrides, ...props }: AccountSectionFrameProps) {
  const frame = useAccountFrame();
  const panelOverrides = frame?.strings;
  const merged = useMemo(() => (panelOverrides === undefined ? overrides : { ...panelOverrides, ...overrides }), [panelOverrides, overrides]);
  const { strings, lang, dir } = useAccountLocaleStrings(locale ?? frame?.locale, merged);
  const alone = frame === undefined;
  return (
    <StringsProvider strings={strings}>
      <SectionFrame {...props} alone={alone} level={props.headingLevel ?? frame?.sectionHeadingLevel ?? 2} language={alone || locale !== undefined ? { lang, dir } : {}} />
    </StringsProvider>
  );
}

interface SectionFrameProps extends Omit<AccountSectionFrameProps, 'locale' | 'strings'> {
  /** Used alone: a `.loginkit` root of its own. */
  alone: boolean;
  level: HeadingLevel;
  /** Its `lang` and `dir`, when its language is its own. */
  language: { lang?: string; dir?: 'ltr' | 'rtl' };
}

function SectionFrame({ kind, section, heading, description, keepWhenSignedOut = false, className, theme: ownTheme, alone, level, language, children }: SectionFrameProps) {
  const account = useAccountStrings();
  const { session } = useSession();
  const headingId = useId();
  const themeAttributes = useThemeAttributes(useAppearanceTheme(ownTheme));
  const Heading = `h${level}` as const;
  const classNames = useClassNames();
  // In a panel's invitation the section is one offer: its heading stays for screen readers only.
  const placement = useSectionPlacement(section);
  const crashed = useSectionCrashReport(section);
  const inviting = placement === 'invite';
  return (
    <section
      className={partClass(classNames, 'section', alone && 'loginkit', 'loginkit-account-section', kind, inviting && 'loginkit-account-section--invite', className)}
      {...(alone ? themeAttributes : {})}
      {...language}
      aria-labelledby={headingId}
      hidden={placement === 'hidden'}
    >
      <Heading
        id={headingId}
        className={partClass(classNames, 'sectionHeading', 'loginkit-account-section__heading', inviting && 'loginkit-visually-hidden')}
        tabIndex={-1}
        data-section-heading=""
      >
        {heading(account)}
      </Heading>
      <p className="loginkit-text" hidden={inviting}>
        {description(account)}
      </p>
      {session === undefined && !keepWhenSignedOut ? (
        <p className="loginkit-text">{account.accountSignedOut}</p>
      ) : (
        <RenderErrorBoundary headingLevel={level === 6 ? 6 : ((level + 1) as 2 | 3 | 4 | 5 | 6)} onError={crashed}>
          {children}
        </RenderErrorBoundary>
      )}
    </section>
  );
}
