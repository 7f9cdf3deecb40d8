import type { OtpChannel } from '../../core/internal';
import { useStrings } from '../locales/strings-context';
import { usePartClass } from '../theme/class-names';

export interface ContactInputProps {
  /** The input's id (the form's label points at it). */
  id: string;
  channel: OtpChannel;
  /** The contact as the flow holds it. */
  value: string;
  readOnly: boolean;
  invalid: boolean;
  /** The id of the hint shown under a phone number field. */
  hintId: string;
  /** The ids of the hint and of the error that describe the field. */
  describedBy?: string;
  /** Takes the focus when shown (not after a channel switch, which keeps it on the switch). */
  autoFocus: boolean;
  /** Each edit: the contact for the flow and, when it was checked, whether it is a valid phone number. */
  onChange(contact: string, valid?: boolean): void;
  /** The browser may offer passkeys in this field's autofill (`webauthn` ends its `autocomplete`). */
  passkeyAutofill?: boolean;
}

/** The `autocomplete` of a contact field: its kind, and `webauthn` last when it offers passkeys. */
export function contactAutocomplete(kind: 'email' | 'tel' | 'tel-national', passkeyAutofill: boolean | undefined): string {
  return passkeyAutofill === true ? `${kind} webauthn` : kind;
}

/**
 * The plain contact field: an email address, or a phone number typed in international format
 * (the form before phone number support has loaded, or if it cannot load).
 */
export function ContactInput({ id, channel, value, readOnly, invalid, hintId, describedBy, autoFocus, onChange, passkeyAutofill }: ContactInputProps) {
  const strings = useStrings();
  const email = channel === 'email';
  const inputClass = usePartClass('input', 'loginkit-input');
  return (
    <>
      <input
        id={id}
        className={inputClass}
        name={email ? 'email' : 'tel'}
        type={email ? 'email' : 'tel'}
        inputMode={email ? 'email' : 'tel'}
        autoComplete={contactAutocomplete(email ? 'email' : 'tel', passkeyAutofill)}
        placeholder={email ? strings.emailPlaceholder : strings.phonePlaceholder}
        value={value}
        readOnly={readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
      />
      {!email && (
        <p id={hintId} className="loginkit-hint">
          {strings.phoneHint}
        </p>
      )}
    </>
  );
}
