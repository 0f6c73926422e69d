import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState, Select, Skeleton, useToast } from '@/components/ui';
import { LoadError } from '@/components/ui/LoadError';
import { SectionIntro } from '@/components/ui/SectionIntro';
import { useAdRequest, useAdRequests } from '@/features/ads/api/ads';
import { formatDate } from '@/lib/format';
import { AdForm } from './AdForm';

/** The list of requests offered in the picker: the most recent ones. */
const PICKER_SIZE = 100;

/**
 * Back-office 'commentaires': the advertisement edit form. Staff pick a request, change it and
 * save with 'Modifier Publicité' (a real multipart PUT, video included).
 */
export default function CommentairesSection() {
  const { t } = useTranslation('ads');
  const toast = useToast();
  const [selected, setSelected] = useState<number | null>(null);
  const list = useAdRequests({ page: 1, limit: PICKER_SIZE });
  const items = list.data?.items ?? [];
  const current = selected ?? items[0]?.id ?? null;
  const ad = useAdRequest(current);

  return (
    <section aria-labelledby="ad-form-title" className="flex flex-col gap-5">
      <SectionIntro
        id="ad-form-title"
        title={t('form.title')}
        description={t('form.description')}
      />
      <LoadError error={list.error} fallback={t('list.loadError')} look="panel" />
      {list.isPending ? (
        <Skeleton className="h-10 w-full max-w-md" />
      ) : items.length === 0 ? (
        <EmptyState title={t('form.none')} />
      ) : (
        <Card>
          <div className="flex flex-col gap-6">
            <Select
              label={t('form.pick')}
              className="max-w-xl"
              value={current === null ? '' : String(current)}
              onChange={(event) => setSelected(Number(event.target.value))}
              options={items.map((item) => ({
                value: String(item.id),
                label: `${item.nomPrenom} — ${formatDate(item.dateDebut)} → ${formatDate(item.dateFin)}`,
              }))}
            />
            {ad.data ? (
              <AdForm
                idPrefix="ad-edit"
                ad={ad.data}
                submitLabel={t('actions.submit')}
                onSaved={() => toast.success(t('form.saved'))}
              />
            ) : ad.isError ? (
              <LoadError
                error={ad.error}
                fallback={t('list.loadError')}
                className="text-red-800 text-sm"
              />
            ) : (
              <Skeleton className="h-96 w-full" />
            )}
          </div>
        </Card>
      )}
    </section>
  );
}
