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
}
