#!/usr/bin/env node
// A small static file server for a built site: the Storybook accessibility check serves
// storybook-static with it (the command line below); the e2e suites serve the demo built in
// production mode with it (`serveStatic`, a single-page app: any path that is no file is its page).
// Usage: node scripts/serve-static.mjs <directory> [--port 6107] [--host 127.0.0.1]
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file under `root` for a URL path, or undefined when there is none (or it would leave `root`). */
function fileFor(root, urlPath) {
  let path;
  try {
    path = normalize(join(root, decodeURIComponent(urlPath)));
  } catch {
    return undefined;
  }
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) return fileFor(root, join(urlPath, 'index.html'));
    return stat.isFile() ? { path, size: stat.size, modified: stat.mtime.toUTCString() } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves `root` on host:port and resolves, once listening, to a function that closes the server.
 * `singlePage`: a path outside assets/ that is no file is answered with index.html (as an app's host
 * does: OAuth returns land on such paths). `headers` go on every answer (a Content-Security-Policy).
 * `cacheAssets: false`: every file is revalidated, so a test sees each page ask for every file again.
 * @param {{ root: string, host: string, port: number, singlePage?: boolean, cacheAssets?: boolean, headers?: Record<string, string> }} options
 * @returns {Promise<() => Promise<void>>}
 */
export function serveStatic({ root: folder, host, port, singlePage = false, cacheAssets = true, headers = {} }) {
  const root = resolve(folder);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const readable = request.method === 'GET' || request.method === 'HEAD';
    const asset = url.pathname.startsWith('/assets/');
    const file = !readable ? undefined : (fileFor(root, url.pathname) ?? (singlePage && !asset ? fileFor(root, '/index.html') : undefined));
    const common = { ...headers, 'x-content-type-options': 'nosniff' };
    if (file === undefined) {
      response.writeHead(readable ? 404 : 405, { ...common, 'content-type': 'text/plain; charset=utf-8' });
      response.end('not found\n');
      return;
    }
    // Hashed build assets never change; the rest is revalidated (Last-Modified).
    const cacheControl = asset && cacheAssets ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (request.headers['if-modified-since'] === file.modified) {
      response.writeHead(304, { ...common, 'cache-control': cacheControl, 'last-modified': file.modified });
      response.end();
      return;
    }
    response.writeHead(200, {
      ...common,
      'content-type': types[extname(file.path)] ?? 'application/octet-stream',
      'content-length': String(file.size),
      'cache-control': cacheControl,
      'last-modified': file.modified,
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file.path).pipe(response);
  });
  return new Promise((resolveListening, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListening(() => new Promise((done) => server.close(() => done()))));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { port: { type: 'string', default: '6107' }, host: { type: 'string', default: '127.0.0.1' } },
  });
  const root = resolve(positionals[0] ?? '.');
  const close = await serveStatic({ root, host: values.host, port: Number(values.port) });
  console.log(`[serve-static] ${root} on http://${values.host}:${values.port}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void close().then(() => process.exit(0)));
}
