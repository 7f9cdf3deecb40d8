#!/usr/bin/env node
// The demo app, built in production mode, served under a strict Content-Security-Policy: the
// page e2e/csp.spec.ts runs every login flow on. Every response carries
//   Content-Security-Policy: default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' <relay>
// Usage: node scripts/serve-demo-csp.mjs [--port 5175] [--host 127.0.0.1] [--relay-url http://127.0.0.1:8787] [--out <dir>]
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { buildDemo } from './build-demo.mjs';

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

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/** The built file for a URL path; any path that is not a file is the app's page (OAuth returns land on it). */
function fileFor(urlPath) {
  let path;
  try {
    path = normalize(join(root, decodeURIComponent(urlPath)));
  } catch {
    return undefined;
  }
  if (!path.startsWith(root + sep)) return join(root, 'index.html');
  try {
    return statSync(path).isFile() ? path : urlPath.startsWith('/assets/') ? undefined : join(root, 'index.html');
  } catch {
    return urlPath.startsWith('/assets/') ? undefined : join(root, 'index.html');
  }
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const headers = { 'content-security-policy': contentSecurityPolicy, 'x-content-type-options': 'nosniff', 'cache-control': 'no-cache' };
  const file = request.method === 'GET' || request.method === 'HEAD' ? fileFor(url.pathname) : undefined;
  if (file === undefined) {
    response.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
    response.end('not found\n');
    return;
  }
  response.writeHead(200, { ...headers, 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
});

server.listen(Number(values.port), values.host, () => console.log(`[serve-demo-csp] demo on http://${values.host}:${values.port}/ with ${contentSecurityPolicy}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
