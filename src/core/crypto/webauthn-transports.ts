import type { AuthenticatorTransportValue } from '../flows/passkey/passkey.types';

/** A WebAuthn transport as the browser names it. */
export type WebauthnTransport = 'internal' | 'hybrid' | 'usb' | 'nfc' | 'ble';

const toService: Readonly<Record<WebauthnTransport, AuthenticatorTransportValue>> = {
  internal: 'AUTHENTICATOR_TRANSPORT_INTERNAL',
  hybrid: 'AUTHENTICATOR_TRANSPORT_HYBRID',
  usb: 'AUTHENTICATOR_TRANSPORT_USB',
  nfc: 'AUTHENTICATOR_TRANSPORT_NFC',
  ble: 'AUTHENTICATOR_TRANSPORT_BLE',
};

const toBrowser = new Map<string, WebauthnTransport>(
  (Object.entries(toService) as [WebauthnTransport, AuthenticatorTransportValue][]).flatMap(([browser, service]) => [
    [browser, browser],
    [service, browser],
  ]),
);

/**
 * The browser's transports (`getTransports()`) as the service's enum values, in order, without
 * duplicates; transports the service does not know (`smart-card`, `cable`, …) are dropped.
 */
export function toAuthenticatorTransports(transports: readonly string[]): AuthenticatorTransportValue[] {
  const out: AuthenticatorTransportValue[] = [];
  for (const transport of transports) {
    const value = toService[transport as WebauthnTransport] as AuthenticatorTransportValue | undefined;
    if (value !== undefined && !out.includes(value)) out.push(value);
  }
  return out;
}

/** Transports in either naming (`internal` or `AUTHENTICATOR_TRANSPORT_INTERNAL`) as the browser's names; unknown ones dropped. */
export function toWebauthnTransports(transports: readonly string[]): WebauthnTransport[] {
  const out: WebauthnTransport[] = [];
  for (const transport of transports) {
    const value = toBrowser.get(transport);
    if (value !== undefined && !out.includes(value)) out.push(value);
  }
  return out;
}
