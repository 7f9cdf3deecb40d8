/** A leading-digits pattern as a tree: a character, a sequence, alternatives or a character set. */
type Tree = string | Tree[] | { op: '|'; args: Tree[] } | { op: '[]'; args: string[] };

type Match = { match: true; length: number } | { partial: true } | { overflow: true } | undefined;

const single = (items: Tree[]): Tree => (items.length === 1 ? (items[0] as Tree) : items);

/** Parses the pattern subset leading digits use: digits, `[1-5]` sets and `(?:a|b)` groups. */
function parse(pattern: string): Tree {
  let at = 0;
  const sequence = (): Tree => {
    const items: Tree[] = [];
    while (at < pattern.length && pattern[at] !== '|' && pattern[at] !== ')') {
      if (pattern.startsWith('(?:', at)) {
        at += 3;
        const args = alternatives();
        if (pattern[at] !== ')') throw new Error('unclosed group');
        at += 1;
        items.push({ op: '|', args });
      } else if (pattern[at] === '[') {
        const end = pattern.indexOf(']', at);
        if (end < 0) throw new Error('unclosed set');
        const set = pattern.slice(at + 1, end);
        const args: string[] = [];
        for (let index = 0; index < set.length; index += 1) {
          if (set[index] === '-') {
            for (let code = set.charCodeAt(index - 1) + 1; code < set.charCodeAt(index + 1); code += 1) args.push(String.fromCharCode(code));
          } else args.push(set[index] ?? '');
        }
        items.push({ op: '[]', args });
        at = end + 1;
      } else {
        items.push(pattern[at] ?? '');
        at += 1;
      }
    }
    if (items.length === 0) throw new Error('empty pattern');
    return single(items);
  };
  const alternatives = (): Tree[] => {
    const branches = [sequence()];
    while (pattern[at] === '|') {
      at += 1;
      branches.push(sequence());
    }
    return branches;
  };
  const branches = alternatives();
  if (at !== pattern.length) throw new Error('unbalanced pattern');
  return branches.length === 1 ? (branches[0] as Tree) : { op: '|', args: branches };
}

/** Matches the typed characters against the tree; `last`: the rightmost part, where more typed characters overflow. */
function match(chars: string, tree: Tree, last: boolean): Match {
  if (typeof tree === 'string') {
    if (chars === tree) return { match: true, length: 1 };
    if (chars.startsWith(tree)) return last ? { overflow: true } : { match: true, length: 1 };
    return undefined;
  }
  if (Array.isArray(tree)) {
    let rest = chars;
    for (let index = 0; index < tree.length; index += 1) {
      const result = match(rest, tree[index] as Tree, last && index === tree.length - 1);
      if (result === undefined || 'overflow' in result) return result;
      if ('partial' in result) return result;
      rest = rest.slice(result.length);
      if (rest === '') return index === tree.length - 1 ? { match: true, length: chars.length } : { partial: true };
    }
    return last ? { overflow: true } : { match: true, length: chars.length - rest.length };
  }
  if (tree.op === '|') {
    let partial = false;
    for (const branch of tree.args) {
      const result = match(chars, branch, last);
      if (result === undefined) continue;
      if ('partial' in result) partial = true;
      else return result;
    }
    return partial ? { partial: true } : undefined;
  }
  if (!tree.args.includes(chars[0] ?? '')) return undefined;
  if (chars.length === 1) return { match: true, length: 1 };
  return last ? { overflow: true } : { match: true, length: 1 };
}

const trees = new Map<string, Tree | null>();

/**
 * Whether the digits typed so far can start a number the leading-digits pattern is for: they match
 * part of it, all of it, or all of it and more (libphonenumber's as-you-type pattern matcher).
 */
export function leadingDigitsMatch(pattern: string, digits: string): boolean {
  let tree = trees.get(pattern);
  if (tree === undefined) {
    try {
      tree = parse(pattern);
    } catch {
      tree = null;
    }
    trees.set(pattern, tree);
  }
  // A pattern it cannot read does not rule the digits out.
  return tree === null || match(digits, tree, true) !== undefined;
}
