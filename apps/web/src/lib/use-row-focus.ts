import { type Key, useCallback, useEffect, useRef } from 'react';

/** Attribute the Table puts on each data row, and on its empty-list message. */
const ROW_KEY_ATTRIBUTE = 'data-row-key';
const LIST_STATUS_ATTRIBUTE = 'data-list-status';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Pending {
  key: string;
  /** The list's row keys, in order, when the row was remembered. */
  before: string[];
  /** Which of the row's controls had focus (0 when none did: a mouse click on the row). */
  control: number;
  /** Where focus was last put for this row, so that landing there does not end the watch. */
  landed: HTMLElement | null;
}

/**
 * Where focus goes when a row leaves the list: the same control of the row that now follows it in
 * the list remembered before, else of the row before it (the removed row was last), else of the
 * list's last row (the page stepped back), else the list's status message (the list is empty).
 * `null` while the list shows neither (still loading).
 */
function rowFocusTarget(
  container: HTMLElement,
  pending: Pick<Pending, 'key' | 'before' | 'control'>,
): HTMLElement | null {
  const rows = new Map<string, HTMLElement>();
  for (const row of container.querySelectorAll<HTMLElement>(`[${ROW_KEY_ATTRIBUTE}]`)) {
    rows.set(row.getAttribute(ROW_KEY_ATTRIBUTE) ?? '', row);
  }
  if (rows.has(pending.key)) return null;
  const index = pending.before.indexOf(pending.key);
  const after = pending.before.slice(index + 1).find((key) => rows.has(key));
  const before = pending.before
    .slice(0, Math.max(index, 0))
    .reverse()
    .find((key) => rows.has(key));
  const row =
    (after && rows.get(after)) ?? (before && rows.get(before)) ?? [...rows.values()].at(-1);
  if (row) {
    const controls = row.querySelectorAll<HTMLElement>(FOCUSABLE);
    const control = controls[pending.control] ?? controls[0];
    if (control) return control;
    row.tabIndex = -1;
    return row;
  }
  return container.querySelector<HTMLElement>(`[${LIST_STATUS_ATTRIBUTE}]`);
}

const focusIsLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * Keeps a keyboard user's place when a row disappears (deleted, or no longer matching a filter
 * after an edit): focus goes to the row's successor, its predecessor when it was last, or the
 * list's status message when the list is empty — never <body>.
 *
 *   const rowFocus = useRowFocus();
 *   <Table ref={rowFocus.ref} …/>
 *   onClick={() => { rowFocus.remember(row.id); openDialog(row) }}
 *   <Dialog returnFocus={rowFocus.returnFocus} …/>   // the row left while the dialog was open
 *
 * When the row leaves after the dialog closed (the list refetches once focus is back on the
 * row's button), the list is watched and focus moved once the row is gone.
 */
export function useRowFocus() {
  const container = useRef<HTMLElement | null>(null);
  const pending = useRef<Pending | null>(null);
  const observer = useRef<MutationObserver | null>(null);

  const land = useCallback((): HTMLElement | null => {
    const current = pending.current;
    const list = container.current;
    if (!current || !list) return null;
    const target = rowFocusTarget(list, current);
    if (target) current.landed = target;
    return target;
  }, []);

  const ref = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      container.current = element;
      if (!element) return;
      observer.current = new MutationObserver(() => {
        // A dialog still open keeps the focus; it asks `returnFocus` when it closes.
        if (!pending.current || !focusIsLost()) return;
        land()?.focus();
      });
      observer.current.observe(element, { childList: true, subtree: true });
    },
    [land],
  );

  useEffect(() => {
    // The user moved on (Tab, a click elsewhere): stop watching the row.
    const onFocusIn = (event: FocusEvent) => {
      const current = pending.current;
      const target = event.target;
      if (!current || !(target instanceof Element)) return;
      if (target === current.landed || target.closest('[role="dialog"], [role="alertdialog"]'))
        return;
      if (target.closest(`[${ROW_KEY_ATTRIBUTE}]`)?.getAttribute(ROW_KEY_ATTRIBUTE) === current.key)
        return;
      pending.current = null;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.current?.disconnect();
    };
  }, []);

  /** Call when a row's control opens a dialog or starts an action that may remove the row. */
  const remember = useCallback((key: Key) => {
    const list = container.current;
    const id = String(key);
    const rows = list ? [...list.querySelectorAll<HTMLElement>(`[${ROW_KEY_ATTRIBUTE}]`)] : [];
    const row = rows.find((element) => element.getAttribute(ROW_KEY_ATTRIBUTE) === id);
    const active = document.activeElement;
    const controls = row ? [...row.querySelectorAll(FOCUSABLE)] : [];
    pending.current = {
      key: id,
      before: rows.map((element) => element.getAttribute(ROW_KEY_ATTRIBUTE) ?? ''),
      control: Math.max(active ? controls.indexOf(active) : -1, 0),
      landed: null,
    };
  }, []);

  return { ref, remember, returnFocus: land };
}
