import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cleanOtp, OtpInput } from './otp-input';
import { expectNoAxeViolations } from './test-utils/axe';

function Harness({ length = 6, alphanumeric = false, onComplete = vi.fn(), initial = '' }: { length?: number; alphanumeric?: boolean; onComplete?: (code: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div>
      <label htmlFor="code">Code</label>
      <OtpInput id="code" length={length} alphanumeric={alphanumeric} value={value} onChange={setValue} onComplete={onComplete} />
    </div>
  );
}

const codeField = (): HTMLInputElement => screen.getByLabelText('Code');

/**
 * The code screen's loop, as the OTP flow drives it: a complete code is submitted and the field
 * is read-only while it is checked; `reject()` hands the code back, editable, as a wrong one.
 */
function FlowHarness({ onComplete, initial = '' }: { onComplete: (code: string) => void; initial?: string }) {
  const [code, setCode] = useState(initial);
  const [verifying, setVerifying] = useState(false);
  reject = () => setVerifying(false);
  return (
    <div>
      <label htmlFor="code">Code</label>
      <OtpInput
        id="code"
        length={6}
        value={code}
        readOnly={verifying}
        autoFocus
        onChange={setCode}
        onComplete={(complete) => {
          setVerifying(true);
          onComplete(complete);
        }}
      />
    </div>
  );
}
let reject = (): void => undefined;
const activeBoxes = (container: HTMLElement): number[] =>
  [...container.querySelectorAll('.loginkit-otp__box')].flatMap((box, index) => (box.hasAttribute('data-active') ? [index] : []));

describe('cleanOtp keeps only what a code can hold', () => {
  it('keeps digits of a numeric code, drops separators, and cuts to the length', () => {
    expect(cleanOtp(' 123-456 ', 6, false)).toBe('123456');
    expect(cleanOtp('1234567', 6, false)).toBe('123456');
    expect(cleanOtp('12ab34', 6, false)).toBe('1234');
  });

  it('upper-cases letters of an alphanumeric code', () => {
    expect(cleanOtp('ab1 c-d2', 6, true)).toBe('AB1CD2');
    expect(cleanOtp('é!x9', 6, true)).toBe('X9');
  });
});

describe('OtpInput', () => {
  it('is one real one-time-code input, with decorative boxes hidden from assistive tech', async () => {
    const { container } = render(<Harness />);
    const input = codeField();
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    // No maxLength: what arrives is cleaned and cut, and a character typed after a complete code starts a new one.
    expect(input.hasAttribute('maxlength')).toBe(false);
    expect(input.getAttribute('pattern')).toBe('[0-9]{6}');
    expect(container.querySelectorAll('input')).toHaveLength(1);
    const boxes = container.querySelector('.loginkit-otp__boxes');
    expect(boxes?.getAttribute('aria-hidden')).toBe('true');
    expect(boxes?.children).toHaveLength(6);
    expect(container.querySelector('[style]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('uses a text keyboard and a letters-and-digits pattern when the code is alphanumeric', () => {
    render(<Harness alphanumeric length={8} />);
    expect(codeField().getAttribute('inputmode')).toBe('text');
    expect(codeField().getAttribute('pattern')).toBe('[A-Za-z0-9]{8}');
  });

  it('shows each typed character in its box and ignores characters a code cannot hold', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.type(codeField(), '1a2-3');
    expect(codeField().value).toBe('123');
    const boxes = [...container.querySelectorAll('.loginkit-otp__box')].map((box) => box.textContent);
    expect(boxes).toEqual(['1', '2', '3', '', '', '']);
  });

  it('submits by itself once the last character is typed, and only then', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.type(codeField(), '12345');
    expect(onComplete).not.toHaveBeenCalled();
    await user.type(codeField(), '6');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('accepts a pasted code with spaces and dashes, and submits it', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(codeField());
    await user.paste('123 - 456');
    expect(codeField().value).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('puts a partial paste after what was typed, without submitting', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.type(codeField(), '12');
    await user.paste('3 4');
    expect(codeField().value).toBe('1234');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('upper-cases an alphanumeric code as it is typed or pasted', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness alphanumeric onComplete={onComplete} />);
    await user.type(codeField(), 'ab');
    expect(codeField().value).toBe('AB');
    await user.paste('c1-d2');
    expect(codeField().value).toBe('ABC1D2');
    expect(onComplete).toHaveBeenCalledWith('ABC1D2');
  });

  it('marks itself invalid for assistive tech when told the code was wrong', () => {
    render(
      <>
        <label htmlFor="c">Code</label>
        <OtpInput id="c" length={6} value="111111" invalid onChange={() => undefined} />
      </>,
    );
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
  });

  describe('loses no keystroke and puts each where the boxes show', () => {
    it('a wrong code handed back: the right code typed at full speed replaces it and is submitted', async () => {
      const user = userEvent.setup({ delay: null });
      const onComplete = vi.fn();
      render(<FlowHarness onComplete={onComplete} />);
      await user.keyboard('111111');
      expect(onComplete).toHaveBeenLastCalledWith('111111');
      expect(codeField().readOnly).toBe(true);
      // While it is checked, a stray key changes nothing.
      await user.keyboard('9');
      expect(codeField().value).toBe('111111');
      act(() => reject());
      await user.keyboard('123456');
      expect(onComplete).toHaveBeenCalledTimes(2);
      expect(onComplete).toHaveBeenLastCalledWith('123456');
    });

    it('a complete code handed back: Backspace takes back its last character; a character typed starts a new code', async () => {
      const user = userEvent.setup({ delay: null });
      const onComplete = vi.fn();
      const { container } = render(<FlowHarness onComplete={onComplete} initial="111111" />);
      expect([codeField().selectionStart, codeField().selectionEnd]).toEqual([6, 6]);
      await user.keyboard('{Backspace}');
      expect(codeField().value).toBe('11111');
      expect(activeBoxes(container)).toEqual([5]);
      await user.keyboard('2');
      expect(onComplete).toHaveBeenCalledWith('111112');
      act(() => reject());
      await user.keyboard('7');
      expect(codeField().value).toBe('7');
      expect(activeBoxes(container)).toEqual([1]);
      await user.paste('12');
      expect(codeField().value).toBe('712');
    });

    it('arrow keys and Home leave the caret after the last character', async () => {
      const user = userEvent.setup({ delay: null });
      const onComplete = vi.fn();
      render(<FlowHarness onComplete={onComplete} />);
      await user.keyboard('12{ArrowLeft}{ArrowLeft}34{Home}{ArrowUp}56');
      expect(onComplete).toHaveBeenCalledWith('123456');
    });

    it('a click that puts the caret inside the code (on a box) does not move where the next digit goes', async () => {
      const user = userEvent.setup({ delay: null });
      const onComplete = vi.fn();
      render(<FlowHarness onComplete={onComplete} />);
      await user.keyboard('123');
      await user.pointer({ target: codeField(), offset: 1, keys: '[MouseLeft]' });
      await user.keyboard('456');
      expect(onComplete).toHaveBeenCalledWith('123456');
    });

    it('a focus that selects the part typed (Tab in Chromium) does not let the next digit replace it', async () => {
      const user = userEvent.setup({ delay: null });
      const onComplete = vi.fn();
      render(<FlowHarness onComplete={onComplete} />);
      await user.keyboard('123');
      codeField().setSelectionRange(0, 3);
      await user.keyboard('456');
      expect(onComplete).toHaveBeenCalledWith('123456');
    });
  });
});
