import { useEffect, useState } from 'react';
import { ContactInput, type ContactInputProps } from '../contact-input';
import { loadedPhoneField, loadPhoneField } from './load-phone-field';

/**
 * The phone number field, loaded on first use: the plain field stands in (and keeps what is
 * typed) until the phone field's chunk arrives, or for good if it cannot load. A person typing in
 * the stand-in as the chunk arrives goes on typing in the phone field: it takes the focus over.
 * (Which element the focus falls back to when its element leaves the page differs: the body in
 * Chromium, possibly the modal dialog in Firefox, so the phone field cannot tell by itself.)
 */
export function LazyPhoneField(props: ContactInputProps) {
  const [Field, setField] = useState(loadedPhoneField);
  const [standInFocused, setStandInFocused] = useState(false);
  const { id } = props;
  useEffect(() => {
    if (Field !== undefined) return undefined;
    let current = true;
    void loadPhoneField().then((loaded) => {
      if (!current) return;
      setStandInFocused(globalThis.document?.activeElement?.id === id);
      setField(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [Field, id]);
  return Field === undefined ? <ContactInput {...props} /> : <Field {...props} autoFocus={props.autoFocus || standInFocused} />;
}
