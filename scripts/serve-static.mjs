#!/usr/bin/env node
// A small static file server for a built site (the Storybook accessibility check serves storybook-static with it).
// Usage: node scripts/serve-static.mjs <directory> [--port 6107] [--host 127.0.0.1]
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', default: '6107' }, host: { type: 'string', default: '127.0.0.1' } },
});
const root = resolve(positionals[0] ?? '.');
const port = Number(values.port);

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
function fileFor(urlPath) {
  let path;
  try {
    path = normalize(join(root, decodeURIComponent(urlPath)));
  } catch {
    return undefined;
  }
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) return fileFor(join(urlPath, 'index.html'));
    return stat.isFile() ? { path, size: stat.size, modified: stat.mtime.toUTCString() } : undefined;
  } catch {
    return undefined;
  }
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const file = request.method === 'GET' || request.method === 'HEAD' ? fileFor(url.pathname) : undefined;
  if (file === undefined) {
    response.writeHead(request.method === 'GET' || request.method === 'HEAD' ? 404 : 405, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('not found\n');
    return;
  }
  // Hashed build assets never change; the rest is revalidated (Last-Modified).
  const cacheControl = url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
  if (request.headers['if-modified-since'] === file.modified) {
    response.writeHead(304, { 'cache-control': cacheControl, 'last-modified': file.modified });
    response.end();
    return;
  }
  response.writeHead(200, {
    'content-type': types[extname(file.path)] ?? 'application/octet-stream',
    'content-length': String(file.size),
    'cache-control': cacheControl,
    'last-modified': file.modified,
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file.path).pipe(response);
});

server.listen(port, values.host, () => console.log(`[serve-static] ${root} on http://${values.host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
