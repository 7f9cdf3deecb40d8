import type { KitConfig } from '../../config/kit-config';
import { browserWindow, oauthPopupName, popupFeatures, type OauthPopup } from '../../oauth/oauth-window';
import type { Flow } from '../flow';
import { createLazyEffectFlow } from '../lazy-effect-flow';
import type { OauthFlowOptions } from './oauth-flow-factory';
import { initialOauthState, transitionOauth } from './oauth.machine';
import type { OauthDeps } from './oauth-deps';
import type { OauthEvent, OauthRules, OauthState } from './oauth.types';

/**
 * The client's social login flow, its effects (most of the social login's code) in a chunk of
 * their own. A click that comes before they arrive (a busy machine, a slow network) still opens
 * the popup inside the click: a blank one, under the popup's name, which the effects point at the
 * provider when they arrive (`open` with that name reuses it; a browser allows that outside the
 * click, where it would block a new window). Left before they arrive, the blank popup is closed.
 * `createOauthFlowFactory` is the same flow with the effects bundled in.
 */
export function createLazyOauthFlow(deps: OauthDeps, config: KitConfig, options: OauthFlowOptions = {}): Flow<OauthState, OauthEvent> {
  const rules: OauthRules = { providers: config.oauthProviders ?? [] };
  let loaded = false;
  let blank: OauthPopup | undefined;
  const flow = createLazyEffectFlow({
    initial: options.initial ?? initialOauthState(),
    transition: (state: OauthState, event: OauthEvent) => transitionOauth(state, event, rules),
    load: () =>
      import('./oauth.effects').then(({ createOauthEffects }) =>
        createOauthEffects(deps, {
          providers: rules.providers,
          clientIds: config.oauthClientIds ?? {},
          ...(config.oauthRedirectUrl === undefined ? {} : { redirectUrl: config.oauthRedirectUrl }),
          prepare: options.intent ?? 'login',
          ...(options.invalidateExisting === true ? { invalidateExisting: true } : {}),
        }),
      ),
    onLoaded: () => {
      loaded = true;
    },
    loadFailed: (error): OauthEvent => ({ type: 'authFailed', error }),
  });

  const closeBlank = (): void => {
    const popup = blank;
    blank = undefined;
    try {
      if (popup !== undefined && !popup.closed) popup.close();
    } catch {
      // a window we can no longer reach is as good as closed
    }
  };
  // Past `authorizing` the effects own the window (they reopened it by name) or nobody does.
  flow.subscribe(() => {
    if (flow.getSnapshot().status !== 'authorizing') closeBlank();
  });

  return {
    ...flow,
    dispose() {
      closeBlank();
      flow.dispose();
    },
    send(event) {
      const before = flow.getSnapshot();
      flow.send(event);
      const after = flow.getSnapshot();
      if (loaded || after === before || after.status !== 'authorizing') return;
      // Still in the click, and the effects are not there: the window now, the provider later.
      try {
        const win = deps.window ?? browserWindow();
        blank = win.open('about:blank', oauthPopupName, popupFeatures(win)) ?? undefined;
      } catch {
        blank = undefined; // blocked: the effects try again, then fall back to a redirect
      }
    },
  };
}
