import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useStrings } from '../../locales/strings-context';
import { useClassNames } from '../../theme/class-names';
import { contactAutocomplete, type ContactInputProps } from '../contact-input';
import { browserLocales, langsAround, localeCountry, phoneCountries, type CountryCode } from './phone-countries';
import { digitsBefore, formatPhone, nationalDigits, positionAfterDigits } from './phone-number';

/** What the field shows for a contact the flow holds (an E.164 number keeps its country). */
function fromContact(contact: string, fallback: CountryCode): { text: string; country: CountryCode } {
  const { text, country } = formatPhone(contact, fallback);
  return { text, country };
}

/** The country to start on: the one `localeCountry` finds, else the first of the (sorted) picker. */
function startCountry(locales: readonly string[]): CountryCode {
  return localeCountry(locales) ?? phoneCountries(locales)[0]?.code ?? 'US';
}

/**
 * Phone number entry: a native `<select>` of countries with their calling codes (starting on
 * the region of the page's or the browser's language, see `localeCountry`) and the real `<input type="tel" autocomplete="tel-national">`, formatted
 * as you type. Each edit gives the flow the number in E.164 and says whether it is valid; a
 * number typed or pasted with `+` and its country code moves the picker to that country.
 */
export function PhoneField({ id, value, readOnly, invalid, hintId, describedBy, autoFocus, onChange, passkeyAutofill }: ContactInputProps) {
  const strings = useStrings();
  const countryId = `${useId()}-country`;
  const input = useRef<HTMLInputElement>(null);
  // Country names in the language of the page around the field (the modal's `lang`), else the browser's.
  const [locales, setLocales] = useState(browserLocales);
  const countries = useMemo(() => phoneCountries(locales), [locales]);
  const [field, setField] = useState(() => fromContact(value, startCountry(locales)));
  const caret = useRef<number | undefined>(undefined);
  // The contact this field last gave the flow: a different one came from elsewhere (a reset).
  const given = useRef(value);

  // Focus as the plain field would have; and take over the focus from the plain field this replaces.
  useLayoutEffect(() => {
    const element = input.current;
    if (element === null) return;
    const active = element.ownerDocument.activeElement;
    if (!autoFocus && active !== null && active !== element.ownerDocument.body) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
    // Only when shown: later renders leave the focus where the user put it.
  }, []);

  // The page's languages come first, for the names and for the country: `lang="ar-SA"` around
  // the field starts it on Saudi Arabia (before the first paint, and only while no number is there).
  useLayoutEffect(() => {
    const around = langsAround(input.current);
    if (around.length === 0) return;
    const preferred = [...around, ...browserLocales().filter((tag) => !around.includes(tag))];
    setLocales(preferred);
    if (value === '') setField((current) => (current.text === '' ? { ...current, country: startCountry(preferred) } : current));
  }, []);

  useEffect(() => {
    if (value === given.current) return;
    given.current = value;
    setField((current) => fromContact(value, current.country));
  }, [value]);

  // Formatting moves the caret to the end; put it back after the same digit.
  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === undefined || element === null) return;
    if (element.ownerDocument.activeElement === element) element.setSelectionRange(caret.current, caret.current);
    caret.current = undefined;
  }, [field]);

  const apply = (typed: string, country: CountryCode, caretAt?: number): void => {
    const edit = formatPhone(typed, country);
    if (caretAt !== undefined) caret.current = positionAfterDigits(edit.text, digitsBefore(typed, caretAt));
    setField({ text: edit.text, country: edit.country });
    given.current = edit.contact;
    onChange(edit.contact, edit.valid);
  };

  const type = (event: ChangeEvent<HTMLInputElement>): void => {
    const { value: typed, selectionStart } = event.target;
    apply(typed, field.country, selectionStart ?? typed.length);
  };

  const pick = (event: ChangeEvent<HTMLSelectElement>): void => {
    const country = event.target.value as CountryCode;
    // A number typed with another country's code keeps its national digits under the new one.
    const typed = field.text.trimStart().startsWith('+') ? nationalDigits(field.text) : field.text;
    apply(typed, country);
  };

  const inputClass = ['loginkit-input', useClassNames().input].filter(Boolean).join(' ');
  return (
    <div className="loginkit-phone">
      <label className="loginkit-visually-hidden" htmlFor={countryId}>
        {strings.phoneCountryLabel}
      </label>
      <select
        id={countryId}
        className={`${inputClass} loginkit-phone__country`}
        name="country"
        value={field.country}
        disabled={readOnly}
        onChange={pick}
      >
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {strings.phoneCountryOption(country.name, country.callingCode)}
          </option>
        ))}
      </select>
      <input
        ref={input}
        id={id}
        className={inputClass}
        name="tel-national"
        type="tel"
        inputMode="tel"
        autoComplete={contactAutocomplete('tel-national', passkeyAutofill)}
        value={field.text}
        readOnly={readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={type}
      />
      <p id={hintId} className="loginkit-hint">
        {strings.phoneNumberHint}
      </p>
    </div>
  );
}
