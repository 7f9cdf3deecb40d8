/**
 * `oauthProviders[]` of signup_v2 and create_oauth_providers (spec section 4.2): each item is
 * `{providerName, oidcToken}` or `{providerName, oidcClaims: {iss, sub, aud}}`.
 *
 * - A token is verified like an oauth_login token (issuer known, signature, aud a configured
 *   client id, exp; see oidc-token-check.ts) but its nonce is not checked: at signup there is no
 *   session key to bind it to. Its iss, sub and aud are stored.
 * - Claims are stored as given (the caller vouches for them, as with the real service).
 * - An (iss, sub, aud) already linked to any user, or given twice, is 409 ALREADY_EXISTS naming
 *   the item: one identity logs in to one account.
 */
import { grpcCodes, invalidArgument, RelayError } from '../errors';
import { objectField, objectItem, stringField } from '../request-body';
import type { RouteContext } from '../route-context';
import type { NewSubOrganization, RelayStore } from '../store';
import { verifyOidcToken } from './oidc-token-check';

export type NewOauthProvider = NewSubOrganization['oauthProviders'][number];

/** An item checked for shape, not yet verified. */
export type OauthProviderInput =
  | { path: string; providerName: string; oidcToken: string }
  | { path: string; providerName: string; claims: { iss: string; sub: string; aud: string } };

/** Checks the items' shape (paths like `oauthProviders[0].oidcClaims.aud`, under `prefix`). */
export function parseOauthProviderInputs(items: unknown[], prefix = 'oauthProviders'): OauthProviderInput[] {
  return items.map((raw, index) => {
    const path = `${prefix}[${index}]`;
    const item = objectItem(raw, path);
    const providerName = stringField(item, 'providerName', `${path}.providerName`, 256);
    if (item.oidcToken !== undefined && item.oidcClaims !== undefined) {
      throw invalidArgument(path, 'give oidcToken or oidcClaims, not both');
    }
    if (item.oidcToken !== undefined) return { path, providerName, oidcToken: stringField(item, 'oidcToken', `${path}.oidcToken`, 16_384) };
    if (item.oidcClaims === undefined) throw invalidArgument(`${path}.oidcClaims`, 'is required (or oidcToken)');
    const claims = objectField(item, 'oidcClaims', `${path}.oidcClaims`);
    return {
      path,
      providerName,
      claims: {
        iss: stringField(claims, 'iss', `${path}.oidcClaims.iss`, 2048),
        sub: stringField(claims, 'sub', `${path}.oidcClaims.sub`, 2048),
        aud: stringField(claims, 'aud', `${path}.oidcClaims.aud`, 2048),
      },
    };
  });
}

export interface ResolvedOauthProvider extends NewOauthProvider {
  path: string;
}

/** Verifies the token items; returns every item as the provider to store. */
export async function resolveOauthProviders(
  context: RouteContext,
  baseUrl: string,
  inputs: readonly OauthProviderInput[],
  requireEnabled: boolean,
): Promise<ResolvedOauthProvider[]> {
  const resolved: ResolvedOauthProvider[] = [];
  for (const input of inputs) {
    let claims: { iss: string; sub: string; aud: string };
    if ('oidcToken' in input) {
      claims = (await verifyOidcToken(context, baseUrl, input.oidcToken, { field: `${input.path}.oidcToken`, requireEnabled })).claims;
    } else {
      claims = input.claims;
    }
    resolved.push({ path: input.path, providerName: input.providerName, issuer: claims.iss, subject: claims.sub, audience: claims.aud });
  }
  return resolved;
}

/** 409 when an item's (iss, sub, aud) is linked already or repeated (call synchronously before storing). */
export function checkOauthProvidersFree(store: RelayStore, providers: readonly ResolvedOauthProvider[]): void {
  const seen = new Set<string>();
  for (const provider of providers) {
    const key = JSON.stringify([provider.issuer, provider.subject, provider.audience]);
    if (seen.has(key) || store.findUserByOauthProvider(provider.issuer, provider.subject, provider.audience) !== undefined) {
      throw new RelayError(grpcCodes.alreadyExists, 'ALREADY_EXISTS', 'this login (iss, sub, aud) is already linked to an account; log in instead', {
        field: provider.path,
      });
    }
    seen.add(key);
  }
}

/** The members to store (without the request path). */
export function toNewOauthProviders(providers: readonly ResolvedOauthProvider[]): NewOauthProvider[] {
  return providers.map(({ path: _path, ...provider }) => provider);
}
