import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginKitError, type LoginKitErrorCode } from '../../core/internal';
import { en, mergeStrings, type Strings } from './en';
import { enErrors } from './en-errors';
import { getErrorMessage } from './get-error-message';
import { loadStrings } from './load-strings';
import { useErrorMessage } from './use-error-message';

const kitError = (code: LoginKitErrorCode, details = {}) => new LoginKitError(code, `developer text for ${code}`, { details });

describe('getErrorMessage(error, locale?)', () => {
  it('gives the person-facing message of every LoginKitError code: the modal’s own table, never error.message', () => {
    for (const code of Object.keys(enErrors) as LoginKitErrorCode[]) {
      expect(getErrorMessage(kitError(code), 'en')).toBe(en.errors[code]);
    }
    expect(getErrorMessage(kitError('otp_invalid'), 'en')).toBe('That code is not right. Check it and try again.');
    expect(getErrorMessage(kitError('otp_attempts_exceeded'), 'en')).toBe('Too many wrong codes. Send a new code or start over.');
  });

  it('gives a generic message for what is not a LoginKitError, or has a code no table knows', () => {
    const generic = 'Something went wrong. Try again.';
    expect(getErrorMessage(new Error('TypeError: x is undefined'), 'en')).toBe(generic);
    expect(getErrorMessage('a string', 'en')).toBe(generic);
    expect(getErrorMessage(undefined, 'en')).toBe(generic);
    expect(getErrorMessage(kitError('a_code_from_the_future' as LoginKitErrorCode), 'en')).toBe(generic);
  });

  it('says a configuration id the relay does not know is the site’s, as the modal’s error screen does', () => {
    expect(getErrorMessage(kitError('relay_rejected', { reason: 'CONFIG_ID_INVALID' }), 'en')).toBe(en.configIdInvalid);
  });

  it('speaks the language of a tag once its pack is loaded (English until then), matched as matchLocale does', async () => {
    const french = await loadStrings('fr');
    expect(getErrorMessage(kitError('otp_invalid'), 'fr-CA')).toBe(french.errors.otp_invalid);
    expect(french.errors.otp_invalid).not.toBe(en.errors.otp_invalid);
    expect(getErrorMessage(kitError('otp_invalid'), 'xx')).toBe(en.errors.otp_invalid);
  });

  it('takes a string table instead of a tag: the app’s overrides show', () => {
    const strings = mergeStrings(en, { errors: { ...en.errors, otp_invalid: 'Nope, try that code again.' } });
    expect(getErrorMessage(kitError('otp_invalid'), strings)).toBe('Nope, try that code again.');
    expect(getErrorMessage(kitError('otp_expired'), strings)).toBe(en.errors.otp_expired);
  });
});

describe('useErrorMessage(error, locale?, overrides?)', () => {
  // mergeStrings takes error messages one by one: the other codes keep the language's own.
  const overrides = { errors: { rate_limited: 'Slow down a little.' } as Strings['errors'] };
  function Message({ error, locale }: { error: unknown; locale?: string }) {
    return <p data-testid="message">{useErrorMessage(error, locale, overrides) ?? 'none'}</p>;
  }

  it('is undefined without an error, and the localized message with one, overrides on top', async () => {
    const { rerender } = render(<Message error={undefined} locale="en" />);
    expect(screen.getByTestId('message').textContent).toBe('none');
    rerender(<Message error={kitError('rate_limited')} locale="en" />);
    expect(screen.getByTestId('message').textContent).toBe('Slow down a little.');
    rerender(<Message error={kitError('otp_expired')} locale="es" />);
    const spanish = await loadStrings('es');
    expect((await screen.findByText(spanish.errors.otp_expired)).textContent).toBe(spanish.errors.otp_expired);
  });
});
