import type { ChangeEvent, ClipboardEvent, InputHTMLAttributes } from 'react';
import { usePartClass } from './theme/class-names';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength' | 'pattern' | 'inputMode' | 'autoComplete' | 'children'
>;

export interface OtpInputProps extends NativeInputProps {
  /** The code typed so far (controlled). */
  value: string;
  /** Receives the cleaned code: separators dropped, upper-cased when alphanumeric, cut to `length`. */
  onChange(value: string): void;
  /** Called when an edit or a paste makes the code complete (auto-submit). */
  onComplete?(value: string): void;
  /** Number of characters of the code (6 to 9). */
  length: number;
  /** Letters and digits instead of digits only. */
  alphanumeric?: boolean;
  /** Shows the error style and sets aria-invalid. */
  invalid?: boolean;
}

/** Keeps only what a code can hold: digits (or A–Z and digits, upper-cased), at most `length`. */
export function cleanOtp(typed: string, length: number, alphanumeric: boolean): string {
  const kept = alphanumeric ? typed.toUpperCase().replace(/[^A-Z0-9]/g, '') : typed.replace(/[^0-9]/g, '');
  return kept.slice(0, length);
}

/**
 * One real `<input autocomplete="one-time-code">` (so SMS autofill, password managers and paste
 * work) drawn as one box per character. The boxes are decoration (aria-hidden); screen readers
 * and assistive tech see a single labelled text field.
 */
export function OtpInput({ value, onChange, onComplete, length, alphanumeric = false, invalid = false, className, ...rest }: OtpInputProps) {
  const commit = (next: string): void => {
    if (next === value) return;
    onChange(next);
    if (next.length === length) onComplete?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>): void => {
    commit(cleanOtp(event.target.value, length, alphanumeric));
  };

  // The browser would cut a pasted "123 456" to maxLength before cleaning it; clean it first.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>): void => {
    const pasted = event.clipboardData.getData('text');
    if (pasted === '' || rest.readOnly || rest.disabled) return;
    event.preventDefault();
    const cleaned = cleanOtp(pasted, length, alphanumeric);
    if (cleaned.length === length) return commit(cleaned);
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    commit(cleanOtp(value.slice(0, start) + cleaned + value.slice(end), length, alphanumeric));
  };

  const active = Math.min(value.length, length - 1);
  const classes = usePartClass('input', 'loginkit-otp', className);
  return (
    <div className={classes} data-invalid={invalid || undefined}>
      <input
        {...rest}
        className="loginkit-otp__input"
        type="text"
        autoComplete="one-time-code"
        inputMode={alphanumeric ? 'text' : 'numeric'}
        autoCapitalize={alphanumeric ? 'characters' : 'off'}
        autoCorrect="off"
        spellCheck={false}
        pattern={alphanumeric ? `[A-Za-z0-9]{${length}}` : `[0-9]{${length}}`}
        maxLength={length}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={handleChange}
        onPaste={handlePaste}
      />
      <div className="loginkit-otp__boxes" aria-hidden="true">
        {Array.from({ length }, (_, index) => (
          <span
            key={index}
            className="loginkit-otp__box"
            data-filled={index < value.length || undefined}
            data-active={index === active || undefined}
          >
            {value[index] ?? ''}
          </span>
        ))}
      </div>
    </div>
  );
}
