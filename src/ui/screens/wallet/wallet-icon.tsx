import type { WalletInfo } from '../../../core/internal';
import { GenericWalletIcon } from './generic-wallet-icon';

export interface WalletIconProps {
  wallet: Pick<WalletInfo, 'icon' | 'name'>;
  /** `mark`: the large icon of the waiting screens. */
  size?: 'icon' | 'mark';
}

/**
 * A wallet's own icon (a `data:` image the discovery checked; the page's CSP needs `img-src data:`),
 * or a generic wallet outline when it gave none. Decorative: it always sits beside the wallet's
 * name, which names the button or screen (an alt text would make screen readers say the name twice).
 */
export function WalletIcon({ wallet, size = 'icon' }: WalletIconProps) {
  const className = `loginkit-wallet-${size}`;
  if (wallet.icon !== undefined) return <img className={className} src={wallet.icon} alt="" width={24} height={24} decoding="async" />;
  return <GenericWalletIcon className={`${className} loginkit-wallet-${size}--generic`} />;
}
