import type { FaqInput } from '@app/contracts/chat';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-failure';
import { focusFirstInvalid } from '@/lib/form-focus';
import { FAQ_DRAFT_ALIASES, FAQ_DRAFT_FIELDS, type FaqDraft, faqDraftResolver } from './faq-draft';

/**
 * A form that writes a new FAQ entry (the add form, the entry made from unanswered questions): the
 * draft checked with the contract, focus on the first invalid field, then `save`. A refused save
 * puts its field messages under their fields and its general message (or `fallback` when the
 * server sent none) in `failure`, which the next submit clears.
 */
export function useFaqDraftForm(
  defaultValues: FaqDraft,
  { save, fallback }: { save: (input: FaqInput) => Promise<void>; fallback: string },
) {
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
  const submit = form.handleSubmit(async (input) => {
    try {
      await save(input);
    } catch (error) {
      fail(error, fallback);
    }
  }, focusFirstInvalid);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(undefined);
    void submit(event);
  };
  return { form, failure, setFailure, onSubmit };
}
