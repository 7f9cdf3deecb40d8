/**
 * Runs the social login's machine and effects together, the way the client wires them, and
 * plays the provider's side: what the popup was opened with, and its answer.
 */
import { expect, vi } from 'vitest';
import { oauthNonce } from '../../../crypto/oauth-nonce';
import { createMachineFlow, type Flow } from '../../flow';
import { createOauthEffects, type OauthEffects, type OauthSettings } from '../oauth.effects';
import { initialOauthState, transitionOauth } from '../oauth.machine';
import type { OauthEvent, OauthProvider, OauthState } from '../oauth.types';
import { clientIds, oidcToken, type TestDeps } from './fake-oauth-deps';

export const allProviders: OauthProvider[] = ['google', 'apple', 'x', 'discord'];

export interface Harness {
  flow: Flow<OauthState, OauthEvent>;
  effects: OauthEffects;
  /** Every state the flow went through, in order. */
  statuses: string[];
}

export async function startOauth(deps: TestDeps, settings: Partial<OauthSettings> = {}): Promise<Harness> {
  const providers = settings.providers ?? allProviders;
  const effects = createOauthEffects(deps, { providers, clientIds, prepare: 'login', ...settings });
  const flow = createMachineFlow<OauthState, OauthEvent>({
    initial: initialOauthState(),
    transition: (state, event) => transitionOauth(state, event, { providers }),
    effect: effects.run,
    onDispose: () => void effects.dispose(),
  });
  const statuses: string[] = [flow.getSnapshot().status];
  flow.subscribe(() => statuses.push(flow.getSnapshot().status));
  await effects.ready;
  return { flow, effects, statuses };
}

/** The parameters of the authorization request the popup was opened with (the last one). */
export function lastRequest(deps: TestDeps): URLSearchParams {
  const opened = deps.window.opened.at(-1);
  if (opened === undefined) throw new Error('no popup was opened');
  return new URL(opened.url).searchParams;
}

/** The session key K the flow created (the only key in the store). */
export async function sessionKey(deps: TestDeps): Promise<string> {
  const keys = await deps.keys.list();
  expect(keys).toHaveLength(1);
  return keys[0]!;
}

export function googleToken(nonce: string, claims: Record<string, unknown> = {}): string {
  return oidcToken({
    iss: 'https://accounts.google.test',
    sub: 'google-sub-1',
    aud: clientIds.google,
    nonce,
    email: 'ada@example.com',
    email_verified: true,
    name: 'Ada Lovelace',
    ...claims,
  });
}

/** The provider sends the popup back to the redirect URI with `answer` (fragment or query). */
export function popupReturns(deps: TestDeps, answer: string): void {
  const popup = deps.window.popups.at(-1);
  if (popup === undefined) throw new Error('no popup is open');
  popup.navigate(`https://app.test/login${answer}`);
}

export async function settlesIn(flow: Flow<OauthState, OauthEvent>, status: OauthState['status']): Promise<OauthState> {
  await vi.waitFor(() => expect(flow.getSnapshot().status).toBe(status), { timeout: 30_000, interval: 5 });
  return flow.getSnapshot();
}

export { oauthNonce };
