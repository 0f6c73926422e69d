import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { useMessage } from './use-message';

/**
 * A landing form's refused submission: the server's field messages go under their fields, and
 * `failedText` followed by its reason becomes the form's alert (`failure`), cleared on the next try.
 */
export function useSubmitFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  failedText: string,
) {
  const message = useMessage();
  const [failure, setFailure] = useState<string>();
  return {
    failure,
    clear: () => setFailure(undefined),
    report: (error: unknown) => {
      if (isApiError(error)) {
        for (const [field, text] of Object.entries(error.fieldErrors ?? {})) {
          setError(field as Path<T>, { message: text });
        }
      }
      const reason = isApiError(error) ? error.message : message('error.internal');
      setFailure(`${failedText} ${reason ?? ''}`.trim());
    },
  };
}
