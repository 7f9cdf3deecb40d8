import { afterAll, beforeAll, describe, test } from 'vitest';
import type { EngineBrowser, EngineName } from './driver';
import { launchers } from './engines';
import { flows } from './flows/index';

/** A flow's time limit: generous, for a busy 2-core CI box (a flow passes in a few seconds on an idle one). */
const flowTimeoutMs = 120_000;

/** `--flow` of scripts/e2e-engines.mjs: only the flows whose name matches one of these (case-insensitive). */
const onlyFlows = (JSON.parse(process.env.LOGINKIT_ENGINES_FLOWS ?? '[]') as string[]).map((pattern) => new RegExp(pattern, 'i'));
/** `--repeat` of scripts/e2e-engines.mjs: each flow this many times in a row. */
const repeat = Number(process.env.LOGINKIT_ENGINES_REPEAT ?? 1);
const chosen = onlyFlows.length === 0 ? flows : flows.filter((flow) => onlyFlows.some((pattern) => pattern.test(flow.name)));

/** Every flow, in one engine, each on a fresh page of one browser started for the file. */
export function describeEngine(engine: EngineName): void {
  describe(engine, () => {
    let browser: EngineBrowser | undefined;
    beforeAll(async () => {
      browser = await launchers[engine]();
    }, 120_000);
    afterAll(async () => {
      // The version this run tested, for the log (README: "Tested in").
      const version = await browser?.version().catch(() => undefined);
      if (version !== undefined) console.log(`[${engine}] ${version}`);
      await browser?.close();
    }, 60_000);

    for (let run = 0; run < repeat; run += 1) {
      for (const flow of chosen) {
        test(
          repeat === 1 ? flow.name : `${flow.name} (run ${run + 1} of ${repeat})`,
          async () => {
            if (browser === undefined) throw new Error(`${engine} did not start`);
            const page = await browser.newPage();
            try {
              await flow.run({ engine, page, run });
            } finally {
              await page.close().catch(() => undefined);
            }
          },
          flowTimeoutMs,
        );
      }
    }
  });
}
