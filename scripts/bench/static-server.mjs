// A static file server for the built bench pages (no compression: the runner computes gzip sizes).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** Serves `dir` on `port` (0: a free one); resolves to { url, close() }. */
export function serveStatic(dir, port, host = '127.0.0.1') {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = await readFile(join(dir, path));
      // The crypto page is cross-origin isolated: Chromium's timers then resolve 5 µs, not 100 µs.
      const isolation = path.endsWith('crypto.html') ? { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' } : {};
      response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store', ...isolation });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve({ url: `http://${host}:${server.address().port}`, close: () => new Promise((done) => server.close(() => done())) }));
  });
}
