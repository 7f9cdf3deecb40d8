/**
 * The stand-in for @simplewebauthn/browser in the passkey integration tests: its WebAuthn calls
 * go to the current software passkey device. No runtime imports, so a `vi.mock` factory can
 * load it while the kit's modules are still loading.
 */
import type { SoftwarePasskeyDevice } from './software-passkey-device';

export const passkeyBrowser: { device: SoftwarePasskeyDevice | undefined } = { device: undefined };

const currentDevice = (): SoftwarePasskeyDevice => {
  if (passkeyBrowser.device === undefined) throw new Error('no passkey device: call usePasskeyDevice() in the test file');
  return passkeyBrowser.device;
};

/** What `vi.mock('@simplewebauthn/browser', …)` returns. */
export const passkeyBrowserStub = {
  startRegistration: (options: never) => currentDevice().startRegistration(options),
  startAuthentication: (options: never) => currentDevice().startAuthentication(options),
  WebAuthnAbortService: {
    cancelCeremony: () => {
      const device = currentDevice();
      device.cancelled += 1;
      device.abortCeremony('Manually cancelling existing WebAuthn API call');
    },
  },
};
