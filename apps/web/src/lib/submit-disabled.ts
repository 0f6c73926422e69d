import { cn } from './cn';

/**
 * A submit button that looks and announces itself disabled while the form is invalid but still
 * receives the click, so an invalid submit marks every field touched and shows every message
 * (SPEC §5). A truly `disabled` button would be skipped by keyboard users and explain nothing.
 */
export function submitDisabledProps(invalid: boolean) {
  return {
    'aria-disabled': invalid || undefined,
    className: cn(invalid && 'opacity-60'),
  };
}
