import type { ContactRequest } from '@app/contracts/chat';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmailText } from '@/components/ui/EmailText';
import { ListPager } from '@/components/ui/ListPager';
import { LoadError } from '@/components/ui/LoadError';
import { Select } from '@/components/ui/Select';
import { Skeleton } from '@/components/ui/Skeleton';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { useToast } from '@/components/ui/Toast';
import { useMarkContactAnswered, useStaffContactRequests } from '@/features/chat/api/faq';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { useListController } from '@/lib/use-list-controller';
import Check from '~icons/lucide/check';
import Headset from '~icons/lucide/headset';

const PAGE_SIZE = 10;
type Filter = ContactRequest['status'] | '';

/** One request: who, how to reach them, the conversation, and the answered mark. */
function ContactRow({ request }: { request: ContactRequest }) {
  const { t } = useTranslation('chat');
  const toast = useToast();
  const mark = useMarkContactAnswered();
  const [error, setError] = useState<string>();

  const markAnswered = async () => {
    setError(undefined);
    try {
      await mark.mutateAsync(request.id);
      toast.success(t('contactRequests.marked', { name: request.name }));
    } catch (failure) {
      setError(errorText(failure, t('contactRequests.loadError')));
    }
  };

  return (
    <li className="grid gap-2 border-ink-100 border-b px-4 py-4 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="break-words font-semibold text-ink-950">{request.name}</p>
        <StatusBadge
          status={request.status}
          tones={{ pending: 'warning', answered: 'success' }}
          label={t(`contactRequests.status.${request.status}`)}
        />
        <p className="text-ink-600 text-sm">
          {t('contactRequests.received', { date: formatDateTime(request.created_at) })} ·{' '}
          {t(`faq.languages.${request.language}`)}
          {request.answered_at
            ? ` · ${t('contactRequests.answeredOn', { date: formatDateTime(request.answered_at) })}`
            : ''}
        </p>
      </div>
      <p className="flex flex-wrap gap-x-4 text-ink-800 text-sm">
        {request.phone ? (
          <a className="text-brand-800 underline" href={`tel:${request.phone.replace(/\s/g, '')}`}>
            {request.phone}
          </a>
        ) : null}
        {request.email ? (
          <a className="text-brand-800 underline" href={`mailto:${request.email}`}>
            <EmailText email={request.email} />
          </a>
        ) : null}
      </p>
      {request.note ? <p className="break-words text-ink-800 text-sm">« {request.note} »</p> : null}
      <details className="rounded-lg bg-ink-50 px-3 py-2 text-sm">
        <summary className="cursor-pointer font-medium text-ink-800">
          {t('contactRequests.transcript', { count: request.transcript.length })}
        </summary>
        {request.transcript.length === 0 ? (
          <p className="mt-2 text-ink-600">{t('contactRequests.noTranscript')}</p>
        ) : (
          <ol className="mt-2 grid gap-1.5">
            {request.transcript.map((turn, position) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the transcript is fixed; turns repeat
              <li key={position} className="whitespace-pre-line break-words">
                <span className="font-semibold">
                  {t('landing.widget.speaker', {
                    name: t(`contactRequests.from.${turn.from}`),
                  })}
                </span>{' '}
                {turn.text}
              </li>
            ))}
          </ol>
        )}
      </details>
      {request.status === 'pending' ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            variant="secondary"
            icon={<Check aria-hidden className="size-4" />}
            loading={mark.isPending}
            onClick={() => void markAnswered()}
          >
            {t('contactRequests.markAnswered')}
          </Button>
          {error ? (
            <p role="alert" className="text-red-700 text-sm">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * Back-office 'chatbot': visitors who asked the assistant for a person ("Parler à un
 * conseiller"), with the conversation they had; staff call or write back, then mark the request
 * answered, which the visitor's chat panel shows.
 */
export function ContactRequests({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const { t } = useTranslation('chat');
  const { page, pager, filters, setFilter } = useListController({
    limit: PAGE_SIZE,
    name: 'contacts',
    filters: { status: 'pending' },
  });
  const status = filters.status as Filter;
  const list = useStaffContactRequests({ page, limit: PAGE_SIZE, status: status || undefined });
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Card
      flush
      title={t('contactRequests.title')}
      titleAs={headingLevel}
      actions={
        <Select
          label={t('contactRequests.filter')}
          labelHidden
          value={status}
          onChange={(event) => setFilter('status', event.target.value)}
          options={[
            { value: 'pending', label: t('contactRequests.status.pending') },
            { value: 'answered', label: t('contactRequests.status.answered') },
            { value: '', label: t('contactRequests.all') },
          ]}
          selectClassName="h-9 py-1"
        />
      }
    >
      <p className="px-4 pt-3 text-ink-600 text-sm">{t('contactRequests.description')}</p>
      <LoadError error={list.error} fallback={t('contactRequests.loadError')} look="afterText" />
      {list.isPending ? (
        <div className="grid gap-2 p-4">
          <Skeleton className="h-16" />
        </div>
      ) : items.length === 0 ? (
        <p className="flex items-center gap-2 px-4 py-6 text-ink-600 text-sm">
          <Headset aria-hidden className="size-5" />
          {t('contactRequests.empty')}
        </p>
      ) : (
        <ul aria-label={t('contactRequests.title')} className="mt-2 border-ink-100 border-t">
          {items.map((request) => (
            <ContactRow key={request.id} request={request} />
          ))}
        </ul>
      )}
      <ListPager {...pager(total)} />
    </Card>
  );
}
