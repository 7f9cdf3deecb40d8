import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { usePartClass } from '../theme/class-names';

export interface KitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'link';
  /** Work in progress: shown with aria-busy, clicks ignored, focus kept. */
  busy?: boolean;
  /** Not available yet (a countdown runs): aria-disabled, clicks ignored, focus kept. */
  unavailable?: boolean;
  children?: ReactNode;
}

/**
 * The modal's button. Busy and unavailable buttons stay focusable (aria-disabled rather than
 * `disabled`), so keyboard focus is not lost while a request runs or a countdown ends.
 */
export function KitButton({ variant = 'primary', busy = false, unavailable = false, className, onClick, type = 'button', ...rest }: KitButtonProps) {
  const inert = busy || unavailable;
  const classes = usePartClass(`${variant}Button`, 'loginkit-button', `loginkit-button--${variant}`, className);
  const handleClick = (event: MouseEvent<HTMLButtonElement>): void => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-disabled={inert || undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
    />
  );
}
