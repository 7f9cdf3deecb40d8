#!/usr/bin/env node
// A new Vite React TypeScript app, as `npm create vite` lays it out, with loginkit installed from
// the packed tarball, built for production and served, against the mock relay's CLI (issue 28):
//   node scripts/start-vite-app.mjs --relay-port 5180 --app-port 5179
// 1. `npm pack` of the built package (`npm run build` first when dist/ is missing), unpacked as
//    node_modules/loginkit of the app in .tmp/vite-app/relay-<port>/. React, React Query, Vite and
//    its React plugin come from this repository's node_modules (Node's resolution walks up to it):
//    no network.
// 2. The app's code (see writeApp): the README's quick start as src/App.tsx (a default export, as
//    Vite's main.tsx imports it), its options swapped for the mock-relay one-liner
//    (`mockRelay: 'http://127.0.0.1:<relay-port>'`); the theming guide's brand CSS in src/index.css,
//    which main.tsx imports BEFORE App (and so before the kit's stylesheet); and src/harness.tsx:
//    `<SignedIn>`/`<SignedOut>`, the provider's `onLogin`/`onLogout` listed on the page, and the
//    modal's theme from `?theme=`. The README and the guide are read from the tarball, so the app
//    follows what ships; a change there that the edits below no longer fit stops this script,
//    naming the document.
// 3. `vite build`, unless the build of the same tarball, this script, Vite and relay port exists
//    (so CI builds once), while the mock relay starts: the package's own CLI
//    (`loginkit-mock-relay --port <relay-port> --no-rate-limits`) from the tarball, as the mock
//    relay guide runs it. A relay at a URL, not one in the page: the relay's users and sessions
//    outlive a reload (the restored session, the returning login), and the app's build carries no
//    mock relay code. Its keys are fetched by the kit (`mockRelay`), so the build pins none.
// 4. dist/ served statically on 127.0.0.1:<app-port> (http://localhost:<app-port>/); ready when it
//    answers. SIGINT/SIGTERM stop the relay and the server.
/* global fetch */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from './serve-static.mjs';

const argValue = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
};
const host = '127.0.0.1';
const relayPort = Number(argValue('--relay-port', '5180'));
const appPort = Number(argValue('--app-port', '5179'));
const relayUrl = `http://${host}:${relayPort}`;

const root = fileURLToPath(new URL('..', import.meta.url));
const appDir = join(root, '.tmp/vite-app', `relay-${relayPort}`);
const kitDir = join(appDir, 'node_modules/loginkit');
const stampFile = join(appDir, '.build-stamp');
const log = (line) => console.log(`[vite-app] ${line}`);

/** Children still running, stopped on exit. */
const children = new Set();
let closeServer;
let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await closeServer?.().catch(() => {});
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
/** Before any child runs: says why and exits. */
const fail = (message) => {
  console.error(`[vite-app] ${message}`);
  process.exit(1);
};

// 1. The packed package.
if (!['dist/react.js', 'dist/ui.js', 'dist/styles.css', 'dist/mock-relay-cli.js'].every((file) => existsSync(join(root, file)))) {
  log('no built package in dist/: npm run build');
  const built = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
mkdirSync(appDir, { recursive: true });
const packed = spawnSync('npm', ['pack', '--silent', '--pack-destination', appDir], { cwd: root, encoding: 'utf8' });
if (packed.status !== 0) {
  console.error(`[vite-app] npm pack failed: ${packed.stderr}`);
  process.exit(1);
}
const tarball = join(appDir, packed.stdout.trim().split('\n').pop());
const versionOf = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
const stamp = createHash('sha256')
  .update(readFileSync(tarball))
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .update(JSON.stringify({ relayPort, vite: versionOf('vite'), react: versionOf('@vitejs/plugin-react') }))
  .digest('hex');
const upToDate = existsSync(join(appDir, 'dist/index.html')) && existsSync(join(kitDir, 'package.json')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;

/** The text of a fenced block of `language` that follows `heading` in a document of the tarball. */
function blockAfter(document, heading, language) {
  const text = readFileSync(join(kitDir, document), 'utf8');
  const at = text.indexOf(heading);
  const block = at === -1 ? null : new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(text.slice(at));
  if (!block) throw new Error(`${document}: no \`\`\`${language} block after "${heading}"`);
  return block[1];
}

/** `source` with `from` replaced by `to`, which must occur exactly once. */
function edit(source, from, to, document) {
  const count = typeof from === 'string' ? source.split(from).length - 1 : (source.match(new RegExp(from.source, 'g')) ?? []).length;
  if (count !== 1) throw new Error(`${document}: the quick start has ${count} of ${String(from)} (expected one): update scripts/start-vite-app.mjs`);
  return source.replace(from, to);
}

// The app as `npm create vite@latest -- --template react-ts` lays it out (its demo content left out).
function writeApp() {
  const readme = blockAfter('README.md', '## Quick start: the drop-in modal', 'tsx');
  let app = edit(readme, /const options = \{[\s\S]*?\n\};/, `const options = { authProxyConfigId: 'mock-config', mockRelay: '${relayUrl}' };`, 'README.md');
  app = edit(app, '<LoginKitProvider options={options}>', '<LoginKitProvider options={options} onLogin={onLogin} onLogout={onLogout}>', 'README.md');
  app = edit(app, '<Account />', '<Account />\n      <Guards />', 'README.md');
  app = edit(app, '<LoginModal ', '<LoginModal theme={theme} ', 'README.md');
  app = `import { Guards, onLogin, onLogout, theme } from './harness';\n${app}`;
  const brand = blockAfter('docs/modal-and-theming.md', '## Theming with CSS custom properties', 'css');

  const files = {
    'package.json': `${JSON.stringify({ name: 'vite-app', private: true, version: '0.0.0', type: 'module', scripts: { build: 'vite build' } }, null, 2)}\n`,
    'vite.config.ts': `import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({\n  plugins: [react()],\n});\n`,
    // The template's tsconfig.app.json (not checked here: `vite build` only strips the types; the
    // README's blocks are compiled by scripts/check-readme-code.mjs). `tsc -p .tmp/vite-app/relay-<port>` checks it.
    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          types: ['vite/client'],
          skipLibCheck: true,
          moduleResolution: 'bundler',
          allowImportingTsExtensions: true,
          verbatimModuleSyntax: true,
          moduleDetection: 'force',
          noEmit: true,
          jsx: 'react-jsx',
          strict: true,
          noUnusedLocals: true,
          noUnusedParameters: true,
          erasableSyntaxOnly: true,
          noFallthroughCasesInSwitch: true,
          noUncheckedSideEffectImports: true,
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`,
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Vite + React + TS</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    // As the template's: the app's CSS first, then App (which imports loginkit/styles.css).
    'src/main.tsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import App from './App.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`,
    // The template's global rules that meet the kit (the root's font, colour scheme, element rules
    // for buttons), then the theming guide's brand block.
    'src/index.css': `:root {
  font-family: system-ui, Avenir, Helvetica, Arial, sans-serif;
  line-height: 1.5;
  font-weight: 400;
  color-scheme: light dark;
  color: rgba(255, 255, 255, 0.87);
  background-color: #242424;
}
button {
  border-radius: 8px;
  border: 1px solid transparent;
  padding: 0.6em 1.2em;
  font-size: 1em;
  font-weight: 500;
  font-family: inherit;
  background-color: #1a1a1a;
  cursor: pointer;
}
@media (prefers-color-scheme: light) {
  :root {
    color: #213547;
    background-color: #ffffff;
  }
  button {
    background-color: #f9f9f9;
  }
}

/* docs/modal-and-theming.md, "Theming with CSS custom properties" */
${brand}`,
    'src/App.tsx': app,
    'src/harness.tsx': `// What the e2e test reads beside the quick start: the guards, the provider's events, the theme.
import { useSyncExternalStore } from 'react';
import { SignedIn, SignedOut, type LoginEvent, type LogoutEvent } from 'loginkit/react';

const asked = new URLSearchParams(window.location.search).get('theme');
export const theme = asked === 'light' || asked === 'dark' ? asked : 'system';

const events: string[] = [];
const listeners = new Set<() => void>();
let snapshot: readonly string[] = [];
const record = (line: string) => {
  events.push(line);
  snapshot = [...events];
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function onLogin({ method, isNewUser, restored }: LoginEvent) {
  record(\`login: \${restored ? 'restored' : isNewUser ? 'new user' : 'returning'} (\${method})\`);
}

export function onLogout({ reason }: LogoutEvent) {
  record(\`logout: \${reason}\`);
}

export function Guards() {
  const lines = useSyncExternalStore(subscribe, () => snapshot);
  return (
    <>
      <SignedIn>{(session) => <p data-testid="signed-in">Signed in as {session.contact}</p>}</SignedIn>
      <SignedOut>
        <p data-testid="signed-out">Signed out</p>
      </SignedOut>
      <ol data-testid="app-events">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
    </>
  );
}
`,
  };
  for (const name of ['src', 'dist']) rmSync(join(appDir, name), { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(appDir, name, '..'), { recursive: true });
    writeFileSync(join(appDir, name), text);
  }
}

const viteBuild = () =>
  new Promise((resolve, reject) => {
    const viteBin = join(root, 'node_modules/vite/bin/vite.js');
    const child = spawn(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], { cwd: appDir, stdio: 'inherit' });
    children.add(child);
    // The build is the heavy part: behind the tests already running beside it.
    try {
      setPriority(child.pid, 10);
    } catch {
      // not allowed here: at the same priority
    }
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`vite build ended with ${signal ?? `exit code ${code}`}`));
    });
  });

// 2. and 3. The app and its build, unless up to date.
let building = Promise.resolve();
if (upToDate) {
  log(`the build in ${relative(root, appDir)} is up to date`);
} else {
  rmSync(kitDir, { recursive: true, force: true });
  mkdirSync(kitDir, { recursive: true });
  const untar = spawnSync('tar', ['-xzf', tarball, '-C', kitDir, '--strip-components=1']);
  if (untar.status !== 0) fail(`tar failed: ${untar.stderr}`);
  rmSync(stampFile, { force: true });
  try {
    writeApp();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const started = Date.now();
  log(`vite build (relay ${relayUrl}) in ${relative(root, appDir)}`);
  building = viteBuild().then(() => {
    writeFileSync(stampFile, stamp);
    log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}
rmSync(tarball, { force: true });

// 3. The mock relay, by the package's CLI, meanwhile.
const relay = spawn(process.execPath, [join(kitDir, 'dist/mock-relay-cli.js'), '--port', String(relayPort), '--no-rate-limits'], { cwd: appDir, stdio: 'inherit' });
children.add(relay);
relay.on('exit', (code, signal) => {
  children.delete(relay);
  if (!stopping) {
    console.error(`[vite-app] the mock relay ended with ${signal ?? `exit code ${code}`}`);
    void stop(1);
  }
});
const relayAnswers = async () => {
  for (let attempt = 0; attempt < 300 && !stopping; attempt += 1) {
    const ok = await fetch(`${relayUrl}/__mock/keys`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the mock relay did not answer at ${relayUrl}`);
};
try {
  await Promise.all([building, relayAnswers()]);
} catch (error) {
  console.error(`[vite-app] ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}

// 4. The built app.
if (!stopping) {
  closeServer = await serveStatic({ root: join(appDir, 'dist'), host, port: appPort, singlePage: true });
  console.log(`
  Vite app (packed tarball)  http://localhost:${appPort}/  (?theme=light|dark)
  mock relay (its CLI)       ${relayUrl}/v1/  (mailbox ${relayUrl}/__mock/mailbox)
`);
}
