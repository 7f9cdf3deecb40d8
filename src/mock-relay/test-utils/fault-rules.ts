/**
 * Test helpers: a mock relay for fault-rule tests (rate limits off, the test config id) and its
 * `/__mock/faults` control, called through the in-process handler as a test page would.
 */
import { createMockRelay, type MockRelay, type MockRelayOptions } from '../handler';
import type { RelayConfig } from '../relay-config';
import { call, testConfigId, type CallResult } from './relay-test-client';

export function faultTestRelay(config: Partial<RelayConfig> = {}, options: Omit<MockRelayOptions, 'config'> = {}): MockRelay {
  return createMockRelay({ rateLimits: false, ...options, config: { configId: testConfigId, ...config } });
}

/** `POST /__mock/faults` with `body` (a rule, or `{rules, replace?}`); the raw result, refusals included. */
export function postFaults(relay: MockRelay, body: unknown): Promise<CallResult> {
  return call(relay, '/__mock/faults', body);
}

/** Sets fault rules; throws when the relay refuses them. */
export async function setFaults(relay: MockRelay, ...rules: Record<string, unknown>[]): Promise<void> {
  const result = await postFaults(relay, { rules });
  if (result.status !== 200) throw new Error(`POST /__mock/faults failed: ${result.status} ${JSON.stringify(result.body)}`);
}

/** The rules the relay holds, with how often each applied. */
export async function listFaults(relay: MockRelay): Promise<Record<string, unknown>[]> {
  return (await call<{ rules: Record<string, unknown>[] }>(relay, '/__mock/faults', undefined, { method: 'GET' })).body.rules;
}
