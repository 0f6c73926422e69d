import type {
  AdminEspace,
  AdminLocker,
  AdminStation,
  EspaceInput,
  LockerInput,
  StationInput,
} from '@app/contracts/places';
import type { AdminStationRow } from '@app/contracts/telemetry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ListParams, listKeys, useAdminList } from './admin-list';
import { api } from './api-client';

export const PLACE_PATHS = {
  espaces: '/api/admin/espaces',
  stations: '/api/admin/stations',
  lockers: '/api/admin/lockers',
} as const;
export type Place = keyof typeof PLACE_PATHS;

export const useEspaces = (params: ListParams) =>
  useAdminList<AdminEspace>(listKeys.espaces, PLACE_PATHS.espaces, params);
export const useStations = (params: ListParams) =>
  useAdminList<AdminStationRow>(listKeys.stations, PLACE_PATHS.stations, params);
export const useLockers = (params: ListParams) =>
  useAdminList<AdminLocker>(listKeys.lockers, PLACE_PATHS.lockers, params);

interface PlaceTypes {
  espaces: { row: AdminEspace; input: EspaceInput };
  stations: { row: AdminStation; input: StationInput };
  lockers: { row: AdminLocker; input: LockerInput };
}
/** A space, station or locker as the back-office list and its dialog have it. */
export type PlaceRow<P extends Place> = PlaceTypes[P]['row'];
/** What the server takes to create or update one. */
export type PlaceInput<P extends Place> = PlaceTypes[P]['input'];

/** Spaces, stations and lockers show each other's names and counts: refresh them together. */
function useInvalidatePlaces() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [listKeys.espaces, listKeys.stations, listKeys.lockers, listKeys.stats].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Create (no id) or update (id) a space, station or locker. */
export function useSavePlace<P extends Place>(place: P) {
  const invalidate = useInvalidatePlaces();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: PlaceInput<P> }) =>
      api<PlaceRow<P>>(id ? `${PLACE_PATHS[place]}/${id}` : PLACE_PATHS[place], {
        method: id ? 'PUT' : 'POST',
        body: values,
        auth: 'admin',
      }),
    onSuccess: invalidate,
  });
}

export function useDeletePlace(place: Place) {
  const invalidate = useInvalidatePlaces();
  return useMutation({
    mutationFn: (id: number) =>
      api(`${PLACE_PATHS[place]}/${id}`, { method: 'DELETE', auth: 'admin' }),
    onSuccess: invalidate,
  });
}
