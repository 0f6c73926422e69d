import { translateMessage } from '@app/contracts/messages';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { errorsFromApi } from './form-failure';
import { getLang } from './i18n';

export type FieldErrors = Record<string, string>;

/**
 * Validates form values with the contract schema the server uses, messages in the current
 * language; undefined when valid.
 */
function validateWith(schema: z.ZodType, values: unknown): FieldErrors | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= translateMessage(issue.message, getLang());
  }
  return errors;
}

/**
 * The messages of a hand-written form: `submitValidated` checks the values with the contract
 * schema, then saves; a refused save fills the field messages and the general one.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const reset = useCallback(() => {
    setErrors({});
    setFormError('');
  }, []);
  async function submitValidated(
    schema: z.ZodType,
    values: unknown,
    fallback: string,
    save: () => Promise<void>,
  ): Promise<void> {
    const invalid = validateWith(schema, values);
    setErrors(invalid ?? {});
    setFormError('');
    if (invalid) return;
    try {
      await save();
    } catch (error) {
      const { fields, message } = errorsFromApi(error, fallback);
      setErrors(fields);
      setFormError(message);
    }
  }
  return { errors, formError, reset, submitValidated };
}
