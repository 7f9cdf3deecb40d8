import { Suspense, useCallback, useEffect, useId, useLayoutEffect, useMemo, useState, type ReactElement } from 'react';
import { useSession, useWalletKitConfig } from '../../react/index';
import type { LoginKitStrings } from '../locales/login-kit-strings';
import { StringsProvider } from '../locales/strings-context';
import { useAccountLocaleStrings, useAccountStrings } from '../locales/use-account-strings';
import { PasskeyManager } from '../passkey-manager/passkey-manager';
import { RenderErrorBoundary } from '../screens/render-error-boundary';
import { ClassNamesContext, partClass, type LoginKitClassNames } from '../theme/class-names';
import type { Theme } from '../theme/theme';
import { useAppearanceClassNames, useAppearanceTheme } from '../theme/use-appearance';
import { AccountFrameContext, type AccountFrame, type HeadingLevel } from './account-frame-context';
import { AccountPanelLayoutContext, type AccountPanelLayout, type SectionContent, type SectionPlacement } from './account-panel-layout';
import { AccountPanelSkeleton } from './account-panel-skeleton';
import { LinkedAccountsSection } from './linked-accounts-section';
import { MfaSection } from './mfa-section';
import { PrivateKeyExportSection } from './private-key-export-section';
import { WalletExportSection } from './wallet-export-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import { WalletsSection } from './wallets-section';
import { useThemeAttributes } from '../theme/use-theme-attributes';

/** The sections an AccountPanel can show, in the order it shows them. */
export type AccountPanelSection = 'profile' | 'passkeys' | 'linkedAccounts' | 'wallets' | 'sessions' | 'privateKeys' | 'walletExport' | 'mfa';

const accountPanelSections: readonly AccountPanelSection[] = ['profile', 'passkeys', 'linkedAccounts', 'wallets', 'sessions', 'privateKeys', 'walletExport', 'mfa'];

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
 * passkeys, linked social accounts, linked wallets (where the configuration offers wallets), the sessions in this browser, private key export,
 * embedded wallet export (`walletExport`: the recovery phrase) and extra verification (`mfa`: the user's MFA policies, added and deleted). Each
 * section is also exported alone. Signed out, it asks to log in (and still lists the accounts
 * this browser holds, to switch to one). A section that fails to render is replaced by "Something
 * went wrong" with the error's code and Try again; the heading and the host page stay. Until the
 * kit has read the stored sessions it draws nothing; signed in, a skeleton until every section has
 * what it shows, then all of them at once. Place it inside <LoginKitProvider>; it is not part of
 * the modal's code.
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

/** How long the skeleton waits for a section that does not say what it has (then the panel shows as it is). */
const skeletonLimitMs = 10_000;

function AccountPanelRoot({ locale, strings: overrides, className, classNames: ownClassNames, theme: ownTheme, headingLevel = 2, sections = accountPanelSections }: AccountPanelProps) {
  const { strings, lang, dir } = useAccountLocaleStrings(locale, overrides);
  const theme = useAppearanceTheme(ownTheme);
  const classNames = useAppearanceClassNames(ownClassNames);
  const headingId = useId();
  const { state: sessionState, session, sessions } = useSession();
  const Heading = `h${headingLevel}` as const;
  const frame = useMemo<AccountFrame>(() => ({ sectionHeadingLevel: (headingLevel + 1) as HeadingLevel, locale, strings: overrides, theme }), [headingLevel, locale, overrides, theme]);
  const themeAttributes = useThemeAttributes(theme);
  const signedIn = session !== undefined;
  const config = useWalletKitConfig();
  // The wallets section (and its discovery chunk) only where the configuration offers wallets.
  const offersWallet = config.data?.showWallet === true;

  // What each section has to show, as it says (before paint): the panel shows a skeleton until every
  // section has said, then places them once, so nothing moves when the data comes in.
  const [contents, setContents] = useState<Partial<Record<AccountPanelSection, SectionContent>>>({});
  const report = useCallback((section: AccountPanelSection, content: SectionContent) => {
    setContents((known) => (known[section] === content ? known : { ...known, [section]: content }));
  }, []);
  const placementOf = useCallback((section: AccountPanelSection): SectionPlacement => placementFor(contents[section]), [contents]);
  const layout = useMemo<AccountPanelLayout>(() => ({ report, placementOf }), [report, placementOf]);

  const shown = new Set(sections);
  const present = accountPanelSections.filter((section) => {
    if (!shown.has(section)) return false;
    if (section === 'sessions') return signedIn || (sessions?.length ?? 0) > 0;
    if (section === 'wallets') return signedIn && offersWallet;
    return signedIn;
  });
  // The sessions section has nothing to read: it is never waited for.
  const waitedFor = present.filter((section) => section !== 'sessions');
  const allIn = !config.isPending && waitedFor.every((section) => contents[section] !== undefined && contents[section] !== 'loading');
  const [revealed, setRevealed] = useState(false);
  // Revealed once signed in and every section is in. Signed out, forgotten: there is nothing to wait
  // for then, and the next login's sections are waited for as after a reload.
  useLayoutEffect(() => {
    if (signedIn) {
      if (allIn) setRevealed(true);
      return;
    }
    setRevealed(false);
    setContents((known) => (Object.keys(known).length === 0 ? known : {}));
  }, [signedIn, allIn]);
  useEffect(() => {
    if (!signedIn || revealed) return undefined;
    const timer = setTimeout(() => setRevealed(true), skeletonLimitMs);
    return () => clearTimeout(timer);
  }, [signedIn, revealed]);
  // Once shown, the panel stays (a later read shows in its section), so focus is never taken away.
  // The skeleton waits for the configuration too: it says which sections there are (wallets or not).
  const ready = !signedIn || revealed || allIn;

  const elements: Record<AccountPanelSection, () => ReactElement> = {
    profile: () => <ProfileSection key="profile" />,
    passkeys: () => (
      <PasskeyManager key="passkeys" locale={locale} strings={overrides} theme={theme} headingLevel={frame.sectionHeadingLevel} className="loginkit-account-section--passkeys" />
    ),
    linkedAccounts: () => <LinkedAccountsSection key="linkedAccounts" />,
    wallets: () => <WalletsSection key="wallets" />,
    sessions: () => <SessionsSection key="sessions" />,
    privateKeys: () => <PrivateKeyExportSection key="privateKeys" />,
    walletExport: () => <WalletExportSection key="walletExport" />,
    mfa: () => <MfaSection key="mfa" />,
  };
  // Sections with something of their own first, in their order; then the ones that only offer to
  // add something, after one line that says so; then those with nothing (kept, to notice a change).
  // Moved, not remounted: they are keyed children of one parent.
  const placed = (placement: SectionPlacement) => present.filter((section) => placementOf(section) === placement);
  const inviting = placed('invite');
  const invitation = (
    <p key="invite" className="loginkit-account-invite">
      <AccountWords pick="accountInvite" />
    </p>
  );
  // One array: a section moving between the groups keeps its state (and focus).
  const children = [
    ...placed('full').map((section) => elements[section]()),
    ...(inviting.length > 0 ? [invitation] : []),
    ...inviting.map((section) => elements[section]()),
    ...placed('hidden').map((section) => elements[section]()),
  ];

  // Until the kit knows whether someone is signed in (it reads the stored sessions), no box at all:
  // a signed-out panel first would move when the signed-in one, or the page around it, took its place.
  if (sessionState.status === 'loading') return null;

  return (
    <StringsProvider strings={strings}>
      <AccountFrameContext.Provider value={frame}>
        <AccountPanelLayoutContext.Provider value={layout}>
          <ClassNamesContext.Provider value={classNames}>
            <section
              className={partClass(classNames, 'root', 'loginkit', 'loginkit-account', className)}
              {...themeAttributes}
              lang={lang}
              dir={dir}
              aria-labelledby={headingId}
              aria-busy={ready ? undefined : 'true'}
            >
              <Heading id={headingId} className={partClass(classNames, 'title', 'loginkit-account__heading')}>
                <AccountWords pick="accountHeading" />
              </Heading>
              {!ready && !config.isPending && <AccountPanelSkeleton sections={present} method={session?.method} />}
              <RenderErrorBoundary headingLevel={frame.sectionHeadingLevel}>
                {!signedIn && (
                  <p className="loginkit-text">
                    <AccountWords pick="accountSignedOut" />
                  </p>
                )}
                <div className="loginkit-account__sections" hidden={!ready}>
                  {children}
                </div>
              </RenderErrorBoundary>
            </section>
          </ClassNamesContext.Provider>
        </AccountPanelLayoutContext.Provider>
      </AccountFrameContext.Provider>
    </StringsProvider>
  );
}

function placementFor(content: SectionContent | undefined): SectionPlacement {
  if (content === 'invite') return 'invite';
  if (content === 'none') return 'hidden';
  return 'full';
}

/** One plain string of the account table, in the panel's language. */
function AccountWords({ pick }: { pick: 'accountHeading' | 'accountSignedOut' | 'accountInvite' }) {
  return useAccountStrings()[pick];
}
