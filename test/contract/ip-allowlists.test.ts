/**
 * IP allowlists through `kit.account()` against the mock relay, which sees every request come
 * from `defaultClientAddress` (createMockRelay's `clientAddress`) unless the test moves the kit
 * to another address.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { validateSubmitParameters } from '../../src/core/internal';
import { completed, createContractHarness, defaultClientAddress, refusal, type ContractHarness } from './contract-harness';

let h: ContractHarness;

beforeEach(async () => {
  h = await createContractHarness();
});

const office = '203.0.113.0/24';

describe('set_ip_allowlist', () => {
  it('get_ip_allowlist reads the organization allowlist set (a typed answer; null before)', async () => {
    expect(await h.account.getIpAllowlist()).toEqual({ allowlist: null });
    expect(completed(await h.account.setIpAllowlist({ rules: [{ cidr: '198.51.100.0/24', label: 'home' }, { cidr: office }], onEvaluationError: 'DENY' }))).toEqual({});
    const added = expect.stringMatching(/^\d+$/);
    expect(await h.account.getIpAllowlist()).toEqual({
      allowlist: {
        organizationId: h.session.organizationId,
        enabled: true,
        rules: [
          { cidr: '198.51.100.0/24', label: 'home', createdAt: added },
          { cidr: office, createdAt: added },
        ],
        onEvaluationError: 'DENY',
      },
    });
  });

  it('excluding the client address: the next request is refused as permission_denied with a clear message; remove_ip_allowlist (from an allowed address) lifts it', async () => {
    completed(await h.account.setIpAllowlist({ rules: [{ cidr: office, label: 'office' }] }));

    const refused = await refusal(() => h.account.getUser());
    expect(refused).toMatchObject({ name: 'LoginKitError', code: 'permission_denied', details: { status: 403, field: 'ipAllowlist', reason: 'PERMISSION_DENIED' } });
    expect(refused.message).toBe(`ipAllowlist: the IP allowlist of organization ${h.session.organizationId} does not allow the client address ${defaultClientAddress}`);
    // Submits too, removing it included: only an allowed address can.
    expect(await refusal(() => h.account.removeIpAllowlist({}))).toMatchObject({ code: 'permission_denied' });

    h.network.clientAddress = '203.0.113.9';
    expect((await h.account.getUser()).userId).toBe(h.session.userId);
    expect(completed(await h.account.removeIpAllowlist({}))).toEqual({});

    h.network.clientAddress = undefined;
    expect((await h.account.getUser()).userId).toBe(h.session.userId);
    expect(await h.account.getIpAllowlist()).toEqual({ allowlist: null });
  });

  it("an API key's own allowlist overrides the organization's for that key only", async () => {
    completed(await h.account.setIpAllowlist({ publicKey: h.session.publicKey, rules: [{ cidr: office }] }));
    expect((await refusal(() => h.account.getUser())).message).toContain(`the IP allowlist of API key ${h.session.publicKey} does not allow`);
    // The raw account's key is not limited.
    expect((await h.raw.query('whoami', {})).status).toBe(200);
    h.network.clientAddress = '203.0.113.80';
    expect(await h.account.getIpAllowlist({ publicKey: h.session.publicKey })).toMatchObject({ allowlist: { publicKey: h.session.publicKey, rules: [{ cidr: office }] } });
    expect(await h.account.getIpAllowlist()).toEqual({ allowlist: null });
  });

  it('an enabled flag with a key-level allowlist is refused by the kit before sending', async () => {
    const sent = h.sent.length;
    expect(await refusal(() => h.account.setIpAllowlist({ publicKey: h.session.publicKey, enabled: false }))).toMatchObject({ code: 'invalid_input', details: { field: 'enabled' } });
    expect(h.sent.length).toBe(sent);
  });
});

describe('set_ip_allowlist: what a CIDR block is, on both sides', () => {
  it.each([
    ['203.0.113.0/24', true],
    ['0.0.0.0/0', true],
    ['203.0.113.7/32', true],
    ['2001:db8::/32', true],
    ['::/0', true],
    ['2001:DB8::1/128', true],
    ['::ffff:203.0.113.0/120', true],
    ['203.0.113.5/24', false], // host bits set: give the network address
    ['2001:db8::1/64', false],
    ['203.0.113.0/33', false],
    ['2001:db8::/129', false],
    ['203.0.113.0', false],
    ['203.0.113.0/024', false],
    ['010.0.0.0/8', false],
    [' 203.0.113.0/24', false],
    ['fe80::%eth0/64', false],
    ['1:2:3:4:5:6:7:8:9/64', false],
    ['example.com/24', false],
  ] as const)('%s: accepted by both (%s) or refused by both, naming rules[0].cidr', async (cidr, accepted) => {
    const parameters = { enabled: false, rules: [{ cidr }] };
    let kitAccepts = true;
    try {
      validateSubmitParameters('set_ip_allowlist', parameters);
    } catch (error) {
      kitAccepts = false;
      expect(error).toMatchObject({ code: 'invalid_input', details: { field: 'rules[0].cidr' } });
    }
    const mock = await h.raw.submit('set_ip_allowlist', parameters);
    if (mock.status !== 200) expect(mock.body).toMatchObject({ code: 3, details: [{ reason: 'INVALID_ARGUMENT', metadata: { field: 'parameters.rules[0].cidr' } }] });
    expect({ kit: kitAccepts, mock: mock.status === 200 }).toEqual({ kit: accepted, mock: accepted });
  });
});

describe('remove_ip_allowlist', () => {
  it('removing an allowlist that does not exist changes nothing', async () => {
    expect(completed(await h.account.removeIpAllowlist({}))).toEqual({});
    expect(await h.account.getIpAllowlist()).toEqual({ allowlist: null });
  });

  it('an organization allowlist turned off (enabled: false) no longer applies, and keeps its rules', async () => {
    completed(await h.account.setIpAllowlist({ rules: [{ cidr: office }], enabled: false }));
    expect((await h.account.getUser()).userId).toBe(h.session.userId);
    expect(await h.account.getIpAllowlist()).toMatchObject({ allowlist: { enabled: false, rules: [{ cidr: office }] } });
    completed(await h.account.removeIpAllowlist({}));
    expect(await h.account.getIpAllowlist()).toEqual({ allowlist: null });
  });
});

describe('get_ip_allowlist', () => {
  it('the key-level read of a key without its own allowlist is null', async () => {
    completed(await h.account.setIpAllowlist({ rules: [{ cidr: '0.0.0.0/0' }] }));
    expect(await h.account.getIpAllowlist({ publicKey: h.session.publicKey })).toEqual({ allowlist: null });
  });
});
