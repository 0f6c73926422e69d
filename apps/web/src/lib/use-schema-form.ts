import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from './error-text';
import { applyFieldErrors, SERVER_ERROR } from './form-failure';
import { focusFirstInvalid } from './form-focus';
import { useMessage } from './use-message';

export interface SchemaFormOptions<Values extends FieldValues, Checked> {
  /** The blank form (the form goes back to it once a dialog closes). */
  defaultValues: DefaultValues<Values>;
  /** When messages show before a submit: on submit only unless given ('onTouched' for pages). */
  mode?: UseFormProps<Values>['mode'];
  /** Sends the checked values; a throw is a refusal (see failureText). */
  onSave: (values: Checked) => Promise<void>;
  /**
   * The text of a refused save: a text for when the server gave no answer (its message
   * otherwise, `errorText`), or the screen's own wording of the error (undefined: no text).
   */
  failureText: string | ((error: unknown) => string | undefined);
  /** Shows that text elsewhere than in the form's alert (`failure`): e.g. `toast.error`. */
  showFailure?: (text: string) => void;
  /**
   * The alert when the form's own check refuses the fields; none unless given. A function words
   * it from the refused fields (e.g. "fill in the required fields" only when one is empty).
   */
  invalidText?: string | ((errors: FieldErrors<Values>) => string | undefined);
  /** A reason to refuse before the fields are checked (e.g. the session is gone), shown as the alert. */
  refusal?: () => string | undefined;
  /** A form field the server names differently (e.g. its column 'Gouvernorat' for 'gouvernorat'). */
  aliases?: Readonly<Record<string, Path<Values>>>;
}

/**
 * The one way a form is written (issue 30): react-hook-form checked by the contract's zod schema,
 * `shouldFocusError: false` and `focusFirstInvalid` (an invalid submit focuses the first invalid
 * field on screen, issue 29), a refusal's per-field messages under the fields (`applyFieldErrors`)
 * and its text in the form's alert or a toast (`errorText`), and `pending` while it sends.
 * `field(name)` gives a Field or Select its registration and its localized message. A dialog
 * hands the result to `FormDialog`; a page renders `submit`, `failure` and its own button.
 */
export function useSchemaForm<Values extends FieldValues, Checked>(
  schema: z.ZodType<Checked, Values>,
  {
    defaultValues,
    mode,
    onSave,
    failureText,
    showFailure,
    invalidText,
    refusal,
    aliases,
  }: SchemaFormOptions<Values, Checked>,
) {
  const form = useForm<Values, unknown, Checked>({
    resolver: zodResolver(schema),
    defaultValues,
    mode,
    shouldFocusError: false,
  });
  const message = useMessage();
  const [failure, setFailure] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  const failed = (text: string | undefined) => {
    if (!showFailure) setFailure(text);
    else if (text) showFailure(text);
  };
  const save = form.handleSubmit(
    async (values) => {
      setFailure(undefined);
      try {
        await onSave(values);
      } catch (error) {
        const fields = Object.keys(form.getValues()) as Path<Values>[];
        applyFieldErrors(
          error,
          fields,
          (field, text) => form.setError(field, { type: SERVER_ERROR, message: text }),
          aliases,
        );
        failed(
          typeof failureText === 'string' ? errorText(error, failureText) : failureText(error),
        );
      }
    },
    (invalid, event) => {
      setFailure(typeof invalidText === 'function' ? invalidText(invalid) : invalidText);
      focusFirstInvalid(invalid, event);
    },
  );
  const submit = (event: FormEvent) => {
    const refused = refusal?.();
    if (!refused) return void save(event);
    event.preventDefault();
    setFailure(refused);
  };
  /**
   * A field's registration and its message: the contract's message key, localized; or, with
   * `invalid`, the screen's own text for any refusal of its check (the server's message still
   * shows as it came). `onChange` runs after the field took a typed value (e.g. re-checks a
   * confirmation that depends on it).
   */
  const field = (
    name: Path<Values>,
    {
      invalid,
      onChange,
    }: { invalid?: string; onChange?: (event: { target: unknown }) => void } = {},
  ) => {
    const error: FieldError | undefined = get(errors, name);
    const own = invalid && error && error.type !== SERVER_ERROR ? invalid : undefined;
    return {
      ...form.register(name, onChange ? { onChange } : undefined),
      error: own ?? (message(error?.message) || undefined),
    };
  };

  /** A required field's props: its `label`, the browser's hints in `extra` (type, autoComplete…), `field(name)`. */
  const required = (name: Path<Values>, label: string, extra: object = {}) => ({
    label,
    required: true,
    ...extra,
    ...field(name),
  });

  return {
    form,
    control: form.control,
    errors,
    field,
    required,
    submit,
    failure,
    setFailure,
    pending: isSubmitting,
  };
}

/** What `useSchemaForm` gives a form (FormDialog takes it whole). */
export type SchemaForm<Values extends FieldValues, Checked> = ReturnType<
  typeof useSchemaForm<Values, Checked>
>;
