import type { ComponentType } from 'react';
import { ContactInput, type ContactInputProps } from '../contact-input';

let loading: Promise<ComponentType<ContactInputProps>> | undefined;
let loaded: ComponentType<ContactInputProps> | undefined;

/**
 * Loads the phone number field (country picker, formatting as you type, E.164) and its phone
 * metadata, once: a separate chunk, fetched when the phone channel is shown or prefetched when
 * the modal opens with SMS enabled. Where it cannot load, resolves to the plain field (and tries
 * again next time).
 */
export function loadPhoneField(): Promise<ComponentType<ContactInputProps>> {
  loading ??= import('./phone-field').then(
    (module) => (loaded = module.PhoneField),
    () => {
      loading = undefined;
      return ContactInput;
    },
  );
  return loading;
}

/** The phone number field when it has loaded (so a prefetched field renders at once). */
export function loadedPhoneField(): ComponentType<ContactInputProps> | undefined {
  return loaded;
}
