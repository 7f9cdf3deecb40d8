import { useEffect, useRef } from 'react';
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
  useEffect(() => {
    const back = box.current?.querySelector<HTMLElement>('.loginkit-wallet-step__back');
    // As the step opens, and again once discovery answers if the focus is still where it was put.
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
