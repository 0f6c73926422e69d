import { z } from 'zod';
import {
  countsSchema,
  governorateField,
  isoDate,
  LIMITS,
  listQuerySchema,
  requiredText,
} from './common';
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
  reference: requiredText(stationColumnLength.reference, 'portal.station.allRequired'),
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
      requiredText(STATION_PLACE_MAX, 'portal.station.allRequired'),
    ],
    { error: 'portal.station.allRequired' },
  ),
  adresse: requiredText(stationColumnLength.adresse, 'portal.station.allRequired'),
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
  nom: requiredText(espaceColumnLength.nom, 'portal.espace.nomRequired'),
  ville: requiredText(espaceColumnLength.ville, 'portal.espace.villeRequired'),
  gouvernorat: governorateField('portal.espace.gouvernoratRequired'),
  activite: requiredText(espaceColumnLength.activite, 'portal.espace.activiteRequired'),
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
  categorie: requiredText(LIMITS.shortText, 'portal.reclamation.categorieRequired'),
  description: requiredText(DESCRIPTION_MAX, 'portal.reclamation.descriptionRequired'),
});
export type ClientReclamationInput = z.input<typeof clientReclamationInputSchema>;

/** What a client reclamation says and where it stands, as the client and staff read it. */
export const reclamationContentFields = {
  categorie: z.string(),
  description: z.string(),
  status: z.enum(RECLAMATION_STATUSES),
  reponse: z.string().nullable(),
};

export const clientReclamationSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  ...reclamationContentFields,
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
  /** All of the caller's reclamations, and how many have each status. */
  reclamations: countsSchema(['total', ...RECLAMATION_STATUSES]),
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
