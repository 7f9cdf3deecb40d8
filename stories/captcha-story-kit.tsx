import type { CaptchaStatus, CaptchaTheme } from 'loginkit/core';
import type { UseCaptchaResult } from 'loginkit/react/captcha';
import { CaptchaContext } from 'loginkit/ui';
import { useMemo, type ReactNode } from 'react';

const palette = {
  light: { background: '#f7f7f8', border: '#8a8a93', text: '#1b1b1f', mark: '#1a7f37' },
  dark: { background: '#232329', border: '#9a9aa3', text: '#f2f2f4', mark: '#4ac26b' },
};

/**
 * A stand-in for the captcha widget in stories, drawn like the mock relay's test widget (a labelled
 * checkbox-like button; checking it "solves" it): Turnstile itself needs a site key and the network.
 * Styles go through the CSSOM, as the test widget's do.
 */
function renderStoryWidget(element: HTMLElement, theme: CaptchaTheme): () => void {
  const colours = palette[theme];
  const root = document.createElement('div');
  Object.assign(root.style, {
    display: 'flex',
    alignItems: 'center',
    gap: '0.75rem',
    padding: '0.5rem 0.75rem',
    border: `1px solid ${colours.border}`,
    borderRadius: '0.375rem',
    background: colours.background,
    color: colours.text,
    font: '14px/1.4 system-ui, sans-serif',
  });
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('role', 'checkbox');
  button.setAttribute('aria-checked', 'false');
  Object.assign(button.style, { display: 'inline-flex', alignItems: 'center', gap: '0.5rem', border: '0', background: 'transparent', color: 'inherit', font: 'inherit', cursor: 'pointer', padding: '0.25rem' });
  const box = document.createElement('span');
  box.setAttribute('aria-hidden', 'true');
  Object.assign(box.style, { display: 'inline-grid', placeItems: 'center', width: '1.25rem', height: '1.25rem', border: `2px solid ${colours.border}`, borderRadius: '0.25rem', color: colours.mark });
  const label = document.createElement('span');
  label.textContent = 'I am human (test captcha)';
  button.append(box, label);
  button.addEventListener('click', () => {
    const checked = button.getAttribute('aria-checked') !== 'true';
    button.setAttribute('aria-checked', String(checked));
    box.textContent = checked ? '✓' : '';
  });
  root.append(button);
  element.append(root);
  return () => root.remove();
}

export interface StoryCaptchaProps {
  /** What the widget is doing (`failed`: it could not load; nothing is drawn). */
  status?: CaptchaStatus;
  /** A request waits on it (its status line says so). */
  waiting?: boolean;
  theme?: CaptchaTheme;
  children: ReactNode;
}

/** Gives the screens inside a captcha as the modal's `useCaptcha` would, with the stand-in widget. */
export function StoryCaptcha({ status = 'solving', waiting = false, theme = 'light', children }: StoryCaptchaProps) {
  const view = useMemo<UseCaptchaResult>(() => {
    let remove: (() => void) | undefined;
    return {
      siteKey: 'story-site-key',
      status,
      waiting,
      ref: (element) => {
        remove?.();
        remove = element !== null && status !== 'failed' ? renderStoryWidget(element, theme) : undefined;
      },
      reset: () => undefined,
    };
  }, [status, waiting, theme]);
  return <CaptchaContext.Provider value={view}>{children}</CaptchaContext.Provider>;
}
