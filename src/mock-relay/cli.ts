#!/usr/bin/env node
/**
 * `loginkit-mock-relay`: starts the mock relay server and prints its URLs, its config id, its
 * enclave keys in full (also written to `--keys-file` as JSON) and every code it "sends". Bad arguments print the usage and exit with status 2. The server's libraries
 * are optional peer dependencies: a missing one is named, with its install command (status 1).
 */
import { isLoginKitError } from '../core/errors';
import { cliUsage, keysFileText, parseCliArgs, startupLines } from './cli-args';
import { missingOptionalPeers, missingPeersMessage } from './optional-peers';

async function main(): Promise<void> {
  const command = parseCliArgs(process.argv.slice(2));
  if (command.kind === 'help') {
    console.log(cliUsage);
    return;
  }
  if (command.kind === 'error') {
    console.error(`loginkit-mock-relay: ${command.message}\n\n${cliUsage}`);
    process.exitCode = 2;
    return;
  }
  const missing = missingOptionalPeers();
  if (missing.length > 0) {
    console.error(`loginkit-mock-relay: ${missingPeersMessage(missing)}`);
    process.exitCode = 1;
    return;
  }
  // Loaded once the check passed: its imports are the optional peers.
  const { loadRelayConfigFile, startMockRelayServer } = await import('./server');
  const fileConfig = command.configPath === undefined ? {} : loadRelayConfigFile(command.configPath);
  const config = command.captchaSiteKey === undefined ? fileConfig : { ...fileConfig, captchaSiteKey: command.captchaSiteKey };
  const server = await startMockRelayServer({
    port: command.port,
    host: command.host,
    config,
    ...(command.dataPath === undefined ? {} : { dataFile: command.dataPath }),
    ...(command.trustProxy === true ? { trustProxy: true } : {}),
    ...(command.rateLimits === false ? { rateLimits: false as const } : {}),
    log: (line) => console.log(line),
  });
  for (const line of startupLines(server.url, server.relay.config.configId, server.relay.keys, server.relay.config.captchaSiteKey)) console.log(line);
  if (command.keysPath !== undefined) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(command.keysPath, keysFileText(server.relay.keys));
    console.log(`[mock-relay] keys file  ${command.keysPath}`);
  }
  const stop = (): void => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`loginkit-mock-relay: ${isLoginKitError(error) || error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
