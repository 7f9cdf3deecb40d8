import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import type { KitConfig, LoginMethodGroup } from '../../core/internal';
import type { UseWalletsResult } from '../../react/wallet-index';
import { shownMethods } from '../login-modal/method-order';
import type { LastUsedMethod } from '../last-used-method';
import { useStrings } from '../locales/strings-context';
import { SocialButtons, type SocialButtonsProps } from './oauth/social-buttons';
import { PasskeyOptions, type PasskeyOptionsProps } from './passkey/passkey-options';
import { LazyWalletGroup } from './wallet/lazy-wallet-group';
import { LazyWalletListStep, loadWalletListStep } from './wallet/lazy-wallet-list-step';
import { useWalletEntry } from './wallet/use-wallet-entry';
import { WalletEntry } from './wallet/wallet-entry';
import type { WalletGroupProps } from './wallet/wallet-group';

/**
 * How the contact screen arranges the login methods. `compact` (default): the first method in the
 * configuration's order leads, the others follow in that order in less room: more than two
 * social providers as a row of icon buttons, the wallets behind one "Continue with a wallet" entry
 * (its list a step of the screen, with Back), the passkey signup as a short quiet action, and no
 * word about wallets when none is installed (unless wallets are the only method). `list`: every
 * method in full, one after the other (the layout before issue 26).
 */
export type MethodLayout = 'compact' | 'list';

export interface LoginMethodsProps {
  layout: MethodLayout;
  config: KitConfig;
  /** The code form, placed at the code method's turn. */
  form: ReactNode;
  passkey?: PasskeyOptionsProps;
  oauth?: SocialButtonsProps;
  wallet?: WalletGroupProps;
  lastUsed?: LastUsedMethod;
}

/**
 * The wallet lists whose step was left for a wallet's prompts: when that attempt comes back to the
 * list (Back, a declined prompt), the contact screen mounts again and opens the step again.
 */
const stepLeftFor = new WeakSet<UseWalletsResult>();

/** The login methods of the contact screen, in the configuration's order, in the chosen layout. */
export function LoginMethods({ layout, config, form, passkey, oauth, wallet, lastUsed }: LoginMethodsProps) {
  const strings = useStrings();
  const compact = layout === 'compact';
  const present = new Set<LoginMethodGroup>();
  if (config.otpChannels.length > 0) present.add('code');
  if (oauth) present.add('social');
  if (passkey) present.add('passkey');
  // Compact, beside other methods, the wallets are one entry; alone they are listed in full.
  const behindEntry = compact && present.size > 0 && wallet !== undefined;
  let entryView = useWalletEntry(behindEntry ? wallet.wallets : undefined);
  // The room of an entry that found no wallet is kept only where something comes after it: last,
  // it goes (nothing moves: a card keeps its top edge, a sheet never shrinks while open).
  if (entryView === 'reserved' && shownMethods(config, new Set([...present, 'wallet'])).at(-1)?.method === 'wallet') entryView = 'none';
  if (wallet && entryView !== 'none') present.add('wallet');
  const [step, setStep] = useState(() => behindEntry && stepLeftFor.has(wallet.wallets));
  const entry = useRef<HTMLDivElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (behindEntry) void loadWalletListStep().catch(() => undefined);
  }, [behindEntry]);
  useEffect(() => {
    if (step || !returning.current) return;
    returning.current = false;
    entry.current?.querySelector('button')?.focus();
  }, [step]);

  const methods = shownMethods(config, present).map(({ method, divider }, index) => {
    // Compact: one "or" after the leading method (and, as in the list, around the code form).
    if (compact && index === 1) divider = true;
    if (method === 'social' && oauth) return <SocialButtons key={method} {...oauth} divider={divider} lastUsed={lastUsed} icons={compact && oauth.providers.length > 2} />;
    if (method === 'passkey' && passkey) return <PasskeyOptions key={method} {...passkey} divider={divider} lastUsed={lastUsed === 'passkey'} compact={compact} />;
    if (method === 'wallet' && wallet) {
      if (!behindEntry) return <LazyWalletGroup key={method} {...wallet} divider={divider} lastUsed={lastUsed === 'wallet'} />;
      return <WalletEntry key={method} divider={divider} lastUsed={lastUsed === 'wallet'} reserved={entryView === 'reserved'} onOpen={() => setStep(true)} boxRef={entry} />;
    }
    return (
      <Fragment key={method}>
        {divider && (
          <p className="loginkit-divider">
            <span>{strings.socialDivider}</span>
          </p>
        )}
        {form}
      </Fragment>
    );
  });

  return (
    <>
      {/* Hidden, not unmounted, behind the wallet step: the form keeps what was typed and its captcha. */}
      <div className={compact ? 'loginkit-screen loginkit-methods--compact' : 'loginkit-screen'} hidden={step || undefined}>
        {methods}
      </div>
      {step && wallet && (
        <LazyWalletListStep
          {...wallet}
          actions={{
            ...wallet.actions,
            select: (chosen) => {
              stepLeftFor.add(wallet.wallets);
              wallet.actions.select(chosen);
            },
          }}
          lastUsed={lastUsed === 'wallet'}
          onBack={() => {
            stepLeftFor.delete(wallet.wallets);
            returning.current = true;
            setStep(false);
          }}
        />
      )}
    </>
  );
}
