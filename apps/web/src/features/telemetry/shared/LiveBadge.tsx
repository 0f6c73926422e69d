import type { StationLive, TelemetryStatus } from '@app/contracts/telemetry';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { useStationLive } from '@/features/telemetry/api/live-store';
import { formatDateTime } from '@/lib/format';

const TONES: Record<TelemetryStatus, BadgeTone> = {
  available: 'success',
  charging: 'info',
  fault: 'danger',
  offline: 'neutral',
};

/**
 * A station's live state as reported over MQTT (pushed updates included): status, ports in use.
 * Small on purpose, to sit next to other facts in a table cell.
 */
export function LiveBadge({ stationId, live }: { stationId: number; live: StationLive }) {
  const { t } = useTranslation('telemetry');
  const current = useStationLive(stationId, live);
  const seen = current.lastSeenAt
    ? t('live.lastSeen', { date: formatDateTime(current.lastSeenAt) })
    : t('live.neverSeen');
  return (
    <span className="inline-flex flex-col items-start gap-0.5" data-testid={`live-${stationId}`}>
      <Badge tone={TONES[current.status]}>
        <span
          aria-hidden="true"
          className={`size-1.5 rounded-full ${current.online ? 'bg-current' : 'border border-current'}`}
        />
        {t(`live.status.${current.status}`)}
        {current.online && current.portsTotal > 0
          ? ` · ${t('live.ports', { inUse: current.portsInUse, total: current.portsTotal })}`
          : ''}
      </Badge>
      <span className="text-ink-500 text-xs">{seen}</span>
    </span>
  );
}
