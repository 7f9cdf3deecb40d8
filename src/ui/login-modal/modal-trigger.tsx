import * as Dialog from '@radix-ui/react-dialog';
import { isValidElement, type ReactNode } from 'react';
import type { Theme } from '../theme/theme';

export interface ModalTriggerProps {
  /** An element (the trigger itself), text (put in a button), `null`/`false` for none, undefined for the default. */
  trigger: ReactNode;
  /** The default button's text. */
  defaultText: string;
  /** The language of `defaultText`. */
  lang: string;
  theme: Theme;
  /** Extra class on the default button (the `trigger` part of `classNames`). */
  className?: string;
}

/** What opens the login modal: the host's element, a button with the host's text, or the default "Log in" button. */
export function ModalTrigger({ trigger, defaultText, lang, theme, className }: ModalTriggerProps): ReactNode {
  if (isValidElement(trigger)) return <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>;
  if (trigger === null || trigger === false) return null;
  return (
    <Dialog.Trigger className={['loginkit loginkit-button loginkit-button--primary', className].filter(Boolean).join(' ')} data-theme={theme} lang={trigger === undefined ? lang : undefined}>
      {trigger === undefined ? defaultText : trigger}
    </Dialog.Trigger>
  );
}
