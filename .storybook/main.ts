import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const src = (path: string): string => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/** Stories import loginkit only through its public subpaths, served here from the sources. */
const publicSubpaths = [
  { find: /^loginkit\/core$/, replacement: src('core/index.ts') },
  { find: /^loginkit\/protocol$/, replacement: src('core/protocol-index.ts') },
  { find: /^loginkit\/react$/, replacement: src('react/index.ts') },
  { find: /^loginkit\/ui$/, replacement: src('ui/index.ts') },
  { find: /^loginkit\/ui\/otp$/, replacement: src('ui/otp-index.ts') },
  { find: /^loginkit\/ui\/account$/, replacement: src('ui/account-index.ts') },
  { find: /^loginkit\/ui\/passkey$/, replacement: src('ui/passkey-index.ts') },
  { find: /^loginkit\/ui\/oauth$/, replacement: src('ui/oauth-index.ts') },
  { find: /^loginkit\/ui\/wallet$/, replacement: src('ui/wallet-index.ts') },
  { find: /^loginkit\/ui\/step-up$/, replacement: src('ui/step-up-index.ts') },
  { find: /^loginkit\/react\/wallet$/, replacement: src('react/wallet-index.ts') },
  { find: /^loginkit\/react\/passkey$/, replacement: src('react/passkey-index.ts') },
  { find: /^loginkit\/react\/step-up$/, replacement: src('react/step-up-index.ts') },
  { find: /^loginkit\/react\/captcha$/, replacement: src('react/captcha-index.ts') },
  { find: /^loginkit\/styles\.css$/, replacement: src('ui/styles.css') },
  { find: /^loginkit\/mock-relay$/, replacement: src('mock-relay/index.ts') },
];

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // Docs pages: the Reference/* stories (one per exported component of loginkit/ui) are tagged
  // `autodocs`; their props tables come from react-docgen over the sources.
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { alias: publicSubpaths },
      build: {
        // One static Storybook: the preview bundle is large by nature.
        chunkSizeWarningLimit: 4096,
        rolldownOptions: {
          onwarn(warning: { code?: string }, warn: (warning: { code?: string }) => void) {
            // React libraries' "use client" directives mean nothing in a client-only bundle, and
            // plugin timings (react-docgen) are not a problem of the stories.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'PLUGIN_TIMINGS') return;
            warn(warning);
          },
        },
      },
    }),
};

export default config;
