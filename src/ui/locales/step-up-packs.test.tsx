import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { enAccount } from './account-strings';
import { ar } from './ar';
import { de } from './de';
import { en, mergeStrings } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import { enMfaPolicy } from './mfa-policy-strings';
import { enPasskeyUpgrade } from './passkey-upgrade-strings';
import { ptBR } from './pt-br';
import { arStepUp } from './step-up/ar';
import { deStepUp } from './step-up/de';
import { esStepUp } from './step-up/es';
import { frStepUp } from './step-up/fr';
import { jaStepUp } from './step-up/ja';
import { ptBRStepUp } from './step-up/pt-br';
import { enStepUp, type StepUpStrings, type StepUpTask } from './step-up-strings';
import { StringsProvider } from './strings-context';
import { loadStepUpStrings, useStepUpStrings } from './use-step-up-strings';
import { enWallet } from './wallet-strings';

const packs = { es: [esStepUp, es], de: [deStepUp, de], fr: [frStepUp, fr], ja: [jaStepUp, ja], 'pt-BR': [ptBRStepUp, ptBR], ar: [arStepUp, ar] } as const;

type FunctionKey = { [K in keyof StepUpStrings]: StepUpStrings[K] extends (...args: never[]) => string ? K : never }[keyof StepUpStrings];
const tasks: StepUpTask[] = ['choose', 'passkey', 'email_otp', 'sms_otp', 'oauth', 'session', 'api_key', 'unknown'];
const kinds = ['passkey', 'email_otp', 'sms_otp', 'oauth', 'session', 'api_key', 'unknown'] as const;
const reasons = ['api_key_in_browser', 'no_contact', 'channel_disabled', 'no_passkey', 'passkey_unsupported', 'no_oauth_provider', 'unknown_method'] as const;

/** Arguments to call every function with; the mapped type fails the typecheck when one is added and not here. */
const calls: { [K in FunctionKey]: Parameters<StepUpStrings[K]>[] } = {
  stepUpProgress: tasks.flatMap((task) => [[1, 1, task] as [number, number, StepUpTask], [2, 3, task] as [number, number, StepUpTask]]),
  stepUpSendCode: [
    ['email', 'a…@example.com'],
    ['sms', '•••• 0123'],
  ],
  stepUpUseOauth: [['Google']],
  stepUpUnavailable: reasons.flatMap((reason) => kinds.map((kind) => [reason, kind] as [typeof reason, typeof kind])),
  stepUpSendingCode: [
    ['email', 'a…@example.com'],
    ['sms', '•••• 0123'],
  ],
  stepUpOauthPrompt: [['Google']],
  stepUpCodeFailed: [
    ['sendingCode', 'a…@example.com'],
    ['verifying', 'a…@example.com'],
  ],
};

const records = ['stepUpAction', 'stepUpMethodName', 'stepUpSucceeded'] as const;

describe.each(Object.entries(packs))('the %s step-up pack', (_tag, [pack]) => {
  it('has exactly the keys of English (and of each of its records), functions taking the same arguments, and no empty strings', () => {
    expect(Object.keys(pack).sort()).toEqual(Object.keys(enStepUp).sort());
    for (const key of Object.keys(enStepUp) as (keyof StepUpStrings)[]) {
      expect(typeof pack[key], key).toBe(typeof enStepUp[key]);
      const [english, translated] = [enStepUp[key], pack[key]];
      if (typeof english === 'function' && typeof translated === 'function') expect(translated.length, key).toBe(english.length);
      if (typeof translated === 'string') expect(translated.trim(), key).not.toBe('');
    }
    for (const record of records) {
      expect(Object.keys(pack[record]).sort(), record).toEqual(Object.keys(enStepUp[record]).sort());
      for (const [name, text] of Object.entries(pack[record])) expect(text.trim(), `${record}.${name}`).not.toBe('');
    }
    expect(Object.keys(calls).sort()).toEqual(Object.keys(enStepUp).filter((key) => typeof enStepUp[key as keyof StepUpStrings] === 'function').sort());
  });

  it('answers every call with text, naming the contact and the provider it is given', () => {
    for (const [key, argumentLists] of Object.entries(calls) as [FunctionKey, Parameters<StepUpStrings[FunctionKey]>[]][]) {
      for (const args of argumentLists) {
        const text = (pack[key] as (...values: unknown[]) => string)(...args);
        expect(text.trim(), `${key}(${args.join(', ')})`).not.toBe('');
        // A failed check keeps the code: it need not say where it went.
        const namesContact = !(key === 'stepUpCodeFailed' && args[0] === 'verifying');
        for (const named of args.filter((arg) => namesContact && typeof arg === 'string' && /[@•G]/.test(arg))) expect(text, key).toContain(named as string);
      }
    }
  });

  it('says which step of how many (in its own digits), only when there is more than one', () => {
    const digits = (value: number) => new Intl.NumberFormat(pack === arStepUp ? 'ar' : 'en').format(value);
    const multi = pack.stepUpProgress(2, 3, 'passkey');
    expect(multi).toContain(pack === arStepUp ? digits(3) : '3');
    expect(pack.stepUpProgress(1, 1, 'passkey')).not.toContain(pack === arStepUp ? digits(1) : '1');
  });

  it('differs from English (it is translated)', () => {
    expect(pack.stepUpTitle).not.toBe(enStepUp.stepUpTitle);
    expect(pack.stepUpAction.export_private_key).not.toBe(enStepUp.stepUpAction.export_private_key);
    expect(pack.stepUpSucceeded.other).not.toBe(enStepUp.stepUpSucceeded.other);
  });
});

describe('the English step-up table', () => {
  it('says the step and the task, or the task alone for a single step', () => {
    expect(enStepUp.stepUpProgress(2, 2, 'passkey')).toBe('Step 2 of 2: confirm with your passkey');
    expect(enStepUp.stepUpProgress(1, 1, 'passkey')).toBe('Confirm with your passkey');
    expect(enStepUp.stepUpAction.export_private_key).toBe('Export your private key');
    expect(enStepUp.stepUpAction.delete_authenticators).toBe('Delete a passkey');
    expect(enStepUp.stepUpAction.other).toBe('Approve this action');
  });
});

function Title() {
  return <h1>{useStepUpStrings().stepUpTitle}</h1>;
}

describe('useStepUpStrings', () => {
  it('English at once; another language suspends until its pack has loaded', async () => {
    const { unmount } = render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('Confirm it’s you');
    unmount();
    render(
      <StringsProvider strings={de}>
        <Suspense fallback={<p>loading</p>}>
          <Title />
        </Suspense>
      </StringsProvider>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe(deStepUp.stepUpTitle);
    await expect(loadStepUpStrings('de')).resolves.toBe(deStepUp);
    await expect(loadStepUpStrings('xx')).resolves.toBe(enStepUp);
  });
});

describe('the strings prop reaches the step-up table', () => {
  it('shares no name with the other tables', () => {
    const others = new Set([...Object.keys(en), ...Object.keys(enWallet), ...Object.keys(enPasskeyUpgrade), ...Object.keys(enMfaPolicy), ...Object.keys(enAccount)]);
    expect(Object.keys(enStepUp).filter((name) => others.has(name))).toEqual([]);
  });

  it('overrides the names the app set and keeps the others', () => {
    const strings = mergeStrings(en, { stepUpTitle: 'Verify it’s you' } as Partial<typeof en>);
    render(
      <StringsProvider strings={strings}>
        <Title />
      </StringsProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Verify it’s you');
  });
});
