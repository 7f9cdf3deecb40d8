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
 * the dialog), or "covered" while its centre is not its own (something drawn over it). Covered
 * because its centre is outside the viewport (low in a tall dialog: elementFromPoint sees only the
 * viewport), it is scrolled into view, as a click would, and measured again on the next call.
 */
export function boxOf(element: Element): string {
  const { x, y, width, height } = element.getBoundingClientRect();
  const [centreX, centreY] = [x + width / 2, y + height / 2];
  const hit = document.elementFromPoint(centreX, centreY);
  if (hit === null || !(element === hit || element.contains(hit) || (element instanceof HTMLLabelElement && element.control === hit))) {
    if (centreX < 0 || centreY < 0 || centreX >= window.innerWidth || centreY >= window.innerHeight) element.scrollIntoView({ block: 'center', inline: 'center' });
    return 'covered';
  }
  return `${x},${y},${width},${height}`;
}

/** Sets a field's value as typing it would (React sees an input event). */
export function fillField(element: Element, value: string): boolean {
  const input = element as HTMLInputElement;
  // Replaced since it was found (the phone field's chunk arriving swaps out the plain field): the
  // caller finds the field again.
  if (!input.isConnected) return false;
  input.focus();
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input) as object, 'value')?.set;
  if (setter === undefined) throw new Error('not a field');
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}
