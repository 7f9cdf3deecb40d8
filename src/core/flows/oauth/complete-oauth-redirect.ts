import { LoginKitError, toLoginKitError } from '../../errors';
import { parseOauthCallback, withoutOauthParams } from '../../oauth/oauth-callback';
import { browserWindow, type OauthWindow } from '../../oauth/oauth-window';
import { peekPendingLogin, takePendingLogin } from '../../oauth/pending-login';
import { postOauthCallbackToOpener } from '../../oauth/popup-watcher';
import { completeOauthLogin, grantFromCallback } from './oauth-completion';
import type { OauthDeps } from './oauth-deps';
import type { OauthState } from './oauth.types';

export const defaultRedirectMaxAgeMs = 30 * 60_000;

/**
 * Finishes a social login when the provider sends the user back to the page (call it once on
 * load with `location.href`):
 * - `undefined` when the URL carries no provider answer, or when this page is the login popup
 *   (the answer is posted to the opener, which completes it);
 * - otherwise the URL is cleaned (`history.replaceState`), the pending record is taken out of
 *   sessionStorage (one use), its `state` is compared exactly, and the login (or link) completes:
 *   `success` / `linked`, or `failed` with the reason. A return with no pending login (a replayed
 *   or forged URL) is refused: `idle` with `oauth_state_mismatch`.
 * The result can seed the modal's flow (`createOauthFlowFactory(deps)(config, {initial})`).
 */
export async function completeOauthRedirect(deps: OauthDeps, url: string): Promise<OauthState | undefined> {
  const callback = parseOauthCallback(url);
  if (callback === undefined) return undefined;
  let win: OauthWindow;
  try {
    win = deps.window ?? browserWindow();
  } catch {
    return undefined;
  }
  const pending = peekPendingLogin(win.sessionStorage);
  if ((pending === undefined || pending.state !== callback.state) && postOauthCallbackToOpener(win, url)) return undefined;

  cleanAddressBar(win, url);
  const record = takePendingLogin(win.sessionStorage);
  if (record === undefined) {
    return {
      status: 'idle',
      error: new LoginKitError('oauth_state_mismatch', 'no social login is pending in this tab (the answer was already used, or never asked for)', {
        details: { field: 'state' },
      }),
    };
  }
  const { provider, intent } = record;
  try {
    const grant = grantFromCallback(callback, record.state, provider);
    if (deps.now() - record.startedAt > (deps.redirectMaxAgeMs ?? defaultRedirectMaxAgeMs)) {
      throw new LoginKitError('timeout', 'the social login took too long; start again', { details: { provider } });
    }
    const result = await completeOauthLogin(deps, { ...record, grant });
    return result.intent === 'login'
      ? { status: 'success', provider, intent: 'login', session: result.session, isNewUser: result.isNewUser }
      : { status: 'linked', provider, intent: 'link', providerIds: result.providerIds };
  } catch (error) {
    if (intent === 'login') await deps.keys.delete(record.publicKey).catch(() => undefined);
    return { status: 'failed', provider, intent, error: toLoginKitError(error) };
  }
}

function cleanAddressBar(win: OauthWindow, url: string): void {
  try {
    win.history.replaceState(win.history.state, '', withoutOauthParams(url));
  } catch {
    // another origin's URL (or no history API): nothing to clean here
  }
}
