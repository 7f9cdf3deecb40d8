/**
 * What every answer of the mock relay must look like under bad input: never a 500, and a
 * refusal is the spec-style error body `{code, message, details: [ErrorInfo]}` (protocol.md
 * section 1) whose ErrorInfo names the field, with the message starting `<field>: `.
 */
import { expect } from 'vitest';
import type { MockRelay } from '../../src/mock-relay/handler';
import { baseUrl, testConfigId } from '../../src/mock-relay/test-utils/relay-test-client';

export const fuzzOrigin = 'https://app.example.com';

/** Statuses a refusal of bad input may have (429: a rate limit, which names no field). */
const refusalStatuses = [400, 401, 403, 404, 409, 429];

export interface RawAnswer {
  status: number;
  text: string;
}

/** POSTs `rawBody` verbatim to `path` (relay paths get the config id header), with extra headers. */
export async function postRaw(relay: MockRelay, path: string, rawBody: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const allHeaders: Record<string, string> = { 'Content-Type': 'application/json', Origin: fuzzOrigin, ...headers };
  if (path.startsWith('/v1/')) allHeaders['X-Auth-Proxy-Config-Id'] = testConfigId;
  const response = await relay.fetch(new Request(`${baseUrl}${path}`, { method: 'POST', headers: allHeaders, body: rawBody }));
  return { status: response.status, text: await response.text() };
}

/** Asserts the answer is a success or a spec-style refusal naming a field. */
export function expectSpecAnswer(answer: RawAnswer, label: string): void {
  expect(answer.status, label).not.toBe(500);
  let body: unknown;
  expect(() => (body = JSON.parse(answer.text)), `${label}: the answer is JSON`).not.toThrow();
  if (answer.status === 200) return;
  expect(refusalStatuses, `${label}: ${answer.text.slice(0, 300)}`).toContain(answer.status);
  const { code, message, details } = body as { code: unknown; message: unknown; details: unknown };
  expect(Number.isInteger(code), label).toBe(true);
  expect(typeof message, label).toBe('string');
  expect(Array.isArray(details), label).toBe(true);
  if (answer.status === 429) return;
  const field = (details as { metadata?: { field?: unknown } }[])[0]?.metadata?.field;
  expect(typeof field === 'string' && field !== '', `${label}: names no field: ${answer.text.slice(0, 300)}`).toBe(true);
  expect((message as string).startsWith(`${field as string}: `), `${label}: ${message as string}`).toBe(true);
}
