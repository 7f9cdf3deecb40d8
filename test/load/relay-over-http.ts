/**
 * A MockRelay whose `fetch` goes over real HTTP (node:http) to a running mock relay
 * server at `url`, so the test-utils clients (RelayTestClient) drive the Node server, sockets and
 * all. Everything else (mailbox, keys, state) comes from `local`: the server's own relay when it
 * runs in this process, or just the keys from `/__mock/keys` when it runs in a child process.
 */
import { Agent, request as httpRequest } from 'node:http';
import type { MockRelay } from '../../src/mock-relay/index';

export function relayOverHttp(url: string, local: Pick<MockRelay, 'keys'>, options: { sockets?: number } = {}): MockRelay {
  // A connection per request: a kept-alive socket the server closes after its idle timeout
  // (5 s) could be reused at that very moment by a slow, loaded test run (ECONNRESET).
  const agent = new Agent({ keepAlive: false, maxSockets: options.sockets ?? 64 });
  const overHttp = async (request: Request): Promise<Response> => {
    const target = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    return new Promise<Response>((resolve, reject) => {
      const outgoing = httpRequest(`${url}${target.pathname}${target.search}`, { method: request.method, headers: Object.fromEntries(request.headers), agent }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          resolve(new Response(chunks.length === 0 ? null : Buffer.concat(chunks), { status: incoming.statusCode ?? 500, headers }));
        });
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
  return Object.create(local, { fetch: { value: overHttp } }) as MockRelay;
}
