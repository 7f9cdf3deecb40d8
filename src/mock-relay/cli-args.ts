/**
 * The `loginkit-mock-relay` command line, as pure functions (cli.ts does the I/O):
 *   loginkit-mock-relay [--port 8787] [--host 127.0.0.1] [--config relay.json] [--data state.json] [--trust-proxy] [--no-rate-limits]
 *                       [--captcha-site-key <key>] [--keys-file <path>]
 */

export const cliUsage = `Usage: loginkit-mock-relay [options]

Runs the loginkit mock relay (relay /v1/, main API /public/v1/, mock identity
provider /idp/, test controls /__mock/).

Options:
  --port <n>       TCP port, 0 for any free port (default 8787)
  --host <host>    interface to listen on (default 127.0.0.1)
  --config <file>  relay configuration, a JSON object of RelayConfig settings
  --data <file>    keep state (users, sessions, enclave keys) in this JSON file across restarts
  --trust-proxy    take the client address for IP allowlists from X-Forwarded-For (its
                   last entry) instead of the socket: only behind a proxy you trust
  --no-rate-limits turn off the OTP rate limits (per contact and per client address;
                   e.g. for load tests)
  --captcha-site-key <key>
                   bot protection: publish this captcha site key and require an
                   X-Captcha-Token from the test widget (/__mock/captcha/api.js) on
                   otp_init_v2 and signup_v2 (overrides captchaSiteKey of --config)
  --keys-file <path>
                   write the enclave public keys (the kit's trustedKeys, as
                   GET /__mock/keys answers them) to this JSON file once listening
  -h, --help       show this help`;

export type CliCommand =
  | { kind: 'help' }
  | { kind: 'run'; port: number; host: string; configPath?: string; dataPath?: string; trustProxy?: true; rateLimits?: false; captchaSiteKey?: string; keysPath?: string }
  | { kind: 'error'; message: string };

const valueFlags = ['--port', '--host', '--config', '--data', '--captcha-site-key', '--keys-file'] as const;
type ValueFlag = (typeof valueFlags)[number];

/** Parses the arguments after the program name (`process.argv.slice(2)`). */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  const values: Partial<Record<ValueFlag, string>> = {};
  let trustProxy = false;
  let noRateLimits = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    if (arg === '--no-rate-limits') {
      if (noRateLimits) return { kind: 'error', message: '--no-rate-limits given twice' };
      noRateLimits = true;
      continue;
    }
    if (arg === '--trust-proxy') {
      if (trustProxy) return { kind: 'error', message: '--trust-proxy given twice' };
      trustProxy = true;
      continue;
    }
    const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const [name, inline] = equals === -1 ? [arg, undefined] : [arg.slice(0, equals), arg.slice(equals + 1)];
    if (!(valueFlags as readonly string[]).includes(name)) return { kind: 'error', message: `unknown argument: ${arg}` };
    const flag = name as ValueFlag;
    if (values[flag] !== undefined) return { kind: 'error', message: `${flag} given twice` };
    const value = inline ?? argv[index + 1];
    if (inline === undefined) index += 1;
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('--'))) {
      return { kind: 'error', message: `${flag} needs a value` };
    }
    values[flag] = value;
  }

  let port = 8787;
  if (values['--port'] !== undefined) {
    if (!/^\d{1,5}$/.test(values['--port']) || Number(values['--port']) > 65_535) {
      return { kind: 'error', message: `--port must be a whole number from 0 to 65535 (got ${values['--port']})` };
    }
    port = Number(values['--port']);
  }
  const command: CliCommand = { kind: 'run', port, host: values['--host'] ?? '127.0.0.1' };
  if (values['--config'] !== undefined) command.configPath = values['--config'];
  if (values['--data'] !== undefined) command.dataPath = values['--data'];
  if (values['--captcha-site-key'] !== undefined) command.captchaSiteKey = values['--captcha-site-key'];
  if (values['--keys-file'] !== undefined) command.keysPath = values['--keys-file'];
  if (trustProxy) command.trustProxy = true;
  if (noRateLimits) command.rateLimits = false;
  return command;
}

/** What `--keys-file` writes: the keys as `GET /__mock/keys` answers them (`trustedKeys`), and a newline. */
export function keysFileText(keys: { tlsFetcher: string; notarizer: string; signer: string }): string {
  return `${JSON.stringify({ signer: keys.signer, notarizer: keys.notarizer, tlsFetcher: keys.tlsFetcher }, null, 2)}\n`;
}

/** What the CLI prints once the server listens: its URLs and the enclave keys in full. */
export function startupLines(url: string, configId: string, keys: { tlsFetcher: string; notarizer: string; signer: string }, captchaSiteKey?: string): string[] {
  const lines = [
    `[mock-relay] relay      ${url}/v1/`,
    `[mock-relay] main API   ${url}/public/v1/`,
    `[mock-relay] mailbox    ${url}/__mock/mailbox`,
    `[mock-relay] webhooks   ${url}/__mock/webhooks (delivery log and Ed25519 signing key)`,
    `[mock-relay] idp        ${url}/idp/<google|apple|x|discord>/ (account picker, discovery, JWKS)`,
    `[mock-relay] config id  ${configId}`,
    `[mock-relay] keys       ${url}/__mock/keys (trustedKeys; or the kit's mockRelay: '${url}' fetches them itself)`,
    `[mock-relay]   signer     ${keys.signer}`,
    `[mock-relay]   notarizer  ${keys.notarizer}`,
    `[mock-relay]   tlsFetcher ${keys.tlsFetcher}`,
  ];
  if (captchaSiteKey !== undefined) lines.push(`[mock-relay] captcha    site key ${captchaSiteKey}; test widget ${url}/__mock/captcha/api.js`);
  return lines;
}
