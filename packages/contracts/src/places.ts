import { z } from 'zod';
import {
  blankToNull,
  governorateSchema,
  idSchema,
  isoDateSchema,
  LIMITS,
  listQuerySchema,
  requiredId,
  requiredText,
  STORED_LENGTH,
  storedStrings,
} from './common';

// "Places": public spaces (espaces), stations and lockers, the three things staff place on a map.

/** Page sizes of the back-office place lists (lockers follow the spaces list). */
export const ESPACES_PAGE_SIZE = 10;
export const STATIONS_PAGE_SIZE = 8;
export const LOCKERS_PAGE_SIZE = 10;

export const STATION_MODELS = ['Nano Box', 'Multi Boxes', 'Mega Charger'] as const;
export type StationModel = (typeof STATION_MODELS)[number];
export const STATION_STATUSES = ['rented', 'available', 'maintenance', 'out_of_service'] as const;
export type StationStatus = (typeof STATION_STATUSES)[number];

/**
 * Length of each varchar column of the place tables (db/schema/places.ts reads them); the staff
 * and client forms that write these columns take their limits from here.
 */
export const espaceColumnLength = {
  nom: LIMITS.shortText,
  ville: LIMITS.shortText,
  gouvernorat: STORED_LENGTH.governorate,
  activite: LIMITS.shortText,
} as const;
export const stationColumnLength = {
  reference: 60,
  /** The place a client typed that names none of its spaces. */
  espaceNom: LIMITS.shortText,
  adresse: 250,
  model: 20,
  status: 20,
} as const;
export const lockerColumnLength = { reference: stationColumnLength.reference } as const;

/** What the Status column shows: computed from the data, never typed in nor hard-coded. */
export const STATION_DISPLAY_STATUSES = [
  'rented',
  'rental_ended',
  'available',
  'maintenance',
  'out_of_service',
] as const;
export type StationDisplayStatus = (typeof STATION_DISPLAY_STATUSES)[number];

/**
 * A station under maintenance or out of service says so (staff set it); otherwise it is rented
 * while it is assigned to a client and its rental end date (if any) is not past, its rental has
 * ended once that date is past, and it is available when no client has it. `today` is
 * `YYYY-MM-DD` in Tunisia.
 */
export function stationDisplayStatus(
  station: { status: StationStatus; clientId: number | null; finLocation: string | null },
  today: string,
): StationDisplayStatus {
  if (station.status === 'maintenance' || station.status === 'out_of_service') {
    return station.status;
  }
  if (station.clientId === null) return 'available';
  return station.finLocation !== null && station.finLocation < today ? 'rental_ended' : 'rented';
}

/** A positive id picked in a form; '' or null means "none". */
const optionalId = z
  .union([z.literal(''), z.null(), idSchema])
  .optional()
  .transform((value) => (typeof value === 'number' ? value : null));
const optionalDate = blankToNull(isoDateSchema);

// --- public spaces ---------------------------------------------------------------------------

export const espaceInputSchema = z.object({
  nom: requiredText(espaceColumnLength.nom),
  gouvernorat: governorateSchema,
  ville: requiredText(espaceColumnLength.ville),
  activite: requiredText(espaceColumnLength.activite),
  clientId: optionalId,
});
export type EspaceInput = z.input<typeof espaceInputSchema>;

/** A public space as listed in the back-office: Notre Espace, Gouvernorat, Ville, Secteur, Client. */
export const adminEspaceSchema = z.object({
  id: z.number().int(),
  ...storedStrings(espaceInputSchema.omit({ clientId: true }).shape),
  clientId: z.number().int().nullable(),
  /** The client's company name (or full name), null when the space belongs to no client. */
  client: z.string().nullable(),
  /** Stations actually placed in the space. */
  stationCount: z.number().int(),
});
export type AdminEspace = z.infer<typeof adminEspaceSchema>;

/**
 * Where a station or locker stands, as its list shows it: its space's id, name, sector,
 * governorate and city (all null once it stands in no space).
 */
const placementShape = {
  espaceId: z.number().int().nullable(),
  espacePublic: z.string().nullable(),
  secteur: z.string().nullable(),
  gouvernorat: z.string().nullable(),
  ville: z.string().nullable(),
};

// --- stations ----------------------------------------------------------------------------------

export const adminStationSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  ...placementShape,
  clientId: z.number().int().nullable(),
  client: z.string().nullable(),
  model: z.enum(STATION_MODELS),
  /** Manufacturing, last maintenance and end of rental dates, `YYYY-MM-DD`. */
  fabrication: z.string().nullable(),
  entretien: z.string().nullable(),
  finLocation: z.string().nullable(),
  /** The state staff set (edited in the form). */
  status: z.enum(STATION_STATUSES),
  /** The Status column: computed from the state, the client and the rental end date. */
  displayStatus: z.enum(STATION_DISPLAY_STATUSES),
});
export type AdminStation = z.infer<typeof adminStationSchema>;

export const stationInputSchema = z
  .object({
    reference: requiredText(stationColumnLength.reference),
    espaceId: requiredId('places.station.espaceRequired'),
    clientId: optionalId,
    model: z.enum(STATION_MODELS, { error: 'places.station.modelInvalid' }),
    status: z.enum(STATION_STATUSES, { error: 'places.station.statusInvalid' }),
    fabrication: isoDateSchema,
    entretien: optionalDate,
    finLocation: optionalDate,
  })
  .superRefine((value, ctx) => {
    // A rented station is rented to someone.
    if (value.status === 'rented' && value.clientId === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['clientId'],
        message: 'places.station.rentedNeedsClient',
      });
    }
    if (value.entretien && value.entretien < value.fabrication) {
      ctx.addIssue({
        code: 'custom',
        path: ['entretien'],
        message: 'places.station.entretienBeforeFab',
      });
    }
    if (value.finLocation && value.finLocation < value.fabrication) {
      ctx.addIssue({
        code: 'custom',
        path: ['finLocation'],
        message: 'places.station.finBeforeFab',
      });
    }
  });
export type StationInput = z.input<typeof stationInputSchema>;

// --- lockers -----------------------------------------------------------------------------------

export const adminLockerSchema = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  reference: z.string(),
  ...placementShape,
});
export type AdminLocker = z.infer<typeof adminLockerSchema>;

export const lockerInputSchema = z.object({
  numero: z.coerce
    .number({ error: 'places.locker.numeroInvalid' })
    .int({ error: 'places.locker.numeroInvalid' })
    .min(1, { error: 'places.locker.numeroInvalid' })
    .max(9999, { error: 'places.locker.numeroInvalid' }),
  reference: requiredText(lockerColumnLength.reference),
  espaceId: requiredId('places.locker.espaceRequired'),
});
export type LockerInput = z.input<typeof lockerInputSchema>;

/** Shared list query of the place lists. */
export const placeListQuerySchema = listQuerySchema;
