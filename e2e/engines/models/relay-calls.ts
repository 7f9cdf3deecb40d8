import type { EnginePage } from '../driver';

/**
 * The relay endpoints the page has called so far (`otp_verify_v2`, …), in order, read from the
 * page's Resource Timing entries: the same in every engine, with nothing intercepted. The list
 * starts again with each page load.
 */
export function relayCalls(page: EnginePage, relayUrl: string): Promise<string[]> {
  return page.evaluate(
    (prefix) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(prefix))
        .map((name) => name.slice(prefix.length).split('?')[0] ?? name),
    `${relayUrl}/v1/`,
  );
}

/** The calls that log a person in with a code, from the last digit on (the rest: config, wallets, …). */
export const codeLoginEndpoints: ReadonlySet<string> = new Set(['otp_verify_v2', 'account', 'signup_v2', 'otp_login_v2']);
