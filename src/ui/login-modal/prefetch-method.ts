import { loadProviderIcon } from '../screens/oauth/lazy-provider-icon';
import { loadPhoneField } from '../screens/phone/load-phone-field';
import { loadOauthScreens, loadPasskeyScreens } from './method-screen-loaders';

/** A login method whose screens or field are a chunk of their own. */
export type PrefetchedMethod = 'social' | 'passkey' | 'sms';

const ignore = (): undefined => undefined;

/**
 * Fetches the chunk a method needs next: the social login screens and provider marks, the passkey
 * screens (its prompt, its outcome, the passkey offer), or the phone number field. Called as a
 * method's button or option is hovered or focused, not as the modal opens: only the method in use
 * is fetched ahead (issue 27; the passkey offer also once a code or social login is under way). A
 * module already loaded costs nothing. (The wallet chunks need no prefetch: the modal mounts the
 * wallet method as it opens, which loads them.)
 */
export function prefetchMethod(method: PrefetchedMethod): void {
  switch (method) {
    case 'social':
      loadOauthScreens().catch(ignore);
      loadProviderIcon().catch(ignore);
      return;
    case 'passkey':
      loadPasskeyScreens().catch(ignore);
      return;
    case 'sms':
      void loadPhoneField();
      return;
    default:
      return method satisfies never;
  }
}

/** Props that prefetch `method` when the pointer enters the element (a touch too, before its touchstart) or it takes the focus. */
export function prefetchOnIntent(method: PrefetchedMethod): { onPointerEnter(): void; onFocus(): void } {
  const prefetch = (): void => prefetchMethod(method);
  return { onPointerEnter: prefetch, onFocus: prefetch };
}
