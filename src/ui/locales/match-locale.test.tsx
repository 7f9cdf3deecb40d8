import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatSeconds } from './intl-format';
import { localeDirection, matchLocale } from './match-locale';

describe('matchLocale', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes a supported tag as it is', () => {
    expect(matchLocale('de')).toBe('de');
    expect(matchLocale('pt-BR')).toBe('pt-BR');
    expect(matchLocale('ar')).toBe('ar');
    expect(matchLocale('en')).toBe('en');
  });

  it('matches by language: regions, scripts and case do not matter', () => {
    expect(matchLocale('es-MX')).toBe('es');
    expect(matchLocale('pt')).toBe('pt-BR');
    expect(matchLocale('pt-PT')).toBe('pt-BR');
    expect(matchLocale('fr-CA')).toBe('fr');
    expect(matchLocale('ja-JP')).toBe('ja');
    expect(matchLocale('ar-EG')).toBe('ar');
    expect(matchLocale('DE_at')).toBe('de');
    expect(matchLocale('en-GB')).toBe('en');
  });

  it('falls back to English for unsupported or empty tags', () => {
    expect(matchLocale('zh-Hant-TW')).toBe('en');
    expect(matchLocale('')).toBe('en');
    expect(matchLocale([])).toBe('en');
    expect(matchLocale('p')).toBe('en');
  });

  it('takes the first supported one of a preference list', () => {
    expect(matchLocale(['zh-CN', 'fr-CA', 'de'])).toBe('fr');
    expect(matchLocale(['en-US', 'de'])).toBe('en');
  });

  it('defaults to the browser’s languages', () => {
    vi.stubGlobal('navigator', { languages: ['nl-NL', 'pt-BR', 'en'] });
    expect(matchLocale()).toBe('pt-BR');
    vi.stubGlobal('navigator', undefined);
    expect(matchLocale()).toBe('en');
  });
});

describe('localeDirection', () => {
  it('is right to left for Arabic only among the packs (and for other RTL languages)', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('ar-EG')).toBe('rtl');
    expect(localeDirection('he')).toBe('rtl');
    for (const lang of ['en', 'es', 'de', 'fr', 'ja', 'pt-BR', 'arn']) expect(localeDirection(lang)).toBe('ltr');
  });
});

describe('formatSeconds', () => {
  const intl = Intl as { DurationFormat?: unknown };
  const original = intl.DurationFormat;
  afterEach(() => {
    if (original === undefined) delete intl.DurationFormat;
    else intl.DurationFormat = original;
  });

  it('words a wait in minutes and seconds with Intl units where DurationFormat is missing', () => {
    delete intl.DurationFormat;
    expect(formatSeconds('en', 1)).toBe('1 second');
    expect(formatSeconds('en', 59)).toBe('59 seconds');
    expect(formatSeconds('en', 60)).toBe('1 minute');
    expect(formatSeconds('en', 61)).toBe('1 minute, 1 second');
    expect(formatSeconds('de', 90)).toBe('1 Minute, 30 Sekunden');
    // French puts no-break spaces between numbers and units.
    expect(formatSeconds('fr', 125).replace(/\s/g, ' ')).toBe('2 minutes et 5 secondes');
  });

  it('uses Intl.DurationFormat where the browser has it', () => {
    const format = vi.fn((duration: { minutes: number; seconds: number }) => `${duration.minutes}m${duration.seconds}s`);
    const DurationFormat = vi.fn(function DurationFormat() {
      return { format };
    });
    intl.DurationFormat = DurationFormat;
    expect(formatSeconds('ja', 75)).toBe('1m15s');
    expect(DurationFormat).toHaveBeenCalledWith('ja', { style: 'long' });
    expect(format).toHaveBeenCalledWith({ minutes: 1, seconds: 15 });
  });
});
