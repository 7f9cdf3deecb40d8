import type { EngineName, EnginePage } from './driver';

/** What a flow gets: a fresh page (empty storage) in one engine. */
export interface FlowContext {
  engine: EngineName;
  page: EnginePage;
}

/** A user flow, written once, run in every engine. */
export interface Flow {
  name: string;
  run(context: FlowContext): Promise<void>;
  /** Why this flow cannot run in this engine or this run, when it cannot (the suite reports it as skipped, with the reason). */
  skipReason?(engine: EngineName): string | undefined;
}
