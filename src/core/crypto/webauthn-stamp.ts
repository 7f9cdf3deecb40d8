import { startAuthentication, type AuthenticationResponseJSON, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { invalidInput } from '../errors';
import { toBase64Url } from '../encoding/base64url';
import type { Stamper } from '../transport/api-client';
import { webauthnStampChallenge } from './webauthn-challenge';
import { checkHints, checkRpId, checkTimeoutMs, type PasskeyHint } from './webauthn-options';
import { passkeyUnsupported, unsupportedReason, webauthnError } from './webauthn-errors';
import { toWebauthnTransports } from './webauthn-transports';

export const WEBAUTHN_STAMP_HEADER = 'X-Stamp-WebAuthn';

export interface WebauthnStamperOptions {
  /** The relying party id the passkeys were registered for (a host name). */
  rpId: string;
  /** Limits the prompt to these credentials (base64url ids); empty or absent: any discoverable passkey. */
  allowCredentials?: { id: string; transports?: readonly string[] }[];
  /** How long the browser's prompt stays open, in ms (the browser may clamp it). */
  timeoutMs?: number;
  /** Which kind of authenticator the browser should offer first (WebAuthn `hints`). */
  hints?: PasskeyHint[];
  /**
   * `'conditional'`: no prompt opens; the browser offers the passkeys in the autofill of an input
   * whose `autocomplete` ends in `webauthn`, and the stamp resolves when the user picks one. It
   * waits until then (or an abort: `passkey_cancelled`); `allowCredentials` must be absent.
   */
  mediation?: 'conditional';
  /** Told which passkey signed each stamp (its credential id and, when the authenticator gives it, the WebAuthn user handle; both base64url). */
  onAssertion?: (assertion: PasskeyAssertion) => void;
}

/** Which passkey answered a WebAuthn `get()`. */
export interface PasskeyAssertion {
  credentialId: string;
  userHandle?: string;
}

/** The JSON of an `X-Stamp-WebAuthn` header (protocol.md section 2), each member base64url. */
export interface WebauthnStamp {
  authenticatorData: string;
  clientDataJson: string;
  credentialId: string;
  signature: string;
}

function checkAllowCredentials(value: WebauthnStamperOptions['allowCredentials']): PublicKeyCredentialRequestOptionsJSON['allowCredentials'] {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw invalidInput('allowCredentials', 'must be an array of {id, transports?}');
  return value.map((credential, index) => {
    const field = `allowCredentials[${index}]`;
    if (typeof credential !== 'object' || credential === null) throw invalidInput(field, 'must be {id, transports?}');
    if (typeof credential.id !== 'string' || !/^[A-Za-z0-9_-]+$/.test(credential.id)) throw invalidInput(`${field}.id`, 'must be a base64url credential id');
    if (credential.transports !== undefined && !Array.isArray(credential.transports)) throw invalidInput(`${field}.transports`, 'must be an array');
    return {
      id: credential.id,
      type: 'public-key',
      ...(credential.transports === undefined ? {} : { transports: toWebauthnTransports(credential.transports) }),
    };
  });
}

function toStamp(response: AuthenticationResponseJSON): WebauthnStamp {
  return {
    authenticatorData: response.response.authenticatorData,
    clientDataJson: response.response.clientDataJSON,
    credentialId: response.rawId,
    signature: response.response.signature,
  };
}

/**
 * A passkey stamper (`X-Stamp-WebAuthn`, protocol.md section 2): the challenge is the 64 ASCII
 * bytes of hex(SHA-256(body)), the header is plain JSON `{authenticatorData, clientDataJson,
 * credentialId, signature}`. `stamp` opens the browser's prompt before it awaits anything, so
 * called from a click handler (directly or through `ApiClient.submit`) it keeps the user's gesture.
 */
export function createWebauthnStamper(options: WebauthnStamperOptions): Stamper {
  if (typeof options !== 'object' || options === null) throw invalidInput('options', 'expected an object');
  const rpId = checkRpId(options.rpId);
  const timeout = checkTimeoutMs(options.timeoutMs);
  const allowCredentials = checkAllowCredentials(options.allowCredentials);
  const hints = checkHints(options.hints);
  if (options.mediation !== undefined && options.mediation !== 'conditional') throw invalidInput('mediation', "must be 'conditional' or absent");
  const conditional = options.mediation === 'conditional';
  if (conditional && allowCredentials !== undefined && allowCredentials.length > 0) {
    throw invalidInput('allowCredentials', "must be absent with mediation 'conditional' (the autofill offers every passkey of the site)");
  }
  if (options.onAssertion !== undefined && typeof options.onAssertion !== 'function') throw invalidInput('onAssertion', 'must be a function');
  const onAssertion = options.onAssertion;

  return {
    stamp(body) {
      let optionsJSON: PublicKeyCredentialRequestOptionsJSON;
      try {
        const reason = unsupportedReason();
        if (reason !== undefined) throw passkeyUnsupported(reason);
        optionsJSON = {
          challenge: toBase64Url(webauthnStampChallenge(body)),
          rpId,
          userVerification: 'preferred',
          ...(allowCredentials === undefined ? {} : { allowCredentials }),
          ...(timeout === undefined ? {} : { timeout }),
          ...(hints === undefined ? {} : { hints }),
        };
      } catch (error) {
        return Promise.reject(error);
      }
      // The autofill input may be the host app's own and appear later: the browser needs none at this point.
      const request = conditional ? startAuthentication({ optionsJSON, useBrowserAutofill: true, verifyBrowserAutofillInput: false }) : startAuthentication({ optionsJSON });
      return request.then(
        (response) => {
          onAssertion?.({ credentialId: response.rawId, ...(response.response.userHandle === undefined ? {} : { userHandle: response.response.userHandle }) });
          return { headerName: WEBAUTHN_STAMP_HEADER, headerValue: JSON.stringify(toStamp(response)) };
        },
        (error: unknown) => {
          throw webauthnError(error, 'get');
        },
      );
    },
  };
}
