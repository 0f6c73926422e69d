import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-failure';
import { useMessage } from '@/lib/use-message';

/**
 * A landing form's refused submission: the server's messages for the form's fields go under them,
 * and `failedText` followed by its reason becomes the form's alert (`failure`), cleared on the
 * next try.
 */
export function useSubmitFailure<T extends FieldValues>(
  form: { getValues: () => T; setError: UseFormSetError<T> },
  failedText: string,
) {
  const message = useMessage();
  const [failure, setFailure] = useState<string>();
  return {
    failure,
    clear: () => setFailure(undefined),
    report: (error: unknown) => {
      const fields = Object.keys(form.getValues()) as Path<T>[];
      applyFieldErrors(error, fields, (field, text) => form.setError(field, { message: text }));
      const reason = isApiError(error) ? error.message : message('error.internal');
      setFailure(`${failedText} ${reason ?? ''}`.trim());
    },
  };
}
