import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoginKitErrorCode } from '../../core/internal';
import { en, mergeStrings } from './en';
import { StringsProvider, useStrings } from './strings-context';

// Every code of the LoginKitErrorCode union; `satisfies` makes this list fail the typecheck
// when a code is added to errors.ts and not here (and en.errors fails it the same way).
const allCodes = Object.keys({
  network: 1, timeout: 1, relay_rejected: 1, origin_not_allowed: 1, unauthenticated: 1, not_found: 1, rate_limited: 1,
  unavailable: 1, otp_invalid: 1, otp_expired: 1, otp_attempts_exceeded: 1, passkey_cancelled: 1, popup_blocked: 1,
  oauth_state_mismatch: 1, bundle_invalid: 1, signature_invalid: 1, token_expired: 1, session_expired: 1,
  storage_unavailable: 1, method_disabled: 1, invalid_input: 1, unknown: 1, passkey_unsupported: 1, activity_failed: 1,
  consensus_needed: 1, activity_rejected: 1, mfa_required: 1, popup_closed: 1, oauth_nonce_mismatch: 1, oauth_provider_error: 1,
  permission_denied: 1, failed_precondition: 1, already_exists: 1, proof_invalid: 1,
  clock_skew: 1, browser_unsupported: 1, wallet_rejected: 1, wallet_locked: 1, wallet_pending: 1, wallet_unavailable: 1,
  response_invalid: 1, proof_missing: 1, untrusted_response: 1, config_invalid: 1, captcha_required: 1, captcha_rejected: 1,
  stamp_missing: 1, stamp_invalid: 1, stamp_stale: 1, stamp_replayed: 1,
} satisfies Record<LoginKitErrorCode, 1>) as LoginKitErrorCode[];

describe('the English string table', () => {
  it('has a non-empty message for every error code', () => {
    expect(Object.keys(en.errors).sort()).toEqual([...allCodes].sort());
    for (const code of allCodes) expect(en.errors[code].trim()).not.toBe('');
  });

  it('interpolates contacts, lengths and countdowns', () => {
    expect(en.codeSentTo('ada@example.com')).toBe('We sent a code to ada@example.com.');
    expect(en.resendIn(12)).toBe('Resend code in 12 seconds');
    expect(en.resendIn(1)).toBe('Resend code in 1 second');
    expect(en.retryIn(3)).toBe('Try again in 3 seconds');
    expect(en.retryIn(65)).toBe('Try again in 1 minute, 5 seconds');
    expect(en.retryIn(120)).toBe('Try again in 2 minutes');
    expect(en.codeLabel(6, false)).toBe('6-digit code');
    expect(en.codeLabel(8, true)).toBe('8-character code');
    expect(en.title('Acme')).toBe('Log in to Acme');
    expect(en.title()).toBe('Log in or sign up');
  });
});

// The passkey and social login screens' own strings: method-screen-packs.test.tsx.
describe('the passkey strings', () => {
  it('name the modal buttons and the Add button that people (and the e2e suite) look for', () => {
    expect(en.passkeyLogin).toBe('Continue with a passkey');
    expect(en.passkeySignup).toBe('Create an account with a passkey');
    expect(en.retry).toBe('Try again');
    expect(en.passkeyAdd).toBe('Add a passkey');
  });

  it('interpolate reasons', () => {
    expect(en.passkeyUnsupportedReason('insecure-context')).toMatch(/https/);
    expect(en.passkeyUnsupportedReason('no-webauthn')).toMatch(/does not support passkeys/);
  });
});

describe('the social login strings', () => {
  it('name the provider buttons that people (and the e2e suite) look for', () => {
    const names = (['google', 'apple', 'x', 'discord'] as const).map((provider) => en.socialLogin(en.oauthProviderName[provider]));
    expect(names).toEqual(['Continue with Google', 'Continue with Apple', 'Continue with X', 'Continue with Discord']);
  });

  it('say a new account is ready and welcome returning users back', () => {
    expect(en.successOauthNewUser('Google')).toMatch(/account .* is ready/i);
    expect(en.successOauthReturningUser).toMatch(/welcome back/i);
  });

  it('describe the modal with the methods offered', () => {
    expect(en.descriptionWithSocial(['Google'], { code: true, passkey: false })).toBe('Log in or create an account with a one-time code or your Google account.');
    expect(en.descriptionWithSocial(['Google', 'Apple', 'X'], { code: true, passkey: true })).toBe(
      'Log in or create an account with a one-time code, a passkey, or your Google, Apple or X account.',
    );
    expect(en.descriptionWithSocial(['Discord'], { code: false, passkey: false })).toBe('Log in or create an account with your Discord account.');
  });
});

describe('mergeStrings', () => {
  it('replaces the given strings and keeps English for the rest, error messages one by one', () => {
    const merged = mergeStrings(en, { trigger: 'Anmelden', errors: { ...en.errors, otp_invalid: 'Falscher Code.' } });
    expect(merged.trigger).toBe('Anmelden');
    expect(merged.continue).toBe('Continue');
    expect(merged.errors.otp_invalid).toBe('Falscher Code.');
    expect(merged.errors.network).toBe(en.errors.network);
  });

  // Passkey error messages and transport names are merged one by one by their own tables: method-screen-packs.test.tsx, account-packs.test.tsx.
  it('merges provider names one by one too', () => {
    const merged = mergeStrings(en, { oauthProviderName: { ...en.oauthProviderName, x: 'X (Twitter)' } });
    expect(merged.oauthProviderName.x).toBe('X (Twitter)');
    expect(merged.oauthProviderName.google).toBe('Google');
  });

  it('returns the base table when there is nothing to merge', () => {
    expect(mergeStrings(en, undefined)).toBe(en);
  });
});

describe('useStrings', () => {
  function Trigger() {
    return <span>{useStrings().trigger}</span>;
  }

  it('is English without a provider and the provided table inside one', () => {
    render(
      <>
        <Trigger />
        <StringsProvider strings={mergeStrings(en, { trigger: 'Connexion' })}>
          <Trigger />
        </StringsProvider>
      </>,
    );
    expect(screen.getByText('Log in')).toBeTruthy();
    expect(screen.getByText('Connexion')).toBeTruthy();
  });
});
