import { cloneElement, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import type { Theme } from '../theme/theme';
import { useThemeAttributes } from '../theme/use-theme-attributes';

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
  /** Whether the modal is open (`aria-expanded`, `data-state`). */
  open: boolean;
  onOpen(): void;
}

type ClickHandler = (event: MouseEvent<HTMLElement>) => void;

/**
 * What opens the login modal: the host's element (its own click handler runs first and can
 * `preventDefault()` to keep the modal shut), a button with the host's text, or the default
 * "Log in" button. Each says it opens a dialog and whether it is open.
 */
export function ModalTrigger({ trigger, defaultText, lang, theme, className, open, onOpen }: ModalTriggerProps): ReactNode {
  const themeAttributes = useThemeAttributes(theme);
  const state = { 'aria-haspopup': 'dialog', 'aria-expanded': open, 'data-state': open ? 'open' : 'closed' } as const;
  if (isValidElement(trigger)) {
    const element = trigger as ReactElement<{ onClick?: ClickHandler }>;
    const onClick: ClickHandler = (event) => {
      element.props.onClick?.(event);
      if (!event.defaultPrevented) onOpen();
    };
    return cloneElement(element, { ...state, onClick });
  }
  if (trigger === null || trigger === false) return null;
  return (
    <button
      type="button"
      className={['loginkit loginkit-button loginkit-button--primary', className].filter(Boolean).join(' ')}
      {...themeAttributes}
      lang={trigger === undefined ? lang : undefined}
      {...state}
      onClick={onOpen}
    >
      {trigger === undefined ? defaultText : trigger}
    </button>
  );
}
