/**
 * Transport faults at the Node server's socket: a drop destroys the connection without an
 * answer; a truncation sends the status, the headers (with the full Content-Length) and the first
 * bytes of the body, then destroys the connection. Node-only (server.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TransportFault } from './transport-fault';

/** Tells @hono/node-server that the answer was handled here (it writes nothing more). */
function alreadySent(): Response {
  return new Response(null, { headers: { 'x-hono-already-sent': 'true' } });
}

export async function sendTransportFault(
  response: Response,
  fault: TransportFault,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): Promise<Response> {
  if (fault.kind === 'drop') {
    incoming.socket.destroy();
    return alreadySent();
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  headers['content-length'] = String(bytes.length);
  outgoing.writeHead(response.status, headers);
  outgoing.flushHeaders();
  const partial = bytes.subarray(0, Math.min(fault.bytes, bytes.length));
  await new Promise<void>((resolve) => {
    if (partial.length === 0) resolve();
    else outgoing.write(partial, () => resolve());
  });
  incoming.socket.destroy();
  return alreadySent();
}
