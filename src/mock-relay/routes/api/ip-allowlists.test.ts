import { beforeEach, describe, expect, it } from 'vitest';
import { toHex } from '../../../core/encoding/hex';
import { uncompressPublicKey } from '../../../core/crypto/p256';
import { expectRefusal, OrgResourcesTest, type TestAccount } from '../../test-utils/org-resources-test';

let test: OrgResourcesTest;
let ada: TestAccount;

beforeEach(async () => {
  test = new OrgResourcesTest();
  ada = await test.signUp('ada@example.com', 2);
});

const whoami = () => test.query(ada, 'whoami');
const whoamiWith = (index: number) => test.query(ada, 'whoami', {}, ada.otherKeys[index - 1] ?? ada.key);
const otherKeyHex = () => toHex(ada.otherKeys[0]!.publicKey);
/** get_ip_allowlist's `allowlist` (published `{allowlist}`; the member is left out when there is none: null here). */
const readAllowlist = async (publicKey?: string) =>
  (await test.read<{ allowlist?: Record<string, unknown> }>(ada, 'get_ip_allowlist', publicKey === undefined ? {} : { publicKey })).allowlist ?? null;

describe('set_ip_allowlist at organization level (spec sections 3 and 4.2)', () => {
  it('answers setIpAllowlistResult {}; get_ip_allowlist reads the rules, enabled, and onEvaluationError defaulting to DENY', async () => {
    const activity = await test.completed(ada, 'set_ip_allowlist', {
      rules: [
        { cidr: '203.0.113.0/24', label: 'office' },
        { cidr: '2001:db8::/32', label: 'office v6' },
        { cidr: '198.51.100.7/32' },
      ],
    });
    expect(activity).toMatchObject({ type: 'ACTIVITY_TYPE_SET_IP_ALLOWLIST', status: 'ACTIVITY_STATUS_COMPLETED' });
    expect(activity.intent).toEqual({ setIpAllowlistIntent: expect.objectContaining({ rules: expect.any(Array) }) });
    expect(activity.result).toEqual({ setIpAllowlistResult: {} });
    const added = String(test.now);
    expect(await readAllowlist()).toEqual({
      organizationId: ada.organizationId,
      enabled: true,
      rules: [
        { cidr: '203.0.113.0/24', label: 'office', createdAt: added },
        { cidr: '2001:db8::/32', label: 'office v6', createdAt: added },
        { cidr: '198.51.100.7/32', createdAt: added },
      ],
      onEvaluationError: 'DENY',
    });
  });

  it('answers {} while there is none, and each rule keeps when it was added (epoch ms as a string) while its block stays listed', async () => {
    expect(await test.read(ada, 'get_ip_allowlist')).toEqual({});
    const first = test.now;
    await test.completed(ada, 'set_ip_allowlist', { enabled: false, rules: [{ cidr: '203.0.113.0/24' }] });
    test.now += 60_000;
    await test.completed(ada, 'set_ip_allowlist', { rules: [{ cidr: '203.0.113.0/24', label: 'office' }, { cidr: '198.51.100.0/24' }] });
    expect(await readAllowlist()).toMatchObject({
      rules: [
        { cidr: '203.0.113.0/24', label: 'office', createdAt: String(first) },
        { cidr: '198.51.100.0/24', createdAt: String(test.now) },
      ],
    });
  });

  it('is enforced on every stamped request: an address outside the rules is 403 naming ipAllowlist, inside (IPv4 or IPv6) passes', async () => {
    await test.completed(ada, 'set_ip_allowlist', { rules: [{ cidr: '203.0.113.0/24' }, { cidr: '2001:db8::/32' }] });
    expect((await whoami()).status).toBe(200);
    test.address = '2001:db8:1::5';
    expect((await whoami()).status).toBe(200);
    test.address = '::ffff:203.0.113.9';
    expect((await whoami()).status).toBe(200);
    test.address = '198.51.100.1';
    const refused = await whoami();
    expectRefusal(refused, 403, 'PERMISSION_DENIED', 'ipAllowlist');
    expect(refused.body.message).toBe(`ipAllowlist: the IP allowlist of organization ${ada.organizationId} does not allow the client address 198.51.100.1`);
    // Submits too, including the allowlist operations themselves.
    expectRefusal(await test.submit(ada, 'remove_ip_allowlist', {}), 403, 'PERMISSION_DENIED', 'ipAllowlist');
  });

  it('only for its own organization', async () => {
    const grace = await test.signUp('grace@example.com');
    await test.completed(ada, 'set_ip_allowlist', { rules: [] });
    expect((await whoami()).status).toBe(403);
    expect((await test.query(grace, 'whoami')).status).toBe(200);
  });

  it('enabled: false turns it off and keeps its rules; setting again changes only the members sent', async () => {
    await test.completed(ada, 'set_ip_allowlist', { rules: [{ cidr: '10.0.0.0/8' }], onEvaluationError: 'ALLOW' });
    expect((await whoami()).status).toBe(403);
    test.address = '10.1.2.3';
    await test.completed(ada, 'set_ip_allowlist', { enabled: false });
    test.address = '198.51.100.1';
    expect((await whoami()).status).toBe(200);
    expect(await readAllowlist()).toMatchObject({ enabled: false, rules: [{ cidr: '10.0.0.0/8' }], onEvaluationError: 'ALLOW' });
    await test.completed(ada, 'set_ip_allowlist', { enabled: true, rules: [{ cidr: '198.51.100.0/24' }] });
    expect(await readAllowlist()).toMatchObject({ enabled: true, rules: [{ cidr: '198.51.100.0/24' }], onEvaluationError: 'ALLOW' });
    expect((await whoami()).status).toBe(200);
  });
});

describe('an API key allowlist overrides the organization one', () => {
  it('applies to that key only, whatever the organization allows', async () => {
    await test.completed(ada, 'set_ip_allowlist', { rules: [{ cidr: '203.0.113.0/24' }] });
    await test.completed(ada, 'set_ip_allowlist', { publicKey: otherKeyHex(), rules: [{ cidr: '198.51.100.0/24', label: 'ci' }] });
    expect(await readAllowlist(otherKeyHex())).toEqual(
      expect.objectContaining({ publicKey: otherKeyHex(), rules: [{ cidr: '198.51.100.0/24', label: 'ci', createdAt: String(test.now) }], onEvaluationError: 'DENY' }),
    );
    expect(await readAllowlist(otherKeyHex())).not.toHaveProperty('enabled');

    expect((await whoamiWith(0)).status).toBe(200);
    const refused = await whoamiWith(1);
    expectRefusal(refused, 403, 'PERMISSION_DENIED', 'ipAllowlist');
    expect(refused.body.message).toContain(`the IP allowlist of API key ${otherKeyHex()}`);
    test.address = '198.51.100.20';
    expect((await whoamiWith(1)).status).toBe(200);
    expect((await whoamiWith(0)).status).toBe(403);
  });

  it('accepts the key uncompressed as well, and stores it as registered (compressed)', async () => {
    const uncompressed = toHex(await uncompressPublicKey(ada.otherKeys[0]!.publicKey));
    await test.completed(ada, 'set_ip_allowlist', { publicKey: uncompressed, rules: [{ cidr: '203.0.113.7/32' }] });
    expect(await readAllowlist(otherKeyHex())).toMatchObject({ publicKey: otherKeyHex() });
  });

  it('applies even while the organization allowlist is disabled', async () => {
    await test.completed(ada, 'set_ip_allowlist', { enabled: false, rules: [] });
    await test.completed(ada, 'set_ip_allowlist', { publicKey: otherKeyHex(), rules: [] });
    expect((await whoamiWith(0)).status).toBe(200);
    expect((await whoamiWith(1)).status).toBe(403);
  });
});

describe('remove_ip_allowlist falls back as spec section 3 says', () => {
  it("a key's removal falls back to the organization allowlist; the organization's removal allows every address", async () => {
    await test.completed(ada, 'set_ip_allowlist', { rules: [{ cidr: '203.0.113.0/24' }] });
    await test.completed(ada, 'set_ip_allowlist', { publicKey: otherKeyHex(), rules: [{ cidr: '203.0.113.7/32' }, { cidr: '198.51.100.0/24' }] });
    test.address = '198.51.100.1';
    expect((await whoamiWith(1)).status).toBe(200);
    expect((await whoamiWith(0)).status).toBe(403);

    test.address = '203.0.113.7';
    const removed = await test.completed(ada, 'remove_ip_allowlist', { publicKey: otherKeyHex() });
    expect(removed.result).toEqual({ removeIpAllowlistResult: {} });
    expect(await readAllowlist(otherKeyHex())).toBeNull();
    test.address = '198.51.100.1';
    expect((await whoamiWith(1)).status).toBe(403);

    test.address = '203.0.113.7';
    await test.completed(ada, 'remove_ip_allowlist', {});
    expect(await readAllowlist()).toBeNull();
    test.address = '198.51.100.1';
    expect((await whoamiWith(0)).status).toBe(200);
    expect((await whoamiWith(1)).status).toBe(200);
  });

  it('accepts removing an allowlist that does not exist (nothing changes)', async () => {
    expect((await test.submit(ada, 'remove_ip_allowlist', {})).status).toBe(200);
    expect((await test.submit(ada, 'remove_ip_allowlist', { publicKey: otherKeyHex() })).status).toBe(200);
  });
});

describe('onEvaluationError decides when the address cannot be evaluated', () => {
  it('DENY (the default) refuses an unknown or malformed address; ALLOW lets it through', async () => {
    await test.completed(ada, 'set_ip_allowlist', { rules: [{ cidr: '203.0.113.0/24' }] });
    for (const address of [undefined, 'not-an-address']) {
      test.address = address;
      const refused = await whoami();
      expectRefusal(refused, 403, 'PERMISSION_DENIED', 'ipAllowlist');
      expect(refused.body.message).toMatch(/could not be evaluated .*onEvaluationError is DENY/);
    }
    test.address = '203.0.113.7';
    await test.completed(ada, 'set_ip_allowlist', { onEvaluationError: 'ALLOW' });
    for (const address of [undefined, 'not-an-address']) {
      test.address = address;
      expect((await whoami()).status).toBe(200);
    }
    test.address = '198.51.100.1';
    expect((await whoami()).status).toBe(403);
  });
});

describe('the client address in process', () => {
  it.each([false, true])(
    'comes from createMockRelay({clientAddress}) unless relay.fetch names one; X-Forwarded-For counts only with trustProxy (%s)',
    async (trustProxy) => {
      const local = new OrgResourcesTest({}, { clientAddress: '203.0.113.7', trustProxy });
      local.address = undefined;
      const account = await local.signUp('ada@example.com');
      await local.completed(account, 'set_ip_allowlist', { rules: [{ cidr: '203.0.113.0/24' }] });

      const body = JSON.stringify({ organizationId: account.organizationId });
      const send = async (headers: Record<string, string>, connection?: { clientAddress: string }) => {
        const stamp = await local.api.stampHeaders(body, account.key);
        const request = new Request('http://relay.test/public/v1/query/whoami', { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...stamp, ...headers } });
        return (await local.relay.fetch(request, connection)).status;
      };
      expect(await send({})).toBe(200);
      expect(await send({}, { clientAddress: '198.51.100.1' })).toBe(403);
      expect(await send({ 'X-Forwarded-For': '198.51.100.1' })).toBe(trustProxy ? 403 : 200);
      expect(await send({ 'X-Forwarded-For': '198.51.100.1, 203.0.113.50' }, { clientAddress: '10.0.0.1' })).toBe(trustProxy ? 200 : 403);
    },
  );
});

describe('refusals name the parameter, never a 500', () => {
  it.each([
    [{ rules: [{ label: 'no cidr' }] }, 400, 'INVALID_ARGUMENT', 'parameters.rules[0].cidr'],
    [{ rules: [{ cidr: '203.0.113.1/24' }] }, 400, 'INVALID_ARGUMENT', 'parameters.rules[0].cidr'],
    [{ rules: [{ cidr: '203.0.113.0/24' }, { cidr: 'office' }] }, 400, 'INVALID_ARGUMENT', 'parameters.rules[1].cidr'],
    [{ rules: [{ cidr: '203.0.113.0/24', label: 7 }] }, 400, 'INVALID_ARGUMENT', 'parameters.rules[0].label'],
    [{ rules: '203.0.113.0/24' }, 400, 'INVALID_ARGUMENT', 'parameters.rules'],
    [{ onEvaluationError: 'MAYBE' }, 400, 'INVALID_ARGUMENT', 'parameters.onEvaluationError'],
    [{ onEvaluationError: 'deny' }, 400, 'INVALID_ARGUMENT', 'parameters.onEvaluationError'],
    [{ enabled: 'yes' }, 400, 'INVALID_ARGUMENT', 'parameters.enabled'],
    [{ publicKey: 'OTHER', enabled: true }, 400, 'INVALID_ARGUMENT', 'parameters.enabled'],
    [{ publicKey: `02${'ab'.repeat(32)}` }, 404, 'NOT_FOUND', 'parameters.publicKey'],
  ])('set_ip_allowlist %o → %i naming %s', async (parameters, status, reason, field) => {
    const filled = JSON.parse(JSON.stringify(parameters).replace('"OTHER"', JSON.stringify(otherKeyHex()))) as Record<string, unknown>;
    expectRefusal(await test.submit(ada, 'set_ip_allowlist', filled), status, reason, field);
  });

  it("refuses another organization's API key as publicKey (404), in set, remove and get", async () => {
    const grace = await test.signUp('grace@example.com');
    const publicKey = toHex(grace.key.publicKey);
    expectRefusal(await test.submit(ada, 'set_ip_allowlist', { publicKey, rules: [] }), 404, 'NOT_FOUND', 'parameters.publicKey');
    expectRefusal(await test.submit(ada, 'remove_ip_allowlist', { publicKey }), 404, 'NOT_FOUND', 'parameters.publicKey');
    expectRefusal(await test.query(ada, 'get_ip_allowlist', { publicKey }), 404, 'NOT_FOUND', 'publicKey');
  });

  it('survives garbage in every member', async () => {
    await test.sweepSubmit(ada, 'set_ip_allowlist', { publicKey: otherKeyHex(), rules: [{ cidr: '203.0.113.0/24', label: 'office' }], onEvaluationError: 'ALLOW' });
    await test.sweepSubmit(ada, 'remove_ip_allowlist', { publicKey: otherKeyHex() });
    await test.sweepQuery(ada, 'get_ip_allowlist', { publicKey: otherKeyHex() });
  });
});
