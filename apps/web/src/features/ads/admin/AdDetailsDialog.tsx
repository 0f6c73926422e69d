import type { AdRequest } from '@app/contracts/ads';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogClose } from '@/components/ui';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { formatDate } from '@/lib/format';
import { AD_STATUS_TONES } from './status-tones';

/** 'Info': every field of the request, and its video. */
export function AdDetailsDialog({ ad, onClose }: { ad: AdRequest | null; onClose: () => void }) {
  const { t } = useTranslation('ads');
  const rows: Array<[string, string]> = ad
    ? [
        [t('form.nomPrenom'), ad.nomPrenom],
        [t('form.email'), ad.email],
        [t('form.tel1'), ad.tel1],
        [t('form.tel2'), ad.tel2 ?? '—'],
        [
          t('columns.espace'),
          ad.espace === null
            ? '—'
            : `${t('details.number', { id: ad.espace })}${ad.espaceNom ? ` · ${ad.espaceNom}` : ''}`,
        ],
        [t('form.typeEspace'), ad.typeEspace],
        [t('form.gouvernorat'), ad.gouvernorat],
        [t('form.ville'), ad.ville],
        [t('form.dateDebut'), formatDate(ad.dateDebut)],
        [t('form.dateFin'), formatDate(ad.dateFin)],
      ]
    : [];
  return (
    <Dialog
      open={ad !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('details.title')}
      size="lg"
      footer={
        <DialogClose asChild>
          <Button variant="secondary">{t('actions.close')}</Button>
        </DialogClose>
      }
    >
      {ad ? (
        <div className="flex flex-col gap-5">
          <div>
            <StatusBadge
              status={ad.status}
              tones={AD_STATUS_TONES}
              label={t(`status.${ad.status}`)}
            />
          </div>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="font-medium text-ink-500 text-xs uppercase tracking-wide">
                  {label}
                </dt>
                <dd className="break-words text-ink-900 text-sm">{value}</dd>
              </div>
            ))}
          </dl>
          <div>
            <p className="mb-2 font-medium text-ink-800 text-sm">{t('details.video')}</p>
            {ad.video && ad.mediaType === 'image' ? (
              <img
                src={ad.video}
                alt={t('details.imageAlt', { name: ad.user })}
                className="max-h-72 w-full rounded-xl bg-ink-950 object-contain"
              />
            ) : ad.video ? (
              // biome-ignore lint/a11y/useMediaCaption: advertising clips uploaded by clients carry no caption track
              <video
                src={ad.video}
                controls
                preload="metadata"
                className="max-h-72 w-full rounded-xl bg-ink-950"
              />
            ) : (
              <p className="text-ink-600 text-sm">{t('details.noVideo')}</p>
            )}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
