// Builds the bench pages (modal.html, crypto.html) with Vite in production mode, loginkit
// resolved from its sources (as the demo does), into .tmp/bench/page.
import { build } from 'vite';
import { benchOut, root } from './bundle.mjs';

export async function buildBenchPage() {
  const src = (path) => `${root}src/${path}`;
  const page = `${root}scripts/bench/page/`;
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    root: page,
    base: './',
    resolve: {
      alias: {
        'loginkit/core': src('core/index.ts'),
        'loginkit/react': src('react/index.ts'),
        'loginkit/ui': src('ui/index.ts'),
        'loginkit/styles.css': src('ui/styles.css'),
      },
    },
    build: { outDir: `${benchOut}/page`, emptyOutDir: true, target: 'es2022', rolldownOptions: { input: { modal: `${page}modal.html`, crypto: `${page}crypto.html` } } },
  });
  return { dir: `${benchOut}/page`, output };
}
