import {
  type AdminEspace,
  type AdminLocker,
  type AdminStation,
  adminEspaceSchema,
  adminLockerSchema,
  adminStationSchema,
  type EspaceInput,
  type LockerInput,
  type StationInput,
} from '@app/contracts/places';
import { type AdminStationRow, adminStationRowSchema } from '@app/contracts/telemetry';
import { useMutation } from '@tanstack/react-query';
import { type ListParams, listKeys, useAdminList } from '@/lib/admin-list';
import { api, type ResponseSchema } from '@/lib/api-client';
import { useInvalidate } from '@/lib/use-invalidate';

export const PLACE_PATHS = {
  espaces: '/api/admin/espaces',
  stations: '/api/admin/stations',
  lockers: '/api/admin/lockers',
} as const;
export type Place = keyof typeof PLACE_PATHS;

/** `row`: what an add or edit answers; `listRow`: a row of the list (a station's carries its live state). */
interface PlaceTypes {
  espaces: { row: AdminEspace; listRow: AdminEspace; input: EspaceInput };
  stations: { row: AdminStation; listRow: AdminStationRow; input: StationInput };
  lockers: { row: AdminLocker; listRow: AdminLocker; input: LockerInput };
}
/** What an add or edit answers, as the server's admin CRUD routes declare it. */
const PLACE_ROW_SCHEMAS: { [P in Place]: ResponseSchema<PlaceTypes[P]['row']> } = {
  espaces: adminEspaceSchema,
  stations: adminStationSchema,
  lockers: adminLockerSchema,
};
/** A row of the list, as the server's admin list routes declare it. */
const PLACE_LIST_ROW_SCHEMAS: { [P in Place]: ResponseSchema<PlaceTypes[P]['listRow']> } = {
  espaces: adminEspaceSchema,
  stations: adminStationRowSchema,
  lockers: adminLockerSchema,
};
export type PlaceListRow<P extends Place> = PlaceTypes[P]['listRow'];
export type PlaceInput<P extends Place> = PlaceTypes[P]['input'];

/** A page of the back-office list of spaces, stations or lockers. */
export const usePlaces = <P extends Place>(place: P, params: ListParams) =>
  useAdminList(listKeys[place], PLACE_PATHS[place], PLACE_LIST_ROW_SCHEMAS[place], params);

/** Spaces, stations and lockers show each other's names and counts: refresh them together. */
const useInvalidatePlaces = () =>
  useInvalidate(listKeys.espaces, listKeys.stations, listKeys.lockers, listKeys.stats);

/** Create (no id) or update (id) a space, station or locker. */
export function useSavePlace<P extends Place>(place: P) {
  const invalidate = useInvalidatePlaces();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: PlaceInput<P> }) =>
      api(id ? `${PLACE_PATHS[place]}/${id}` : PLACE_PATHS[place], {
        schema: PLACE_ROW_SCHEMAS[place],
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
