import type { ClientStation, ClientStationInput } from '@app/contracts/portal';
import type { ClientStationRow } from '@app/contracts/telemetry';
import { portalKeys, usePortalCreate, usePortalList } from '@/features/auth/api/portal';

/** The signed-in client's stations (client dashboard). */

const stationKeys = (page: number, q: string) => [...portalKeys.all, 'stations', page, q] as const;

export const useStations = (page: number, limit: number, q: string) =>
  usePortalList<ClientStationRow>(stationKeys(page, q), '/api/stations', page, limit, q);

export const useAddStation = () =>
  usePortalCreate<ClientStationInput, ClientStation>('/api/stations');
