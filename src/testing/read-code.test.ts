import { describe, expect, it } from 'vitest';
import { createMockRelay } from '../mock-relay/index';
import { readCode } from './read-code';
import { readMailbox } from './read-mailbox';

/** Sends a code to `contact` as the kit does: otp_init_v2 on the relay. */
async function sendCode(relay: ReturnType<typeof createMockRelay>, contact: string): Promise<void> {
  const response = await relay.fetch(
    new Request('http://relay.test/v1/otp_init_v2', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Auth-Proxy-Config-Id': relay.config.configId },
      body: JSON.stringify({ contact, otpType: 'OTP_TYPE_EMAIL', publicKey: '02' + '11'.repeat(32) }),
    }),
  );
  if (!response.ok) throw new Error(`otp_init_v2 answered ${response.status}: ${await response.text()}`);
}

/** The relay served at a URL: `fetch` goes to it in-process. */
const served = (relay: ReturnType<typeof createMockRelay>): typeof fetch => (input, init) => relay.fetch(new Request(input, init));

describe('readCode', () => {
  it('reads the newest code sent to a contact from the in-process relay', async () => {
    const relay = createMockRelay();
    await sendCode(relay, 'ada@example.com');
    await sendCode(relay, 'ada@example.com');
    expect(await readCode(relay, 'Ada@Example.com')).toBe(relay.mailbox.at(-1)?.code);
  });

  it('reads it from a running relay by its URL (GET /__mock/mailbox)', async () => {
    const relay = createMockRelay();
    await sendCode(relay, 'grace@example.com');
    expect(await readCode('http://127.0.0.1:8787/', 'grace@example.com', { fetch: served(relay) })).toBe(relay.mailbox.at(-1)?.code);
  });

  it('waits for a code that has not arrived yet, sent since a given time', async () => {
    const relay = createMockRelay();
    await sendCode(relay, 'alan@example.com');
    const since = Date.now() + 1;
    setTimeout(() => void sendCode(relay, 'alan@example.com'), 250);
    const code = await readCode(relay, 'alan@example.com', { since });
    expect(relay.mailbox.at(-1)).toMatchObject({ code, contact: 'alan@example.com' });
    expect(relay.mailbox.at(-1)?.sentAt).toBeGreaterThanOrEqual(since);
  });

  it('fails after timeoutMs, naming the contact', async () => {
    await expect(readCode(createMockRelay(), 'nobody@example.com', { timeoutMs: 200 })).rejects.toThrow(/no code was sent to nobody@example\.com within 200 ms/);
  });
});

describe('readMailbox', () => {
  it('gives the messages in the documented format, the same in-process and over HTTP', async () => {
    const relay = createMockRelay({ config: { appName: 'Demo' } });
    await sendCode(relay, 'ada@example.com');
    await sendCode(relay, 'grace@example.com');
    const local = await readMailbox(relay, 'ada@example.com');
    expect(local).toEqual([{ contact: 'ada@example.com', otpType: 'OTP_TYPE_EMAIL', code: expect.stringMatching(/^\d{6}$/), otpId: expect.any(String), sentAt: expect.any(Number), appName: 'Demo' }]);
    expect(await readMailbox('http://127.0.0.1:8787', 'ada@example.com', { fetch: served(relay) })).toEqual(local);
    expect(await readMailbox(relay)).toHaveLength(2);
  });

  it('says when the URL is not a mock relay', async () => {
    const notFound: typeof fetch = async () => new Response('no', { status: 404 });
    await expect(readMailbox('http://127.0.0.1:1', 'a@example.com', { fetch: notFound })).rejects.toThrow(/answered 404: is the mock relay running there\?/);
  });
});
