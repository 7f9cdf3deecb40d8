import { useRef, type ChangeEvent, type ClipboardEvent, type InputHTMLAttributes } from 'react';
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
 * Keeps the caret after the last character, where the boxes show the next one goes: the input is
 * transparent, so a caret put elsewhere (a click on a box, an arrow key, Home, the select-all of a
 * focus by Tab) would put typed characters where the user cannot see them. Only while the input has
 * focus and is editable, and never during an IME composition.
 */
function caretToEnd(input: HTMLInputElement, composing: boolean): void {
  const end = input.value.length;
  if (composing || input.readOnly || input.ownerDocument.activeElement !== input) return;
  if (input.selectionStart !== end || input.selectionEnd !== end) input.setSelectionRange(end, end);
}

/**
 * One real `<input autocomplete="one-time-code">` (so SMS autofill, password managers and paste
 * work) drawn as one box per character. The boxes are decoration (aria-hidden); screen readers
 * and assistive tech see a single labelled text field.
 */
export function OtpInput({ value, onChange, onComplete, length, alphanumeric = false, invalid = false, className, onKeyDown, onSelect, ...rest }: OtpInputProps) {
  const composing = useRef(false);
  const commit = (next: string): void => {
    if (next === value) return;
    onChange(next);
    if (next.length === length) onComplete?.(next);
  };

  // No maxLength: typing on after a complete code (a wrong one handed back) starts a new code with
  // what is typed, whatever the keyboard (a key event or a mobile keyboard's input alone).
  const handleChange = (event: ChangeEvent<HTMLInputElement>): void => {
    const typed = cleanOtp(event.target.value, 2 * length, alphanumeric);
    commit(value.length === length && typed.length > length ? typed.slice(length) : typed.slice(0, length));
  };

  // A pasted "123 456" is cleaned as a whole (the browser would insert it as typed text). A whole
  // code replaces what was there; a part goes after the last character, or starts a new code after
  // a complete one (the caret is always at the end).
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>): void => {
    const pasted = event.clipboardData.getData('text');
    if (pasted === '' || rest.readOnly || rest.disabled) return;
    event.preventDefault();
    const cleaned = cleanOtp(pasted, length, alphanumeric);
    commit(cleaned.length === length || value.length === length ? cleaned : cleanOtp(value + cleaned, length, alphanumeric));
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
        value={value}
        aria-invalid={invalid || undefined}
        onChange={handleChange}
        onPaste={handlePaste}
        // Before each key's own action, and after every selection change (React's select event
        // follows clicks, keys and focus, the select-all of a Tab included).
        onKeyDown={(event) => {
          onKeyDown?.(event);
          caretToEnd(event.currentTarget, composing.current);
        }}
        onSelect={(event) => {
          onSelect?.(event);
          caretToEnd(event.currentTarget, composing.current);
        }}
        onCompositionStart={(event) => {
          composing.current = true;
          rest.onCompositionStart?.(event);
        }}
        onCompositionEnd={(event) => {
          composing.current = false;
          rest.onCompositionEnd?.(event);
        }}
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
