import { z } from 'zod';
import { GOVERNORATES, listQuerySchema, storedStrings } from './common';
import { quoteRequestFieldsSchema } from './sales';

/**
 * Staff side of quote requests (demandes) and demo reservations: the 'gestion-demandes' screen and
 * the back-office 'demandes' section. All of it is admin-only.
 */

/** Server page size of `GET /api/demandes?page=n` (the server chooses it). */
export const DEMANDES_PAGE_SIZE = 10;
/** The back-office pager always offers up to 10 page buttons. */
export const DEMANDES_PAGER_BUTTONS = 10;

/** Stored values of `statut`; the screens show them with the labels of the sales namespace. */
export const DEMANDE_STATUTS = ['pending', 'validated', 'rejected'] as const;
export type DemandeStatut = (typeof DEMANDE_STATUTS)[number];

/** Who the request comes from: a prospective client or an advertiser ('Type Publicitaire'). */
export const DEMANDE_TYPES = ['client', 'publicitaire'] as const;
export type DemandeType = (typeof DEMANDE_TYPES)[number];

/** A quote request as staff see it; `Gouvernorat` keeps its capital G when listed. */
export const staffDemandeSchema = z.object({
  id: z.number().int(),
  ...storedStrings(quoteRequestFieldsSchema.shape),
  statut: z.enum(DEMANDE_STATUTS),
  type: z.enum(DEMANDE_TYPES),
  createdAt: z.string(),
});
export type StaffDemande = z.infer<typeof staffDemandeSchema>;

export const demandeListQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(DEMANDES_PAGE_SIZE),
  /** 'Rechercher par téléphone': case-insensitive substring of tel. */
  tel: z.string().trim().max(40).optional(),
  /** 'Clients' / 'Publicitaires'; absent = 'Tous'. */
  type: z.enum(DEMANDE_TYPES).optional(),
  statut: z.enum(DEMANDE_STATUTS).optional(),
});
export type DemandeListQuery = z.input<typeof demandeListQuerySchema>;
export type DemandeListFilters = z.output<typeof demandeListQuerySchema>;

// The edit form lists the governorate just before the message.
const {
  Gouvernorat: governorateInput,
  message: messageInput,
  ...editedFirst
} = quoteRequestFieldsSchema.shape;

/**
 * 'Modifier la demande': the fields of the landing form, with its rules. The edit form writes
 * `gouvernorat` in lower case while lists use `Gouvernorat`; either spelling is accepted.
 */
export const updateDemandeSchema = z
  .object({
    ...editedFirst,
    gouvernorat: governorateInput.optional(),
    Gouvernorat: governorateInput.optional(),
    message: messageInput,
  })
  .transform(({ Gouvernorat, gouvernorat, ...rest }) => ({
    ...rest,
    gouvernorat: gouvernorat ?? Gouvernorat,
  }))
  .pipe(
    z.object({
      ...storedStrings({ ...editedFirst, message: messageInput }),
      gouvernorat: z.enum(GOVERNORATES, { error: 'validation.governorate' }),
    }),
  );
export type UpdateDemandeInput = z.input<typeof updateDemandeSchema>;
/** The columns an edit writes (`gouvernorat` is the column's name). */
export type DemandeEdit = z.output<typeof updateDemandeSchema>;

/** `PATCH /api/demandes/{id}`: the status update (validate), and/or reclassify the request. */
export const patchDemandeSchema = z
  .object({
    statut: z.enum(DEMANDE_STATUTS, { error: 'sales.staff.statutInvalid' }).optional(),
    type: z.enum(DEMANDE_TYPES, { error: 'sales.staff.typeInvalid' }).optional(),
  })
  .refine((value) => value.statut !== undefined || value.type !== undefined, {
    error: 'sales.staff.patchEmpty',
  });
export type PatchDemandeInput = z.infer<typeof patchDemandeSchema>;

/** A demo booking as the staff screen lists it. */
export const staffReservationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** `YYYY-MM-DD`, shown dd/MM/yyyy. */
  demo_date: z.string(),
});
export type StaffReservation = z.infer<typeof staffReservationSchema>;

export const reservationListQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
