import { parseApiStamp } from '../core/crypto/parse-api-stamp';
import { fromBase64Url } from '../core/encoding/base64url';
import { utf8Decode } from '../core/encoding/utf8';
import { LoginKitError } from '../core/errors';
import { sessionRequestHeaders } from '../core/session/session-request-text';
import { createHttpClient } from '../core/transport/http';

/** Where the server asks the service whose session key signed a request without a JWT. */
export interface WhoamiOptions {
  /** The main API (`{base_url}`): default `https://api.turnkey.com`; the mock relay's URL in tests. */
  apiBaseUrl?: string;
  /** Default `globalThis.fetch` (tests: the mock relay's `fetch`). */
  fetch?: typeof fetch;
  /** Per request, ms (default 10 000). */
  timeoutMs?: number;
}

/** A stamped `whoami` as the kit sends it in `X-LoginKit-Whoami`. */
export interface StampedWhoami {
  /** The query body as signed (`{"organizationId": …}`). */
  body: string;
  /** Its `X-Stamp`. */
  stamp: string;
  /** The stamp's key (compressed hex as sent). */
  publicKey: string;
}

export interface WhoamiAnswer {
  organizationId: string;
  userId: string;
  organizationName?: string;
  username?: string;
}

const field = sessionRequestHeaders.whoami;
const maxLength = 4096;

function malformed(problem: string, cause?: unknown): LoginKitError {
  return new LoginKitError('invalid_input', `${field}: ${problem}`, { cause, details: { field } });
}

/** Reads the `X-LoginKit-Whoami` header value (`invalid_input` naming it when malformed). */
export function parseStampedWhoami(value: string): StampedWhoami {
  if (value.length > maxLength) throw malformed(`longer than ${maxLength} characters`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8Decode(fromBase64Url(value, field), field));
  } catch (error) {
    throw malformed('is not base64url JSON', error);
  }
  const { body, stamp } = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  if (typeof body !== 'string' || typeof stamp !== 'string') throw malformed('needs string body and stamp');
  return { body, stamp, publicKey: parseApiStamp(stamp).publicKey };
}

/**
 * Forwards the stamped `whoami` to the service (`POST /public/v1/query/whoami`, body and stamp as
 * the browser signed them). The service answers for the key only while it is a live session key
 * of a user; a refusal is `unauthenticated`.
 */
export async function forwardWhoami(whoami: StampedWhoami, options: WhoamiOptions = {}): Promise<WhoamiAnswer> {
  const baseUrl = (options.apiBaseUrl ?? 'https://api.turnkey.com').replace(/\/+$/, '');
  const http = createHttpClient({ fetch: options.fetch, timeoutMs: options.timeoutMs ?? 10_000 });
  let answer: unknown;
  try {
    answer = await http.postJson<unknown>(`${baseUrl}/public/v1/query/whoami`, whoami.body, { headers: { 'X-Stamp': whoami.stamp }, idempotent: true });
  } catch (error) {
    if (error instanceof LoginKitError && (error.code === 'permission_denied' || error.code === 'invalid_input' || error.code === 'not_found')) {
      throw new LoginKitError('unauthenticated', `whoami: the service does not know this session key (${error.message})`, { cause: error, details: { field } });
    }
    throw error;
  }
  const { organizationId, userId, organizationName, username } = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  if (typeof organizationId !== 'string' || typeof userId !== 'string') {
    throw new LoginKitError('response_invalid', 'whoami: the answer has no organizationId and userId', { details: { field: 'whoami' } });
  }
  return {
    organizationId,
    userId,
    ...(typeof organizationName === 'string' ? { organizationName } : {}),
    ...(typeof username === 'string' ? { username } : {}),
  };
}
