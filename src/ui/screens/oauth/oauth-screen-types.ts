import type { OauthState } from '../../../core/internal';
import type { OauthLoginActions } from '../../../react/index';

/** The social login state of one status. */
export type OauthScreenState<Status extends OauthState['status']> = Extract<OauthState, { status: Status }>;

/** What the social login screens with buttons get: their state and the flow's actions. */
export interface OauthScreenProps<State> {
  state: State;
  actions: OauthLoginActions;
}
