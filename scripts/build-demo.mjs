#!/usr/bin/env node
// Builds the demo app (examples/demo) in production mode: no dev-server scripts, only files
// from its own origin, so it can run under a strict Content-Security-Policy (e2e/csp.spec.ts).
// Usage: node scripts/build-demo.mjs --out <dir> [--relay-url http://127.0.0.1:8787] [--config-id demo]
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';

/** Builds the demo into `outDir`, talking to the relay at `relayUrl` with `configId`. */
export async function buildDemo({ outDir, relayUrl, configId = 'demo' }) {
  process.env.VITE_LOGINKIT_RELAY_URL = relayUrl;
  process.env.VITE_LOGINKIT_CONFIG_ID = configId;
  // Vite builds for the NODE_ENV it finds: a dev server created earlier in the same process
  // (scripts/start.mjs loads the mock relay through one) sets it to `development`, and the "built"
  // demo then shipped React's development build, not what an app ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: fileURLToPath(new URL('../examples/demo/vite.config.ts', import.meta.url)),
      mode: 'production',
      // Errors only: the bundler's notes on 'use client' directives and Node built-ins are noise here.
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false, minify: false },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, 'relay-url': { type: 'string', default: 'http://127.0.0.1:8787' }, 'config-id': { type: 'string', default: 'demo' } },
  });
  if (values.out === undefined) {
    console.error('Usage: node scripts/build-demo.mjs --out <dir> [--relay-url <url>] [--config-id <id>]');
    process.exit(2);
  }
  await buildDemo({ outDir: values.out, relayUrl: values['relay-url'], configId: values['config-id'] });
}
