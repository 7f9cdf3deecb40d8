import { shortAddress } from './short-address';

/**
 * A wallet address: shortened on screen, whole for screen readers (the short form is hidden from
 * them, so they never read "0x1234…abcd" as if it were the address). `title` shows it whole on hover.
 */
export function WalletAddress({ address }: { address: string }) {
  return (
    <span className="loginkit-wallet-address" title={address}>
      <span aria-hidden="true">{shortAddress(address)}</span>
      <span className="loginkit-visually-hidden">{address}</span>
    </span>
  );
}
