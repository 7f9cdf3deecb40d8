import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Strings } from './en';
import { useLocaleStrings } from './use-locale-strings';

// The German and Japanese packs, held back until the test lets them load: `imported` records
// when a pack's module is first imported, which proves it is fetched on demand (a static import
// would run the factory as this file loads, before any test).
const held = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release: () => release(), imported: [] as string[] };
});
vi.mock('./de', async (importOriginal) => {
  held.imported.push('de');
  await held.gate;
  return importOriginal();
});
vi.mock('./ja', () => {
  held.imported.push('ja');
  throw new Error('offline');
});

function Probe({ locale, strings }: { locale?: string; strings?: Partial<Strings> }) {
  const table = useLocaleStrings(locale, strings);
  return (
    <div data-testid="root" lang={table.lang} dir={table.dir}>
      {table.strings.trigger} / {table.strings.continue}
    </div>
  );
}

describe('useLocaleStrings', () => {
  it('shows English at once while a pack loads with import(), then the pack', async () => {
    expect(held.imported).toEqual([]);
    render(<Probe locale="de-AT" />);
    const root = screen.getByTestId('root');
    expect(root.textContent).toBe('Log in / Continue');
    expect(root.getAttribute('lang')).toBe('en');
    expect(root.getAttribute('dir')).toBe('ltr');
    await act(async () => {
      await Promise.resolve();
    });
    expect(held.imported).toEqual(['de']);
    expect(root.textContent).toBe('Log in / Continue');

    held.release();
    expect(await screen.findByText('Anmelden / Weiter')).toBe(root);
    expect(root.getAttribute('lang')).toBe('de');
  });

  it('has a loaded pack at once on the next mount, with overrides on top', () => {
    render(<Probe locale="de" strings={{ continue: 'Los' }} />);
    expect(screen.getByTestId('root').textContent).toBe('Anmelden / Los');
    expect(held.imported).toEqual(['de']);
  });

  it('stays English (and says so in lang) when a pack fails to load', async () => {
    render(<Probe locale="ja" />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(held.imported).toContain('ja');
    const root = screen.getByTestId('root');
    expect(root.textContent).toBe('Log in / Continue');
    expect(root.getAttribute('lang')).toBe('en');
  });

  it('is right to left with Arabic, and English without a supported language', async () => {
    render(<Probe locale="ar" />);
    const root = screen.getByTestId('root');
    expect(await screen.findByText('تسجيل الدخول / متابعة')).toBe(root);
    expect(root.getAttribute('lang')).toBe('ar');
    expect(root.getAttribute('dir')).toBe('rtl');
  });

  it('follows the browser’s languages without a locale (happy-dom: English)', () => {
    render(<Probe />);
    expect(screen.getByTestId('root').getAttribute('lang')).toBe('en');
  });
});
