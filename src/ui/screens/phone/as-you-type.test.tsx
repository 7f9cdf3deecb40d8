import { describe, expect, it } from 'vitest';
import { asYouType } from './as-you-type';
import { leadingDigitsMatch } from './leading-digits-match';
import { phoneDigits } from './phone-digits';

describe('formatting a phone number as it is typed', () => {
  it('groups national digits by the country’s format, as far as they go', () => {
    expect(asYouType('41', 'US').text).toBe('41');
    expect(asYouType('415', 'US').text).toBe('(415)');
    expect(asYouType('4155', 'US').text).toBe('(415) 5');
    expect(asYouType('4155550123', 'US').text).toBe('(415) 555-0123');
    expect(asYouType('020794', 'GB').text).toBe('020 794');
    expect(asYouType('02079460958', 'GB').text).toBe('020 7946 0958');
    expect(asYouType('0612345678', 'FR').text).toBe('06 12 34 56 78');
  });

  it('keeps the national prefix typed, and takes it off the national number', () => {
    const typed = asYouType('07400 123456', 'GB');
    expect(typed.text).toBe('07400 123456');
    expect(typed.number).toEqual({ e164: '+447400123456', nationalNumber: '7400123456', valid: true });
    expect(asYouType('8 (916) 123-45-67', 'RU').number?.e164).toBe('+79161234567');
  });

  it('a number typed with + gets its calling code, international grouping and country', () => {
    expect(asYouType('+').text).toBe('+');
    expect(asYouType('+4').text).toBe('+4');
    expect(asYouType('+44').text).toBe('+44');
    expect(asYouType('+44 2').text).toBe('+44 2');
    const london = asYouType('+442079460958');
    expect(london).toMatchObject({ text: '+44 20 7946 0958', country: 'GB', callingCode: '44' });
    expect(asYouType('+16135550123')).toMatchObject({ text: '+1 613 555 0123', country: 'CA' });
    expect(asYouType('+77012345678')).toMatchObject({ country: 'KZ' });
    expect(asYouType('+79161234567')).toMatchObject({ country: 'RU' });
  });

  it('while the digits cannot tell the country of a shared calling code, it is not told', () => {
    expect(asYouType('+1 415').country).toBeUndefined();
    expect(asYouType('+1 415').callingCode).toBe('1');
  });

  it('a number dialled with the international call prefix is international too', () => {
    const typed = asYouType('011 44 20 7946 0958', 'US');
    expect(typed.text).toBe('011 44 20 7946 0958');
    expect(typed.number?.e164).toBe('+442079460958');
  });

  it('where the international call prefix is 0 (Cape Verde), a 0 and a digit are just digits (libphonenumber-js 1.13.16 throws there)', () => {
    expect(asYouType('04', 'CV').text).toBe('0 4');
    expect(asYouType('2211234', 'CV').number).toEqual({ e164: '+2382211234', nationalNumber: '2211234', valid: true });
  });

  it('valid means a complete number its country can have', () => {
    expect(asYouType('4155550123', 'US').number?.valid).toBe(true);
    expect(asYouType('415555012', 'US').number?.valid).toBe(false);
    expect(asYouType('41555501234', 'US').number?.valid).toBe(false);
    expect(asYouType('1155550123', 'US').number?.valid).toBe(false);
    expect(asYouType('', 'US').number).toBeUndefined();
  });

  it('leaves text without digits alone and reads digits in other scripts', () => {
    expect(asYouType('abc', 'US').text).toBe('');
    expect(phoneDigits('٤١٥ ٥٥٥ ٠١٢٣')).toEqual({ digits: '4155550123', plus: false });
    expect(phoneDigits('+1 (415) 555-0123 ext. 7')).toEqual({ digits: '14155550123', plus: true });
    // Only a + right at the start of the number counts.
    expect(phoneDigits('tel: +1 415')).toEqual({ digits: '', plus: false });
  });

  it('a leading-digits pattern accepts the first digits of the numbers it is for', () => {
    expect(leadingDigitsMatch('1(?:38|5[23])', '1')).toBe(true);
    expect(leadingDigitsMatch('1(?:38|5[23])', '15')).toBe(true);
    expect(leadingDigitsMatch('1(?:38|5[23])', '16')).toBe(false);
    expect(leadingDigitsMatch('[2-9]', '41')).toBe(true);
    expect(leadingDigitsMatch('[2-9]', '1')).toBe(false);
  });
});
