// Small functions every driver runs in the page. Self-contained: each driver serializes them.

/**
 * Fires the `paste` event a Ctrl+V fires, carrying `text` as the clipboard's plain text; true when
 * the page handled it (default prevented). The data is set on the event itself as well: Firefox's
 * ClipboardEvent constructor ignores `clipboardData`.
 */
export function dispatchPaste(element: Element, text: string): boolean {
  (element as HTMLElement).focus();
  const data = new DataTransfer();
  data.setData('text/plain', text);
  const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
  if (event.clipboardData?.getData('text/plain') !== text) Object.defineProperty(event, 'clipboardData', { value: data });
  return !element.dispatchEvent(event);
}

/** Whether the element has focus. */
export function isFocused(element: Element): boolean {
  return element === document.activeElement;
}

/**
 * The element's box, to tell when it has stopped moving (a screen change resizes and re-centres
 * the dialog), or "covered" while its centre is not its own (something drawn over it). The element
 * is first scrolled into view, as a click would (low in a tall dialog it is clipped by the dialog's
 * own scrolling, and elementFromPoint sees only what is shown); 'nearest' scrolls nothing once it is.
 */
export function boxOf(element: Element): string {
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const { x, y, width, height } = element.getBoundingClientRect();
  const hit = document.elementFromPoint(x + width / 2, y + height / 2);
  if (hit === null || !(element === hit || element.contains(hit) || (element instanceof HTMLLabelElement && element.control === hit))) return 'covered';
  return `${x},${y},${width},${height}`;
}

/** Sets a field's value as typing it would (React sees an input event). */
export function fillField(element: Element, value: string): void {
  const input = element as HTMLInputElement;
  input.focus();
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input) as object, 'value')?.set;
  if (setter === undefined) throw new Error('not a field');
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
