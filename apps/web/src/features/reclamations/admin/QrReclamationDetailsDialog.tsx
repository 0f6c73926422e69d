import { QR_CASE_STATUSES } from '@app/contracts/reclamation-options';
import { type QrReclamation, qrCaseUpdateSchema } from '@app/contracts/reclamations';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogClose } from '@/components/ui/Dialog';
import { Field } from '@/components/ui/Field';
import { Select } from '@/components/ui/Select';
import { StatusBadge } from '@/components/ui/StatusBadge';
import {
  useQrCaseReplies,
  useReplyToQrCase,
  useUpdateQrCase,
} from '@/features/reclamations/api/staff';
import { CASE_STATUS_TONES, typeTone } from '@/features/reclamations/tones';
import { useUrgentReportText } from '@/features/reclamations/urgent-report';
import { formatDate, formatDateTime } from '@/lib/format';
import { useRowForm } from '@/lib/use-row-form';
import ExternalLink from '~icons/lucide/external-link';
import { VisitorReplies } from './VisitorReplies';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 font-semibold text-ink-600 text-sm sm:w-44">{label}</dt>
      <dd className="min-w-0 break-words text-ink-900 text-sm">{children}</dd>
    </div>
  );
}

/** The case's replies to the visitor, shown on their follow-up page (issue 32). */
function CaseReplies({ id }: { id: number }) {
  const replies = useQrCaseReplies(id);
  const reply = useReplyToQrCase(id);
  return (
    <div className="rounded-xl border border-ink-200 p-4">
      <VisitorReplies
        replies={replies.data}
        failed={replies.isError}
        onSend={(text) => reply.mutateAsync(text)}
        sending={reply.isPending}
      />
    </div>
  );
}

/**
 * 'Détails de la réclamation': every field of the complaint, its photo, and the staff handling
 * (case status and internal note), and the replies to the visitor. Closes with 'Fermer', the overlay or Escape.
 */
export function QrReclamationDetailsDialog({
  reclamation,
  onClose,
  returnFocus,
}: {
  reclamation: QrReclamation | null;
  onClose: () => void;
  /** Where focus goes on closing when the case left the filtered list (see useRowFocus). */
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const { t } = useTranslation('reclamations');
  const urgent = useUrgentReportText();
  const update = useUpdateQrCase();
  const form = useRowForm(reclamation, qrCaseUpdateSchema, {
    defaultValues: { statut: 'new', note: '' },
    save: ({ id }, values) => update.mutateAsync({ id, ...values }),
    savedText: () => t('details.saved'),
    onClose,
    failureText: t('section.loadFailed'),
  });
  const { reset } = form.form;
  const { setFailure } = form;

  useEffect(() => {
    if (!reclamation) return;
    reset({ statut: reclamation.statut, note: reclamation.note ?? '' });
    setFailure(undefined);
  }, [reclamation, reset, setFailure]);

  // Keep showing the last case while the dialog animates closed.
  const last = useRef(reclamation);
  if (reclamation) last.current = reclamation;
  const r = reclamation ?? last.current;
  // A one-tap urgent report asks neither a name nor an e-mail (issue 32).
  const name = r ? `${r.nom} ${r.prenom}`.trim() || '—' : '';
  return (
    <Dialog
      open={Boolean(reclamation)}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('details.title')}
      returnFocus={returnFocus}
      description={r ? t('details.caseNumberLine', { caseNumber: r.caseNumber }) : undefined}
      size="lg"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('details.close')}</Button>
          </DialogClose>
          <Button type="submit" form="qr-case-form" loading={form.pending}>
            {t('details.save')}
          </Button>
        </>
      }
    >
      {r ? (
        <div className="flex flex-col gap-6">
          <dl className="flex flex-col gap-2.5">
            <Detail label={t('details.date')}>{formatDateTime(r.date_reclamation)}</Detail>
            <Detail label={t('details.name')}>{name}</Detail>
            <Detail label={t('details.contact')}>
              <a
                className="text-brand-800 underline"
                href={`tel:${r.telephone.replace(/\s/g, '')}`}
              >
                {r.telephone}
              </a>
              {r.email ? (
                <>
                  {' · '}
                  <a className="text-brand-800 underline" href={`mailto:${r.email}`}>
                    {r.email}
                  </a>
                </>
              ) : null}
            </Detail>
            <Detail label={t('details.type')}>
              <Badge tone={typeTone(r.type_retour)}>
                {t(`options.type.${r.type_retour}`, { defaultValue: r.type_retour })}
              </Badge>
            </Detail>
            <Detail label={t('details.lieu')}>{r.lieu}</Detail>
            <Detail label={t('details.problemDate')}>
              {[formatDate(r.date_probleme, ''), r.heure_probleme].filter(Boolean).join(' ') || '—'}
            </Detail>
            <Detail label={t('details.usage')}>
              {t(`options.usage.${r.usage_nano_box}`, { defaultValue: r.usage_nano_box })}
            </Detail>
            <Detail label={t('details.souhaiteRetour')}>
              {t(`options.souhait.${r.souhaite_retour}`, { defaultValue: r.souhaite_retour })}
            </Detail>
            <Detail label={t('details.description')}>
              {/* A one-tap report in the screen's language; a visitor's own words as typed. */}
              <span className="whitespace-pre-line">
                {r.urgentKind
                  ? urgent({ urgentKind: r.urgentKind, locker: r.locker })
                  : r.description}
              </span>
            </Detail>
            <Detail label={t('details.photo')}>
              {r.photo_url ? (
                <span className="flex flex-col items-start gap-2">
                  <img
                    src={r.photo_url}
                    alt={t('details.photoAlt')}
                    className="max-h-64 rounded-xl border border-ink-200 object-contain"
                  />
                  <a
                    href={r.photo_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-medium text-brand-800 underline"
                  >
                    {t('details.openLarge')}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                  </a>
                </span>
              ) : (
                t('details.noPhoto')
              )}
            </Detail>
          </dl>

          {/* Before the handling form, whose 'Enregistrer' is the footer's. */}
          <CaseReplies id={r.id} />

          <form
            id="qr-case-form"
            onSubmit={form.submit}
            className="flex flex-col gap-4 rounded-xl border border-ink-200 bg-ink-50 p-4"
          >
            <h3 className="flex items-center gap-2 font-semibold text-ink-950">
              {t('details.handling')}
              <StatusBadge
                status={r.statut}
                tones={CASE_STATUS_TONES}
                label={t(`options.caseStatus.${r.statut}`)}
              />
            </h3>
            {form.failure ? (
              <p role="alert" className="font-medium text-red-700 text-sm">
                {form.failure}
              </p>
            ) : null}
            <Select
              label={t('details.caseStatus')}
              options={QR_CASE_STATUSES.map((value) => ({
                value,
                label: t(`options.caseStatus.${value}`),
              }))}
              {...form.field('statut')}
            />
            <Field
              multiline
              label={t('details.note')}
              hint={t('details.noteHint')}
              rows={3}
              maxLength={2000}
              {...form.field('note')}
            />
          </form>
        </div>
      ) : null}
    </Dialog>
  );
}
