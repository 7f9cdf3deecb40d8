/**
 * A code step's proof (protocol.md sections 5 and 14): a fresh key (non-extractable, in memory
 * only) goes in the encrypted code bundle; the relay's verification token is checked as the code
 * login checks it — signed by the pinned key, freshly issued, and naming the account's own
 * contact, the channel and that key (token-binding.ts) — and then stamps the approval
 * (X-Stamp-Attested). A checked token is kept for a retry of the same code (the relay spends the
 * code as it verifies it) until an approval spends it.
 */
import { createAttestedStamper } from '../../crypto/attested-stamp';
import type { VerificationTokenClaims } from '../../crypto/jwt';
import { generateSessionKeyPair } from '../../crypto/session-key';
import type { SessionKeyPair } from '../../crypto/signing-key';
import { toHex } from '../../encoding/hex';
import type { Stamper } from '../../transport/api-client';
import type { RelayClient } from '../../transport/relay-client';
import { freshlyIssued } from '../freshly-issued';
import { relayAnswer } from '../relay-answer';
import { checkVerificationTokenBinding } from '../token-binding';
import type { StepUpCodeFields } from './step-up.types';

export interface StepUpCodeProofDeps {
  relay: RelayClient;
  /** The pinned TLS-fetcher key (uncompressed, bytes or hex): encrypts the code, signs verification tokens. */
  tlsFetcher: Uint8Array | string;
  now: () => number;
}

interface Verified {
  otpId: string;
  code: string;
  token: string;
  key: SessionKeyPair;
  claims: VerificationTokenClaims;
}

export interface StepUpCodeProof {
  /** The attested stamper for the typed code (checked once; the check under way is shared). */
  stamperFor(fields: StepUpCodeFields): Promise<Stamper>;
  /** The token was spent by an approval, refused as expired or used: the next try needs a new code. */
  forget(): void;
}

const loadCrypto = () => import('../otp/otp.crypto');

export function createStepUpCodeProof(deps: StepUpCodeProofDeps): StepUpCodeProof {
  let verified: Verified | undefined;
  let checking: { otpId: string; code: string; token: Promise<Verified> } | undefined;
  const same = (entry: { otpId: string; code: string } | undefined, fields: StepUpCodeFields): boolean => entry?.otpId === fields.otpId && entry.code === fields.code;

  const check = async (fields: StepUpCodeFields): Promise<Verified> => {
    const { encryptOtpCode, verifyVerificationToken } = await loadCrypto();
    const key = await generateSessionKeyPair();
    const publicKey = toHex(key.publicKey);
    const encryptedOtpBundle = await relayAnswer(() =>
      encryptOtpCode({ otpEncryptionTargetBundle: fields.otpEncryptionTargetBundle, otpCode: fields.code, publicKey, tlsFetcherKey: deps.tlsFetcher }),
    );
    // Not aborted by Cancel: the relay spends the code as it verifies it; the token is kept for the next try.
    const { verificationToken } = await deps.relay.otpVerify({ otpId: fields.otpId, encryptedOtpBundle });
    const claims = await freshlyIssued('verificationToken', () => relayAnswer(() => verifyVerificationToken(verificationToken, deps.tlsFetcher, deps.now())));
    checkVerificationTokenBinding(claims, { channel: fields.channel, contact: fields.contact, publicKey });
    return { otpId: fields.otpId, code: fields.code, token: verificationToken, key, claims };
  };

  const verifiedToken = (fields: StepUpCodeFields): Promise<Verified> => {
    if (verified !== undefined && same(verified, fields) && Number(verified.claims.exp) > deps.now()) return Promise.resolve(verified);
    if (checking !== undefined && same(checking, fields)) return checking.token;
    const entry = { otpId: fields.otpId, code: fields.code, token: check(fields) };
    checking = entry;
    entry.token.then(
      (checked) => void (verified = checked),
      () => undefined,
    );
    void entry.token
      .finally(() => {
        if (checking === entry) checking = undefined;
      })
      .catch(() => undefined);
    return entry.token;
  };

  return {
    async stamperFor(fields) {
      const { token, key } = await verifiedToken(fields);
      return createAttestedStamper({ publicKeyAttestation: token, scheme: 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN', key });
    },
    forget() {
      verified = undefined;
    },
  };
}
