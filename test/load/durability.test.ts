import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyVerificationToken } from '../../src/core/crypto/jwt';
import type { EnclavePublicKeys } from '../../src/mock-relay/index';
import { RelayTestClient } from '../../src/mock-relay/test-utils/relay-test-client';
import { buildMockRelayCli, startMockRelayProcess, type MockRelayProcess } from './mock-relay-process';
import { relayOverHttp } from './relay-over-http';

/**
 * Durability of `--data`: the mock relay CLI runs as a child process; writes stream in (codes
 * sent, and whole signups) until the process is SIGKILLed in the middle of them. The state file
 * must then parse, hold every write that was acknowledged (answered 200), and start the relay
 * again with the same keys and accounts.
 */
const configId = 'mock-config';
let cli: { folder: string; script: string };
let running: MockRelayProcess | undefined;
let folder: string | undefined;

beforeAll(async () => {
  cli = await buildMockRelayCli();
}, 60_000);

afterAll(() => {
  rmSync(cli.folder, { recursive: true, force: true });
});

afterEach(async () => {
  if (running !== undefined && running.child.exitCode === null && running.child.signalCode === null) {
    running.child.kill('SIGKILL');
    await running.exited;
  }
  running = undefined;
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
});

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  return (await response.json()) as T;
}

interface Acknowledged {
  otpIds: Set<string>;
  /** Sub-organization id by email. */
  accounts: Map<string, string>;
}

/** Sends codes to fresh contacts, one after another, until a request fails (the process died). */
async function sendCodes(client: RelayTestClient, lane: number, acknowledged: Acknowledged): Promise<void> {
  for (let index = 0; ; index += 1) {
    try {
      const result = await client.call<{ otpId: string }>('otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: `lane${lane}-${index}@example.com` });
      if (result.status === 200) acknowledged.otpIds.add(result.body.otpId);
    } catch {
      return;
    }
  }
}

/** Signs people up (the kit's path: code, verify, signup_v2) one after another until a request fails. */
async function signUp(relayUrl: string, client: RelayTestClient, lane: number, acknowledged: Acknowledged): Promise<void> {
  for (let index = 0; ; index += 1) {
    const contact = `signup${lane}-${index}@example.com`;
    try {
      const init = await client.call<{ otpId: string; otpEncryptionTargetBundle: string }>('otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact });
      const { messages } = await getJson<{ messages: { otpId: string; code: string }[] }>(`${relayUrl}/__mock/mailbox?contact=${encodeURIComponent(contact)}`);
      const code = messages.find((message) => message.otpId === init.body.otpId)?.code ?? '';
      const verified = await client.verify({ ...init.body, code });
      const token = verified.body.verificationToken as string;
      const claims = await verifyVerificationToken(token, client.relay.keys.tlsFetcher);
      const created = await client.call<{ organizationId: string }>('signup_v2', await client.signupBody(token, claims));
      if (created.status === 200) acknowledged.accounts.set(contact, created.body.organizationId);
    } catch {
      return;
    }
  }
}

describe('the mock relay CLI with --data, killed with SIGKILL during writes', () => {
  it('leaves a state file that parses and holds every acknowledged write, and restarts from it', { timeout: 60_000 }, async () => {
    folder = mkdtempSync(join(tmpdir(), 'loginkit-durability-'));
    const dataFile = join(folder, 'state.json');
    running = await startMockRelayProcess(cli.script, ['--data', dataFile, '--no-rate-limits']);
    const relayUrl = running.url;
    const keys = await getJson<EnclavePublicKeys>(`${relayUrl}/__mock/keys`);
    const relay = relayOverHttp(relayUrl, { keys }, { sockets: 16 });
    const acknowledged: Acknowledged = { otpIds: new Set(), accounts: new Map() };

    const clients = await Promise.all(Array.from({ length: 8 }, () => RelayTestClient.create(relay, { configId })));
    const writers = clients.map((client, lane) => (lane < 6 ? sendCodes(client, lane, acknowledged) : signUp(relayUrl, client, lane, acknowledged)));
    // Kill while every writer still has requests in flight.
    await expect.poll(() => acknowledged.otpIds.size >= 40 && acknowledged.accounts.size >= 2, { timeout: 30_000, interval: 5 }).toBe(true);
    running.child.kill('SIGKILL');
    await Promise.all(writers);
    await running.exited;
    expect(running.child.signalCode).toBe('SIGKILL');

    const state = JSON.parse(readFileSync(dataFile, 'utf8')) as { otps: Record<string, unknown>; users: Record<string, { email?: string; organizationId: string }> };
    const lostCodes = [...acknowledged.otpIds].filter((otpId) => state.otps[otpId] === undefined);
    expect(lostCodes).toEqual([]);
    const saved = new Map(Object.values(state.users).map((user) => [user.email, user.organizationId]));
    const lostAccounts = [...acknowledged.accounts].filter(([email, organizationId]) => saved.get(email) !== organizationId);
    expect(lostAccounts).toEqual([]);

    running = await startMockRelayProcess(cli.script, ['--data', dataFile, '--no-rate-limits']);
    expect(await getJson<EnclavePublicKeys>(`${running.url}/__mock/keys`)).toEqual(keys);
    expect(readdirSync(folder)).toEqual(['state.json']);
    const afterRestart = await RelayTestClient.create(relayOverHttp(running.url, { keys }), { configId });
    for (const [email, organizationId] of acknowledged.accounts) {
      const lookup = await afterRestart.call('account', { filterType: 'EMAIL', filterValue: email });
      expect(lookup.body.organizationId).toBe(organizationId);
    }
  });
});
