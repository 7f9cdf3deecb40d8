import { describe, expect, it } from 'vitest';
import { maskContact } from './mask-contact';

describe('maskContact', () => {
  it('keeps the first character of an email name and its domain', () => {
    expect(maskContact('email', 'ada@example.com')).toBe('a…@example.com');
    expect(maskContact('email', 'a@example.com')).toBe('a…@example.com');
    expect(maskContact('email', ' grace.hopper@navy.example ')).toBe('g…@navy.example');
  });

  it('keeps the last four digits of a phone number', () => {
    expect(maskContact('sms', '+14155550123')).toBe('•••• 0123');
    expect(maskContact('sms', '+44 20 7946 0958')).toBe('•••• 0958');
  });

  it('shows nothing for no contact, and the end of anything it cannot read', () => {
    expect(maskContact('email', '')).toBe('');
    expect(maskContact('email', 'not-an-address')).toBe('•••• ress');
  });
});
