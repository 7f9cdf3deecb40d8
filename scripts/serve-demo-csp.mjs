#!/usr/bin/env node
// The demo app, built in production mode, served under a strict Content-Security-Policy: the
// page e2e/csp.spec.ts runs every login flow on. Every response carries
//   Content-Security-Policy: default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' <relay>
// Usage: node scripts/serve-demo-csp.mjs [--port 5175] [--host 127.0.0.1] [--relay-url http://127.0.0.1:8787] [--out <dir>]
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildDemo } from './build-demo.mjs';
import { serveStatic } from './serve-static.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5175' },
    host: { type: 'string', default: '127.0.0.1' },
    'relay-url': { type: 'string', default: 'http://127.0.0.1:8787' },
    out: { type: 'string' },
  },
});
const relayUrl = new URL(values['relay-url']).origin;
// One folder per port, emptied by each build: nothing piles up when the server is killed.
const root = values.out ?? join(tmpdir(), `loginkit-demo-csp-${values.port}`);
await buildDemo({ outDir: root, relayUrl });

/** The policy the kit must work under (docs/csp-and-security.md). */
const contentSecurityPolicy = `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' ${relayUrl}`;

const close = await serveStatic({ root, host: values.host, port: Number(values.port), singlePage: true, cacheAssets: false, headers: { 'content-security-policy': contentSecurityPolicy } });
console.log(`[serve-demo-csp] demo on http://${values.host}:${values.port}/ with ${contentSecurityPolicy}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void close().then(() => process.exit(0)));
