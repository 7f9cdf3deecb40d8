import { describe, expect, it } from 'vitest';
import { cliUsage, keysFileText, parseCliArgs, startupLines } from './cli-args';

describe('loginkit-mock-relay arguments', () => {
  it('defaults to 127.0.0.1:8787 without config or data file', () => {
    expect(parseCliArgs([])).toEqual({ kind: 'run', port: 8787, host: '127.0.0.1' });
  });

  it('reads every flag, as "--flag value" or "--flag=value"', () => {
    expect(parseCliArgs(['--port', '0', '--host=0.0.0.0', '--config', 'relay.json', '--data=state.json'])).toEqual({
      kind: 'run',
      port: 0,
      host: '0.0.0.0',
      configPath: 'relay.json',
      dataPath: 'state.json',
    });
  });

  it('--no-rate-limits turns the OTP rate limits off', () => {
    expect(parseCliArgs(['--no-rate-limits'])).toEqual({ kind: 'run', port: 8787, host: '127.0.0.1', rateLimits: false });
  });

  it('--keys-file names the JSON file the enclave keys are written to', () => {
    expect(parseCliArgs(['--keys-file', 'keys.json'])).toEqual({ kind: 'run', port: 8787, host: '127.0.0.1', keysPath: 'keys.json' });
    expect(parseCliArgs(['--keys-file'])).toEqual({ kind: 'error', message: '--keys-file needs a value' });
  });

  it('--captcha-site-key turns bot protection on with that site key', () => {
    expect(parseCliArgs(['--captcha-site-key', 'mock-site-key'])).toEqual({ kind: 'run', port: 8787, host: '127.0.0.1', captchaSiteKey: 'mock-site-key' });
    expect(parseCliArgs(['--captcha-site-key=k1'])).toMatchObject({ captchaSiteKey: 'k1' });
    expect(parseCliArgs(['--captcha-site-key'])).toEqual({ kind: 'error', message: '--captcha-site-key needs a value' });
  });

  it.each([['--help'], ['-h'], ['--port', '1', '--help']])('%s asks for the usage', (...argv) => {
    expect(parseCliArgs(argv)).toEqual({ kind: 'help' });
  });

  it.each([
    [['--verbose'], /unknown argument: --verbose/],
    [['8787'], /unknown argument: 8787/],
    [['--port'], /--port needs a value/],
    [['--port', '--host', 'x'], /--port needs a value/],
    [['--port='], /--port needs a value/],
    [['--port', 'eighty'], /--port must be a whole number/],
    [['--port', '70000'], /--port must be a whole number/],
    [['--port', '-1'], /--port must be a whole number/],
    [['--data', 'a', '--data', 'b'], /--data given twice/],
    [['--no-rate-limits', '--no-rate-limits'], /--no-rate-limits given twice/],
  ])('%o is an error', (argv, message) => {
    const command = parseCliArgs(argv);
    expect(command.kind).toBe('error');
    expect(command.kind === 'error' && command.message).toMatch(message);
  });

  it('documents every flag in the usage', () => {
    for (const flag of ['--port', '--host', '--config', '--data', '--no-rate-limits', '--captcha-site-key', '--keys-file', '--help']) expect(cliUsage).toContain(flag);
  });
});

describe('startup lines', () => {
  it('name the relay, main API and mailbox URLs and the config id', () => {
    const lines = startupLines('http://127.0.0.1:8787', 'demo', { tlsFetcher: '04aa', notarizer: '04bb', signer: '04cc' }).join('\n');
    expect(lines).toContain('http://127.0.0.1:8787/v1/');
    expect(lines).toContain('http://127.0.0.1:8787/public/v1/');
    expect(lines).toContain('http://127.0.0.1:8787/__mock/mailbox');
    expect(lines).toContain('http://127.0.0.1:8787/idp/');
    expect(lines).toMatch(/config id\s+demo/);
    expect(lines).not.toContain('captcha');
  });

  it('print the enclave keys in full, each on its own line', () => {
    const keys = { tlsFetcher: `04${'a'.repeat(128)}`, notarizer: `04${'b'.repeat(128)}`, signer: `04${'c'.repeat(128)}` };
    const lines = startupLines('http://127.0.0.1:8787', 'demo', keys);
    for (const [name, key] of Object.entries(keys)) expect(lines).toContainEqual(expect.stringMatching(new RegExp(`${name}\\s+${key}$`)));
    expect(lines.join('\n')).not.toContain('…');
  });

  it('the keys file is the JSON of GET /__mock/keys', () => {
    const keys = { tlsFetcher: '04aa', notarizer: '04bb', signer: '04cc' };
    expect(JSON.parse(keysFileText(keys))).toEqual(keys);
    expect(keysFileText(keys).endsWith('\n')).toBe(true);
  });

  it('name the captcha site key and the test widget when bot protection is on', () => {
    const lines = startupLines('http://127.0.0.1:8787', 'demo', { tlsFetcher: '04aa', notarizer: '04bb', signer: '04cc' }, 'mock-site-key').join('\n');
    expect(lines).toMatch(/captcha\s+site key mock-site-key; test widget http:\/\/127\.0\.0\.1:8787\/__mock\/captcha\/api\.js/);
  });
});
