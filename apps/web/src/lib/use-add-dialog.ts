import { useState } from 'react';

/**
 * The state of an "add" popup around its form: the refused add's message, and a close that empties
 * the form and that message, so the popup opens blank the next time.
 */
export function useAddDialog(resetForm: () => void, onOpenChange: (open: boolean) => void) {
  const [failure, setFailure] = useState<string>();
  const close = (next: boolean) => {
    if (!next) {
      resetForm();
      setFailure(undefined);
    }
    onOpenChange(next);
  };
  return { failure, setFailure, close };
}
