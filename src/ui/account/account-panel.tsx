import { Suspense, useId, useMemo } from 'react';
import { useSession, useWalletKitConfig } from '../../react/index';
import type { LoginKitStrings } from '../locales/login-kit-strings';
import { StringsProvider } from '../locales/strings-context';
import { useAccountLocaleStrings, useAccountStrings } from '../locales/use-account-strings';
import { PasskeyManager } from '../passkey-manager/passkey-manager';
import { RenderErrorBoundary } from '../screens/render-error-boundary';
import { ClassNamesContext, partClass, type LoginKitClassNames } from '../theme/class-names';
import { defaultTheme, type Theme } from '../theme/theme';
import { AccountFrameContext, type AccountFrame, type HeadingLevel } from './account-frame-context';
import { LinkedAccountsSection } from './linked-accounts-section';
import { MfaSection } from './mfa-section';
import { PrivateKeyExportSection } from './private-key-export-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import { WalletsSection } from './wallets-section';

/** The sections an AccountPanel can show, in the order it shows them. */
export type AccountPanelSection = 'profile' | 'passkeys' | 'linkedAccounts' | 'wallets' | 'sessions' | 'privateKeys' | 'mfa';

const accountPanelSections: readonly AccountPanelSection[] = ['profile', 'passkeys', 'linkedAccounts', 'wallets', 'sessions', 'privateKeys', 'mfa'];
const noClassNames: LoginKitClassNames = {};

export interface AccountPanelProps {
  /** The language, as a BCP 47 tag (`'de'`, `'pt-BR'`, `'ar'`); the browser's by default. See LoginModal's `locale`. */
  locale?: string;
  /** Strings to replace in the locale's table (for every section). */
  strings?: Partial<LoginKitStrings>;
  /** Extra class on the root (which has `loginkit`). */
  className?: string;
  /** Extra classes for each part (root, title, sections, their headings, buttons, inputs), beside the built-in `.loginkit-*` ones. */
  classNames?: LoginKitClassNames;
  /** `system` (default) follows the user's colour-scheme preference. */
  theme?: Theme;
  /** Level of the "Your account" heading (default 2); the sections' headings are one below. */
  headingLevel?: 1 | 2 | 3 | 4 | 5;
  /** The sections to show (default: all, in the order of `accountPanelSections`). */
  sections?: readonly AccountPanelSection[];
}

/**
 * The signed-in user's account page: profile (name; email and phone changed by a confirmed code),
 * passkeys, linked social accounts, linked wallets (where the configuration offers wallets), the sessions in this browser, private key export
 * and extra verification (`mfa`: the user's MFA policies, added and deleted). Each
 * section is also exported alone. Signed out, it asks to log in (and still lists the accounts
 * this browser holds, to switch to one). A section that fails to render is replaced by "Something
 * went wrong" with the error's code and Try again; the heading and the host page stay. Place it
 * inside <LoginKitProvider>; it is not part of the modal's code.
 */
export function AccountPanel(props: AccountPanelProps) {
  // The account strings of a language other than English load with the panel (useAccountLocaleStrings
  // waits for them before it switches): this boundary, above the panel's StringsProvider, is for
  // a table that is not in yet all the same.
  return (
    <Suspense fallback={null}>
      <AccountPanelRoot {...props} />
    </Suspense>
  );
}

function AccountPanelRoot({ locale, strings: overrides, className, classNames = noClassNames, theme = defaultTheme, headingLevel = 2, sections = accountPanelSections }: AccountPanelProps) {
  const { strings, lang, dir } = useAccountLocaleStrings(locale, overrides);
  const headingId = useId();
  const { session, sessions } = useSession();
  const Heading = `h${headingLevel}` as const;
  const frame = useMemo<AccountFrame>(() => ({ sectionHeadingLevel: (headingLevel + 1) as HeadingLevel, locale, strings: overrides, theme }), [headingLevel, locale, overrides, theme]);
  const shown = new Set(sections);
  const signedIn = session !== undefined;
  // The wallets section (and its discovery chunk) only where the configuration offers wallets.
  const offersWallet = useWalletKitConfig().data?.showWallet === true;
  return (
    <StringsProvider strings={strings}>
      <AccountFrameContext.Provider value={frame}>
        <ClassNamesContext.Provider value={classNames}>
          <section className={partClass(classNames, 'root', 'loginkit', 'loginkit-account', className)} data-theme={theme} lang={lang} dir={dir} aria-labelledby={headingId}>
            <Heading id={headingId} className={partClass(classNames, 'title', 'loginkit-account__heading')}>
              <AccountWords pick="accountHeading" />
            </Heading>
            <RenderErrorBoundary headingLevel={frame.sectionHeadingLevel}>
              {!signedIn && (
                <p className="loginkit-text">
                  <AccountWords pick="accountSignedOut" />
                </p>
              )}
              {signedIn && shown.has('profile') && <ProfileSection />}
              {signedIn && shown.has('passkeys') && (
                <PasskeyManager locale={locale} strings={overrides} theme={theme} headingLevel={frame.sectionHeadingLevel} className="loginkit-account-section--passkeys" />
              )}
              {signedIn && shown.has('linkedAccounts') && <LinkedAccountsSection />}
              {signedIn && offersWallet && shown.has('wallets') && <WalletsSection />}
              {shown.has('sessions') && (signedIn || (sessions?.length ?? 0) > 0) && <SessionsSection />}
              {signedIn && shown.has('privateKeys') && <PrivateKeyExportSection />}
              {signedIn && shown.has('mfa') && <MfaSection />}
            </RenderErrorBoundary>
          </section>
        </ClassNamesContext.Provider>
      </AccountFrameContext.Provider>
    </StringsProvider>
  );
}

/** One plain string of the account table, in the panel's language. */
function AccountWords({ pick }: { pick: 'accountHeading' | 'accountSignedOut' }) {
  return useAccountStrings()[pick];
}
