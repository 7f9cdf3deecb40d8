import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { arCaptcha } from './captcha/ar';
import { deCaptcha } from './captcha/de';
import { esCaptcha } from './captcha/es';
import { frCaptcha } from './captcha/fr';
import { jaCaptcha } from './captcha/ja';
import { ptBRCaptcha } from './captcha/pt-br';
import { enCaptcha, type CaptchaStrings } from './captcha-strings';
import { de } from './de';
import { en, mergeStrings } from './en';
import { StringsProvider } from './strings-context';
import { loadCaptchaStrings, useCaptchaStrings } from './use-captcha-strings';

const packs = { es: esCaptcha, de: deCaptcha, fr: frCaptcha, ja: jaCaptcha, 'pt-BR': ptBRCaptcha, ar: arCaptcha };

describe.each(Object.entries(packs))('the %s captcha pack', (_tag, pack) => {
  it('has exactly the keys of English, each a translated, non-empty string', () => {
    expect(Object.keys(pack).sort()).toEqual(Object.keys(enCaptcha).sort());
    for (const key of Object.keys(enCaptcha) as (keyof CaptchaStrings)[]) {
      expect(typeof pack[key], key).toBe('string');
      expect(pack[key].trim(), key).not.toBe('');
      expect(pack[key], key).not.toBe(enCaptcha[key]);
    }
  });
});

function Label() {
  return <p>{useCaptchaStrings().captchaLabel}</p>;
}

describe('useCaptchaStrings', () => {
  it('English at once; another language suspends until its pack has loaded', async () => {
    const { unmount } = render(<Label />);
    expect(screen.getByText('Security check')).toBeTruthy();
    unmount();
    render(
      <StringsProvider strings={de}>
        <Suspense fallback={<p>loading</p>}>
          <Label />
        </Suspense>
      </StringsProvider>,
    );
    expect(await screen.findByText(deCaptcha.captchaLabel)).toBeTruthy();
    await expect(loadCaptchaStrings('de')).resolves.toBe(deCaptcha);
    await expect(loadCaptchaStrings('xx')).resolves.toBe(enCaptcha);
  });

  it("takes the app's own words from the strings prop", () => {
    render(
      <StringsProvider strings={mergeStrings(en, { captchaLabel: 'Are you human?' } as Partial<typeof en>)}>
        <Label />
      </StringsProvider>,
    );
    expect(screen.getByText('Are you human?')).toBeTruthy();
  });
});
