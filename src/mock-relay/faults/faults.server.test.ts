import { afterEach, describe, expect, it } from 'vitest';
import { startMockRelayServer, type MockRelayServer } from '../server';
import { RelayTestClient } from '../test-utils/relay-test-client';

const configId = 'faults-test';
const servers: MockRelayServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(): Promise<MockRelayServer> {
  const server = await startMockRelayServer({ port: 0, config: { configId }, rateLimits: false });
  servers.push(server);
  return server;
}

function relayPost(server: MockRelayServer, endpoint: string, body: unknown): Promise<Response> {
  return fetch(`${server.url}/v1/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Auth-Proxy-Config-Id': configId },
    body: JSON.stringify(body),
  });
}

async function setFaults(server: MockRelayServer, body: unknown): Promise<Response> {
  return fetch(`${server.url}/__mock/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

const sendCode = (server: MockRelayServer, contact: string) => relayPost(server, 'otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact });
const codesSentTo = (server: MockRelayServer, contact: string) => server.relay.mailbox.filter((message) => message.contact === contact).length;

describe('POST /__mock/faults (the rules)', () => {
  it('appends rules, lists them with how often each applied, and clears them', async () => {
    const server = await start();
    const set = await setFaults(server, { rules: [{ endpoint: '/v1/otp_init', fault: 'status', status: 503, times: 2 }] });
    expect(set.status).toBe(200);
    await setFaults(server, { endpoint: '*', fault: 'latency', ms: 0 });
    await sendCode(server, 'ada@example.com');

    const listed = (await (await fetch(`${server.url}/__mock/faults`)).json()) as { rules: Record<string, unknown>[] };
    expect(listed.rules).toMatchObject([
      { id: 'fault_1', endpoint: '/v1/otp_init', fault: 'status', status: 503, times: 1, applied: 1 },
      { id: 'fault_2', endpoint: '*', fault: 'latency', ms: 0, applied: 1 },
    ]);

    const cleared = await fetch(`${server.url}/__mock/faults`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ rules: [] });
    expect((await sendCode(server, 'ada@example.com')).status).toBe(200);
  });

  it('replaces the rules with replace: true', async () => {
    const server = await start();
    await setFaults(server, { endpoint: '*', fault: 'drop' });
    const replaced = (await (await setFaults(server, { rules: [{ endpoint: '/v1/account', fault: 'status', status: 500 }], replace: true })).json()) as {
      rules: { fault: string }[];
    };
    expect(replaced.rules.map((rule) => rule.fault)).toEqual(['status']);
  });

  it.each([
    [{ rules: [{ endpoint: '/v1/otp_init', fault: 'explode' }] }, 'rules[0].fault'],
    [{ rules: [{ endpoint: 'v1/otp_init', fault: 'drop' }] }, 'rules[0].endpoint'],
    [{ rules: [{ endpoint: '/__mock/reset', fault: 'drop' }] }, 'rules[0].endpoint'],
    [{ rules: [{ endpoint: '*', fault: 'status', status: 418 }] }, 'rules[0].status'],
    [{ rules: [{ endpoint: '*', fault: 'latency', ms: -1 }] }, 'rules[0].ms'],
    [{ rules: [{ endpoint: '*', fault: 'latency', ms: 10, phase: 'during' }] }, 'rules[0].phase'],
    [{ rules: [{ endpoint: '*', fault: 'truncate', bytes: 5, phase: 'before' }] }, 'rules[0].phase'],
    [{ rules: [{ endpoint: '*', fault: 'drop', times: 0 }] }, 'rules[0].times'],
    [{ rules: [{ endpoint: '*', fault: 'clock-skew', ms: 1.5 }] }, 'rules[0].ms'],
    [{ rules: [{ endpoint: '*', fault: 'drop', contact: '' }] }, 'rules[0].contact'],
    [{ endpoint: '*', fault: 'status' }, 'rule.status'],
    [{ rules: 'drop' }, 'rules'],
  ])('refuses a bad rule, naming the field (%j)', async (body, field) => {
    const server = await start();
    const response = await setFaults(server, body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as { message: string; details: { metadata: { field: string } }[] };
    expect(error.details[0]?.metadata.field).toBe(field);
    expect(error.message.startsWith(`${field}:`)).toBe(true);
  });
});

describe('fault rules over real HTTP', () => {
  it('latency before: the request is held before the handler runs, then answered', async () => {
    const server = await start();
    await setFaults(server, { endpoint: '/v1/otp_init', fault: 'latency', ms: 400, contact: 'slow@example.com' });
    const pending = sendCode(server, 'slow@example.com');
    // The mailbox is a /__mock/ control, never delayed: while the send is held, no code exists yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(codesSentTo(server, 'slow@example.com')).toBe(0);
    expect((await pending).status).toBe(200);
    expect(codesSentTo(server, 'slow@example.com')).toBe(1);
  });

  it('a 503 before: the error body of the protocol with Retry-After, the handler does not run; times: 1 spends the rule', async () => {
    const server = await start();
    await setFaults(server, { endpoint: '/v1/otp_init', fault: 'status', status: 503, retryAfter: 2, times: 1 });
    const refused = await sendCode(server, 'ada@example.com');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toMatchObject({ code: 14, details: [] });
    expect(codesSentTo(server, 'ada@example.com')).toBe(0);

    expect((await sendCode(server, 'ada@example.com')).status).toBe(200);
    expect(codesSentTo(server, 'ada@example.com')).toBe(1);
  });

  it('a status with a custom body sends it as text', async () => {
    const server = await start();
    await setFaults(server, { endpoint: '*', fault: 'status', status: 502, body: '<html>Bad Gateway</html>' });
    const response = await sendCode(server, 'ada@example.com');
    expect(response.status).toBe(502);
    expect(await response.text()).toBe('<html>Bad Gateway</html>');
  });

  it('a 500 after: the handler ran (the code was sent) but the client sees only the error', async () => {
    const server = await start();
    await setFaults(server, { endpoint: '/v1/otp_init', fault: 'status', status: 500, phase: 'after' });
    const response = await sendCode(server, 'ada@example.com');
    expect(response.status).toBe(500);
    expect(codesSentTo(server, 'ada@example.com')).toBe(1);
  });

  it('drop: the connection closes without an answer (fetch rejects); before, nothing was done', async () => {
    const server = await start();
    await setFaults(server, { endpoint: '/v1/otp_init', fault: 'drop', times: 1 });
    await expect(sendCode(server, 'ada@example.com')).rejects.toThrow(TypeError);
    expect(codesSentTo(server, 'ada@example.com')).toBe(0);
    expect((await sendCode(server, 'ada@example.com')).status).toBe(200);
  });

  it('drop after: the write happened, the answer never came', async () => {
    const server = await start();
    await setFaults(server, { endpoint: '/v1/otp_init', fault: 'drop', phase: 'after' });
    await expect(sendCode(server, 'ada@example.com')).rejects.toThrow(TypeError);
    expect(codesSentTo(server, 'ada@example.com')).toBe(1);
  });

  it('truncate: status and headers arrive, the body stops after the given bytes and reading it fails', async () => {
    const server = await start();
    await setFaults(server, { endpoint: '/v1/otp_init', fault: 'truncate', bytes: 12 });
    const response = await sendCode(server, 'ada@example.com');
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(12);
    await expect(response.text()).rejects.toThrow();
    expect(codesSentTo(server, 'ada@example.com')).toBe(1);
  });

  it('clock-skew: tokens are issued on the skewed clock and the Date header shows it', async () => {
    const server = await start();
    const client = await RelayTestClient.create(server.relay, { configId });
    const sent = await client.sendCode('OTP_TYPE_EMAIL', 'ada@example.com');
    const hour = 60 * 60 * 1000;
    await setFaults(server, { endpoint: '/v1/otp_verify', fault: 'clock-skew', ms: -hour });
    const before = Date.now();
    const response = await relayPost(server, 'otp_verify_v2', { otpId: sent.otpId, encryptedOtpBundle: await client.encrypt(sent) });
    expect(response.status).toBe(200);
    const date = Date.parse(response.headers.get('date') ?? '');
    expect(date).toBeLessThan(before - hour + 60_000);
    const { verificationToken } = (await response.json()) as { verificationToken: string };
    // Issued an hour in the past with a 10-minute lifetime: already expired on the real clock.
    const claims = JSON.parse(Buffer.from(verificationToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: string };
    expect(Number(claims.exp)).toBeLessThan(before);
  });

  it('a rule with a contact applies only to requests naming that contact', async () => {
    const server = await start();
    await setFaults(server, { endpoint: '*', fault: 'status', status: 503, contact: 'Grace@Example.com' });
    expect((await sendCode(server, 'grace@example.com')).status).toBe(503);
    expect((await sendCode(server, 'ada@example.com')).status).toBe(200);
  });

  it('never touches the /__mock/ controls', async () => {
    const server = await start();
    await setFaults(server, { endpoint: '*', fault: 'drop' });
    expect((await fetch(`${server.url}/__mock/health`)).status).toBe(200);
  });
});

describe('hostile-relay faults over real HTTP', () => {
  it('a rewritten answer arrives whole with its new length; a redirect arrives with its Location', async () => {
    const server = await start();
    await setFaults(server, {
      rules: [
        { endpoint: '/v1/otp_init', fault: 'rewrite', pad: { '/otpId': { length: 100_000 } }, contact: 'ada@example.com' },
        { endpoint: '/v1/otp_init', fault: 'redirect', location: 'https://evil.example/v1/otp_init_v2', status: 308, contact: 'grace@example.com' },
      ],
    });
    const padded = await sendCode(server, 'ada@example.com');
    const body = (await padded.json()) as { otpId: string; otpEncryptionTargetBundle: string };
    expect(body.otpId).toBe('a'.repeat(100_000));
    expect(body.otpEncryptionTargetBundle).toEqual(expect.any(String));

    const redirected = await fetch(`${server.url}/v1/otp_init_v2`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/json', 'X-Auth-Proxy-Config-Id': configId, Origin: 'http://localhost:5173' },
      body: JSON.stringify({ otpType: 'OTP_TYPE_EMAIL', contact: 'grace@example.com' }),
    });
    expect(redirected.status).toBe(308);
    expect(redirected.headers.get('location')).toBe('https://evil.example/v1/otp_init_v2');
    expect(redirected.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(codesSentTo(server, 'grace@example.com')).toBe(0);
  });
});

describe('fault rules in process (relay.fetch)', () => {
  it('a drop rejects like fetch and a truncated body fails mid-read', async () => {
    const server = await start();
    const relay = server.relay;
    const post = (endpoint: string, body: unknown) =>
      relay.fetch(
        new Request(`http://relay.test/${endpoint.replace(/^\//, '')}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Auth-Proxy-Config-Id': configId },
          body: JSON.stringify(body),
        }),
      );
    await post('__mock/faults', { rules: [{ endpoint: '/v1/otp_init', fault: 'drop', times: 1 }, { endpoint: '/v1/account', fault: 'truncate', bytes: 3 }] });
    await expect(post('v1/otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' })).rejects.toThrow(TypeError);
    const cut = await post('v1/account', { filterType: 'EMAIL', filterValue: 'ada@example.com' });
    expect(cut.status).toBe(200);
    await expect(cut.text()).rejects.toThrow(TypeError);
  });
});

describe('a signup whose answer was lost (dedupe by verification token id)', () => {
  it('makes one account: the repeated signup is refused TOKEN_USED and the account lookup finds the first', async () => {
    const server = await start();
    const client = await RelayTestClient.create(server.relay, { configId });
    const { token, claims } = await client.verifiedToken(await client.sendCode('OTP_TYPE_EMAIL', 'lin@example.com'));
    const body = await client.signupBody(token, claims);
    await setFaults(server, { endpoint: '/v1/signup', fault: 'drop', phase: 'after', times: 1 });

    await expect(relayPost(server, 'signup_v2', body)).rejects.toThrow(TypeError);
    const again = await relayPost(server, 'signup_v2', body);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 9, details: [{ reason: 'TOKEN_USED', metadata: { field: 'verificationToken' } }] });

    const accounts = (await (await fetch(`${server.url}/__mock/accounts?contact=LIN@example.com`)).json()) as { organizationIds: string[] };
    expect(accounts.organizationIds).toHaveLength(1);
    const lookup = await relayPost(server, 'account', { filterType: 'EMAIL', filterValue: 'lin@example.com', verificationToken: token });
    expect(await lookup.json()).toEqual({ organizationId: accounts.organizationIds[0] });
  });

  it('GET /__mock/accounts needs a contact', async () => {
    const server = await start();
    const response = await fetch(`${server.url}/__mock/accounts`);
    expect(response.status).toBe(400);
  });
});

describe('skip', () => {
  it('lets the first N matching requests through, then applies', async () => {
    const server = await start();
    await setFaults(server, { endpoint: '/v1/otp_init', fault: 'status', status: 503, skip: 1, times: 1 });
    expect((await sendCode(server, 'ada@example.com')).status).toBe(200);
    expect((await sendCode(server, 'ada@example.com')).status).toBe(503);
    expect((await sendCode(server, 'ada@example.com')).status).toBe(200);
  });
});

describe('contact scoping beyond contact fields', () => {
  it('matches otp_verify by the code’s contact and otp_login by the token’s; DELETE ?contact= clears only that contact’s rules', async () => {
    const server = await start();
    const client = await RelayTestClient.create(server.relay, { configId });
    const sent = await client.sendCode('OTP_TYPE_EMAIL', 'ada@example.com');
    await setFaults(server, {
      rules: [
        { endpoint: '/v1/otp_verify', fault: 'status', status: 503, contact: 'ada@example.com', times: 1 },
        { endpoint: '/v1/otp_login', fault: 'status', status: 504, contact: 'ADA@example.com' },
        { endpoint: '*', fault: 'status', status: 500, contact: 'grace@example.com' },
      ],
    });
    const encryptedOtpBundle = await client.encrypt(sent);
    expect((await relayPost(server, 'otp_verify_v2', { otpId: sent.otpId, encryptedOtpBundle })).status).toBe(503);
    const verified = await relayPost(server, 'otp_verify_v2', { otpId: sent.otpId, encryptedOtpBundle });
    const { verificationToken } = (await verified.json()) as { verificationToken: string };
    // The rule applies before the body is checked: the token alone names the contact.
    expect((await relayPost(server, 'otp_login_v2', { verificationToken })).status).toBe(504);
    expect((await relayPost(server, 'otp_login_v2', { verificationToken: 'not.a-token' })).status).toBe(400);

    const left = (await (await fetch(`${server.url}/__mock/faults?contact=ada@example.com`, { method: 'DELETE' })).json()) as { rules: { contact: string }[] };
    expect(left.rules.map((rule) => rule.contact)).toEqual(['grace@example.com']);
  });
});

describe('from a page on another origin', () => {
  it('the preflight allows DELETE, so a test page can clear its rules', async () => {
    const server = await start();
    const preflight = await fetch(`${server.url}/__mock/faults`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'DELETE' },
    });
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
  });
});
