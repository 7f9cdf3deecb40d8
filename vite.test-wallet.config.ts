import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * `dist/test-wallet.js`: the test wallet's installer as one minified classic script (no imports),
 * which `testWalletScript()` (loginkit/mock-relay/server) hands to Playwright's `addInitScript`.
 * Runs after the main build (`npm run build`), so it must not empty dist.
 */
export const testWalletBuild = {
  entry: fileURLToPath(new URL('./src/mock-relay/test-wallet/test-wallet-standalone.ts', import.meta.url)),
  outDir: fileURLToPath(new URL('./dist', import.meta.url)),
  fileName: 'test-wallet.js',
};

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: testWalletBuild.outDir,
    emptyOutDir: false,
    sourcemap: false,
    minify: true,
    lib: {
      entry: testWalletBuild.entry,
      formats: ['iife'],
      // Required for iife; unused: the entry exports nothing and sets the global itself.
      name: 'loginkitInstallTestWallet',
      fileName: () => testWalletBuild.fileName,
    },
  },
});
