/**
 * A device with software passkeys, standing in for `navigator.credentials` behind
 * @simplewebauthn/browser's startRegistration / startAuthentication (the test stubs that module
 * with these). The passkeys are the mock relay's SoftwareAuthenticator: real WebAuthn
 * registrations and assertions that the relay verifies with @simplewebauthn/server.
 */
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { fromBase64Url } from '../../src/core/encoding/base64url';
import { SoftwareAuthenticator, type AssertionOverrides, type RegistrationOverrides } from '../../src/mock-relay/test-utils/software-authenticator';

const transportNames: Record<string, string> = {
  AUTHENTICATOR_TRANSPORT_INTERNAL: 'internal',
  AUTHENTICATOR_TRANSPORT_HYBRID: 'hybrid',
  AUTHENTICATOR_TRANSPORT_USB: 'usb',
  AUTHENTICATOR_TRANSPORT_NFC: 'nfc',
  AUTHENTICATOR_TRANSPORT_BLE: 'ble',
};

export interface Prompt {
  kind: 'create' | 'get';
  options: PublicKeyCredentialCreationOptionsJSON | PublicKeyCredentialRequestOptionsJSON;
}

export class SoftwarePasskeyDevice {
  readonly passkeys: SoftwareAuthenticator[] = [];
  readonly prompts: Prompt[] = [];
  /** Which passkey the user picks at the next login prompt (default: the newest allowed). */
  pick: SoftwareAuthenticator | undefined;
  /** The next prompt fails with this DOMException name (the user closes it, say), once. */
  failNext: string | undefined;
  /** Prompts stay open until `release()` (to test leaving an open prompt). */
  hold = false;
  registrationOverrides: RegistrationOverrides = {};
  assertionOverrides: AssertionOverrides = {};
  cancelled = 0;
  #held: (() => void)[] = [];

  constructor(readonly origin: string) {}

  release(): void {
    for (const resume of this.#held.splice(0)) resume();
  }

  #open<T>(prompt: Prompt, answer: () => T): Promise<T> {
    this.prompts.push(prompt);
    const failure = this.failNext;
    this.failNext = undefined;
    const settle = (): T => {
      if (failure !== undefined) throw new DOMException(`The user chose ${failure}`, failure);
      return answer();
    };
    if (!this.hold) return Promise.resolve().then(settle);
    return new Promise<T>((resolve, reject) => {
      this.#held.push(() => {
        try {
          resolve(settle());
        } catch (error) {
          reject(error);
        }
      });
    });
  }

  startRegistration = ({ optionsJSON }: { optionsJSON: PublicKeyCredentialCreationOptionsJSON }): Promise<RegistrationResponseJSON> =>
    this.#open({ kind: 'create', options: optionsJSON }, () => {
      const passkey = new SoftwareAuthenticator({ origin: this.origin, rpId: optionsJSON.rp.id });
      const made = passkey.register({ challenge: optionsJSON.challenge, ...this.registrationOverrides });
      this.passkeys.push(passkey);
      return {
        id: made.attestation.credentialId,
        rawId: made.attestation.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: made.attestation.clientDataJson,
          attestationObject: made.attestation.attestationObject,
          transports: [...made.attestation.transports.map((t) => transportNames[t] ?? t), 'smart-card'],
        },
        clientExtensionResults: {},
      };
    });

  startAuthentication = ({ optionsJSON }: { optionsJSON: PublicKeyCredentialRequestOptionsJSON }): Promise<AuthenticationResponseJSON> =>
    this.#open({ kind: 'get', options: optionsJSON }, () => {
      const allowed = optionsJSON.allowCredentials?.map((c) => c.id);
      const candidates = this.passkeys.filter((p) => p.rpId === optionsJSON.rpId && (allowed === undefined || allowed.includes(p.credentialId)));
      const passkey = this.pick !== undefined && candidates.includes(this.pick) ? this.pick : candidates.at(-1);
      if (passkey === undefined) throw new DOMException('No passkey for this site', 'NotAllowedError');
      const stamp = passkey.assert(fromBase64Url(optionsJSON.challenge), this.assertionOverrides);
      return {
        id: stamp.credentialId,
        rawId: stamp.credentialId,
        type: 'public-key',
        response: { authenticatorData: stamp.authenticatorData, clientDataJSON: stamp.clientDataJson, signature: stamp.signature },
        clientExtensionResults: {},
      };
    });

  forget(passkey: SoftwareAuthenticator): void {
    this.passkeys.splice(this.passkeys.indexOf(passkey), 1);
  }
}
