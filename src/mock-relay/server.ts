/**
 * The mock relay over real HTTP (node:http through @hono/node-server), with optional file
 * persistence and a log line for every code it "sends".
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { LoginKitError, isLoginKitError } from '../core/errors';
import { createFilePersistence } from './file-persistence';
import { createMockRelay, rawMockRelayFetch, type MockRelay, type MockRelayOptions } from './handler';
import { sendTransportFault } from './faults/server-transport-fault';
import { takeTransportFault } from './faults/transport-fault';
import type { MockRelayConnection } from './ip-allowlists/client-address';
import type { MailMessage } from './mailbox';
import { validateRelayConfig, type RelayConfig } from './relay-config';
import type { StoredState } from './stored-state';

export interface MockRelayServerOptions extends Omit<MockRelayOptions, 'persistence'> {
  /** TCP port; 0 picks a free one (default 8787). */
  port?: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** JSON file that keeps the state (and enclave keys) across restarts. */
  dataFile?: string;
  /** Receives human-readable lines, e.g. `[mock-relay] code for ada@example.com: 123456`. */
  log?: (line: string) => void;
}

export interface MockRelayServer {
  /** `http://host:port` (no trailing slash): relay at `/v1/`, main API at `/public/v1/`. */
  url: string;
  relay: MockRelay;
  close(): Promise<void>;
}

/** The peer address of the request's socket (IPv4-mapped IPv6 as the socket reports it; ip-allowlists/ matches both forms). */
function socketConnection(env: HttpBindings | Http2Bindings): MockRelayConnection {
  const address = env.incoming.socket.remoteAddress;
  return address === undefined ? {} : { clientAddress: address };
}

/** The log line for a sent code. */
export function mailLogLine(message: MailMessage): string {
  return `[mock-relay] code for ${message.contact}: ${message.code}`;
}

export async function startMockRelayServer(options: MockRelayServerOptions = {}): Promise<MockRelayServer> {
  const { port = 8787, host = '127.0.0.1', dataFile, log, onMail, ...relayOptions } = options;
  const persistence = dataFile === undefined ? undefined : createFilePersistence(dataFile);
  const relay = createMockRelay({
    ...relayOptions,
    ...(persistence === undefined ? {} : { persistence }),
    onMail: (message) => {
      log?.(mailLogLine(message));
      onMail?.(message);
    },
  });
  // Save at once: the enclave keys survive a restart even before the first request, and an
  // unwritable data file fails here rather than on a user's request.
  persistence?.save(relay.state as StoredState);
  // Each request's socket address goes to the handler for IP allowlists (never a header a client could send).
  // Fault rules that drop a connection or cut a body act on the socket (faults/).
  const respond = rawMockRelayFetch(relay);
  const server = createAdaptorServer({
    fetch: async (request: Request, env: HttpBindings | Http2Bindings) => {
      const { response, fault } = takeTransportFault(await respond(request, socketConnection(env)));
      return fault === undefined ? response : sendTransportFault(response, fault, env.incoming as IncomingMessage, env.outgoing as ServerResponse);
    },
    overrideGlobalObjects: false,
  }) as Server;
  // Node closes an idle kept-alive connection after 5 s; a client on a busy machine (a test's request
  // context) may reuse it just as it closes and get ECONNRESET. Browsers and fetch keep idle
  // connections about a minute, so the relay keeps them a little longer than that.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostPart = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${hostPart}:${address.port}`,
    relay,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)));
        server.closeAllConnections();
      }),
  };
}

/**
 * Reads a relay configuration file (JSON object of RelayConfig settings). A bad file or setting
 * is `invalid_input` whose message starts with the path and names the setting.
 */
export function loadRelayConfigFile(path: string): Partial<RelayConfig> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new LoginKitError('invalid_input', `${path}: cannot be read`, { cause: error, details: { field: 'config', file: path } });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new LoginKitError('invalid_input', `${path}: is not valid JSON`, { cause: error, details: { field: 'config', file: path } });
  }
  try {
    return validateRelayConfig(parsed);
  } catch (error) {
    if (!isLoginKitError(error)) throw error;
    throw new LoginKitError('invalid_input', `${path}: ${error.message}`, { cause: error, details: { ...error.details, file: path } });
  }
}
