import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { test } from '@playwright/test';
import { DemoPageModel } from './models/demo-page';
import { MockRelayModel, uniqueEmail } from './models/mock-relay';

// The rest of the suite runs the demo built in production mode (`scripts/start.mjs --built`);
// this is `npm start` as a developer runs it: the demo from Vite's dev server, with its mock relay.

/** A port nothing listens on now. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Resolves when the process prints `text`; rejects when it exits first. */
const printed = (child: ChildProcess, text: string): Promise<void> =>
  new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(text)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before printing "${text}":\n${output}`)));
  });

test('npm start: the demo from Vite\'s dev server and its mock relay, a new user signs up by email code', async ({ page, request }) => {
  const [relayPort, demoPort] = [await freePort(), await freePort()];
  const start = spawn(process.execPath, ['scripts/start.mjs', '--relay-port', String(relayPort), '--demo-port', String(demoPort)], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await printed(start, 'loginkit demo');
    const demo = new DemoPageModel(page);
    const relay = new MockRelayModel(request, `http://127.0.0.1:${relayPort}`);
    const email = uniqueEmail('npm-start');

    await page.goto(`http://localhost:${demoPort}/`);
    await demo.openLogin();
    await demo.submitContact(email);
    await demo.enterCode(await relay.latestCode(email));
    await demo.finishLogin('new');
    await demo.expectLoggedIn(email);
  } finally {
    start.kill('SIGTERM');
  }
});
