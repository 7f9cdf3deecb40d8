import { beforeAll, describe, it } from 'vitest';
import { createApiWorld, fuzzedQueries, type ApiWorld } from './api-world';
import { fuzzStampedPath } from './api-operations';
import { fuzzTally, fuzzTimeout } from './fuzz-harness';

const tally = fuzzTally(import.meta.url);
let world: ApiWorld;

beforeAll(async () => {
  world = await createApiWorld();
}, fuzzTimeout(2));

describe('stamped queries (/public/v1/query/*): never a 500, refusals name the field', () => {
  it.each(fuzzedQueries)('%s', async (query) => {
    await fuzzStampedPath(tally, world, `/public/v1/query/${query}`, world.queryBody(query), { rawText: 5, anyJson: 15, edits: 35 });
  }, fuzzTimeout(2));
});
