/**
 * A wallet address shortened for display: `0x1234…abcd` (Ethereum), `7xKX…sAsU` (Solana base58).
 * Short addresses are returned whole. Show the full address to assistive technology beside it
 * (see WalletAddress).
 */
export function shortAddress(address: string): string {
  const head = address.startsWith('0x') ? 6 : 4;
  return address.length <= head + 6 ? address : `${address.slice(0, head)}…${address.slice(-4)}`;
}
