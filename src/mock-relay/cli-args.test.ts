import { describe, expect, it } from 'vitest';
import { cliUsage, parseCliArgs, startupLines } from './cli-args';

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
    for (const flag of ['--port', '--host', '--config', '--data', '--no-rate-limits', '--captcha-site-key', '--help']) expect(cliUsage).toContain(flag);
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

  it('name the captcha site key and the test widget when bot protection is on', () => {
    const lines = startupLines('http://127.0.0.1:8787', 'demo', { tlsFetcher: '04aa', notarizer: '04bb', signer: '04cc' }, 'mock-site-key').join('\n');
    expect(lines).toMatch(/captcha\s+site key mock-site-key; test widget http:\/\/127\.0\.0\.1:8787\/__mock\/captcha\/api\.js/);
  });
});
