import { useLayoutEffect, useRef } from 'react';
import { useStrings } from '../../locales/strings-context';
import { KitButton } from '../kit-button';
import { WalletGroup, type WalletGroupProps } from './wallet-group';

export interface WalletListStepProps extends WalletGroupProps {
  /** Back to the other login methods (the focus goes back to the wallet entry). */
  onBack(): void;
}

/**
 * The wallet list as a step of the compact method list (its "Continue with a wallet" entry opens
 * it): the wallets, what they will ask, and Back. The first wallet's button takes the focus (Back
 * while discovery looks, until it answers, or when no wallet is installed and the list says how to
 * get one).
 */
export function WalletListStep({ onBack, ...group }: WalletListStepProps) {
  const strings = useStrings();
  const box = useRef<HTMLDivElement>(null);
  const placed = useRef(false);
  const looking = group.wallets.status === 'loading';
  useLayoutEffect(() => {
    const back = box.current?.querySelector<HTMLElement>('.loginkit-wallet-step__back');
    // As the step opens, and again once discovery answers if the focus is still where it was put.
    // A layout effect: the focus moves in the commit that shows the step, after the autoFocus of the
    // contact form mounted with it (hidden behind it, when an attempt comes back to the list). React 18
    // runs the passive effects of a render no click caused (the modal learns of the flow's Back from
    // an effect) in a later task: the email field kept the focus until then.
    if (placed.current && document.activeElement !== back) return;
    placed.current = true;
    (box.current?.querySelector<HTMLElement>('.loginkit-wallet-list__button') ?? back)?.focus();
  }, [looking]);
  return (
    <div ref={box} className="loginkit-screen loginkit-wallet-step">
      <WalletGroup {...group} divider={false} />
      <div className="loginkit-actions">
        <KitButton variant="secondary" className="loginkit-wallet-step__back" onClick={onBack}>
          {strings.back}
        </KitButton>
      </div>
    </div>
  );
}
