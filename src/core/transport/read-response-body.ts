import { LoginKitError } from '../errors';
import { endpointName } from './endpoint-name';

/** The default cap on a response body, in bytes (after any decompression): 4 MiB. */
export const defaultMaxResponseBytes = 4 * 1024 * 1024;

function tooLarge(url: string, status: number, maxBytes: number, declared?: number): LoginKitError {
  const size = declared === undefined ? '' : ` (it declares ${declared} bytes)`;
  return new LoginKitError('response_invalid', `${endpointName(url)}: the answer is larger than ${maxBytes} bytes${size}; it is not read`, {
    // The service did answer: for a write, what happened is unknown (outcomeUnknown).
    details: { status, maxResponseBytes: maxBytes, badResponse: true },
  });
}

function cancel(response: Response): void {
  try {
    response.body?.cancel().catch(() => undefined);
  } catch {
    // a locked or stand-in body: nothing to release
  }
}

/**
 * Reads a response body as text, at most `maxBytes` of it: the body stream is read chunk by chunk
 * and cancelled as soon as it passes the cap (a huge or decompression-bomb answer cannot exhaust
 * memory); a Content-Length over the cap is refused before reading. Past the cap:
 * `response_invalid` naming the endpoint, `details {status, maxResponseBytes, badResponse: true}`.
 * Bytes are decoded as UTF-8 (malformed sequences become U+FFFD, as `Response.text()` does).
 */
export async function readResponseBody(response: Response, url: string, maxBytes: number): Promise<string> {
  const declaredHeader = response.headers.get('content-length');
  const declared = declaredHeader === null || !/^\d+$/.test(declaredHeader.trim()) ? undefined : Number(declaredHeader.trim());
  if (declared !== undefined && declared > maxBytes) {
    cancel(response);
    throw tooLarge(url, response.status, maxBytes, declared);
  }
  const body = response.body as ReadableStream<Uint8Array> | null;
  if (body === null || typeof body.getReader !== 'function') {
    // No stream (a fetch stand-in): the text is already in memory; the cap (in characters here) still applies to what is used.
    const text = await response.text();
    if (text.length > maxBytes) throw tooLarge(url, response.status, maxBytes);
    return text;
  }
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let total = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      reader.cancel().catch(() => undefined);
      throw tooLarge(url, response.status, maxBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
