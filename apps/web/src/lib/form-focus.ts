import type { BaseSyntheticEvent } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * Every form's answer to an invalid submit (issue 29): react-hook-form has already put every
 * field's message on screen; this moves focus to the first invalid field *as the form shows it*
 * (document order), so keyboard and screen-reader users land on the first thing to fix and hear
 * its message. react-hook-form's own `shouldFocusError` follows the order fields registered in,
 * which is not the screen's when a field is a child component (the quote dialog's name field
 * registered after the company field), so every form sets `shouldFocusError: false` and passes
 * this as `handleSubmit`'s second argument (`useSchemaForm` does it for its forms).
 */
export function focusFirstInvalid<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  event?: BaseSyntheticEvent,
): void {
  const form = formOf(event);
  if (!form) return;
  const paths = errorPaths(errors);
  if (paths.length === 0) return;
  const invalid = (element: HTMLElement) => {
    const name = element.getAttribute('name');
    if (!name) return element.getAttribute('aria-invalid') === 'true';
    return paths.some(
      (path) => name === path || name.startsWith(`${path}.`) || path.startsWith(`${name}.`),
    );
  };
  if (focusFirst(form, invalid)) return;
  // A custom control without a name (a picker) is found by the aria-invalid its message sets,
  // once React has drawn the messages.
  requestAnimationFrame(() =>
    focusFirst(form, (element) => element.getAttribute('aria-invalid') === 'true'),
  );
}

const CONTROLS =
  'input:not([type="hidden"]), select, textarea, button, [role="combobox"], [role="radiogroup"] [role="radio"], [aria-invalid="true"]';

function focusFirst(form: HTMLFormElement, match: (element: HTMLElement) => boolean): boolean {
  for (const element of Array.from(form.querySelectorAll<HTMLElement>(CONTROLS))) {
    if (!match(element) || (element as HTMLInputElement).disabled) continue;
    element.focus();
    if (document.activeElement === element) return true;
  }
  return false;
}

/** The form an event came from: the submit event's target, or the form a control belongs to. */
function formOf(event?: BaseSyntheticEvent): HTMLFormElement | null {
  const target = event?.target;
  if (target instanceof HTMLFormElement) return target;
  if (target instanceof HTMLElement) {
    return (target as HTMLInputElement).form ?? target.closest('form');
  }
  return null;
}

/** The dotted paths of the fields with a message (`address.fr`, `answers.3`), root errors aside. */
function errorPaths(errors: object, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || (prefix === '' && key === 'root')) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('type' in value && typeof value.type === 'string') paths.push(path);
    else paths.push(...errorPaths(value, path));
  }
  return paths;
}
