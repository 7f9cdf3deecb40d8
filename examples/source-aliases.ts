import { fileURLToPath } from 'node:url';

const src = (path: string): string => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/**
 * The examples import loginkit through its public subpaths, as an app does; in this repository
 * those resolve to the sources (an app gets them from node_modules/loginkit).
 */
const subpaths: Record<string, string> = {
  'loginkit/core': src('core/index.ts'),
  'loginkit/protocol': src('core/protocol-index.ts'),
  'loginkit/react': src('react/index.ts'),
  'loginkit/ui': src('ui/index.ts'),
  'loginkit/ui/otp': src('ui/otp-index.ts'),
  'loginkit/ui/account': src('ui/account-index.ts'),
  'loginkit/ui/passkey': src('ui/passkey-index.ts'),
  'loginkit/ui/oauth': src('ui/oauth-index.ts'),
  'loginkit/ui/wallet': src('ui/wallet-index.ts'),
  'loginkit/ui/step-up': src('ui/step-up-index.ts'),
  'loginkit/react/wallet': src('react/wallet-index.ts'),
  'loginkit/react/passkey': src('react/passkey-index.ts'),
  'loginkit/react/step-up': src('react/step-up-index.ts'),
  'loginkit/react/captcha': src('react/captcha-index.ts'),
  'loginkit/styles.css': src('ui/styles.css'),
};

/** Vite aliases matching each subpath exactly (an object key would also match `loginkit/ui/otp` by its `loginkit/ui` prefix). */
export const sourceAliases = Object.entries(subpaths).map(([find, replacement]) => ({ find: new RegExp(`^${find.replaceAll('.', '\\.')}$`), replacement }));
