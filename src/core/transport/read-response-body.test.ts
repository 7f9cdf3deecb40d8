import { describe, expect, it } from 'vitest';
import { LoginKitError } from '../errors';
import { defaultMaxResponseBytes, readResponseBody } from './read-response-body';

const url = 'https://relay.test/v1/otp_init_v2';

async function refusal(promise: Promise<unknown>): Promise<LoginKitError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof LoginKitError)) throw new Error(`expected a LoginKitError, got ${String(error)}`);
  return error;
}

describe('readResponseBody', () => {
  it('reads a body up to the cap as UTF-8 text', async () => {
    await expect(readResponseBody(new Response('{"a":"é"}'), url, 10)).resolves.toBe('{"a":"é"}');
    await expect(readResponseBody(new Response(null, { status: 204 }), url, 10)).resolves.toBe('');
  });

  it('refuses one byte over the cap, counting bytes rather than characters', async () => {
    const error = await refusal(readResponseBody(new Response('"éé"'), url, 5)); // 6 bytes, 4 characters
    expect(error).toMatchObject({ code: 'response_invalid', details: { status: 200, maxResponseBytes: 5, badResponse: true } });
    expect(error.message).toBe('otp_init_v2: the answer is larger than 5 bytes; it is not read');
  });

  it('refuses a declared Content-Length over the cap without reading', async () => {
    let pulled = false;
    const body = new ReadableStream({
      pull() {
        pulled = true;
      },
    });
    const error = await refusal(readResponseBody(new Response(body, { headers: { 'Content-Length': '99' } }), url, 10));
    expect(error.message).toContain('declares 99 bytes');
    expect(pulled).toBe(false);
  });

  it('ignores a Content-Length that is not a number, and counts what arrives', async () => {
    await expect(readResponseBody(new Response('{}', { headers: { 'Content-Length': 'lots' } }), url, 10)).resolves.toBe('{}');
  });

  it('is 4 MiB by default', () => {
    expect(defaultMaxResponseBytes).toBe(4_194_304);
  });
});
