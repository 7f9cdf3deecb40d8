/**
 * Attack (issue 23, case 2): on create_read_write_session the relay seals a key of its own to the
 * kit's target key (HPKE base mode does not authenticate the sender), or names another user in the
 * unsigned result. A refresh must stay the same user, with a key the service holds for that user
 * (asked with the new key: whoami), before the old key is dropped; a failed check keeps the old
 * session and reports it.
 */
import { describe, expect, it } from 'vitest';
import type { LoginKit } from '../../src/core/internal';
import { createMockRelay, type MockRelay } from '../../src/mock-relay/index';
import { setFaults } from '../../src/mock-relay/test-utils/fault-rules';
import { createHostileRelay, kitBehind, logInWithCode } from './hostile-relay';

const refreshPath = '/public/v1/submit/create_read_write_session';

async function loggedIn(email = 'ada@example.com'): Promise<{ relay: MockRelay; kit: LoginKit }> {
  const relay = createMockRelay();
  const { kit } = await kitBehind(relay, createHostileRelay(relay));
  const state = await logInWithCode(relay, kit, email);
  if (state.status !== 'success') throw new Error(`login: ${state.status}`);
  return { relay, kit };
}

const active = (kit: LoginKit) => {
  const state = kit.getSessionState();
  return state.status === 'signedIn' ? state.session : undefined;
};

describe('a refresh keeps the same user, with a key the service holds for that user', () => {
  it('an honest refresh: a new key, same organization and user, confirmed with whoami', async () => {
    const { kit } = await loggedIn();
    const before = active(kit)!;
    const after = await kit.refreshSession();
    expect(after).toMatchObject({ organizationId: before.organizationId, userId: before.userId });
    expect(after.publicKey).not.toBe(before.publicKey);
    expect(active(kit)?.publicKey).toBe(after.publicKey);
  });

  it("a key the relay sealed itself, registered nowhere: refused (the service refuses it), the old session kept and working", async () => {
    const { relay, kit } = await loggedIn();
    const before = active(kit)!;
    await setFaults(relay, { endpoint: refreshPath, fault: 'substitute-bundle', owner: 'none', times: 1 });
    await expect(kit.refreshSession()).rejects.toMatchObject({ code: 'untrusted_response', details: { check: 'key' } });
    expect(active(kit)).toEqual(before);
    // The old key still works: an honest refresh goes through.
    await expect(kit.refreshSession()).resolves.toMatchObject({ userId: before.userId });
  });

  it("a key the relay registered to an attacker's account, the result naming that account: refused, the old session kept", async () => {
    const { relay, kit } = await loggedIn();
    const before = active(kit)!;
    await setFaults(relay, { endpoint: refreshPath, fault: 'substitute-bundle', owner: 'to', to: 'mallory@evil.test', times: 1 });
    await expect(kit.refreshSession()).rejects.toMatchObject({ code: 'untrusted_response', details: { check: 'owner' } });
    expect(active(kit)).toEqual(before);
  });

  it("a key the relay registered to an attacker's account, the result still naming the person: whoami says whose it is", async () => {
    const { relay, kit } = await loggedIn();
    const before = active(kit)!;
    await setFaults(
      relay,
      { endpoint: refreshPath, fault: 'substitute-bundle', owner: 'to', to: 'mallory@evil.test', times: 1 },
      { endpoint: refreshPath, fault: 'rewrite', set: { '/activity/result/createReadWriteSessionResultV2/organizationId': before.organizationId, '/activity/result/createReadWriteSessionResultV2/userId': before.userId }, times: 1 },
    );
    // Asked about the person's organization with the attacker's key, the service refuses the key.
    await expect(kit.refreshSession()).rejects.toMatchObject({ code: 'untrusted_response', details: { field: 'whoami', check: 'key' } });
    expect(active(kit)).toEqual(before);
  });

  it('a genuine key with the result naming another user: refused before the key is used', async () => {
    const { relay, kit } = await loggedIn();
    const before = active(kit)!;
    await setFaults(relay, { endpoint: refreshPath, fault: 'rewrite', set: { '/activity/result/createReadWriteSessionResultV2/userId': 'someone-else' }, times: 1 });
    await expect(kit.refreshSession()).rejects.toMatchObject({ code: 'untrusted_response', details: { check: 'owner' } });
    expect(active(kit)).toEqual(before);
  });
});
