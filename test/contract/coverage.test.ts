/**
 * Every operation of the kit's table (spec sections 4.2 and 4.3, and the reads and
 * create_webhook_endpoint beyond it) has a describe of its own in the contract tests, with a
 * valid call through `kit.account()`; operation-refusals.test.ts covers each one's bad input.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { queryOperations, submitOperations } from '../../src/core/transport/operations';

const here = new URL('.', import.meta.url);
const effectTests = readdirSync(here)
  .filter((file) => file.endsWith('.test.ts') && !['coverage.test.ts', 'operation-refusals.test.ts', 'edge-values.test.ts'].includes(file))
  .map((file) => readFileSync(new URL(file, here), 'utf8'))
  .join('\n');

describe('the contract tests cover the whole table', () => {
  it.each([...Object.keys(submitOperations), ...Object.keys(queryOperations)])('%s has a describe of its own', (operation) => {
    expect(effectTests).toContain(`describe('${operation}', () => {`);
  });
});
