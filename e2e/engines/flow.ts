import type { EngineName, EnginePage } from './driver';

/** What a flow gets: a fresh page (empty storage) in one engine. */
export interface FlowContext {
  engine: EngineName;
  page: EnginePage;
  /** Which run of the flow this is in the harness's run (0, or more with `--repeat`): a login repeated is a returning user's. */
  run: number;
}

/** A user flow, written once, run in every engine. */
export interface Flow {
  name: string;
  run(context: FlowContext): Promise<void>;
}
