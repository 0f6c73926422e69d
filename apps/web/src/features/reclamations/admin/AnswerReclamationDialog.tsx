import { RECLAMATION_STATUSES, type ReclamationStatus } from '@app/contracts/reclamation-options';
import type { AdminReclamation } from '@app/contracts/reclamations';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogClose } from '@/components/ui/Dialog';
import { Field } from '@/components/ui/Field';
import { Select } from '@/components/ui/Select';
import { useToast } from '@/components/ui/Toast';
import { useAnswerReclamation } from '@/features/reclamations/api/staff';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';

/** Staff reply to a client reclamation and its status; the client sees both in their dashboard. */
export function AnswerReclamationDialog({
  reclamation,
  onClose,
}: {
  reclamation: AdminReclamation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('reclamations');
  const toast = useToast();
  const answer = useAnswerReclamation();
  const [status, setStatus] = useState<ReclamationStatus>('Pending');
  const [reponse, setReponse] = useState('');
  const [errors, setErrors] = useState<{ reponse?: string; form?: string }>({});

  useEffect(() => {
    if (!reclamation) return;
    setStatus(reclamation.status === 'Problem' ? 'Answered' : reclamation.status);
    setReponse(reclamation.reponse ?? '');
    setErrors({});
  }, [reclamation]);

  const last = useRef(reclamation);
  if (reclamation) last.current = reclamation;
  const r = reclamation ?? last.current;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reclamation) return;
    setErrors({});
    try {
      await answer.mutateAsync({ id: reclamation.id, answer: { status, reponse } });
      toast.success(t('section.answerSaved'));
      onClose();
    } catch (error) {
      if (isApiError(error)) {
        setErrors({ reponse: error.fieldErrors?.reponse, form: error.message });
      } else {
        setErrors({ form: t('section.loadFailed') });
      }
    }
  }

  return (
    <Dialog
      open={Boolean(reclamation)}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('section.answerTitle')}
      description={r ? `${r.user} · ${r.categorie} · ${formatDate(r.date)}` : undefined}
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
        <form id="answer-form" className="flex flex-col gap-4" onSubmit={(e) => void onSubmit(e)}>
          <blockquote className="whitespace-pre-line rounded-xl bg-ink-50 p-3 text-ink-800 text-sm">
            {r.description}
          </blockquote>
          {errors.form ? (
            <p role="alert" className="font-medium text-red-700 text-sm">
              {errors.form}
            </p>
          ) : null}
          <Select
            label={t('section.status')}
            name="status"
            options={RECLAMATION_STATUSES.map((value) => ({
              value,
              label: t(`options.status.${value}`),
            }))}
            value={status}
            onChange={(event) => setStatus(event.target.value as ReclamationStatus)}
          />
          <Field
            multiline
            label={t('section.reponse')}
            hint={t('section.reponseHint')}
            name="reponse"
            rows={5}
            maxLength={3000}
            required={status === 'Answered'}
            value={reponse}
            onChange={(event) => setReponse(event.target.value)}
            error={errors.reponse}
          />
        </form>
      ) : null}
    </Dialog>
  );
}
