import { useLayoutEffect, useRef, type ChangeEvent, type ClipboardEvent, type InputHTMLAttributes, type KeyboardEvent } from 'react';
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

/** Keys that would move the (invisible) caret back into the code. */
const caretBackKeys = new Set(['ArrowLeft', 'ArrowUp', 'Home', 'PageUp']);

/**
 * Where the next character goes, the one place the boxes show it: after the last character typed
 * (the caret at the end, the first empty box highlighted), or over the whole code once it is
 * complete (all of it selected, all boxes highlighted: a new character starts a new code; Backspace
 * still takes back the last character). The input is transparent, so a caret anywhere else (a click on a box, an arrow key,
 * the select-all of a focus by Tab) would put typed characters where the user cannot see them, or
 * drop them at `maxLength`; it is moved back. Only while the input has focus and is editable, and
 * never during an IME composition.
 */
function placeCaret(input: HTMLInputElement, length: number): void {
  if (input.readOnly || input.disabled || input.ownerDocument.activeElement !== input) return;
  const end = input.value.length;
  const { selectionStart, selectionEnd } = input;
  if (end === length) {
    if (selectionStart !== 0 || selectionEnd !== end) input.setSelectionRange(0, end);
  } else if (selectionStart !== end || selectionEnd !== end) input.setSelectionRange(end, end);
}

/**
 * One real `<input autocomplete="one-time-code">` (so SMS autofill, password managers and paste
 * work) drawn as one box per character. The boxes are decoration (aria-hidden); screen readers
 * and assistive tech see a single labelled text field.
 */
export function OtpInput({ value, onChange, onComplete, length, alphanumeric = false, invalid = false, className, onFocus, onKeyDown, onSelect, onCompositionStart, onCompositionEnd, ...rest }: OtpInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const composing = useRef(false);
  const editable = !rest.readOnly && !rest.disabled;
  const complete = value.length === length;
  const keepCaret = (input: HTMLInputElement | null): void => {
    if (input !== null && !composing.current) placeCaret(input, length);
  };
  // A code that becomes complete while editable (a wrong code handed back after verifying, an
  // autofill) is selected whole, so that the next character typed starts the new code.
  useLayoutEffect(() => {
    keepCaret(inputRef.current);
  });

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

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !editable || event.altKey || event.ctrlKey || event.metaKey) return;
    // Moving back (not selecting back: Shift+Home selects the code) would hide the caret inside it.
    if (!event.shiftKey && caretBackKeys.has(event.key)) event.preventDefault();
    // Backspace on a complete code takes back its last character (not the whole code it has selected).
    else if (event.key === 'Backspace' && !event.shiftKey && complete && !composing.current) {
      event.preventDefault();
      commit(value.slice(0, -1));
    }
    // Before the key's own action: a character typed right after a click goes where the boxes say.
    else keepCaret(event.currentTarget);
  };

  const active = Math.min(value.length, length - 1);
  const allActive = complete && editable;
  const classes = usePartClass('input', 'loginkit-otp', className);
  return (
    <div className={classes} data-invalid={invalid || undefined}>
      <input
        {...rest}
        ref={inputRef}
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
        onKeyDown={handleKeyDown}
        // React's select event follows clicks, keys and focus (the select-all of a Tab included).
        onSelect={(event) => {
          onSelect?.(event);
          keepCaret(event.currentTarget);
        }}
        onFocus={(event) => {
          onFocus?.(event);
          keepCaret(event.currentTarget);
        }}
        onCompositionStart={(event) => {
          composing.current = true;
          onCompositionStart?.(event);
        }}
        onCompositionEnd={(event) => {
          composing.current = false;
          onCompositionEnd?.(event);
        }}
      />
      <div className="loginkit-otp__boxes" aria-hidden="true">
        {Array.from({ length }, (_, index) => (
          <span
            key={index}
            className="loginkit-otp__box"
            data-filled={index < value.length || undefined}
            data-active={allActive || index === active || undefined}
          >
            {value[index] ?? ''}
          </span>
        ))}
      </div>
    </div>
  );
}
