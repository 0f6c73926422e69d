import { type AnswersBody, answersBodySchema } from '@app/contracts/questionnaires';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, Dialog, DialogClose, Skeleton, useToast } from '@/components/ui';
import { FormFailure } from '@/components/ui/FormFailure';
import {
  useAnswerQuestionnaire,
  useQuestionnaire,
} from '@/features/questionnaires/api/questionnaires-api';
import { useSchemaForm } from '@/lib/use-schema-form';

/** A question's radio group; a name, not its bare id (a number would read as a list index). */
const fieldOf = (questionId: number) => `q${questionId}`;

/** The chosen answers, one per question (`q<id>`), sent as the API's list, the unanswered left out. */
const answersFormSchema = z
  .object({ answers: z.record(z.string(), z.string().nullable()) })
  .transform(
    ({ answers }): AnswersBody => ({
      answers: Object.entries(answers).flatMap(([field, answer]) =>
        answer ? [{ questionId: Number(field.slice(1)), answer }] : [],
      ),
    }),
  )
  .pipe(answersBodySchema);

/** Answer a questionnaire: one radio group per question (Oui/Non, or the QCM choices). */
export function AnswerDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('questionnaires');
  const toast = useToast();
  const detail = useQuestionnaire(id);
  const save = useAnswerQuestionnaire(id);
  const form = useSchemaForm(answersFormSchema, {
    defaultValues: { answers: {} },
    onSave: async (body) => {
      const saved = await save.mutateAsync(body);
      toast.success(saved.status === 'Terminé' ? t('answer.done') : t('answer.saved'));
      onClose();
    },
    failureText: (error) => (error instanceof Error ? error.message : t('answer.failed')),
    invalidText: t('answer.none'),
  });
  const { reset } = form.form;

  useEffect(() => {
    if (!detail.data) return;
    const stored: Record<string, string | null> = {};
    for (const item of detail.data.items) stored[fieldOf(item.id)] = item.answer || null;
    reset({ answers: stored });
  }, [detail.data, reset]);

  const choices = (options: string[]) =>
    detail.data?.type === 'yesno'
      ? [
          { value: 'yes', label: t('answer.yes') },
          { value: 'no', label: t('answer.no') },
        ]
      : options.map((option) => ({ value: option, label: option }));

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={detail.data?.title ?? t('answer.title')}
      description={t('answer.description')}
      size="lg"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('actions.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form="answer-form" loading={form.pending} disabled={!detail.data}>
            {t('answer.submit')}
          </Button>
        </>
      }
    >
      {detail.isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-6" />
          <Skeleton className="h-6" />
        </div>
      ) : detail.isError ? (
        <p role="alert" className="text-red-800 text-sm">
          {detail.error.message}
        </p>
      ) : (
        <form id="answer-form" noValidate onSubmit={form.submit} className="flex flex-col gap-5">
          {detail.data.items.map((item, index) => (
            <fieldset key={item.id} className="flex flex-col gap-2">
              <legend className="font-medium text-ink-900">
                {index + 1}. {item.text}
              </legend>
              <div className="flex flex-wrap gap-2">
                {choices(item.options).map((choice) => (
                  <label
                    key={choice.value}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-ink-200 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      value={choice.value}
                      {...form.form.register(`answers.${fieldOf(item.id)}`)}
                      className="size-4 accent-brand-700"
                    />
                    <span className="text-sm">{choice.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <FormFailure>{form.failure}</FormFailure>
        </form>
      )}
    </Dialog>
  );
}
