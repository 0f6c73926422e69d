import { z } from 'zod';
import { governorateField, isoDate, LIMITS, listQuerySchema } from './common';
import { espaceColumnLength, stationColumnLength } from './places';
import { RECLAMATION_STATUSES } from './reclamation-options';

/** The signed-in client's own stations, spaces and reclamations (the client dashboard). */

/** Page sizes of the client tables. */
export const CLIENT_STATIONS_PAGE_SIZE = 4;
export const CLIENT_RECLAMATIONS_PAGE_SIZE = 4;
export const CLIENT_ESPACES_PAGE_SIZE = 5;

/** Categories offered in the add-reclamation popup. */
export const RECLAMATION_CATEGORIES = [
  'Station en panne',
  'Maintenance',
  'Facturation',
  'Installation',
  'Autre',
] as const;

export const DESCRIPTION_MAX = 2000;
/** Longest typed place of a station (the `espace` text when it names none of the client's spaces). */
export const STATION_PLACE_MAX = stationColumnLength.espaceNom;

export const portalListQuerySchema = listQuerySchema;

const text = (message: string, max: number = LIMITS.shortText) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: 'validation.tooLong' });

/**
 * A whole number sent as a JSON number or as digits (form fields send text). Anything else —
 * true, '', null, '1.5', 'beaucoup' — is refused rather than coerced into 1 or 0.
 */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value) ? Number(value) : value,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

// --- stations ----------------------------------------------------------------------------------

/** Every field is required, with the single message 'Tous les champs sont requis'. */
export const clientStationInputSchema = z.object({
  reference: text('portal.station.allRequired', stationColumnLength.reference),
  /**
   * Id of one of the caller's spaces (a JSON number), or the space as typed text, as the station
   * popup sends it: the server links the caller's space of that id (digits) or name, else keeps
   * the text — a place named only with digits stays text when it is none of the caller's ids.
   */
  espace: z.union(
    [
      z
        .number()
        .int({ error: 'portal.station.allRequired' })
        .min(1, { error: 'portal.station.allRequired' })
        .max(2_147_483_647, { error: 'portal.station.allRequired' }),
      text('portal.station.allRequired', STATION_PLACE_MAX),
    ],
    { error: 'portal.station.allRequired' },
  ),
  adresse: text('portal.station.allRequired', stationColumnLength.adresse),
  date_installation: isoDate('portal.station.allRequired'),
});
export type ClientStationInput = z.input<typeof clientStationInputSchema>;

export const clientStationSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  espace: z.string().nullable(),
  espace_id: z.number().int().nullable(),
  adresse: z.string().nullable(),
  date_installation: z.string().nullable(),
  created_at: z.string(),
});
export type ClientStation = z.infer<typeof clientStationSchema>;

// --- spaces -----------------------------------------------------------------------------------

export const clientEspaceInputSchema = z.object({
  nom: text('portal.espace.nomRequired', espaceColumnLength.nom),
  ville: text('portal.espace.villeRequired', espaceColumnLength.ville),
  gouvernorat: governorateField('portal.espace.gouvernoratRequired'),
  activite: text('portal.espace.activiteRequired', espaceColumnLength.activite),
  stations: wholeNumber('portal.espace.stationsInvalid', 0, 10_000),
});
export type ClientEspaceInput = z.input<typeof clientEspaceInputSchema>;

export const clientEspaceSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  ville: z.string(),
  gouvernorat: z.string(),
  activite: z.string(),
  stations: z.number().int(),
  created_at: z.string(),
});
export type ClientEspace = z.infer<typeof clientEspaceSchema>;

// --- reclamations -----------------------------------------------------------------------------

export const clientReclamationInputSchema = z.object({
  categorie: text('portal.reclamation.categorieRequired'),
  description: text('portal.reclamation.descriptionRequired', DESCRIPTION_MAX),
});
export type ClientReclamationInput = z.input<typeof clientReclamationInputSchema>;

export const clientReclamationSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  categorie: z.string(),
  description: z.string(),
  status: z.enum(RECLAMATION_STATUSES),
  reponse: z.string().nullable(),
});
export type ClientReclamation = z.infer<typeof clientReclamationSchema>;

// --- dashboard + bell -------------------------------------------------------------------------

/** Stations installed in a month: the fleet's line chart (the monthly bar chart counts reported
 * charging sessions, `GET /api/me/usage`). */
export const portalMonthSchema = z.object({
  /** `YYYY-MM` */
  month: z.string(),
  stations: z.number().int(),
});

/** Figures of the Dashboard section, all computed from the caller's rows. */
export const portalSummarySchema = z.object({
  stations: z.number().int(),
  espaces: z.number().int(),
  /** Sum of the `stations` the caller's spaces declare they host. */
  declaredStations: z.number().int(),
  reclamations: z.object({
    total: z.number().int(),
    Answered: z.number().int(),
    Pending: z.number().int(),
    Problem: z.number().int(),
  }),
  /** The last 12 months, oldest first. */
  months: z.array(portalMonthSchema),
});
export type PortalSummary = z.infer<typeof portalSummarySchema>;

/** A reclamation whose status changed or that staff answered (the header bell). */
export const portalNotificationSchema = z.object({
  id: z.number().int(),
  categorie: z.string(),
  status: z.enum(RECLAMATION_STATUSES),
  answered: z.boolean(),
  updated_at: z.string(),
});
export type PortalNotification = z.infer<typeof portalNotificationSchema>;
