import type { Target } from './driver';

/** A target as it crosses into the page: the name pattern as source and flags (a RegExp does not serialize). */
export interface PageQuery {
  css: string;
  name?: { source: string; flags: string; exact: boolean };
}

export function pageQuery(target: Target): PageQuery {
  const { css, name } = target;
  if (name === undefined) return { css };
  if (typeof name === 'string') return { css, name: { source: name, flags: '', exact: true } };
  return { css, name: { source: name.source, flags: name.flags, exact: false } };
}

/**
 * Runs in the page: the first visible element matching the query, or null. The accessible name is
 * approximated as a user would read it: aria-label, aria-labelledby, a field's label, else its text.
 * Self-contained (each driver serializes it).
 */
export function findElement(query: PageQuery): Element | null {
  const squash = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();
  const accessibleName = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return squash(labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
    if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
      const labels = element.labels ? [...element.labels].map((l) => l.textContent ?? '').join(' ') : '';
      if (squash(labels)) return squash(labels);
      return squash(element.getAttribute('placeholder'));
    }
    return squash(element.textContent);
  };
  const visible = (element: Element): boolean => {
    if (element.getClientRects().length === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const matches = (element: Element): boolean => {
    if (query.name === undefined) return true;
    const name = accessibleName(element);
    return query.name.exact ? name === query.name.source : new RegExp(query.name.source, query.name.flags).test(name);
  };
  for (const element of document.querySelectorAll(query.css)) if (visible(element) && matches(element)) return element;
  return null;
}
