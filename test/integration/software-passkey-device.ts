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
  /** `autofill`: a conditional request (`useBrowserAutofill`), answered by `pickFromAutofill`. */
  kind: 'create' | 'get' | 'autofill';
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
  /** The user handle (`user.id`) each passkey was created with, by credential id. */
  readonly userHandles = new Map<string, string>();
  /** Autofill requests ended by an abort (the flow's own, or a new ceremony's), in order. */
  readonly abortedAutofill: Prompt[] = [];
  #held: (() => void)[] = [];
  /** The open autofill request, as @simplewebauthn/browser keeps one ceremony at a time. */
  #autofill: { prompt: Prompt; resolve: (response: AuthenticationResponseJSON) => void; reject: (error: unknown) => void } | undefined;

  /** Whether an autofill request is open. */
  get autofillOpen(): boolean {
    return this.#autofill !== undefined;
  }

  /** The open autofill request's options (throws when none is open). */
  get autofillOptions(): PublicKeyCredentialRequestOptionsJSON {
    if (this.#autofill === undefined) throw new Error('no autofill request is open');
    return this.#autofill.prompt.options as PublicKeyCredentialRequestOptionsJSON;
  }

  /** The user picks `passkey` (default: the newest for the site) in the browser's autofill. */
  pickFromAutofill(passkey?: SoftwareAuthenticator): void {
    const open = this.#autofill;
    if (open === undefined) throw new Error('no autofill request is open');
    this.#autofill = undefined;
    try {
      open.resolve(this.#assertion(open.prompt.options as PublicKeyCredentialRequestOptionsJSON, passkey));
    } catch (error) {
      open.reject(error);
    }
  }

  /** The browser ends the open autofill request itself with this DOMException name. */
  endAutofill(name: string): void {
    const open = this.#autofill;
    if (open === undefined) throw new Error('no autofill request is open');
    this.#autofill = undefined;
    open.reject(new DOMException(`The browser ended the request (${name})`, name));
  }

  /** What @simplewebauthn/browser's abort service does to the open request: an AbortError. */
  abortCeremony(reason: string): void {
    const open = this.#autofill;
    if (open === undefined) return;
    this.#autofill = undefined;
    this.abortedAutofill.push(open.prompt);
    open.reject(new DOMException(reason, 'AbortError'));
  }

  #assertion(optionsJSON: PublicKeyCredentialRequestOptionsJSON, chosen?: SoftwareAuthenticator): AuthenticationResponseJSON {
    const allowed = optionsJSON.allowCredentials?.map((c) => c.id);
    const candidates = this.passkeys.filter((p) => p.rpId === optionsJSON.rpId && (allowed === undefined || allowed.includes(p.credentialId)));
    const pick = chosen ?? this.pick;
    const passkey = pick !== undefined && candidates.includes(pick) ? pick : candidates.at(-1);
    if (passkey === undefined) throw new DOMException('No passkey for this site', 'NotAllowedError');
    const stamp = passkey.assert(fromBase64Url(optionsJSON.challenge), this.assertionOverrides);
    const userHandle = this.userHandles.get(stamp.credentialId);
    return {
      id: stamp.credentialId,
      rawId: stamp.credentialId,
      type: 'public-key',
      response: { authenticatorData: stamp.authenticatorData, clientDataJSON: stamp.clientDataJson, signature: stamp.signature, ...(userHandle === undefined ? {} : { userHandle }) },
      clientExtensionResults: {},
    };
  }

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

  startRegistration = ({ optionsJSON }: { optionsJSON: PublicKeyCredentialCreationOptionsJSON }): Promise<RegistrationResponseJSON> => {
    this.abortCeremony('Cancelling existing WebAuthn API call for new one');
    return this.#open({ kind: 'create', options: optionsJSON }, () => {
      const passkey = new SoftwareAuthenticator({ origin: this.origin, rpId: optionsJSON.rp.id });
      const made = passkey.register({ challenge: optionsJSON.challenge, ...this.registrationOverrides });
      this.passkeys.push(passkey);
      this.userHandles.set(made.attestation.credentialId, optionsJSON.user.id);
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
  };

  startAuthentication = ({ optionsJSON, useBrowserAutofill }: { optionsJSON: PublicKeyCredentialRequestOptionsJSON; useBrowserAutofill?: boolean }): Promise<AuthenticationResponseJSON> => {
    // One ceremony at a time: a new one aborts the open autofill request first.
    this.abortCeremony('Cancelling existing WebAuthn API call for new one');
    if (useBrowserAutofill === true) {
      const prompt: Prompt = { kind: 'autofill', options: optionsJSON };
      this.prompts.push(prompt);
      return new Promise((resolve, reject) => {
        this.#autofill = { prompt, resolve, reject };
      });
    }
    return this.#open({ kind: 'get', options: optionsJSON }, () => this.#assertion(optionsJSON));
  };

  forget(passkey: SoftwareAuthenticator): void {
    this.passkeys.splice(this.passkeys.indexOf(passkey), 1);
  }
}
