/**
 * Tab and Shift+Tab go round inside an open modal dialog, as the ARIA dialog pattern asks. antd's focus lock only
 * pulls focus back once it has landed outside, so a Tab from a dialog's last control left the page for one key
 * press (the dialog is the last thing in the document): the person saw no focus at all.
 */

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';

function tabbables(dialog: Element): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && element.getClientRects().length > 0,
  );
}

/** The dialog on top: the last open modal in the document (antd appends each new one to the body). */
function topDialog(): Element | undefined {
  const open = [...document.querySelectorAll('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]')];
  return open.filter((dialog) => dialog.getClientRects().length > 0).at(-1);
}

function wrapTab(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
  const dialog = topDialog();
  if (!dialog) return;
  const list = tabbables(dialog);
  if (list.length === 0) return;
  const [first, last] = [list[0]!, list.at(-1)!];
  const active = document.activeElement;
  const lost = active === null || active === document.body;
  // a popup the dialog opened (a Popconfirm, a Select's list) lives outside it in the page: it keeps its own order
  if (!lost && !dialog.contains(active)) return;
  const target = event.shiftKey ? (active === first || lost ? last : null) : active === last || lost ? first : null;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** Once, at startup. */
export function wrapTabInDialogs() {
  document.addEventListener('keydown', wrapTab, true);
}
