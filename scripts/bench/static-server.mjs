// A static file server for the built bench pages. By default no compression (the runner computes
// gzip sizes) and nothing cached. `production: true` serves as an app's host does (the slow-network
// bench): gzip where the browser accepts it, the hashed files under assets/ cached for good
// (`immutable`), the HTML revalidated.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** Serves `dir` on `port` (0: a free one); resolves to { url, port, close() }. */
export function serveStatic(dir, port, host = '127.0.0.1', { production = false } = {}) {
  const gzipped = new Map();
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    try {
      let body = await readFile(join(dir, path));
      const type = types[extname(path)];
      // The crypto page is cross-origin isolated: Chromium's timers then resolve 5 µs, not 100 µs.
      const isolation = path.endsWith('crypto.html') ? { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' } : {};
      const headers = { 'content-type': type ?? 'application/octet-stream', 'cache-control': 'no-store', ...isolation };
      if (production) {
        headers['cache-control'] = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
        if (type !== undefined && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
          if (!gzipped.has(path)) gzipped.set(path, gzipSync(body));
          body = gzipped.get(path);
          headers['content-encoding'] = 'gzip';
          headers.vary = 'accept-encoding';
        }
      }
      response.writeHead(200, headers);
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: chosen } = server.address();
      resolve({ url: `http://${host}:${chosen}`, port: chosen, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
