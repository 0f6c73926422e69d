import type { FaqInput } from '@app/contracts/chat';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-failure';
import { FAQ_DRAFT_ALIASES, FAQ_DRAFT_FIELDS, type FaqDraft, faqDraftResolver } from './faq-draft';

/**
 * A form that writes a new FAQ entry (the add form, the entry made from unanswered questions): the
 * draft checked with the contract, and `fail`, which puts a refused save's field messages under
 * their fields and its general message (or `fallback` when the server sent none) in `failure`.
 */
export function useFaqDraftForm(defaultValues: FaqDraft) {
  const form = useForm<FaqDraft, unknown, FaqInput>({
    resolver: faqDraftResolver,
    defaultValues,
    shouldFocusError: false,
  });
  const [failure, setFailure] = useState<string>();
  const fail = (error: unknown, fallback: string) => {
    if (!isApiError(error)) return setFailure(fallback);
    applyFieldErrors(
      error,
      FAQ_DRAFT_FIELDS,
      (field, text) => form.setError(field, { message: text }),
      FAQ_DRAFT_ALIASES,
    );
    setFailure(error.message);
  };
  return { form, failure, setFailure, fail };
}
