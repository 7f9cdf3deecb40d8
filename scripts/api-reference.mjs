#!/usr/bin/env node
// The API reference (docs/reference/<entry>.md, one per package.json `exports` entry with types, and
// docs/reference/index.md), generated from the built declarations with the TypeScript compiler API:
// every exported name with its kind, signature and doc comment; the members of interfaces and object
// types (component props, hook options and results, options) as tables; a component's props right
// under it. Nothing is written by hand: edit the doc comments in src/ and regenerate.
//
//   node scripts/api-reference.mjs            check: fails, naming the files that differ, when
//                                             docs/reference is stale (npm test runs this)
//   node scripts/api-reference.mjs --update   rewrites docs/reference
//   --types <dir>                             reads the declarations from <dir> instead of dist/types
//                                             (`npm run api:update` passes .tmp/api-types)
//
// Deterministic: names sorted by kind then alphabetically, types printed from the declarations'
// own text (whitespace collapsed), no dates. Signatures are in plain ``` blocks (not ```ts): they
// are declarations, not code check-readme-code could compile.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const started = Date.now();
const update = process.argv.includes('--update');
const root = resolve(import.meta.dirname, '..');
const typesIndex = process.argv.indexOf('--types');
const typesDir = resolve(root, typesIndex === -1 ? 'dist/types' : process.argv[typesIndex + 1]);
const outDir = join(root, 'docs', 'reference');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

// Every exports entry with types: './mock-relay/server' → docs/reference/mock-relay-server.md.
const entries = Object.entries(pkg.exports)
  .filter(([, target]) => typeof target === 'object' && target.types)
  .map(([subpath, target]) => ({
    subpath,
    specifier: `${pkg.name}${subpath.slice(1)}`,
    types: join(typesDir, target.types.replace(/^\.\/dist\/types\//, '')),
    file: `${subpath.slice(2).replaceAll('/', '-')}.md`,
  }));
for (const entry of entries) {
  if (!existsSync(entry.types)) {
    console.error(`${relative(root, entry.types)} is missing: run \`npm run build\` first (or pass --types)`);
    process.exit(1);
  }
}

const program = ts.createProgram(
  entries.map((entry) => entry.types),
  {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  },
);
const checker = program.getTypeChecker();
const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
const ours = (node) => resolve(node.getSourceFile().fileName).startsWith(typesDir + sep);

// ---- text helpers ----

/** A node as declared (comments dropped, printer's layout). */
const print = (node) => unqualified(printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile()));
/** `import("react").JSX.Element` → `JSX.Element`: the declarations' inline imports, as a reader names them. */
const unqualified = (text) => text.replace(/import\(("|')[^"']+\1\)\./g, '');
/** One line: whitespace collapsed, `{ a: string; }` kept readable. */
const oneLine = (text) => text.replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').trim();
/** Inline code that survives a table cell (`|` escaped; backticks inside get a longer fence). */
function code(text, inTable = true) {
  const body = inTable ? text.replaceAll('|', '\\|') : text;
  const ticks = body.includes('`') ? '``' : '`';
  return ticks === '``' ? `\`\` ${body} \`\`` : `\`${body}\``;
}
/** Doc text as Markdown prose: {@link X} as code, `<Tag>` outside code escaped, code fences unlabelled. */
function prose(text) {
  const linked = text.replace(/\{@link(?:code|plain)?\s+([^}|\s]+)(?:\s*\|\s*([^}]+)|\s+([^}]+))?\}/g, (_, name, label1, label2) =>
    label1 || label2 ? `${(label1 ?? label2).trim()} (\`${name}\`)` : `\`${name}\``,
  );
  const out = [];
  let fence = false;
  for (const line of linked.split('\n')) {
    if (/^\s*```/.test(line)) {
      fence = !fence;
      out.push(line.replace(/^(\s*```)\S*/, '$1'));
      continue;
    }
    out.push(fence ? line : line.replace(/(`+)(?:(?!\1).)+?\1|<|>/g, (match) => (match === '<' ? '&lt;' : match === '>' ? '&gt;' : match)));
  }
  return out.join('\n').trim();
}
/** Prose for a table cell: one line, `|` escaped (code blocks become inline code). */
function cell(text) {
  const inline = prose(text).replace(/```[^\n]*\n([\s\S]*?)\n\s*```/g, (_, body) => `\`${oneLine(body)}\``);
  return inline.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|').trim();
}
/** GitHub's heading anchor for a plain name. */
const anchor = (name) => name.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');

function docOf(symbol) {
  const summary = ts.displayPartsToString(symbol.getDocumentationComment(checker));
  const tags = symbol.getJsDocTags(checker).map((tag) => ({ name: tag.name, text: ts.displayPartsToString(tag.text ?? []) }));
  return { summary, tags };
}
/**
 * The default a doc states: `@default x`, or "Default: x." / "Defaults to x." / "(default: x)" /
 * "(default 15000)", up to the end of the sentence, clause or parenthesis.
 */
function defaultOf(doc) {
  const tag = doc.tags.find((t) => t.name === 'default' || t.name === 'defaultValue');
  if (tag) return tag.text.trim();
  const match = /(?:^|[\s(])[Dd]efault(?::|s to)\s+|\((?:the )?default\s+(?=[\d`'"])/.exec(doc.summary);
  if (!match) return '';
  const text = doc.summary.slice(match.index + match[0].length);
  let depth = 0;
  let end = 0;
  for (; end < text.length; end += 1) {
    const char = text[end];
    if (char === '`') {
      const close = text.indexOf('`', end + 1);
      if (close !== -1) end = close;
    } else if (char === '(') depth += 1;
    else if (char === ')') {
      if (depth === 0) break;
      depth -= 1;
    } else if (depth === 0 && /[.;]/.test(char) && (end + 1 === text.length || /\s/.test(text[end + 1]))) break;
  }
  return text.slice(0, end).replace(/\s+/g, ' ').trim();
}

// ---- kinds and signatures ----

const isFunctionLike = (decl) => ts.isFunctionDeclaration(decl) || (ts.isVariableDeclaration(decl) && decl.type && (ts.isFunctionTypeNode(decl.type)));
const returnsJsx = (signature) => /\b(JSX\.Element|ReactNode|ReactElement|ReactPortal|Element)\b/.test(checker.typeToString(checker.getReturnTypeOfSignature(signature)));

function kindOf(name, symbol) {
  const decls = symbol.declarations ?? [];
  const value = decls.find((d) => ts.isFunctionDeclaration(d) || ts.isVariableDeclaration(d) || ts.isClassDeclaration(d) || ts.isEnumDeclaration(d));
  if (value && ts.isClassDeclaration(value)) return 'class';
  if (value && ts.isEnumDeclaration(value)) return 'enum';
  if (value) {
    const signatures = checker.getTypeOfSymbolAtLocation(symbol, value).getCallSignatures();
    if (signatures.length > 0 && (ts.isFunctionDeclaration(value) || isFunctionLike(value))) {
      if (/^use[A-Z0-9]/.test(name)) return 'hook';
      if (/^[A-Z]/.test(name) && signatures.some(returnsJsx)) return 'component';
      return 'function';
    }
    // memo() and forwardRef() components.
    if (/^[A-Z]/.test(name) && signatures.some(returnsJsx) && ts.isVariableDeclaration(value) && value.type && /\b(FC|FunctionComponent|\w*ExoticComponent)</.test(value.type.getText())) return 'component';
    return 'constant';
  }
  if (decls.some(ts.isInterfaceDeclaration)) return 'interface';
  if (decls.some(ts.isTypeAliasDeclaration)) return 'type';
  if (decls.some(ts.isModuleDeclaration)) return 'namespace';
  return 'other';
}
const sections = [
  ['component', 'Components'],
  ['hook', 'Hooks'],
  ['function', 'Functions'],
  ['class', 'Classes'],
  ['enum', 'Enums'],
  ['interface', 'Interfaces'],
  ['type', 'Types'],
  ['constant', 'Constants'],
  ['namespace', 'Namespaces'],
  ['other', 'Other'],
];

/** The declaration as it reads in the .d.ts, without `export declare` and without bodies of members shown in a table. */
function signatureOf(symbol, kind) {
  const lines = [];
  for (const decl of symbol.declarations ?? []) {
    let text;
    if (ts.isVariableDeclaration(decl)) text = `const ${print(decl)}`;
    else if (ts.isInterfaceDeclaration(decl)) {
      const heritage = decl.heritageClauses?.map(print).join(' ');
      const params = decl.typeParameters ? `<${decl.typeParameters.map(print).join(', ')}>` : '';
      text = `interface ${decl.name.text}${params}${heritage ? ` ${heritage}` : ''}`;
    } else if (ts.isTypeAliasDeclaration(decl) && ts.isTypeLiteralNode(decl.type)) {
      const params = decl.typeParameters ? `<${decl.typeParameters.map(print).join(', ')}>` : '';
      text = `type ${decl.name.text}${params} = { … }`;
    } else if (ts.isClassDeclaration(decl) || ts.isFunctionDeclaration(decl) || ts.isTypeAliasDeclaration(decl) || ts.isEnumDeclaration(decl) || ts.isModuleDeclaration(decl)) {
      text = print(decl);
    } else continue;
    lines.push(text.replace(/^export\s+/, '').replace(/^declare\s+/, '').replace(/^export\s+/, ''));
  }
  if (kind === 'class') return lines.map((line) => line.replace(/\{[\s\S]*\}\s*$/, '{ … }'));
  return lines;
}

// ---- members ----

/** Whether a member's declared type names a type parameter of its interface or type (then the instantiated type is printed). */
function mentionsTypeParameter(decl) {
  let owner = decl.parent;
  while (owner && !ts.isInterfaceDeclaration(owner) && !ts.isTypeAliasDeclaration(owner) && !ts.isClassDeclaration(owner)) owner = owner.parent;
  const params = new Set(owner?.typeParameters?.map((p) => p.name.text) ?? []);
  if (params.size === 0) return false;
  let found = false;
  const visit = (node) => {
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && params.has(node.typeName.text)) found = true;
    else ts.forEachChild(node, visit);
  };
  visit(decl.type);
  return found;
}

/** The printed type of a member: its declared type text, else what the checker says. */
function memberType(prop, at) {
  const decl = prop.valueDeclaration ?? prop.declarations?.[0];
  if (decl && (ts.isMethodSignature(decl) || ts.isMethodDeclaration(decl))) {
    return (prop.declarations ?? [decl])
      .map((d) => `${d.typeParameters ? `<${d.typeParameters.map(print).join(', ')}>` : ''}(${d.parameters.map(print).join(', ')}) => ${d.type ? print(d.type) : 'void'}`)
      .map(oneLine)
      .join(' ; ');
  }
  if (decl && 'type' in decl && decl.type && !ts.isFunctionLike(decl) && !mentionsTypeParameter(decl)) return oneLine(print(decl.type));
  if (decl && ts.isGetAccessorDeclaration(decl) && decl.type) return oneLine(print(decl.type));
  const type = checker.getTypeOfSymbolAtLocation(prop, at);
  return oneLine(unqualified(checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope)));
}

/**
 * The members table of an object type: members declared in this package (inherited ones
 * included); members that come from other packages (React's HTML attributes) are left to the
 * `extends` clause of the signature.
 */
function membersTable(type, at, only) {
  const rows = [];
  const external = new Set();
  for (const prop of only ?? checker.getPropertiesOfType(type)) {
    const decls = prop.declarations ?? [];
    if (decls.length > 0 && !decls.some(ours)) {
      const owner = decls[0].parent;
      external.add(owner && (ts.isInterfaceDeclaration(owner) || ts.isClassDeclaration(owner)) && owner.name ? owner.name.text : 'another package');
      continue;
    }
    if (decls.some((d) => ts.getCombinedModifierFlags(d) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected))) continue;
    const doc = docOf(prop);
    const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
    const readonly = decls.some((d) => ts.getCombinedModifierFlags(d) & ts.ModifierFlags.Readonly);
    const name = prop.getName();
    const deprecated = doc.tags.find((t) => t.name === 'deprecated');
    const description = [deprecated ? `**Deprecated**${deprecated.text ? `: ${deprecated.text}` : ''}.` : '', doc.summary].filter(Boolean).join(' ');
    rows.push(`| ${code(name)}${readonly ? ' (read-only)' : ''} | ${code(memberType(prop, at))} | ${optional ? 'optional' : 'required'} | ${cell(defaultOf(doc)) || ''} | ${cell(description)} |`);
  }
  if (!only) {
    for (const info of checker.getIndexInfosOfType(type)) {
      rows.push(`| ${code(`[key: ${checker.typeToString(info.keyType)}]`)} | ${code(oneLine(checker.typeToString(info.type, undefined, ts.TypeFormatFlags.NoTruncation)))} | optional |  |  |`);
    }
  }
  const note = external.size > 0 ? [`Also the members it takes from other packages' types: ${[...external].sort().map((name) => code(name, false)).join(', ')}.`, ''] : [];
  if (rows.length === 0) return note;
  return ['| name | type | required | default | description |', '|---|---|---|---|---|', ...rows, '', ...note];
}

/**
 * The tables of an object type: one table; or, for a union of object types (props or options
 * that come in variants), the members every variant shares, then each variant's own members
 * (a variant that is a named export of this entry is linked instead).
 */
function objectTables(type, at, names) {
  if (isTableType(type)) return membersTable(type, at);
  if (!type.isUnion()) return [];
  const parts = type.types.filter((part) => !(part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
  if (parts.length < 2 || !parts.every(isTableType)) return [];
  const propsOf = parts.map((part) => checker.getPropertiesOfType(part));
  const key = (prop) => prop.declarations?.[0] ?? prop;
  const common = propsOf[0].filter((prop) => propsOf.every((props) => props.some((other) => key(other) === key(prop))));
  const isCommon = (prop) => common.some((c) => key(c) === key(prop));
  const out = [];
  const commonTable = membersTable(parts[0], at, common);
  if (commonTable.length > 0) out.push(`One of ${parts.length} variants. Every variant has:`, '', ...commonTable);
  else out.push(`One of ${parts.length} variants:`, '');
  // A discriminant (a member every variant has, a literal in each) names the variants.
  const discriminant = propsOf[0]
    .map((prop) => prop.getName())
    .find((name) => {
      const props = parts.map((part) => part.getProperty(name));
      if (props.some((prop) => prop === undefined || isCommon(prop) || !isUnit(checker.getTypeOfSymbolAtLocation(prop, at)))) return false;
      const values = props.map((prop) => checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, at)));
      return new Set(values).size === values.length;
    });
  for (const [index, part] of parts.entries()) {
    const tag = discriminant ? ` (${code(`${discriminant}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(part.getProperty(discriminant), at))}`, false)})` : '';
    const named = (part.aliasSymbol ?? (part.symbol?.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class) ? part.symbol : undefined))?.getName();
    if (named && names.has(named)) {
      out.push(`Variant ${index + 1}${tag}: [${code(named, false)}](#${anchor(named)})`, '');
      continue;
    }
    const own = propsOf[index].filter((prop) => !isCommon(prop));
    const table = membersTable(part, at, own);
    out.push(`Variant ${index + 1}${named ? ` (${code(named, false)})` : tag}${table.length > 0 ? (commonTable.length > 0 ? ', also:' : ':') : ': nothing more'}`, '', ...table);
  }
  return out;
}

/** An object type whose members make a table (not a function, primitive, union, array or tuple). */
function isTableType(type) {
  if (type.isUnion() || type.isLiteral() || type.flags & (ts.TypeFlags.Primitive | ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Never)) return false;
  if (type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0) return false;
  if (checker.isArrayType(type) || checker.isTupleType(type)) return false;
  if (type.flags & ts.TypeFlags.TypeParameter) return false;
  return (type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) !== 0;
}

// ---- one entry ----

function docBlock(doc) {
  const out = [];
  if (doc.summary.trim()) out.push(prose(doc.summary), '');
  const params = doc.tags.filter((t) => t.name === 'param');
  if (params.length > 0) {
    out.push('Parameters:', '');
    for (const p of params) {
      const [, name, rest] = /^(\S+)\s*(?:-\s*)?([\s\S]*)$/.exec(p.text.trim()) ?? ['', p.text, ''];
      out.push(`- ${code(name, false)}${rest ? `: ${cell(rest)}` : ''}`);
    }
    out.push('');
  }
  for (const t of doc.tags) {
    if (t.name === 'returns' || t.name === 'return') out.push(`Returns: ${prose(t.text)}`, '');
    if (t.name === 'deprecated') out.push(`**Deprecated**${t.text ? `: ${prose(t.text)}` : ''}`, '');
    if (t.name === 'example') out.push('Example:', '', /```/.test(t.text) ? prose(t.text) : ['```', t.text.trim(), '```'].join('\n'), '');
    if (t.name === 'see') out.push(`See: ${prose(t.text)}`, '');
  }
  return out;
}

function renderEntry(entry) {
  const sourceFile = program.getSourceFile(entry.types);
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  const exported = checker
    .getExportsOfModule(moduleSymbol)
    .map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const name = symbol.getName();
      return { name, symbol: target, kind: kindOf(name, target) };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const names = new Set(exported.map((item) => item.name));
  // The props type of each component, so that the props table is shown under the component and
  // the `*Props` entry points to it.
  const propsOf = new Map(); // component name -> props type name (when exported here)
  const shownUnder = new Map(); // props type name -> component name
  const out = [
    `# \`${entry.specifier}\``,
    '',
    `<!-- Generated by scripts/api-reference.mjs from the built declarations (${entry.types.slice(typesDir.length + 1).split(sep).join('/')}); do not edit: run \`npm run api:update\`. -->`,
    '',
    `[API reference](index.md) · the API report: [api/${entry.file.replace(/\.md$/, '.api.md')}](../../api/${entry.file.replace(/\.md$/, '.api.md')})`,
    '',
  ];
  // Contents.
  for (const [kind, title] of sections) {
    const items = exported.filter((item) => item.kind === kind);
    if (items.length === 0) continue;
    out.push(`**${title}**: ${items.map((item) => `[${item.name}](#${anchor(item.name)})`).join(' · ')}`, '');
  }
  for (const item of exported) {
    if (item.kind !== 'component') continue;
    const decl = item.symbol.valueDeclaration ?? item.symbol.declarations?.[0];
    const [signature] = checker.getTypeOfSymbolAtLocation(item.symbol, decl).getCallSignatures();
    const param = signature?.parameters[0];
    if (!param) continue;
    const paramDecl = param.valueDeclaration;
    const typeName = paramDecl && ts.isParameter(paramDecl) && paramDecl.type && ts.isTypeReferenceNode(paramDecl.type) ? paramDecl.type.typeName.getText() : undefined;
    propsOf.set(item.name, typeName);
    if (typeName && names.has(typeName) && !shownUnder.has(typeName)) shownUnder.set(typeName, item.name);
  }

  for (const [kind, title] of sections) {
    const items = exported.filter((item) => item.kind === kind);
    if (items.length === 0) continue;
    out.push(`## ${title}`, '');
    for (const item of items) {
      const { name, symbol } = item;
      out.push(`### ${name}`, '');
      const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
      const signature = signatureOf(symbol, kind);
      if (signature.length > 0) out.push('```', ...signature, '```', '');
      out.push(...docBlock(docOf(symbol)));
      if (kind === 'component') {
        const [callSignature] = checker.getTypeOfSymbolAtLocation(symbol, decl).getCallSignatures();
        const param = callSignature?.parameters[0];
        if (param) {
          const type = checker.getTypeOfSymbolAtLocation(param, decl);
          const table = objectTables(type, decl, names);
          const typeName = propsOf.get(name);
          if (table.length > 0) out.push(`Props${typeName ? ` (${names.has(typeName) ? `[${code(typeName, false)}](#${anchor(typeName)})` : code(typeName, false)})` : ''}:`, '', ...table, '');
        }
      }
      if (kind === 'interface' || kind === 'type' || kind === 'class') {
        if (shownUnder.has(name)) {
          const component = shownUnder.get(name);
          out.push(`The props of [${code(component, false)}](#${anchor(component)}): the table is there.`, '');
          continue;
        }
        const type = checker.getDeclaredTypeOfSymbol(symbol);
        if (kind === 'class') {
          const statics = checker.getTypeOfSymbolAtLocation(symbol, decl);
          const ctor = statics.getConstructSignatures()[0]?.declaration;
          if (ctor && ts.isConstructorDeclaration(ctor)) out.push(`Constructor: ${code(oneLine(`new ${name}(${ctor.parameters.map(print).join(', ')})`), false)}`, '');
        }
        out.push(...objectTables(type, decl, names));
      }
      const related = relatedNames(symbol, names, name).filter((other) => !(kind === 'component' && other === propsOf.get(name)));
      if (related.length > 0) out.push(`See also: ${related.map((other) => `[${code(other, false)}](#${anchor(other)})`).join(', ')}`, '');
    }
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

/** A literal type or a union of literals (a discriminant's value). */
function isUnit(type) {
  const types = type.isUnion() ? type.types : [type];
  return types.every((t) => t.isLiteral() || (t.flags & (ts.TypeFlags.BooleanLiteral | ts.TypeFlags.Undefined | ts.TypeFlags.Null)) !== 0);
}

/** The other names of this entry a declaration mentions (parameter, return and member types). */
function relatedNames(symbol, names, self) {
  const found = new Set();
  const visit = (node) => {
    if (ts.isTypeReferenceNode(node) || ts.isExpressionWithTypeArguments(node)) {
      const text = (ts.isTypeReferenceNode(node) ? node.typeName : node.expression).getText();
      if (names.has(text) && text !== self) found.add(text);
    }
    ts.forEachChild(node, visit);
  };
  for (const decl of symbol.declarations ?? []) visit(decl);
  return [...found].sort();
}

// ---- the index and the check ----

function renderIndex(rendered) {
  const out = [
    '# API reference',
    '',
    '<!-- Generated by scripts/api-reference.mjs; do not edit: run `npm run api:update`. -->',
    '',
    'Every export of every entry of the package, generated from its type declarations and their doc',
    'comments: the kind of each name, its signature, its documentation, and the members of its props,',
    'options and result types. The guides ([docs/index.md](../index.md)) say how the pieces fit together;',
    'the exact API shape is also checked in as [API reports](../../api/).',
    '',
    '| import | exports |',
    '|---|---|',
  ];
  for (const { entry, counts } of rendered) {
    const summary = sections
      .filter(([kind]) => counts[kind])
      .map(([kind, title]) => `${counts[kind]} ${counts[kind] === 1 ? kind : title.toLowerCase()}`)
      .join(', ');
    out.push(`| [${code(entry.specifier, false)}](${entry.file}) | ${summary} |`);
  }
  return `${out.join('\n')}\n`;
}

const files = new Map();
const rendered = [];
for (const entry of entries) {
  files.set(entry.file, renderEntry(entry));
  const sourceFile = program.getSourceFile(entry.types);
  const counts = {};
  for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(sourceFile))) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const kind = kindOf(symbol.getName(), target);
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  rendered.push({ entry, counts });
}
files.set('index.md', renderIndex(rendered));

const existing = existsSync(outDir) ? readdirSync(outDir).filter((file) => file.endsWith('.md')) : [];
const stale = [...files].filter(([file, text]) => !existsSync(join(outDir, file)) || readFileSync(join(outDir, file), 'utf8') !== text).map(([file]) => file);
const extra = existing.filter((file) => !files.has(file));
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (update) {
  mkdirSync(outDir, { recursive: true });
  for (const file of stale) writeFileSync(join(outDir, file), files.get(file));
  for (const file of extra) rmSync(join(outDir, file));
  console.log(`API reference: ${files.size} files in docs/reference, ${stale.length} written, ${extra.length} removed (${seconds} s)`);
} else if (stale.length > 0 || extra.length > 0) {
  for (const file of stale) console.error(`docs/reference/${file} ${existsSync(join(outDir, file)) ? 'differs from the declarations' : 'is missing'}`);
  for (const file of extra) console.error(`docs/reference/${file} is not generated from any exports entry`);
  console.error('The API reference is stale: run `npm run api:update` (or node scripts/api-reference.mjs --update) and commit docs/reference.');
  process.exit(1);
} else console.log(`API reference docs/reference matches the declarations (${files.size} files, ${seconds} s)`);
