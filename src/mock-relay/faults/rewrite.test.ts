import { describe, expect, it } from 'vitest';
import { ApiAccountTest } from '../test-utils/api-account';
import { newTargetKey } from '../test-utils/api-test-client';
import { faultTestRelay, listFaults, postFaults, setFaults } from '../test-utils/fault-rules';
import { call } from '../test-utils/relay-test-client';

const sendAda = { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' };

describe('rewrite: the handler runs, then members of its JSON answer are set, removed or padded by JSON pointer', () => {
  it('set replaces a member with any JSON value and adds a missing one; remove deletes; the handler’s work stands', async () => {
    const relay = faultTestRelay();
    await setFaults(relay, {
      endpoint: '/v1/otp_init',
      fault: 'rewrite',
      set: { '/otpId': { forged: [1, 2] }, '/organizationId': 'org_attacker' },
      remove: ['/otpEncryptionTargetBundle'],
    });
    const result = await call(relay, '/v1/otp_init_v2', sendAda);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ otpId: { forged: [1, 2] }, organizationId: 'org_attacker' });
    expect(relay.mailbox).toHaveLength(1);
  });

  it('pad replaces a value with a string of `length` characters (2,000,000 at most; default char a)', async () => {
    const relay = faultTestRelay();
    await setFaults(relay, { endpoint: '/v1/wallet_kit_config', fault: 'rewrite', pad: { '/organizationId': { length: 2_000_000 }, '/sessionExpirationSeconds': { length: 3, char: '9' } } });
    const result = await call<Record<string, unknown>>(relay, '/v1/wallet_kit_config', {});
    expect(result.body.organizationId).toBe('a'.repeat(2_000_000));
    expect(result.body.sessionExpirationSeconds).toBe('999');
    expect(result.headers.get('Content-Length')).toBeNull();
  });

  it('deep pointers into an activity, with RFC 6901 escapes and array indexes', async () => {
    const test = new ApiAccountTest();
    const ada = await test.signUp('ada@example.com');
    expect(
      (
        await postFaults(test.relay, {
          endpoint: '/public/v1/submit/create_read_write_session',
          fault: 'rewrite',
          set: { '/activity/result/createReadWriteSessionResultV2/userId': 'user_attacker', '/activity/votes/-': 'a~/vote', '/activity/a~1b': true },
          remove: ['/activity/intent/createReadWriteSessionIntentV2/targetPublicKey'],
        })
      ).status,
    ).toBe(200);
    const answer = await test.submit(ada, 'create_read_write_session', { targetPublicKey: newTargetKey().publicKey });
    const activity = answer.body.activity as Record<string, Record<string, Record<string, unknown>>>;
    expect(activity.result?.createReadWriteSessionResultV2).toMatchObject({ userId: 'user_attacker', organizationId: ada.organizationId });
    expect(activity.intent?.createReadWriteSessionIntentV2).not.toHaveProperty('targetPublicKey');
    expect(answer.body.activity).toMatchObject({ votes: ['a~/vote'], 'a/b': true });
  });

  it('a pointer that does not resolve leaves the answer unchanged (and an element index past the end)', async () => {
    const relay = faultTestRelay();
    await setFaults(relay, {
      endpoint: '/v1/otp_init',
      fault: 'rewrite',
      set: { '/nothing/here': 1, '/otpId/0': 'x' },
      remove: ['/missing', '/appProofs/0'],
      pad: { '/absent': { length: 5 } },
    });
    const result = await call<Record<string, unknown>>(relay, '/v1/otp_init_v2', sendAda);
    expect(Object.keys(result.body).sort()).toEqual(['otpEncryptionTargetBundle', 'otpId']);
    expect(result.body.otpId).toBe(relay.mailbox[0]?.otpId);
  });

  it("'' names the whole answer: set replaces it", async () => {
    const relay = faultTestRelay();
    await setFaults(relay, { endpoint: '/v1/account', fault: 'rewrite', set: { '': [] } });
    expect((await call(relay, '/v1/account', { filterType: 'EMAIL', filterValue: 'ada@example.com' })).body).toEqual([]);
  });

  it('rewrites JSON error answers too, scoped by contact, counted per answer it changed', async () => {
    const relay = faultTestRelay();
    await setFaults(relay, { endpoint: '/v1/otp_init', fault: 'rewrite', set: { '/code': 0 }, contact: 'bad-address', times: 1 });
    expect((await call(relay, '/v1/otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: 'other-address' })).body.code).toBe(3);
    const refused = await call(relay, '/v1/otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: 'bad-address' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(0);
    expect((await call(relay, '/v1/otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: 'bad-address' })).body.code).toBe(3);
  });

  it('leaves non-JSON answers alone, without spending the rule', async () => {
    const relay = faultTestRelay();
    const css = await (await relay.fetch(new Request('http://relay.test/idp/assets/picker.css'))).text();
    await setFaults(relay, { endpoint: '/idp/', fault: 'rewrite', set: { '': 'forged' }, times: 1 });
    const response = await relay.fetch(new Request('http://relay.test/idp/assets/picker.css'));
    expect(response.headers.get('Content-Type')).toContain('text/css');
    expect(await response.text()).toBe(css);
    expect(await listFaults(relay)).toMatchObject([{ fault: 'rewrite', applied: 0, times: 1 }]);
  });
});
