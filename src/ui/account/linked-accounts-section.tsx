import { useEffect, useRef } from 'react';
import type { LinkedOauthProvider, OauthState, Session } from '../../core/internal';
import { useLinkedOauthProviders, useSession, useWalletKitConfig } from '../../react/index';
import { useStrings } from '../locales/strings-context';
import { useAccountStrings } from '../locales/use-account-strings';
import { useMethodScreenStrings } from '../locales/use-method-screen-strings';
import { KitButton } from '../screens/kit-button';
import { ProviderIcon } from '../screens/oauth/provider-icon';
import { providerErrorDescription } from '../screens/oauth/provider-error-description';
import { useSectionContent, type SectionContent } from './account-panel-layout';
import { AccountQueryList } from './account-query-list';
import { AccountSection, type AccountSectionProps } from './account-section';
import { linkedAccountName, linkedProvider } from './linked-account-words';
import { usePendingFocus } from './use-pending-focus';

export type LinkedAccountsSectionProps = AccountSectionProps;

/**
 * The address a linked account is known by, when the kit knows it: the service lists no email with
 * a linked account, but a social login keeps the token's verified email in the session; with one
 * linked account only, that login was made with it.
 */
const knownEmail = (items: readonly LinkedOauthProvider[], session: Session | undefined): string | undefined =>
  items.length === 1 && session?.method === 'oauth' && session.contact?.includes('@') === true ? session.contact : undefined;

/**
 * The signed-in user's linked social accounts (Google, Apple, X, Discord) and "Link …" for each
 * offered provider not linked yet: the provider's popup opens from the click itself. Progress is
 * announced; a failure is an alert with Try again. Place it inside <LoginKitProvider>.
 */
export function LinkedAccountsSection(props: LinkedAccountsSectionProps) {
  return (
    <AccountSection {...props} kind="loginkit-account-linked" section="linkedAccounts" heading={(account) => account.linkedHeading} description={(account) => account.linkedDescription}>
      <LinkedAccountsBody />
    </AccountSection>
  );
}

function LinkedAccountsBody() {
  const strings = useStrings();
  const account = useAccountStrings();
  const { linked, providers, state, link, retry, back } = useLinkedOauthProviders();
  const { session } = useSession();
  const config = useWalletKitConfig();
  const focus = usePendingFocus<HTMLDivElement>();
  const status = state?.status;

  // When an attempt fails focus goes to Try again; after Cancel, back to the Link buttons. (A
  // linked provider's button goes away with the refetched list: focus then goes to the heading.)
  const previous = useRef(status);
  const { focusNow } = focus;
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (before === status || before === undefined) return;
    if (status === 'failed') focusNow('[data-link-retry]');
    else if (status === 'idle') focusNow('[data-link-provider]');
  }, [status, focusNow]);

  const linkedNames = new Set((linked.data ?? []).map((item) => linkedProvider(item, strings) ?? item.providerName));
  const addable = providers.filter((provider) => !linkedNames.has(provider));
  const busy = status === 'authorizing' || status === 'redirecting' || status === 'completing';
  const activeProvider = state !== undefined && state.status !== 'idle' ? state.provider : undefined;
  const underWay = state !== undefined && (state.status !== 'idle' || state.error !== undefined);

  let content: SectionContent = 'filled';
  if (linked.isPending || config.isPending) content = 'loading';
  else if (linked.isSuccess && linked.data.length === 0 && !underWay) content = addable.length > 0 ? 'invite' : 'none';
  const placement = useSectionContent('linkedAccounts', content);

  const email = knownEmail(linked.data ?? [], session);
  const list = (
    <AccountQueryList query={linked} loading={account.linkedLoading} failed={account.linkedLoadFailed} empty={placement === 'invite' ? undefined : account.linkedEmpty}>
      {(items) =>
        items.map((item) => {
          const provider = linkedProvider(item, strings);
          return (
            <li key={item.providerId} className="loginkit-account-item">
              {provider !== undefined && <ProviderIcon provider={provider} />}
              <div className="loginkit-account-item__details">
                <p className="loginkit-account-item__name">{linkedAccountName(item, strings)}</p>
                {email !== undefined && <p className="loginkit-account-item__meta">{email}</p>}
              </div>
            </li>
          );
        })
      }
    </AccountQueryList>
  );

  return (
    <div className="loginkit-account-section__body" ref={focus.root}>
      {list}
      {linked.isSuccess &&
        (addable.length === 0 ? (
          <p className="loginkit-text">{account.linkedNothingToAdd}</p>
        ) : (
          <div className="loginkit-account-section__buttons" role="group" aria-label={account.linkedAddLabel}>
            {addable.map((provider) => (
              <KitButton
                key={provider}
                variant="secondary"
                data-link-provider={provider}
                busy={busy && activeProvider === provider}
                unavailable={busy}
                // Straight from the click: the flow opens the provider's popup synchronously.
                onClick={() => link(provider)}
              >
                <ProviderIcon provider={provider} />
                {account.linkedLink(strings.oauthProviderName[provider])}
              </KitButton>
            ))}
          </div>
        ))}
      {state !== undefined && <LinkProgress state={state} retry={retry} back={back} />}
    </div>
  );
}

/** What the linking flow is doing: a status line, or the failure with Try again and Cancel. */
function LinkProgress({ state, retry, back }: { state: OauthState; retry(): void; back(): void }) {
  const strings = useStrings();
  const words = useMethodScreenStrings();
  const name = state.status === 'idle' ? '' : strings.oauthProviderName[state.provider];
  let message = '';
  if (state.status === 'authorizing') message = words.oauthAuthorizingText(name, 'link');
  else if (state.status === 'redirecting') message = words.oauthRedirecting(name);
  else if (state.status === 'completing') message = words.oauthCompleting(name, 'link');
  else if (state.status === 'linked') message = words.oauthLinked(name);

  const failure =
    state.status === 'failed'
      ? `${words.oauthFailedHeading(name, 'link')}. ${strings.errors[state.error.code]}`
      : state.status === 'idle' && state.error !== undefined
        ? strings.errors[state.error.code]
        : undefined;
  const said = state.status === 'failed' ? providerErrorDescription(state.error) : undefined;
  return (
    <>
      {failure !== undefined && (
        <div className="loginkit-account-section__body" role="alert">
          <p className="loginkit-error">{failure}</p>
          {said !== undefined && <p className="loginkit-hint">{words.oauthProviderSaid(name, said)}</p>}
        </div>
      )}
      {state.status === 'failed' && (
        <div className="loginkit-account-section__buttons">
          {/* Straight from the click: a new popup. */}
          <KitButton variant="secondary" data-link-retry="" onClick={() => retry()}>
            {strings.retry}
          </KitButton>
          <KitButton variant="secondary" onClick={() => back()}>
            {strings.cancel}
          </KitButton>
        </div>
      )}
      {state.status === 'authorizing' && (
        <div className="loginkit-account-section__buttons">
          <KitButton variant="secondary" onClick={() => back()}>
            {strings.cancel}
          </KitButton>
        </div>
      )}
      <p className="loginkit-account-section__status" role="status">
        {message}
      </p>
    </>
  );
}
