import { describe, expect, it } from 'vitest';
import { createMockRelay } from '../../handler';

const control = (relay: ReturnType<typeof createMockRelay>, method: string, path: string, body?: unknown) =>
  relay.fetch(new Request(`http://relay.test${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }));

async function relayWithFaultRule() {
  const relay = createMockRelay();
  expect((await control(relay, 'POST', '/__mock/faults', { rules: [{ endpoint: '/v1/otp_init_v2', fault: 'status', status: 503 }] })).status).toBe(200);
  return relay;
}

const faultRules = async (relay: ReturnType<typeof createMockRelay>) => ((await (await control(relay, 'GET', '/__mock/faults')).json()) as { rules: unknown[] }).rules;

describe('a reset forgets fault rules, by HTTP and in process alike (one reset function behind both)', () => {
  it('POST /__mock/reset', async () => {
    const relay = await relayWithFaultRule();
    expect(await faultRules(relay)).toHaveLength(1);
    expect((await control(relay, 'POST', '/__mock/reset')).status).toBe(200);
    expect(await faultRules(relay)).toEqual([]);
  });

  it('relay.reset()', async () => {
    const relay = await relayWithFaultRule();
    relay.reset();
    expect(await faultRules(relay)).toEqual([]);
  });
});
