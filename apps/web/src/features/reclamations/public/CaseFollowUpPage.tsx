import { QR_CASE_STATUSES } from '@app/contracts/reclamation-options';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { CopyField } from '@/components/ui/CopyField';
import { Skeleton } from '@/components/ui/Skeleton';
import { TitledSection } from '@/components/ui/TitledSection';
import { useCaseFollowUp } from '@/features/reclamations/api/public';
import { useUrgentReportText } from '@/features/reclamations/urgent-report';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import CheckCircle2 from '~icons/lucide/check-circle-2';
import { BrandHeader } from './BrandHeader';

/** The follow-up page's two panes (status, replies). */
const PANEL = 'rounded-2xl border border-ink-200 bg-white p-4 shadow-card sm:p-6';

/**
 * `/reclamation-qr/suivi/<case>#<secret>`: a visitor's case (issue 32), reopened from its link
 * without an account — status and staff replies, refreshed every few seconds. The secret travels
 * in the fragment, so it never reaches a server log or a Referer; the API gets it in a header.
 */
export function CaseFollowUpPage() {
  const { t } = useTranslation('reclamations');
  const urgent = useUrgentReportText();
  const { caseNumber = '' } = useParams();
  const location = useLocation();
  const secret = decodeURIComponent(location.hash.replace(/^#/, ''));
  const filed = (location.state as { filed?: boolean } | null)?.filed === true;
  const followUp = useCaseFollowUp(caseNumber, secret);
  const data = followUp.data;
  const link = typeof window === 'undefined' ? '' : window.location.href;
  const step = data ? QR_CASE_STATUSES.indexOf(data.statut) : -1;

  return (
    <div className="min-h-dvh bg-ink-50">
      <BrandHeader />
      <main id="main" className="mx-auto flex max-w-2xl flex-col gap-5 px-4 pt-6 pb-16 sm:pt-10">
        <h1 className="font-bold text-2xl text-ink-950 sm:text-3xl">
          {t('follow.title', { caseNumber })}
        </h1>
        {filed ? (
          <div
            role="status"
            className="flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-900"
          >
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
            <div>
              <p className="font-semibold">{t('follow.filed')}</p>
              <p className="mt-1 text-sm">{t('follow.filedHint')}</p>
            </div>
          </div>
        ) : null}
        {!secret || followUp.isError ? (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800"
          >
            {t('follow.invalid')}
          </p>
        ) : !data ? (
          <Skeleton className="h-48 rounded-2xl" />
        ) : (
          <>
            <TitledSection
              id="follow-status"
              level="h2"
              title={t('follow.status')}
              className={PANEL}
            >
              <ol className="mt-3 grid grid-cols-3 gap-2" aria-live="polite">
                {QR_CASE_STATUSES.map((status, index) => (
                  <li
                    key={status}
                    aria-current={index === step ? 'step' : undefined}
                    className={cn(
                      'rounded-lg border px-2 py-2 text-center font-medium text-sm',
                      index === step
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : index < step
                          ? 'border-brand-200 bg-brand-50 text-brand-900'
                          : 'border-ink-200 bg-white text-ink-600',
                    )}
                  >
                    {t(`options.caseStatus.${status}`)}
                  </li>
                ))}
              </ol>
              <p className="mt-3 text-ink-800">{t(`follow.statusText.${data.statut}`)}</p>
              <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-ink-600">{t('follow.what')}</dt>
                  <dd className="font-medium text-ink-950">
                    {data.urgentKind
                      ? urgent({ urgentKind: data.urgentKind, locker: data.locker })
                      : t(`options.type.${data.type_retour}`, { defaultValue: data.type_retour })}
                  </dd>
                </div>
                <div>
                  <dt className="text-ink-600">{t('follow.where')}</dt>
                  <dd className="font-medium text-ink-950">{data.lieu}</dd>
                </div>
                <div>
                  <dt className="text-ink-600">{t('follow.filedAt')}</dt>
                  <dd className="font-medium text-ink-950">
                    {formatDateTime(data.date_reclamation)}
                  </dd>
                </div>
                {data.statusChangedAt ? (
                  <div>
                    <dt className="text-ink-600">{t('follow.changedAt')}</dt>
                    <dd className="font-medium text-ink-950">
                      {formatDateTime(data.statusChangedAt)}
                    </dd>
                  </div>
                ) : null}
              </dl>
            </TitledSection>
            <TitledSection
              id="follow-replies"
              level="h2"
              title={t('follow.replies')}
              className={PANEL}
            >
              {/* Always in the page, so the first reply arriving is announced too. */}
              <div aria-live="polite">
                {data.replies.length === 0 ? (
                  <p className="mt-2 text-ink-600 text-sm">{t('follow.noReply')}</p>
                ) : (
                  <ol className="mt-3 flex flex-col gap-3">
                    {data.replies.map((reply) => (
                      <li
                        key={`${reply.createdAt}-${reply.text.slice(0, 20)}`}
                        className="rounded-xl bg-ink-50 p-3"
                      >
                        <p className="text-ink-600 text-xs">{formatDateTime(reply.createdAt)}</p>
                        <p className="mt-1 whitespace-pre-line text-ink-950">{reply.text}</p>
                      </li>
                    ))}
                  </ol>
                )}
              </div>
              <p className="mt-4 text-ink-600 text-xs">{t('follow.live')}</p>
            </TitledSection>
            <CopyField label={t('follow.keepLink')} value={link} />
          </>
        )}
      </main>
    </div>
  );
}
