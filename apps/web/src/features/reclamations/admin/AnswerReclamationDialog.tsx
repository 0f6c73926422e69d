import { RECLAMATION_STATUSES } from '@app/contracts/reclamation-options';
import { type AdminReclamation, reclamationAnswerSchema } from '@app/contracts/reclamations';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogClose } from '@/components/ui/Dialog';
import { Field } from '@/components/ui/Field';
import { Select } from '@/components/ui/Select';
import { useToast } from '@/components/ui/Toast';
import { useAnswerReclamation } from '@/features/reclamations/api/staff';
import { errorText } from '@/lib/error-text';
import { applyFieldErrors } from '@/lib/form-failure';
import { focusFirstInvalid } from '@/lib/form-focus';
import { formatDate } from '@/lib/format';
import { useMessage } from '@/lib/use-message';

/** The form a reclamation opens with: a problem is usually answered, the reply kept. */
const valuesOf = (reclamation: AdminReclamation) => ({
  status: reclamation.status === 'Problem' ? 'Answered' : reclamation.status,
  reponse: reclamation.reponse ?? '',
});

/** Staff reply to a client reclamation and its status; the client sees both in their dashboard. */
export function AnswerReclamationDialog({
  reclamation,
  onClose,
}: {
  reclamation: AdminReclamation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['reclamations', 'common']);
  const toast = useToast();
  const answer = useAnswerReclamation();
  const message = useMessage();
  const form = useForm({
    resolver: zodResolver(reclamationAnswerSchema),
    defaultValues: { status: 'Pending', reponse: '' },
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string>();

  useEffect(() => {
    if (!reclamation) return;
    form.reset(valuesOf(reclamation));
    setFormError(undefined);
  }, [reclamation, form.reset]);

  const last = useRef(reclamation);
  if (reclamation) last.current = reclamation;
  const r = reclamation ?? last.current;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!reclamation) return;
    setFormError(undefined);
    try {
      await answer.mutateAsync({ id: reclamation.id, answer: values });
      toast.success(t('section.answerSaved'));
      onClose();
    } catch (error) {
      applyFieldErrors(error, ['reponse'], (field, text) =>
        form.setError(field, { message: text }),
      );
      setFormError(errorText(error, t('section.loadFailed')));
    }
  }, focusFirstInvalid);

  return (
    <Dialog
      open={Boolean(reclamation)}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('section.answerTitle')}
      description={
        r
          ? `${r.user} · ${t(`categories.${r.categorie}`, { defaultValue: r.categorie })} · ${formatDate(r.date)}`
          : undefined
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('common:actions.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form="answer-form" loading={answer.isPending}>
            {t('details.save')}
          </Button>
        </>
      }
    >
      {r ? (
        <form id="answer-form" className="flex flex-col gap-4" onSubmit={onSubmit}>
          <blockquote className="whitespace-pre-line rounded-xl bg-ink-50 p-3 text-ink-800 text-sm">
            {r.description}
          </blockquote>
          {formError ? (
            <p role="alert" className="font-medium text-red-700 text-sm">
              {formError}
            </p>
          ) : null}
          <Select
            label={t('section.status')}
            options={RECLAMATION_STATUSES.map((value) => ({
              value,
              label: t(`options.status.${value}`),
            }))}
            {...form.register('status')}
          />
          <Field
            multiline
            label={t('section.reponse')}
            hint={t('section.reponseHint')}
            rows={5}
            maxLength={3000}
            required={form.watch('status') === 'Answered'}
            error={message(errors.reponse?.message)}
            {...form.register('reponse')}
          />
        </form>
      ) : null}
    </Dialog>
  );
}
