/**
 * The provider's answer at the redirect URI: `#id_token=…&state=…` (OIDC, fragment),
 * `?code=…&state=…` (authorization code), or `error=…&error_description=…&state=…` in either.
 */

export interface OauthCallback {
  /** The `state` the provider echoed (absent when it sent none). */
  state?: string;
  idToken?: string;
  code?: string;
  /** The provider's error code (`access_denied`, …) and description. */
  error?: string;
  errorDescription?: string;
  /** Where the answer was found. */
  in: 'fragment' | 'query';
}

/** Parameters a provider may add to its answer; removed from the address bar on return. */
const responseParams = ['state', 'id_token', 'code', 'error', 'error_description', 'error_uri', 'iss', 'session_state', 'scope', 'authuser', 'hd', 'prompt'];

function answerIn(params: URLSearchParams): boolean {
  return params.has('state') && (params.has('id_token') || params.has('code') || params.has('error'));
}

function parts(url: string): { url: URL; fragment: URLSearchParams } | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  return { url: parsed, fragment: new URLSearchParams(parsed.hash.replace(/^#/, '')) };
}

/**
 * Reads a provider's answer from `url`; `undefined` when the URL carries none (a `state` plus an
 * `id_token`, `code` or `error`). The fragment wins over the query.
 */
export function parseOauthCallback(url: string): OauthCallback | undefined {
  const split = parts(url);
  if (split === undefined) return undefined;
  const [params, where] = answerIn(split.fragment)
    ? [split.fragment, 'fragment' as const]
    : answerIn(split.url.searchParams)
      ? [split.url.searchParams, 'query' as const]
      : [undefined, undefined];
  if (params === undefined) return undefined;
  const callback: OauthCallback = { in: where };
  const read = (name: string): string | undefined => params.get(name) ?? undefined;
  const state = read('state');
  if (state !== undefined) callback.state = state;
  const idToken = read('id_token');
  if (idToken !== undefined) callback.idToken = idToken;
  const code = read('code');
  if (code !== undefined) callback.code = code;
  const error = read('error');
  if (error !== undefined) callback.error = error;
  const errorDescription = read('error_description');
  if (errorDescription !== undefined) callback.errorDescription = errorDescription;
  return callback;
}

/** `url` without the provider's answer: the fragment answer dropped whole, the query answer's parameters removed. */
export function withoutOauthParams(url: string): string {
  const split = parts(url);
  if (split === undefined) return url;
  const clean = split.url;
  if (answerIn(split.fragment)) clean.hash = '';
  if (answerIn(clean.searchParams)) {
    for (const name of responseParams) clean.searchParams.delete(name);
  }
  return clean.toString();
}

/** Whether `url` is the redirect URI (same origin and path; query and fragment aside). */
export function isRedirectUri(url: string, redirectUri: string): boolean {
  const a = parts(url);
  const b = parts(redirectUri);
  return a !== undefined && b !== undefined && a.url.origin === b.url.origin && a.url.pathname === b.url.pathname;
}
