import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { de } from '../locales/de';
import { en } from '../locales/en';
import { ja } from '../locales/ja';
import { expectNoAxeViolations } from '../test-utils/axe';
import { emailOnlyConfig, kitError, sentCode, spyActions } from '../test-utils/fixtures';
import { CodeScreen } from './code-screen';
import { ContactScreen } from './contact-screen';
import { retryWaitText } from './retry-wait-text';
import type { CodeScreenState, ContactScreenState } from './screen-types';

const hour = 60 * 60;
const time = (lang: string, at: number): string => new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(at);
const dateTime = (lang: string, at: number): string => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(at);

describe('retryWaitText: a countdown up to an hour, then a time of day, then a date', () => {
  const at = Date.UTC(2029, 2, 3, 14, 5);

  it('counts down up to and including an hour', () => {
    expect(retryWaitText(en, 65, at)).toBe('Try again in 1 minute, 5 seconds');
    expect(retryWaitText(en, hour, at)).toBe(en.retryIn(hour));
  });

  it('beyond an hour says at what time, in the table’s language', () => {
    expect(retryWaitText(en, hour + 1, at)).toBe(`Try again at ${time('en', at)}`);
    expect(retryWaitText(en, 20 * hour, at)).toBe(`Try again at ${time('en', at)}`);
    expect(retryWaitText(de, 2 * hour, at)).toBe(`Erneut versuchen ab ${time('de', at)} Uhr`);
    expect(retryWaitText(en, 2 * hour, at)).not.toMatch(/minute/);
  });

  it('beyond about 20 hours says the date and time', () => {
    expect(retryWaitText(en, 20 * hour + 1, at)).toBe(`Try again on ${dateTime('en', at)}`);
    expect(retryWaitText(ja, 40 * hour, at)).toBe(`${dateTime('ja', at)}以降にもう一度試せます`);
    expect(retryWaitText(en, 20 * hour + 1, at)).toContain('2029');
  });

  it('a wait beyond what a date can hold is shown as the last date there is, not a crash', () => {
    expect(retryWaitText(en, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)).toMatch(/^Try again on .*275760/);
  });
});

describe('the rate-limited screens with a long Retry-After', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 15, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const limited = (retryAfterMs: number): CodeScreenState => ({
    status: 'rateLimited',
    error: kitError('rate_limited', { retryAfterMs }),
    previous: 'sendingCode',
    retryAt: Date.now() + retryAfterMs,
    ...sentCode(0),
  });

  it('three years: the date and time, never millions of minutes', async () => {
    const state = limited(3 * 365 * 24 * hour * 1000);
    const { container } = render(<CodeScreen state={state} config={emailOnlyConfig} actions={spyActions()} />);
    const retry = screen.getByRole('button', { name: `Try again on ${dateTime('en', state.status === 'rateLimited' ? state.retryAt : 0)}` });
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    expect(retry.textContent).not.toMatch(/minute|,\d{3}/);
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('two hours: the time of day; the countdown takes over for the last hour, second by second', () => {
    const state = limited(2 * hour * 1000 + 30_000);
    if (state.status !== 'rateLimited') throw new Error('expected rateLimited');
    render(<CodeScreen state={state} config={emailOnlyConfig} actions={spyActions()} />);
    const retry = screen.getByRole('button', { name: `Try again at ${time('en', state.retryAt)}` });
    act(() => vi.advanceTimersByTime(hour * 1000));
    expect(retry.textContent).toBe(`Try again at ${time('en', state.retryAt)}`);
    act(() => vi.advanceTimersByTime(30_000));
    expect(retry.textContent).toBe('Try again in 60 minutes');
    act(() => vi.advanceTimersByTime(1_000));
    expect(retry.textContent).toBe('Try again in 59 minutes, 59 seconds');
  });

  it('a day: the date and time, then the time alone within 20 hours', () => {
    const state = limited(24 * hour * 1000);
    if (state.status !== 'rateLimited') throw new Error('expected rateLimited');
    render(<CodeScreen state={state} config={emailOnlyConfig} actions={spyActions()} />);
    const retry = screen.getByRole('button', { name: `Try again on ${dateTime('en', state.retryAt)}` });
    act(() => vi.advanceTimersByTime(4 * hour * 1000));
    expect(retry.textContent).toBe(`Try again at ${time('en', state.retryAt)}`);
  });

  it('the contact screen (a refused first send) shows it the same way', () => {
    const retryAt = Date.now() + 5 * hour * 1000;
    const state: ContactScreenState = { status: 'rateLimited', channel: 'email', contact: 'ada@example.com', previous: 'sendingCode', error: kitError('rate_limited'), retryAt };
    render(<ContactScreen state={state} config={emailOnlyConfig} actions={spyActions()} />);
    expect(screen.getByRole('button', { name: `Try again at ${time('en', retryAt)}` }).getAttribute('aria-disabled')).toBe('true');
  });
});
