import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { LoginKitError, Authenticator } from '../../core/internal';
import { usePasskeys, useSession, useWalletKitConfig } from '../../react/index';
import { useSectionContent, useSectionCrashReport, useSectionPlacement, type SectionContent } from '../account/account-panel-layout';
import type { AccountStrings } from '../locales/account-strings';
import type { LoginKitStrings } from '../locales/login-kit-strings';
import { StringsProvider, useStrings } from '../locales/strings-context';
import { useAccountLocaleStrings, useAccountStrings } from '../locales/use-account-strings';
import { useMethodScreenStrings } from '../locales/use-method-screen-strings';
import { KitButton } from '../screens/kit-button';
import { passkeyErrorMessage } from '../screens/passkey/passkey-error-message';
import { RenderErrorBoundary } from '../screens/render-error-boundary';
import type { Theme } from '../theme/theme';
import { useAppearanceTheme } from '../theme/use-appearance';
import { PasskeyListItem } from './passkey-list-item';
import { useThemeAttributes } from '../theme/use-theme-attributes';

export interface PasskeyManagerProps {
  /** The language, as a BCP 47 tag (`'de'`, `'pt-BR'`, `'ar'`); the browser's by default. See LoginModal's `locale`. */
  locale?: string;
  /** Strings to replace in the locale's table. */
  strings?: Partial<LoginKitStrings>;
  /** Extra class on the root (which has `loginkit`). */
  className?: string;
  /** `system` (default) follows the user's colour-scheme preference. */
  theme?: Theme;
  /** Level of the "Passkeys" heading (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** Where focus goes after the next render: the Add button, the open confirm, or one Delete button. */
type FocusTarget = { to: 'add' } | { to: 'confirm' } | { to: 'delete'; authenticatorId: string };

const nameOf = (passkey: Authenticator, account: AccountStrings): string => passkey.authenticatorName.trim() || account.passkeyUnnamed;

/**
 * The signed-in user's passkeys: the list (name, date added, how each connects), "Add a passkey"
 * (the browser's prompt opens from that click), and Delete with an inline confirmation. Results
 * are announced in a status line; failures in an alert. Place it inside <LoginKitProvider>.
 */
export function PasskeyManager(props: PasskeyManagerProps) {
  // Its strings in a language other than English load with it (useAccountLocaleStrings waits for
  // them before it switches): this boundary, above its StringsProvider, is for a table that is
  // not in yet all the same.
  return (
    <Suspense fallback={null}>
      <PasskeyManagerRoot {...props} />
    </Suspense>
  );
}

function PasskeyManagerRoot({ locale, strings: overrides, className, theme: ownTheme, headingLevel = 2 }: PasskeyManagerProps) {
  const themeAttributes = useThemeAttributes(useAppearanceTheme(ownTheme));
  const { strings, lang, dir } = useAccountLocaleStrings(locale, overrides);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  // Inside an AccountPanel, the panel places it by what it has to show (see account-panel-layout.ts).
  const placement = useSectionPlacement('passkeys');
  const inviting = placement === 'invite';
  const crashed = useSectionCrashReport('passkeys');
  return (
    <StringsProvider strings={strings}>
      <section
        className={['loginkit', 'loginkit-passkeys', inviting && 'loginkit-passkeys--invite', className].filter(Boolean).join(' ')}
        {...themeAttributes}
        lang={lang}
        dir={dir}
        aria-labelledby={headingId}
        hidden={placement === 'hidden'}
      >
        <Heading id={headingId} className={inviting ? 'loginkit-passkeys__heading loginkit-visually-hidden' : 'loginkit-passkeys__heading'}>
          <AccountWords pick="passkeysHeading" />
        </Heading>
        <p className="loginkit-text" hidden={inviting}>
          <AccountWords pick="passkeysDescription" />
        </p>
        <RenderErrorBoundary headingLevel={headingLevel === 6 ? 6 : ((headingLevel + 1) as 3 | 4 | 5 | 6)} onError={crashed}>
          <PasskeyManagerBody />
        </RenderErrorBoundary>
      </section>
    </StringsProvider>
  );
}

/** One plain string of the account table, in the manager's language. */
function AccountWords({ pick }: { pick: 'passkeysHeading' | 'passkeysDescription' }) {
  return useAccountStrings()[pick];
}

function PasskeyManagerBody() {
  const strings = useStrings();
  const account = useAccountStrings();
  const words = useMethodScreenStrings();
  const { session } = useSession();
  const { passkeys, add, remove } = usePasskeys();
  const config = useWalletKitConfig();
  // Adding one only where the configuration offers passkeys (as the login modal does).
  const offersPasskey = config.data?.showPasskey === true;
  const [confirming, setConfirming] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    const container = root.current;
    if (target === null || container === null) return;
    const buttons = [...container.querySelectorAll<HTMLButtonElement>('button')];
    const element =
      target.to === 'add'
        ? buttons.find((button) => button.dataset.passkeyAdd !== undefined)
        : target.to === 'confirm'
          ? buttons.find((button) => button.dataset.passkeyConfirm !== undefined)
          : buttons.find((button) => button.dataset.passkeyDelete === target.authenticatorId);
    if (element === undefined) return;
    pendingFocus.current = null;
    element.focus();
  });

  const tell = (message: string): void => {
    setProblem(null);
    setAnnouncement(message);
  };
  const fail = (message: string, error: LoginKitError): void => {
    setAnnouncement('');
    setProblem(`${message} ${passkeyErrorMessage(error, words, strings)}`);
  };

  const addPasskey = (): void => {
    setProblem(null);
    setAnnouncement('');
    // Straight from the click: `mutate` starts the browser's create prompt synchronously. Named in
    // the manager's language with the date and time (the kit's own default is English).
    add.mutate(
      { name: strings.passkeyDefaultName(new Date()) },
      {
        onSuccess: (created) => tell(account.passkeyAdded(nameOf(created, account))),
        onError: (error) => (error.code === 'passkey_cancelled' ? tell(strings.passkeyAddCancelled) : fail(account.passkeyAddFailed, error)),
      },
    );
  };

  const deletePasskey = (passkey: Authenticator): void => {
    const name = nameOf(passkey, account);
    remove.mutate(passkey.authenticatorId, {
      onSuccess: () => {
        setConfirming(null);
        pendingFocus.current = { to: 'add' };
        tell(account.passkeyDeleted(name));
      },
      onError: (error) => {
        setConfirming(null);
        pendingFocus.current = { to: 'delete', authenticatorId: passkey.authenticatorId };
        fail(account.passkeyDeleteFailed(name), error);
      },
    });
  };

  let content: SectionContent = 'filled';
  if (passkeys.isPending || config.isPending) content = 'loading';
  else if (passkeys.isSuccess && passkeys.data.length === 0 && !add.isPending && announcement === '' && problem === null) content = offersPasskey ? 'invite' : 'none';
  const placement = useSectionContent('passkeys', content);

  if (session === undefined) return <p className="loginkit-text">{account.passkeysSignedOut}</p>;

  let list;
  if (passkeys.isPending) {
    list = (
      <p className="loginkit-text" aria-busy="true">
        {account.passkeysLoading}
      </p>
    );
  } else if (passkeys.isError) {
    list = (
      <div className="loginkit-passkeys__load-error">
        <p className="loginkit-error" role="alert">
          {account.passkeysLoadFailed} {passkeyErrorMessage(passkeys.error, words, strings)}
        </p>
        <KitButton variant="secondary" busy={passkeys.isFetching} onClick={() => void passkeys.refetch()}>
          {strings.retry}
        </KitButton>
      </div>
    );
  } else if (passkeys.data.length === 0) {
    list = placement === 'invite' ? null : <p className="loginkit-text">{account.passkeysEmpty}</p>;
  } else {
    list = (
      <ul className="loginkit-passkeys__list">
        {passkeys.data.map((passkey) => (
          <PasskeyListItem
            key={passkey.authenticatorId}
            passkey={passkey}
            name={nameOf(passkey, account)}
            confirming={confirming === passkey.authenticatorId}
            deleting={remove.isPending && remove.variables === passkey.authenticatorId}
            onDelete={() => {
              setConfirming(passkey.authenticatorId);
              pendingFocus.current = { to: 'confirm' };
            }}
            onConfirm={() => deletePasskey(passkey)}
            onCancel={() => {
              setConfirming(null);
              pendingFocus.current = { to: 'delete', authenticatorId: passkey.authenticatorId };
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="loginkit-passkeys__body" ref={root}>
      {list}
      {problem !== null && (
        <p className="loginkit-error" role="alert">
          {problem}
        </p>
      )}
      <p className="loginkit-passkeys__status" role="status">
        {announcement}
      </p>
      {offersPasskey && (
        <div className="loginkit-actions">
          <KitButton data-passkey-add="" busy={add.isPending} onClick={addPasskey}>
            {add.isPending ? account.passkeyAdding : strings.passkeyAdd}
          </KitButton>
        </div>
      )}
    </div>
  );
}
