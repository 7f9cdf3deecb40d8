/**
 * CORS and origin validation (spec section 5, relay rules 1-2).
 *
 * CORS headers go on every response, reflecting the caller's origin, including on refusals:
 * the origin check itself is the handler's 403 ORIGIN_NOT_ALLOWED, and letting the browser
 * read that refusal lets the kit tell developers which origin to allow (instead of an opaque
 * network error). Retry-After is exposed for the rate limit.
 */
import { grpcCodes, RelayError } from './errors';
import type { RelayConfig } from './relay-config';

/** protocol.md sections 1, 14 (attested stamps on MFA approvals) and 15 (captcha tokens). */
export const corsAllowedHeaders = ['Content-Type', 'X-Stamp', 'X-Stamp-WebAuthn', 'X-Stamp-Attested', 'X-Auth-Proxy-Config-Id', 'X-Captcha-Token'] as const;

/** The CORS headers for a request with the given `Origin` header (or none). */
export function corsHeaders(origin: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    // DELETE: the /__mock/faults control, so a test page can clear its fault rules.
    'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': corsAllowedHeaders.join(', '),
    'Access-Control-Expose-Headers': 'Retry-After',
    'Access-Control-Max-Age': '600',
  };
  if (origin === null) {
    headers['Access-Control-Allow-Origin'] = '*';
  } else {
    headers['Access-Control-Allow-Origin'] = origin;
    headers.Vary = 'Origin';
  }
  return headers;
}

/** 403 unless `origin` is allowed: any origin with `['*']`, else an exact match (missing Origin refused). */
export function checkOrigin(config: RelayConfig, origin: string | null): void {
  if (config.allowedOrigins.includes('*')) return;
  if (origin === null) {
    throw new RelayError(grpcCodes.permissionDenied, 'ORIGIN_NOT_ALLOWED', "is required: this relay only accepts its configured origins", {
      field: 'Origin',
    });
  }
  if (!config.allowedOrigins.includes(origin)) {
    throw new RelayError(grpcCodes.permissionDenied, 'ORIGIN_NOT_ALLOWED', `${origin} is not in this relay's allowed origins`, { field: 'Origin' });
  }
}

/** 403 unless the `X-Auth-Proxy-Config-Id` header names this relay's configuration. */
export function checkConfigId(config: RelayConfig, configId: string | null): void {
  if (configId === null || configId.trim() === '') {
    throw new RelayError(grpcCodes.permissionDenied, 'CONFIG_ID_INVALID', 'is required on every relay request', { field: 'X-Auth-Proxy-Config-Id' });
  }
  if (configId !== config.configId) {
    throw new RelayError(grpcCodes.permissionDenied, 'CONFIG_ID_INVALID', 'does not name a relay configuration', { field: 'X-Auth-Proxy-Config-Id' });
  }
}

/** 503 while the relay is switched off. */
export function checkEnabled(config: RelayConfig): void {
  if (!config.enabled) throw new RelayError(grpcCodes.unavailable, 'UNAVAILABLE', 'the relay is disabled for this organization');
}
