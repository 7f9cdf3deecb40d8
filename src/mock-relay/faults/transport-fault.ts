/**
 * Faults below HTTP (a dropped connection, a body cut short) travel from the fault middleware to
 * the transport as a marker header on the response. The Node server acts on the socket
 * (server-transport-fault.ts); an in-process caller of `relay.fetch` gets what `fetch` would
 * give: a rejection (TypeError, as fetch rejects on network errors) or a body stream that fails
 * after the first bytes.
 */
export const transportFaultHeader = 'x-loginkit-mock-fault';

export type TransportFault = { kind: 'drop' } | { kind: 'truncate'; bytes: number };

export function markTransportFault(response: Response, fault: TransportFault): Response {
  const headers = new Headers(response.headers);
  headers.set(transportFaultHeader, fault.kind === 'drop' ? 'drop' : `truncate:${fault.bytes}`);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The marked fault (and a response without the marker), or the response as it is. */
export function takeTransportFault(response: Response): { response: Response; fault?: TransportFault } {
  const marker = response.headers.get(transportFaultHeader);
  if (marker === null) return { response };
  const headers = new Headers(response.headers);
  headers.delete(transportFaultHeader);
  const clean = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  if (marker === 'drop') return { response: clean, fault: { kind: 'drop' } };
  return { response: clean, fault: { kind: 'truncate', bytes: Number(marker.slice('truncate:'.length)) } };
}

/** A network-level failure as `fetch` reports one. */
export function droppedConnectionError(): TypeError {
  return new TypeError('fetch failed: the mock relay dropped the connection (fault rule)');
}

/** In-process: what `fetch` would give for the fault. */
export async function emulateTransportFault(response: Response, fault: TransportFault): Promise<Response> {
  if (fault.kind === 'drop') throw droppedConnectionError();
  const bytes = new Uint8Array(await response.arrayBuffer());
  const partial = bytes.slice(0, Math.min(fault.bytes, bytes.length));
  const headers = new Headers(response.headers);
  headers.set('content-length', String(bytes.length));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (partial.length > 0) controller.enqueue(partial);
    },
    pull(controller) {
      controller.error(new TypeError('terminated: the mock relay closed the connection mid-body (fault rule)'));
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
