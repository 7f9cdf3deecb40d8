/**
 * The address an IP allowlist is checked against. The Node server passes each request's socket
 * address (server.ts); in-process callers pass one per request (`relay.fetch(request,
 * {clientAddress})`) or once (`createMockRelay({clientAddress})`). `X-Forwarded-For` counts
 * only with `trustProxy` (CLI `--trust-proxy`), and then its last entry does: the address the
 * nearest proxy — the one trusted — saw. Unknown: null (the allowlist's `onEvaluationError` decides).
 */

export interface ClientAddressInput {
  /** The socket's (or the in-process caller's) address. */
  connectionAddress: string | undefined;
  /** The `X-Forwarded-For` header, or null. */
  forwardedFor: string | null;
  trustProxy: boolean;
}

/** Drops brackets and a port (`[2001:db8::1]:443`, `203.0.113.7:8080`) some proxies add. */
function bareAddress(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed !== null) return bracketed[1] ?? '';
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return ipv4WithPort === null ? entry : (ipv4WithPort[1] ?? '');
}

export function resolveClientAddress(input: ClientAddressInput): string | null {
  if (input.trustProxy && input.forwardedFor !== null) {
    const entries = input.forwardedFor.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
    const last = entries.at(-1);
    if (last !== undefined) return bareAddress(last);
  }
  const connection = input.connectionAddress?.trim();
  return connection === undefined || connection === '' ? null : connection;
}

/** What the transport knows about a request's connection (the Node server passes the socket's address). */
export interface MockRelayConnection {
  /** The peer's IP address (IPv4 or IPv6, as the socket reports it). */
  clientAddress?: string;
}
