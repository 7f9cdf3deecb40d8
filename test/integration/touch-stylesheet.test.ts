import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface CssRule {
  selector: string;
  /** The preludes of the at-rules around it, outermost first (`@media (hover: hover)`). */
  within: string[];
  declarations: string;
}

/** The style rules of a stylesheet with the at-rules they sit in (enough of CSS for this file: no strings holding braces). */
function cssRules(css: string): CssRule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: CssRule[] = [];
  const within: string[] = [];
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '{') {
      const prelude = text.slice(start, index).trim();
      if (prelude.startsWith('@')) {
        within.push(prelude);
        start = index + 1;
      } else {
        const end = text.indexOf('}', index);
        rules.push({ selector: prelude, within: [...within], declarations: text.slice(index + 1, end) });
        index = end;
        start = end + 1;
      }
    } else if (char === '}') {
      within.pop();
      start = index + 1;
    }
  }
  return rules;
}

// Read from disk: the test runner hands CSS imports (`?raw` too) over empty.
const rules = cssRules(readFileSync(new URL('../../src/ui/styles.css', import.meta.url), 'utf8'));
const coarse = (selector: string): CssRule[] => rules.filter((rule) => rule.within.includes('@media (pointer: coarse)') && rule.selector === selector);

describe('loginkit/styles.css on touch screens', () => {
  it('hovers only where a pointer can hover, so a colour does not stick after a tap', () => {
    const hovers = rules.filter((rule) => rule.selector.includes(':hover'));
    expect(hovers.length).toBeGreaterThan(0);
    for (const rule of hovers) expect(rule.within, rule.selector).toContain('@media (hover: hover)');
  });

  it('gives the Email/Phone segments and the link buttons ("Change", "Continue in this tab") 44 × 44 px on a coarse pointer', () => {
    for (const selector of ['.loginkit-channels__option', '.loginkit-button.loginkit-button--link']) {
      const [rule] = coarse(selector);
      expect(rule?.declarations, selector).toMatch(/min-height: 44px/);
      expect(rule?.declarations, selector).toMatch(/min-width: 44px/);
    }
  });

  it('keeps 24 px as the link buttons’ minimum on a fine pointer', () => {
    const base = rules.find((rule) => rule.selector === '.loginkit-button--link' && rule.within.length === 0);
    expect(base?.declarations).toMatch(/min-width: 24px/);
    expect(base?.declarations).toMatch(/min-height: 24px/);
  });
});

describe('loginkit/styles.css: the Email/Phone segments in every language', () => {
  const rule = (selector: string): string => rules.find((found) => found.selector === selector && found.within.length === 0)?.declarations ?? '';

  it('draws both segments alike, on one line and centred both ways (Arabic wrapped one and not the other)', () => {
    const option = rule('.loginkit-channels__option');
    expect(option).toMatch(/white-space: nowrap/);
    expect(option).toMatch(/justify-content: center/);
    expect(option).toMatch(/align-items: center/);
    expect(option).toMatch(/text-align: center/);
    expect(rules.some((found) => found.selector.startsWith('.loginkit-channels__option:has(.loginkit-last-used)'))).toBe(false);
  });

  it('cuts a label too long for its half with an ellipsis (the "Last used" badge first) instead of wrapping it', () => {
    expect(rule('.loginkit-channels__label')).toMatch(/text-overflow: ellipsis/);
    const badge = rule('.loginkit-channels__option .loginkit-last-used');
    expect(badge).toMatch(/text-overflow: ellipsis/);
    expect(badge).toMatch(/flex: 0 100 auto/);
  });
});
