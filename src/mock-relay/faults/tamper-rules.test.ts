import { describe, expect, it } from 'vitest';
import { faultTestRelay, listFaults, postFaults } from '../test-utils/fault-rules';
import { errorInfo } from '../test-utils/relay-test-client';

const verify = '/v1/otp_verify_v2';
const session = '/public/v1/submit/create_read_write_session';

describe('hostile-relay rules: refused naming the field', () => {
  it.each([
    [{ endpoint: verify, fault: 'swap-token' }, 'rules[0].to'],
    [{ endpoint: verify, fault: 'swap-token', to: 'not a contact' }, 'rules[0].to'],
    [{ endpoint: verify, fault: 'swap-token', to: 'mallory@example.com', verificationType: 'OTP_TYPE_FAX' }, 'rules[0].verificationType'],
    [{ endpoint: verify, fault: 'swap-token', to: 'mallory@example.com', verificationType: 'OTP_TYPE_SMS' }, 'rules[0].to'],
    [{ endpoint: '/v1/otp_login_v2', fault: 'swap-token', to: 'mallory@example.com' }, 'rules[0].endpoint'],
    [{ endpoint: verify, fault: 'swap-token', to: 'mallory@example.com', phase: 'after' }, 'rules[0].phase'],
    [{ endpoint: '/v1/account', fault: 'swap-session', to: 'mallory@example.com' }, 'rules[0].endpoint'],
    [{ endpoint: '/v1/oauth_login', fault: 'swap-session', to: 12 }, 'rules[0].to'],
    [{ endpoint: session, fault: 'substitute-bundle', owner: 'me' }, 'rules[0].owner'],
    [{ endpoint: session, fault: 'substitute-bundle', owner: 'to' }, 'rules[0].to'],
    [{ endpoint: session, fault: 'substitute-bundle', owner: 'none', to: 'mallory@example.com' }, 'rules[0].to'],
    [{ endpoint: '/public/v1/submit/create_api_keys', fault: 'substitute-bundle', owner: 'none' }, 'rules[0].endpoint'],
    [{ endpoint: '*', fault: 'rewrite' }, 'rules[0].set'],
    [{ endpoint: '*', fault: 'rewrite', set: [] }, 'rules[0].set'],
    [{ endpoint: '*', fault: 'rewrite', set: { otpId: 1 } }, 'rules[0].set["otpId"]'],
    [{ endpoint: '*', fault: 'rewrite', set: { '/a~2': 1 } }, 'rules[0].set["/a~2"]'],
    [{ endpoint: '*', fault: 'rewrite', remove: [''] }, 'rules[0].remove[0]'],
    [{ endpoint: '*', fault: 'rewrite', remove: ['/a', 3] }, 'rules[0].remove[1]'],
    [{ endpoint: '*', fault: 'rewrite', pad: { '/a': { length: 2_000_001 } } }, 'rules[0].pad["/a"].length'],
    [{ endpoint: '*', fault: 'rewrite', pad: { '/a': { length: 5, char: 'ab' } } }, 'rules[0].pad["/a"].char'],
    [{ endpoint: '*', fault: 'rewrite', pad: { '/a': { length: 5, fill: 'b' } } }, 'rules[0].pad["/a"].fill'],
    [{ endpoint: '*', fault: 'rewrite', set: { '/a': 1 }, to: 'x' }, 'rules[0].to'],
    [{ endpoint: '*', fault: 'redirect' }, 'rules[0].location'],
    [{ endpoint: '*', fault: 'redirect', location: '/relative' }, 'rules[0].location'],
    [{ endpoint: '*', fault: 'redirect', location: 'javascript:alert(1)' }, 'rules[0].location'],
    [{ endpoint: '*', fault: 'redirect', location: 'https://evil.example/', status: 200 }, 'rules[0].status'],
    [{ endpoint: '*', fault: 'redirect', location: 'https://evil.example/', phase: 'after' }, 'rules[0].phase'],
    [{ endpoint: '*', fault: 'status', status: 429, retryAfter: 100_000_001 }, 'rules[0].retryAfter'],
    [{ endpoint: '*', fault: 'status', status: 418 }, 'rules[0].status'],
  ])('%j → %s', async (rule, field) => {
    const relay = faultTestRelay();
    const result = await postFaults(relay, { rules: [rule] });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body).field).toBe(field);
    expect(String(result.body.message).startsWith(`${field}:`)).toBe(true);
    expect(await listFaults(relay)).toEqual([]);
  });

  it('stores good rules as given, with the defaults filled in', async () => {
    const relay = faultTestRelay();
    const result = await postFaults(relay, {
      rules: [
        { endpoint: '/v1/otp_verify', fault: 'swap-token', to: ' mallory@example.com ' },
        { endpoint: '*', fault: 'swap-session', to: '+15555550100' },
        { endpoint: '*', fault: 'substitute-bundle', owner: 'to', to: 'mallory@example.com' },
        { endpoint: '*', fault: 'rewrite', pad: { '': { length: 0 } } },
        { endpoint: '*', fault: 'redirect', location: 'https://evil.example/' },
      ],
    });
    expect(result.status).toBe(200);
    expect(await listFaults(relay)).toMatchObject([
      { fault: 'swap-token', to: 'mallory@example.com' },
      { fault: 'swap-session', to: '+15555550100' },
      { fault: 'substitute-bundle', owner: 'to', to: 'mallory@example.com' },
      { fault: 'rewrite', pad: { '': { length: 0, char: 'a' } } },
      { fault: 'redirect', location: 'https://evil.example/', status: 307 },
    ]);
  });
});
