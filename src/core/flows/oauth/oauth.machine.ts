import { LoginKitError } from '../../errors';
import type { OauthEvent, OauthIntent, OauthProvider, OauthRules, OauthState } from './oauth.types';

/** The state a new flow starts in: choosing a provider. */
export function initialOauthState(): OauthState {
  return { status: 'idle' };
}

/**
 * The social login as a pure function: `(state, event) → state`. Events that make no sense in a
 * state leave it unchanged (the same object), which the flow runtime treats as "nothing happened".
 */
export function transitionOauth(state: OauthState, event: OauthEvent, rules: OauthRules): OauthState {
  switch (event.type) {
    case 'signIn':
      return start(state, event.provider, 'login', rules);
    case 'link':
      return start(state, event.provider, 'link', rules);
    case 'retry':
      return state.status === 'failed' ? start(state, state.provider, state.intent, rules) : state;
    case 'back':
      return state.status === 'idle' || state.status === 'success' || state.status === 'linked' ? state : { status: 'idle' };
    case 'cancel':
      return state.status === 'completing' ? { status: 'idle' } : state;
    case 'continueInTab':
    case 'popupBlocked':
      return state.status === 'authorizing' ? { status: 'redirecting', provider: state.provider, intent: state.intent } : state;
    case 'authorized':
      return state.status === 'authorizing' ? { status: 'completing', provider: state.provider, intent: state.intent } : state;
    case 'authFailed':
      if (state.status !== 'authorizing' && state.status !== 'redirecting' && state.status !== 'completing') return state;
      return { status: 'failed', provider: state.provider, intent: state.intent, error: event.error };
    case 'loggedIn':
      if (state.status !== 'completing' || state.intent !== 'login') return state;
      return { status: 'success', provider: state.provider, intent: 'login', session: event.session, isNewUser: event.isNewUser };
    case 'linked':
      if (state.status !== 'completing' || state.intent !== 'link') return state;
      return { status: 'linked', provider: state.provider, intent: 'link', providerIds: event.providerIds };
    default:
      return event satisfies never;
  }
}

/** A click on a provider (or retry; or another link after one): opens the popup, unless the configuration disables the provider. */
function start(state: OauthState, provider: OauthProvider, intent: OauthIntent, rules: OauthRules): OauthState {
  const linkingAgain = state.status === 'linked' && intent === 'link';
  if (state.status !== 'idle' && state.status !== 'failed' && !linkingAgain) return state;
  if (!rules.providers.includes(provider)) return { status: 'idle', error: disabled(provider) };
  return { status: 'authorizing', provider, intent };
}

function disabled(provider: OauthProvider): LoginKitError {
  return new LoginKitError('method_disabled', `${provider} login is not enabled for this app`, { details: { field: 'provider', provider } });
}
