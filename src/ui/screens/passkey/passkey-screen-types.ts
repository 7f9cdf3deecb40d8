import type { PasskeyState } from '../../../core/internal';
import type { PasskeyLoginActions } from '../../../react/index';

/** The passkey state of one status. */
export type PasskeyScreenState<Status extends PasskeyState['status']> = Extract<PasskeyState, { status: Status }>;

/** What every passkey screen gets: its state and the flow's actions. */
export interface PasskeyScreenProps<State> {
  state: State;
  actions: PasskeyLoginActions;
}
