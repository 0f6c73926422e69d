import type { ScreenSummary } from '@app/contracts/screens';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  type Column,
  Dialog,
  DialogClose,
  Table,
  useConfirm,
  useToast,
} from '@/components/ui';
import { CopyField } from '@/components/ui/CopyField';
import { LoadError } from '@/components/ui/LoadError';
import { SectionIntro } from '@/components/ui/SectionIntro';
import {
  type Pairing,
  usePairScreen,
  useScreens,
  useUnpairScreen,
} from '@/features/screens/api/screens';
import { QrSvg } from '@/features/screens/shared/QrSvg';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { useListSearch } from '@/lib/list-search';
import ListPlus from '~icons/lucide/list-plus';
import MonitorPlay from '~icons/lucide/monitor-play';
import QrCode from '~icons/lucide/qr-code';
import Unlink from '~icons/lucide/unlink';
import { LivePlaylistDialog } from './LivePlaylistDialog';

function stateOf(screen: ScreenSummary): 'unpaired' | 'online' | 'offline' | 'waiting' {
  if (!screen.paired) return 'unpaired';
  if (screen.lastSeenAt === null) return 'waiting';
  return screen.online ? 'online' : 'offline';
}
const STATE_TONES = {
  unpaired: 'neutral',
  waiting: 'info',
  online: 'success',
  offline: 'danger',
} as const;

/**
 * Back-office 'ecrans': the screens of Multi Boxes and Mega Charger stations — pairing (a new
 * token shown once as the player's link and its QR code; pairing again revokes the previous
 * one), unpairing, whether each screen calls in, and its live playlist.
 */
export default function ScreensSection() {
  const { t } = useTranslation('screens');
  const toast = useToast();
  const { confirm, confirmDialog } = useConfirm();
  const search = useListSearch({}).toLowerCase();
  const screens = useScreens();
  const pair = usePairScreen();
  const unpair = useUnpairScreen();
  const [pairing, setPairing] = useState<(Pairing & { reference: string }) | null>(null);
  const [playlistOf, setPlaylistOf] = useState<ScreenSummary | null>(null);
  // The pairing dialog opens once the new token is back and the list refetched (the button says
  // "pair again" by then): closing it gives focus back to that station's pairing button.
  const pairedFrom = useRef<number | null>(null);
  const pairButton = () =>
    document.querySelector<HTMLElement>(`[data-pair-station="${pairedFrom.current}"]`);

  const rows = (screens.data ?? []).filter(
    (screen) =>
      !search ||
      [screen.reference, screen.espaceNom ?? '', screen.gouvernorat ?? '']
        .join(' ')
        .toLowerCase()
        .includes(search),
  );
  const fail = (error: unknown) => toast.error(errorText(error, t('admin.actionError')));

  const doPair = async (screen: ScreenSummary) => {
    if (screen.paired) {
      const ok = await confirm({
        message: t('admin.repairQuestion', { reference: screen.reference }),
        confirmLabel: t('admin.repair'),
      });
      if (!ok) return;
    }
    try {
      const result = await pair.mutateAsync(screen.stationId);
      pairedFrom.current = screen.stationId;
      setPairing({ ...result, reference: screen.reference });
    } catch (error) {
      fail(error);
    }
  };

  const doUnpair = async (screen: ScreenSummary) => {
    const ok = await confirm({
      message: t('admin.unpairQuestion', { reference: screen.reference }),
      confirmLabel: t('admin.unpair'),
    });
    if (!ok) return;
    try {
      await unpair.mutateAsync(screen.stationId);
      toast.success(t('admin.unpaired'));
    } catch (error) {
      fail(error);
    }
  };

  const columns: Column<ScreenSummary>[] = [
    // A reference or a model name never breaks at its hyphen or space.
    {
      key: 'reference',
      header: t('admin.columns.reference'),
      rowHeader: true,
      className: 'whitespace-nowrap',
    },
    { key: 'model', header: t('admin.columns.model'), className: 'whitespace-nowrap' },
    {
      key: 'place',
      header: t('admin.columns.place'),
      cell: (screen) => [screen.espaceNom, screen.gouvernorat].filter(Boolean).join(' · ') || '—',
    },
    {
      key: 'state',
      header: t('admin.columns.state'),
      cell: (screen) => {
        const state = stateOf(screen);
        return (
          <div className="flex flex-col items-start gap-1">
            <Badge tone={STATE_TONES[state]}>{t(`admin.state.${state}`)}</Badge>
            {screen.lastSeenAt ? (
              <span className="text-ink-600 text-xs">
                {t('admin.lastSeen', { at: formatDateTime(screen.lastSeenAt) })}
              </span>
            ) : null}
          </div>
        );
      },
    },
    {
      key: 'actions',
      header: t('admin.columns.actions'),
      cell: (screen) => (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={screen.paired ? 'secondary' : 'primary'}
            data-pair-station={screen.stationId}
            icon={<QrCode aria-hidden="true" className="size-4" />}
            aria-label={t(screen.paired ? 'admin.repairOf' : 'admin.pairOf', {
              reference: screen.reference,
            })}
            onClick={() => void doPair(screen)}
          >
            {screen.paired ? t('admin.repair') : t('admin.pair')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            icon={<ListPlus aria-hidden="true" className="size-4" />}
            aria-label={t('admin.playlistOf', { reference: screen.reference })}
            onClick={() => setPlaylistOf(screen)}
          >
            {t('admin.playlist')}
          </Button>
          {screen.paired ? (
            <Button
              size="sm"
              variant="danger"
              icon={<Unlink aria-hidden="true" className="size-4" />}
              aria-label={t('admin.unpairOf', { reference: screen.reference })}
              onClick={() => void doUnpair(screen)}
            >
              {t('admin.unpair')}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="screens-section-title" className="flex flex-col gap-5">
      <SectionIntro
        id="screens-section-title"
        icon={<MonitorPlay aria-hidden="true" className="size-6 text-brand-700" />}
        title={t('admin.title')}
        description={t('admin.description')}
        narrow
      />
      <LoadError error={screens.error} fallback={t('admin.loadError')} look="panel" />
      <Table
        caption={t('admin.caption')}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(screen) => screen.stationId}
        loading={screens.isPending}
        stackBelow="md"
        emptyText={t('admin.empty')}
      />
      <Dialog
        open={pairing !== null}
        onOpenChange={(open) => {
          if (!open) setPairing(null);
        }}
        title={t('admin.pairedTitle', { reference: pairing?.reference ?? '' })}
        returnFocus={pairButton}
        footer={
          <DialogClose asChild>
            <Button variant="secondary">{t('admin.close')}</Button>
          </DialogClose>
        }
      >
        {pairing ? (
          <div className="flex flex-col items-center gap-4">
            <p className="text-ink-700 text-sm">{t('admin.pairedText')}</p>
            <QrSvg
              qr={pairing.qr}
              className="size-56 max-w-full"
              label={t('admin.pairedQr', { reference: pairing.reference })}
            />
            <div className="w-full">
              <CopyField label={t('admin.playerUrl')} value={pairing.url} />
            </div>
            <p className="text-amber-800 text-xs">{t('admin.pairedWarning')}</p>
          </div>
        ) : null}
      </Dialog>
      <LivePlaylistDialog screen={playlistOf} onClose={() => setPlaylistOf(null)} />
      {confirmDialog}
    </section>
  );
}
