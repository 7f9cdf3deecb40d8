import { createContext, useContext } from 'react';

/**
 * Extra classes for the parts of the modal and the account panel, applied alongside the built-in
 * `.loginkit-*` classes (which keep their styles): a utility-class framework or your own CSS can
 * restyle one part without overriding selectors. Each key names a part; every element of that
 * part gets the class.
 */
export interface LoginKitClassNames {
  /** The `.loginkit` root (the modal's portal root, or the account panel's section). */
  root?: string;
  /** The modal's backdrop (`.loginkit-overlay`). */
  overlay?: string;
  /** The modal's dialog box (`.loginkit-dialog`). */
  dialog?: string;
  /** The modal's header: logo, title and close button (`.loginkit-header`). */
  header?: string;
  /** The app's logo in the header (`.loginkit-logo`). */
  logo?: string;
  /** The modal's title (`.loginkit-title`) and the account panel's heading (`.loginkit-account__heading`). */
  title?: string;
  /** The modal's close button (`.loginkit-close`). */
  closeButton?: string;
  /** The default "Log in" button that opens the modal. */
  trigger?: string;
  /** Main actions: Continue, Verify, Done… (`.loginkit-button--primary`). */
  primaryButton?: string;
  /** Other actions, the social login and passkey buttons included (`.loginkit-button--secondary`). */
  secondaryButton?: string;
  /** Text-like actions: Change, Create an account with a passkey… (`.loginkit-button--link`). */
  linkButton?: string;
  /** Destructive actions in the account panel: Remove, Log out… (`.loginkit-button--danger`). */
  dangerButton?: string;
  /** Text fields: email, phone number, the code (`.loginkit-input`, `.loginkit-otp`). */
  input?: string;
  /** Error messages of the login screens (`.loginkit-error`). */
  error?: string;
  /** The captcha widget's group, when the relay protects its code and signup requests (`.loginkit-captcha`). */
  captcha?: string;
  /** Each section of the account panel (`.loginkit-account-section`). */
  section?: string;
  /** Each section's heading (`.loginkit-account-section__heading`). */
  sectionHeading?: string;
}

export type LoginKitClassNamePart = keyof LoginKitClassNames;

const none: LoginKitClassNames = {};

/** The classes of the enclosing LoginModal or AccountPanel (none outside them). */
export const ClassNamesContext = createContext<LoginKitClassNames>(none);

/** The built-in class of a part followed by the host's classes for it, e.g. `loginkit-dialog my-dialog`. */
export function partClass(classNames: LoginKitClassNames, part: LoginKitClassNamePart, ...builtIn: (string | false | undefined)[]): string {
  return [...builtIn, classNames[part]].filter(Boolean).join(' ');
}

/** `partClass` with the enclosing LoginModal's or AccountPanel's classes. */
export function usePartClass(part: LoginKitClassNamePart, ...builtIn: (string | false | undefined)[]): string {
  return partClass(useContext(ClassNamesContext), part, ...builtIn);
}

export function useClassNames(): LoginKitClassNames {
  return useContext(ClassNamesContext);
}
