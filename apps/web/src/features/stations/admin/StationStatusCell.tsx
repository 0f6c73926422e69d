import type { AdminStation, StationDisplayStatus } from '@app/contracts/places';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/Badge';

const TONES: Record<StationDisplayStatus, BadgeTone> = {
  rented: 'success',
  rental_ended: 'neutral',
  available: 'info',
  maintenance: 'warning',
  out_of_service: 'danger',
};

/**
 * The Status cell of a station row: the status computed by the server from the station's state,
 * client and rental end date. A row of badges: `children` (the live connection badge) sit beside it.
 */
export function StationStatusCell({
  station,
  children,
}: {
  station: AdminStation;
  children?: ReactNode;
}) {
  const { t } = useTranslation('stations');
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Badge tone={TONES[station.displayStatus]}>
        {/* Wraps inside the badge ('Hors service' on two lines) so the column stays narrow. */}
        <span className="whitespace-normal">{t(`admin.status.${station.displayStatus}`)}</span>
      </Badge>
      {children}
    </div>
  );
}
