import type { WalletInfo } from '../../../core/index';

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
  return (
    <svg className={`${className} loginkit-wallet-${size}--generic`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5V17a2 2 0 0 0 2 2h13a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1H6.5A2.5 2.5 0 0 1 4 7.5Z" />
      <circle cx="16" cy="13.5" r="1" />
    </svg>
  );
}
