import type { ScreenSummary } from '@app/contracts/screens';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogClose, Skeleton } from '@/components/ui';
import { LoadError } from '@/components/ui/LoadError';
import { useLivePlaylist } from '@/features/screens/api/screens';
import { formatDate } from '@/lib/format';
import TriangleAlert from '~icons/lucide/triangle-alert';

const minutes = (ms: number) => Math.round(ms / 60_000);

/** A screen's live playlist (what it plays now, in loop order) and today's overbooked hours. */
export function LivePlaylistDialog({
  screen,
  onClose,
}: {
  screen: ScreenSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('screens');
  const live = useLivePlaylist(screen?.stationId ?? null);
  return (
    <Dialog
      open={screen !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('admin.playlistTitle', { reference: screen?.reference ?? '' })}
      size="lg"
      footer={
        <DialogClose asChild>
          <Button variant="secondary">{t('admin.close')}</Button>
        </DialogClose>
      }
    >
      {live.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : live.isError ? (
        <LoadError error={live.error} fallback={t('admin.loadError')} look="panel" />
      ) : (
        <div className="flex flex-col gap-4">
          {live.data.overbooked.length > 0 ? (
            <div
              role="alert"
              className="flex gap-2 rounded-xl bg-amber-50 p-3 text-amber-900 text-sm"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <p>
                {t('admin.overbooked', {
                  hours: live.data.overbooked
                    .map((hour) =>
                      t('admin.overbookedHour', {
                        hour: String(hour.hour).padStart(2, '0'),
                        minutes: minutes(hour.bookedMs),
                      }),
                    )
                    .join(', '),
                })}
              </p>
            </div>
          ) : null}
          {live.data.items.length === 0 ? (
            <p className="text-ink-600 text-sm">{t('admin.playlistEmpty')}</p>
          ) : (
            <ol className="flex flex-col gap-2">
              {live.data.items.map((item, index) => (
                <li
                  // The same ad may appear several times in a loop.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity
                  key={index}
                  className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border border-ink-200 px-3 py-2 text-sm"
                >
                  <span className="font-medium text-ink-900">
                    {index + 1}. {item.nomPrenom} · {t('admin.adNumber', { id: item.adId })}
                  </span>
                  <span className="text-ink-600">
                    {t(`admin.media.${item.mediaType}`)} ·{' '}
                    {t('admin.itemDetails', {
                      seconds: Math.round(item.durationMs / 1000),
                      perHour: item.playsPerHour,
                      end: formatDate(item.dateFin),
                    })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </Dialog>
  );
}
