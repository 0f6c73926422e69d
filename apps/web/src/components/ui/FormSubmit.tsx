import type { ReactNode } from 'react';
import { Button } from './Button';
import { FormFailure } from './FormFailure';

/**
 * A page form's end (`useSchemaForm`): the refused submit's alert, then the submit button, busy
 * while the form sends. `fullWidth` for the sign-in cards' button; else the button keeps its own
 * width on a row of its own. `children` is the button's label.
 */
export function FormSubmit({
  form,
  fullWidth = false,
  children,
}: {
  form: { failure: string | undefined; pending: boolean };
  fullWidth?: boolean;
  children: ReactNode;
}) {
  const button = (
    <Button type="submit" fullWidth={fullWidth} loading={form.pending}>
      {children}
    </Button>
  );
  return (
    <>
      <FormFailure>{form.failure}</FormFailure>
      {fullWidth ? button : <div>{button}</div>}
    </>
  );
}
