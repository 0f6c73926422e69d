import { type Key, useCallback, useEffect, useRef } from 'react';

/** Attribute the Table puts on each data row, and on its empty-list message. */
const ROW_KEY_ATTRIBUTE = 'data-row-key';
const LIST_STATUS_ATTRIBUTE = 'data-list-status';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Pending {
  /** The rows that may leave (several for a bulk action), in list order. */
  keys: string[];
  /** The list's row keys, in order, when the rows were remembered. */
  before: string[];
  /**
   * Which of the row's controls gets focus (the one that had it; 0 when none did: a mouse click
   * on the row). Negative counts from the end, as `Array.prototype.at` does.
   */
  control: number;
  /** The control that started the action: focus coming back to it does not end the watch. */
  origin: Element | null;
  /** Where focus was last put for these rows, so that landing there does not end the watch. */
  landed: HTMLElement | null;
}

export interface RememberOptions {
  /**
   * Which control of the successor row gets focus when the action started outside the rows (a
   * bulk button): an index among the row's focusable elements, negative from the end (-1: its
   * last control, the delete button by this app's convention).
   */
  control?: number;
}

/**
 * Where focus goes when rows leave the list: the same control of the row that now follows the
 * first of them in the list remembered before, else of the row before it (the removed rows were
 * last), else of the list's last row (the page stepped back), else the list's status message (the
 * list is empty). `null` while a remembered row is still there or the list shows neither (loading).
 */
function rowFocusTarget(
  container: HTMLElement,
  pending: Pick<Pending, 'keys' | 'before' | 'control'>,
): HTMLElement | null {
  const rows = new Map<string, HTMLElement>();
  for (const row of container.querySelectorAll<HTMLElement>(`[${ROW_KEY_ATTRIBUTE}]`)) {
    rows.set(row.getAttribute(ROW_KEY_ATTRIBUTE) ?? '', row);
  }
  if (pending.keys.some((key) => rows.has(key))) return null;
  const positions = pending.keys
    .map((key) => pending.before.indexOf(key))
    .filter((position) => position >= 0);
  const index = positions.length > 0 ? Math.min(...positions) : -1;
  const after = pending.before.slice(index + 1).find((key) => rows.has(key));
  const before = pending.before
    .slice(0, Math.max(index, 0))
    .reverse()
    .find((key) => rows.has(key));
  const row =
    (after && rows.get(after)) ?? (before && rows.get(before)) ?? [...rows.values()].at(-1);
  if (row) {
    const controls = [...row.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const control = controls.at(pending.control) ?? controls[0];
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
      if (target === current.landed || target === current.origin) return;
      if (target.closest('[role="dialog"], [role="alertdialog"]')) return;
      const row = target.closest(`[${ROW_KEY_ATTRIBUTE}]`)?.getAttribute(ROW_KEY_ATTRIBUTE);
      if (row != null && current.keys.includes(row)) return;
      pending.current = null;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.current?.disconnect();
    };
  }, []);

  /**
   * Call when a control opens a dialog or starts an action that may remove the row (or, for a bulk
   * action, the rows: focus then moves once they are all gone, past the first of them).
   */
  const remember = useCallback((key: Key | readonly Key[], options: RememberOptions = {}) => {
    const list = container.current;
    const rows = list ? [...list.querySelectorAll<HTMLElement>(`[${ROW_KEY_ATTRIBUTE}]`)] : [];
    const before = rows.map((element) => element.getAttribute(ROW_KEY_ATTRIBUTE) ?? '');
    const keys = (Array.isArray(key) ? key : [key]).map(String);
    keys.sort((a, b) => before.indexOf(a) - before.indexOf(b));
    const row = rows[before.indexOf(keys[0] ?? '')];
    const active = document.activeElement;
    const controls = row ? [...row.querySelectorAll(FOCUSABLE)] : [];
    const held = active ? controls.indexOf(active) : -1;
    pending.current = {
      keys,
      before,
      control: held >= 0 ? held : (options.control ?? 0),
      origin: active && active !== document.body ? active : null,
      landed: null,
    };
  }, []);

  return { ref, remember, returnFocus: land };
}
