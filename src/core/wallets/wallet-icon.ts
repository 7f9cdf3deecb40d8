/** Image types a wallet icon may have (no HTML, no script: SVG is shown through `<img>`, which runs none). */
const iconPattern = /^data:image\/(?:svg\+xml|png|jpeg|gif|webp|avif)(?:;[a-z0-9=._+-]+)*,[^\s"'<>]*$/i;

/** Longest icon accepted (a wallet icon is a few KB; this keeps a hostile page from bloating the modal). */
export const maxWalletIconLength = 256 * 1024;

/** The icon when it is a `data:` image URI of a safe type and size (EIP-6963 and the Wallet Standard both require `data:`), else undefined. */
export function safeWalletIcon(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > maxWalletIconLength) return undefined;
  return iconPattern.test(value) ? value : undefined;
}
