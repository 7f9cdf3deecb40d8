// The stylesheet is read as a file, in the test only: vitest hands CSS imports (even `?raw`) over empty.
// eslint-disable-next-line loginkit/layer-boundaries -- a test under Node, not ui code
import { readFileSync } from 'node:fs';
// eslint-disable-next-line loginkit/layer-boundaries -- as above
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const styles = readFileSync(join(import.meta.dirname, '../styles.css'), 'utf8');

/** Every block of the stylesheet that starts with `prelude`, each up to its matching brace. */
function blocks(prelude: string): string[] {
  const found: string[] = [];
  for (let start = styles.indexOf(`${prelude} {`); start >= 0; start = styles.indexOf(`${prelude} {`, start + 1)) {
    let depth = 0;
    for (let index = styles.indexOf('{', start); index < styles.length; index += 1) {
      if (styles[index] === '{') depth += 1;
      else if (styles[index] === '}' && (depth -= 1) === 0) {
        found.push(styles.slice(start, index + 1));
        break;
      }
    }
  }
  return found;
}

describe('the account panel’s styles', () => {
  it('on phones, the sections inside the panel are no cards: no border, side padding or background of their own', () => {
    const phone = blocks('@media (max-width: 36rem)').find((block) => block.includes('.loginkit-account .loginkit-account-section'));
    expect(phone).toBeDefined();
    expect(phone).toContain('.loginkit-account .loginkit-passkeys');
    expect(phone).toMatch(/border: 0;/);
    expect(phone).toMatch(/background: none;/);
    expect(phone).toMatch(/padding: var\(--loginkit-space-4\) 0 0;/);
  });

  it('the skeleton shimmers only where motion is welcome', () => {
    const animated = styles.split('\n').filter((line) => line.includes('animation: loginkit-account-shimmer'));
    expect(animated).toHaveLength(1);
    const motion = blocks('@media (prefers-reduced-motion: no-preference)').filter((block) => block.includes('animation: loginkit-account-shimmer'));
    expect(motion).toHaveLength(1);
  });
});
