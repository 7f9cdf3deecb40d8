/**
 * Typed access to the interop vectors (produced with Turnkey's own libraries) and the
 * production keys, for tests. Test-only: lives outside src so the package build skips it.
 */
import interopJson from './interop.json';
import productionKeysJson from './production-keys.json';

export const interop = interopJson;
export const productionKeys = productionKeysJson;
export type InteropVectors = typeof interopJson;
