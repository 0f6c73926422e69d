import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import Activity from '~icons/lucide/activity';
import MapIcon from '~icons/lucide/map';

/** Icon link from a station row to its telemetry page. */
export function StationLiveLink({
  stationId,
  reference,
}: {
  stationId: number;
  reference: string;
}) {
  const { t } = useTranslation('telemetry');
  const label = t('station.open', { reference });
  return (
    <Link
      to={`/admin/stations/${stationId}`}
      aria-label={label}
      title={label}
      className="inline-flex size-9 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-100"
    >
      <Activity aria-hidden className="size-4" />
    </Link>
  );
}

/** From the Stations list to the live fleet view. */
export function FleetLink() {
  const { t } = useTranslation('telemetry');
  return (
    <div className="px-4 pb-3">
      <Link to={paths.fleet} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        <MapIcon aria-hidden className="size-4" />
        {t('fleet.link')}
      </Link>
    </div>
  );
}
