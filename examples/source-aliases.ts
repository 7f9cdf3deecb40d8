import { fileURLToPath } from 'node:url';

const src = (path: string): string => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/**
 * The examples import loginkit through its public subpaths, as an app does; in this repository
 * those resolve to the sources (an app gets them from node_modules/loginkit).
 */
export const sourceAliases = {
  'loginkit/core': src('core/index.ts'),
  'loginkit/react': src('react/index.ts'),
  'loginkit/ui': src('ui/index.ts'),
  'loginkit/styles.css': src('ui/styles.css'),
};
