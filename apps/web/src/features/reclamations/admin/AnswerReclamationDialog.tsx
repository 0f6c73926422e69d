import { RECLAMATION_STATUSES } from '@app/contracts/reclamation-options';
import { type AdminReclamation, reclamationAnswerSchema } from '@app/contracts/reclamations';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { Select } from '@/components/ui/Select';
import { useAnswerReclamation } from '@/features/reclamations/api/staff';
import { formatDate } from '@/lib/format';
import { useRowForm } from '@/lib/use-row-form';

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
  const answer = useAnswerReclamation();
  const form = useRowForm(reclamation, reclamationAnswerSchema, {
    defaultValues: { status: 'Pending', reponse: '' },
    save: ({ id }, values) => answer.mutateAsync({ id, answer: values }),
    savedText: () => t('section.answerSaved'),
    onClose,
    failureText: t('section.loadFailed'),
  });

  const last = useRef(reclamation);
  if (reclamation) last.current = reclamation;
  const r = reclamation ?? last.current;

  return (
    <FormDialog
      open={Boolean(reclamation)}
      onClose={onClose}
      title={t('section.answerTitle')}
      description={
        r
          ? `${r.user} · ${t(`categories.${r.categorie}`, { defaultValue: r.categorie })} · ${formatDate(r.date)}`
          : undefined
      }
      form={form}
      values={reclamation ? valuesOf(reclamation) : undefined}
      cancelLabel={t('common:actions.cancel')}
      submitLabel={t('details.save')}
      backOffice
      className="flex flex-col gap-4"
    >
      {r ? (
        <>
          <blockquote className="whitespace-pre-line rounded-xl bg-ink-50 p-3 text-ink-800 text-sm">
            {r.description}
          </blockquote>
          <Select
            label={t('section.status')}
            options={RECLAMATION_STATUSES.map((value) => ({
              value,
              label: t(`options.status.${value}`),
            }))}
            {...form.form.register('status')}
          />
          <Field
            multiline
            label={t('section.reponse')}
            hint={t('section.reponseHint')}
            rows={5}
            maxLength={3000}
            required={form.form.watch('status') === 'Answered'}
            {...form.field('reponse')}
          />
        </>
      ) : null}
    </FormDialog>
  );
}
