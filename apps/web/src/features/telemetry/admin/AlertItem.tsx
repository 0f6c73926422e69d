import type { StationAlert } from '@app/contracts/telemetry';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { formatDateTime } from '@/lib/format';

/** One incident: kind, station, when it opened (and closed), whether the client was mailed. */
export function AlertItem({
  alert,
  linkToStation,
}: {
  alert: StationAlert;
  linkToStation?: boolean;
}) {
  const { t } = useTranslation('telemetry');
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <Badge tone={alert.kind === 'fault' ? 'danger' : 'warning'}>{t(`alert.${alert.kind}`)}</Badge>
      {linkToStation ? (
        <Link
          to={`/admin/stations/${alert.stationId}`}
          className="font-medium text-brand-800 hover:underline"
        >
          {alert.reference}
        </Link>
      ) : null}
      {alert.detail ? <span className="text-ink-800">{alert.detail}</span> : null}
      <span className="text-ink-600">
        {t('alert.openedAt', { date: formatDateTime(alert.openedAt) })}
      </span>
      {alert.closedAt ? (
        <span className="text-ink-600">
          {t('alert.closedAt', { date: formatDateTime(alert.closedAt) })}
        </span>
      ) : (
        <Badge tone="neutral">{t('alert.open')}</Badge>
      )}
      {alert.mailedAt ? <span className="text-ink-500 text-xs">{t('alert.mailed')}</span> : null}
    </li>
  );
}
