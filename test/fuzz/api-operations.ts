/** The property every main-API fuzz file runs for one operation or query. */
import fc from 'fast-check';
import { anyJson, anyText, mutatedJson, type FuzzTally } from './fuzz-harness';
import type { ApiWorld } from './api-world';
import { expectSpecAnswer } from './spec-response';

export interface ApiFuzzRuns {
  rawText: number;
  anyJson: number;
  edits: number;
}

/**
 * Stamped bodies of raw text, of any JSON, and edits of a valid body (any member at any depth:
 * type, timestampMs, organizationId, each parameter) for `path`: each answer is a success or a
 * spec-style refusal naming the field.
 */
export async function fuzzStampedPath(tally: FuzzTally, world: ApiWorld, path: string, template: Record<string, unknown>, runs: ApiFuzzRuns): Promise<void> {
  const name = path.replace('/public/v1/', '');
  const send = async (rawBody: string): Promise<void> => expectSpecAnswer(await world.post(path, rawBody), `${name} ${rawBody.slice(0, 300)}`);
  await tally.check(`${name}: raw text`, fc.asyncProperty(anyText, send), runs.rawText);
  await tally.check(`${name}: any JSON`, fc.asyncProperty(anyJson, (value) => send(JSON.stringify(value) ?? '')), runs.anyJson);
  // The parameters object replaced by any JSON object reaches every operation's own checks.
  const anyParameters = fc.dictionary(fc.constantFrom(...Object.keys((template.parameters as object | undefined) ?? { x: 0 }), 'x'), anyJson, { maxKeys: 6 });
  if (template.parameters !== undefined) {
    await tally.check(`${name}: any parameters`, fc.asyncProperty(anyParameters, (parameters) => send(JSON.stringify({ ...template, parameters }))), runs.anyJson);
  }
  await tally.check(`${name}: edited members`, fc.asyncProperty(mutatedJson(template), (value) => send(JSON.stringify(value) ?? '')), runs.edits);
}
