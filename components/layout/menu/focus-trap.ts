const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab can reach inside `container`, in document order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.closest('[hidden]'),
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container` by wrapping from the last element to the first and back.
 * Returns true when it moved the focus itself.
 */
export function trapTab(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
  container: HTMLElement,
): boolean {
  if (event.key !== 'Tab') return false;
  const elements = focusableIn(container);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) return false;
  const active = document.activeElement;
  const outside = !active || !container.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
