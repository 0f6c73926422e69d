import { translateMessage } from '@app/contracts/messages';
import type { z } from 'zod';
import { getLang } from './i18n';

export type FieldErrors = Record<string, string>;

/**
 * Validates form values with the contract schema the server uses, messages in the current
 * language; undefined when valid.
 */
export function validateWith(schema: z.ZodType, values: unknown): FieldErrors | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= translateMessage(issue.message, getLang());
  }
  return errors;
}
