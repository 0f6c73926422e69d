import { useCurrentAdmin } from '@/features/admins/admin/use-current-admin';
import { OpenWorkOrderCard } from '@/features/operations/admin/OpenWorkOrderCard';
import { StationCommandsCard } from '@/features/operations/admin/StationCommandsCard';
import { StationPage } from '@/features/telemetry/admin/StationPage';

/**
 * `/admin/stations/:id`: the telemetry feature's station page with the operations feature's remote
 * commands and work-order form (issue 32), composed here since features do not import each other.
 * Technicians reach it too, without the credentials button (an admin's action).
 */
export function StationOperationsPage() {
  const role = useCurrentAdmin()?.role ?? 'admin';
  return (
    <StationPage
      canIssueCredentials={role === 'admin'}
      operations={(station) => (
        <>
          <StationCommandsCard stationId={station.id} />
          <OpenWorkOrderCard stationId={station.id} />
        </>
      )}
    />
  );
}
