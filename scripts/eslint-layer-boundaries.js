// ESLint rule: imports flow ui → react → core and mock-relay → core, never back; stories, e2e and
// examples use the public subpaths (loginkit/*), not src/.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
/** What each layer may import from the other layers of src/. */
const allowed = { core: ['core'], react: ['react', 'core'], ui: ['ui', 'react', 'core'], 'mock-relay': ['mock-relay', 'core'], testing: ['testing', 'mock-relay', 'core'] };
/** Packages a layer must not import. */
const forbiddenPackages = {
  core: [/^react($|\/)/, /^react-dom($|\/)/, /^@tanstack\//, /^@radix-ui\//, /^hono($|\/)/, /^@hono\//, /^node:/],
  react: [/^@radix-ui\//, /^hono($|\/)/, /^node:/],
  ui: [/^hono($|\/)/, /^node:/],
  'mock-relay': [/^react($|\/)/, /^react-dom($|\/)/, /^@tanstack\//, /^@radix-ui\//],
  // loginkit/testing runs in Node test runners and takes Playwright's page by its shape.
  testing: [/^react($|\/)/, /^react-dom($|\/)/, /^@playwright\//, /^hono($|\/)/, /^node:/],
};
/** mock-relay files that run only in Node and may import node:* modules. */
const nodeOnly = /src\/mock-relay\/(server|server-index|cli|file-persistence|relay-config-file)(\.test)?\.ts$/;

const layerOf = (file) => {
  const path = relative(root, file).split(sep).join('/');
  const match = /^src\/(core|react|ui|mock-relay|testing)\//.exec(path);
  if (match) return match[1];
  if (/^(stories|e2e|examples)\//.test(path)) return 'consumer';
  return undefined;
};

/** @type {import('eslint').Rule.RuleModule} */
export const layerBoundaries = {
  meta: { type: 'problem', docs: { description: 'keep imports flowing ui → react → core' }, schema: [] },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (from === undefined) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (source.startsWith('.')) {
        const target = layerOf(resolve(dirname(file), source));
        const inSrc = relative(root, resolve(dirname(file), source)).startsWith('src');
        if (from === 'consumer') {
          if (inSrc) context.report({ node, message: `import loginkit through its public subpaths (loginkit/core, loginkit/react, …), not ${source}` });
          return;
        }
        if (target !== undefined && target !== 'consumer' && !allowed[from].includes(target)) {
          context.report({ node, message: `${from} must not import ${target} (${source}): imports flow ui → react → core and mock-relay → core` });
        }
        return;
      }
      const packages = from === 'consumer' ? [] : forbiddenPackages[from];
      const nodeAllowed = from === 'mock-relay' && nodeOnly.test(file.split(sep).join('/'));
      for (const pattern of packages) {
        if (pattern.test(source) && !(nodeAllowed && pattern.source === '^node:')) {
          context.report({ node, message: `${from} must not import ${source}` });
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
