import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on `root` and expects no violations. Colour contrast cannot be computed in
 * happy-dom (no layout or computed colours), so only that rule is off here; the e2e suite runs
 * axe with every rule in real Chromium.
 */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations).toEqual([]);
}
