import {
  type ClientStation,
  type ClientStationInput,
  clientStationSchema,
} from '@app/contracts/portal';
import { clientStationRowSchema } from '@app/contracts/telemetry';
import { portalKeys, usePortalCreate, usePortalList } from '@/features/auth/api/portal';

/** The signed-in client's stations (client dashboard). */

const stationKeys = (page: number, q: string) => [...portalKeys.all, 'stations', page, q] as const;

export const useStations = (page: number, limit: number, q: string) =>
  usePortalList(stationKeys(page, q), '/api/stations', clientStationRowSchema, page, limit, q);

export const useAddStation = () =>
  usePortalCreate<ClientStationInput, ClientStation>('/api/stations', clientStationSchema);
