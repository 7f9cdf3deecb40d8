import { useEffect, useState } from 'react';
import { ContactInput, type ContactInputProps } from '../contact-input';
import { loadedPhoneField, loadPhoneField } from './load-phone-field';

/**
 * The phone number field, loaded on first use: the plain field stands in (and keeps what is
 * typed) until the phone field's chunk arrives, or for good if it cannot load.
 */
export function LazyPhoneField(props: ContactInputProps) {
  const [Field, setField] = useState(loadedPhoneField);
  useEffect(() => {
    if (Field !== undefined) return undefined;
    let current = true;
    void loadPhoneField().then((loaded) => {
      if (current) setField(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [Field]);
  return Field === undefined ? <ContactInput {...props} /> : <Field {...props} />;
}
