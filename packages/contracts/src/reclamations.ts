import { z } from 'zod';
import {
  emailSchema,
  isoDateSchema,
  LIMITS,
  listQuerySchema,
  requiredText,
  STORED_LENGTH,
  storedStrings,
} from './common';
import { stationColumnLength } from './places';
import { reclamationContentFields } from './portal';

export * from './reclamation-options';

import {
  ADMIN_RECLAMATIONS_PAGE_SIZE,
  QR_CASE_STATUSES,
  QR_RECLAMATIONS_PAGE_SIZE,
  QR_SOUHAITS_RETOUR,
  QR_TYPES_RETOUR,
  QR_USAGES,
  RECLAMATION_STATUSES,
  URGENT_KINDS,
} from './reclamation-options';

export const QR_LIMITS = {
  description: 3000,
  lieu: 250,
  note: 2000,
  reponse: 3000,
} as const;

/**
 * Length of each varchar column of `reclamations_qr` that the public form writes
 * (db/schema/support.ts reads it). The choice columns are sized for their longest option.
 */
export const qrReclamationColumnLength = {
  nom: LIMITS.shortText,
  prenom: LIMITS.shortText,
  email: LIMITS.email,
  telephone: STORED_LENGTH.phone,
  typeRetour: 60,
  lieu: QR_LIMITS.lieu,
  heureProbleme: 5,
  usageNanoBox: 80,
  souhaiteRetour: 40,
} as const;

// --- public form -------------------------------------------------------------------------------

const required = (max: number) => requiredText(max, 'reclamations.qr.required');
const requiredChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.enum(values, { error: 'reclamations.qr.required' }),
  );

/**
 * Phone of a member of the public: 8 to 15 digits, an optional leading +, spaces/dots/dashes; at
 * most 20 characters, the length of its column.
 */
export const visitorPhoneSchema = z
  .string({ error: 'reclamations.qr.required' })
  .trim()
  .min(1, { error: 'reclamations.qr.required' })
  .max(qrReclamationColumnLength.telephone, { error: 'validation.tooLong' })
  .regex(/^\+?[\d\s.-]+$/, { error: 'reclamations.qr.phone' })
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 8 && digits <= 15;
    },
    { error: 'reclamations.qr.phone' },
  );

/** Tomorrow in UTC: a problem can't be in the future, whatever the visitor's time zone. */
function latestProblemDate(): string {
  return new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/**
 * The public complaint form. Every field is required after trimming, the photo is a
 * separate optional file part. `station` is the reference read from the QR code, when there is one.
 */
export const qrReclamationInputSchema = z.object({
  nom: required(qrReclamationColumnLength.nom),
  prenom: required(qrReclamationColumnLength.prenom),
  email: z
    .string({ error: 'reclamations.qr.required' })
    .trim()
    .min(1, { error: 'reclamations.qr.required' })
    .pipe(emailSchema),
  telephone: visitorPhoneSchema,
  type_retour: requiredChoice(QR_TYPES_RETOUR),
  lieu: required(qrReclamationColumnLength.lieu),
  date_probleme: z
    .string({ error: 'reclamations.qr.required' })
    .trim()
    .min(1, { error: 'reclamations.qr.required' })
    .pipe(isoDateSchema)
    .refine((value) => value <= latestProblemDate(), { error: 'reclamations.qr.dateFuture' }),
  heure_probleme: z
    .string({ error: 'reclamations.qr.required' })
    .trim()
    .min(1, { error: 'reclamations.qr.required' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'reclamations.qr.time' }),
  usage_nano_box: requiredChoice(QR_USAGES),
  description: required(QR_LIMITS.description),
  souhaite_retour: requiredChoice(QR_SOUHAITS_RETOUR),
  station: z
    .string()
    .trim()
    .max(stationColumnLength.reference, { error: 'validation.tooLong' })
    .optional()
    .transform((value) => value || undefined),
});
export type QrReclamationInput = z.input<typeof qrReclamationInputSchema>;
export type QrReclamationData = z.output<typeof qrReclamationInputSchema>;

export const qrReclamationCreatedSchema = z.object({
  caseNumber: z.string(),
  date_reclamation: z.string(),
  /**
   * The follow-up page's secret (issue 32): shown this once, in `followUrl`; only its hash is
   * stored. `followUrl` is the page's path: `/reclamation-qr/suivi/<case>#<secret>`.
   */
  followSecret: z.string(),
  followUrl: z.string(),
});
export type QrReclamationCreated = z.infer<typeof qrReclamationCreatedSchema>;

/** What the public form may know about the station whose QR code was scanned. */
export const publicStationSchema = z.object({
  reference: z.string(),
  espace: z.string().nullable(),
  ville: z.string().nullable(),
  gouvernorat: z.string().nullable(),
  /** The text the form puts (locked) in `lieu`. */
  lieu: z.string(),
});
export type PublicStation = z.infer<typeof publicStationSchema>;

export const stationReferenceParamsSchema = z.object({
  reference: z.string().trim().min(1).max(stationColumnLength.reference),
});

/** `REF — Espace, Ville` — the same text on the form and in the stored case. */
export function stationLieu(station: {
  reference: string;
  espace: string | null;
  ville: string | null;
}): string {
  const place = [station.espace, station.ville].filter(Boolean).join(', ');
  return place ? `${station.reference} — ${place}` : station.reference;
}

// --- staff: QR cases ---------------------------------------------------------------------------

export const qrReclamationSchema = z.object({
  id: z.number().int(),
  caseNumber: z.string(),
  // The public form's answers, stored as checked when the case was filed.
  ...storedStrings(
    qrReclamationInputSchema.pick({
      nom: true,
      prenom: true,
      email: true,
      telephone: true,
      type_retour: true,
      lieu: true,
    }).shape,
  ),
  stationId: z.number().int().nullable(),
  stationReference: z.string().nullable(),
  // Nullable like their columns: the form requires them, the table does not.
  date_probleme: z.string().nullable(),
  heure_probleme: z.string().nullable(),
  ...storedStrings(
    qrReclamationInputSchema.pick({ usage_nano_box: true, description: true }).shape,
  ),
  /** `/uploads/<name>` or null. */
  photo_url: z.string().nullable(),
  ...storedStrings(qrReclamationInputSchema.pick({ souhaite_retour: true }).shape),
  date_reclamation: z.string(),
  statut: z.enum(QR_CASE_STATUSES),
  note: z.string().nullable(),
  /** A one-tap urgent report's kind and locker (null otherwise), for the screen's language. */
  urgentKind: z.enum(URGENT_KINDS).nullable(),
  locker: z.number().int().nullable(),
});
export type QrReclamation = z.infer<typeof qrReclamationSchema>;

/** An optional list filter where '' means "any": the checked value, or undefined. */
const blankToUndefined = <Schema extends z.ZodType>(schema: Schema) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => value || undefined);
const optionalFilterDate = blankToUndefined(isoDateSchema);

export const qrReclamationListQuerySchema = listQuerySchema
  .extend({
    limit: z.coerce.number().int().min(1).max(100).default(QR_RECLAMATIONS_PAGE_SIZE),
    type: blankToUndefined(z.enum(QR_TYPES_RETOUR)),
    statut: blankToUndefined(z.enum(QR_CASE_STATUSES)),
    /** Filing date range, inclusive, `YYYY-MM-DD`. */
    from: optionalFilterDate,
    to: optionalFilterDate,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'reclamations.filter.dateRange',
    path: ['to'],
  });
export type QrReclamationListQuery = z.input<typeof qrReclamationListQuerySchema>;

/** A staff member's optional text: trimmed, at most `max`; empty, null or missing is null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .nullish()
    .transform((value) => value || null);

export const qrCaseUpdateSchema = z.object({
  statut: z.enum(QR_CASE_STATUSES, { error: 'reclamations.case.statusInvalid' }),
  note: optionalText(QR_LIMITS.note),
});
export type QrCaseUpdate = z.input<typeof qrCaseUpdateSchema>;

// --- staff: client reclamations ----------------------------------------------------------------

export const adminReclamationSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  clientId: z.number().int(),
  /** The client's full name and company. */
  user: z.string(),
  ...reclamationContentFields,
});
export type AdminReclamation = z.infer<typeof adminReclamationSchema>;

export const adminReclamationListQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_RECLAMATIONS_PAGE_SIZE),
  categorie: z.string().trim().max(120).optional(),
});
export type AdminReclamationListQuery = z.input<typeof adminReclamationListQuerySchema>;

/** The categories used by client reclamations (the staff list's category filter). */
export const reclamationCategoriesSchema = z.array(z.string());

/** Staff answer: a status, and a reply that is required to mark the reclamation Answered. */
export const reclamationAnswerSchema = z
  .object({
    status: z.enum(RECLAMATION_STATUSES, { error: 'reclamations.answer.statusInvalid' }),
    reponse: optionalText(QR_LIMITS.reponse),
  })
  .refine((answer) => answer.status !== 'Answered' || Boolean(answer.reponse), {
    error: 'reclamations.answer.reponseRequired',
    path: ['reponse'],
  });
export type ReclamationAnswer = z.input<typeof reclamationAnswerSchema>;

// --- the urgent path and the follow-up page (issue 32) ------------------------------------------

/** `POST /api/reclamations/qr/urgent`: one tap, the locker when it matters, a call-back number. */
export const urgentReportInputSchema = z
  .strictObject({
    station: requiredText(stationColumnLength.reference, 'reclamations.qr.stationUnknown'),
    kind: z.enum(URGENT_KINDS, { error: 'reclamations.urgent.kindInvalid' }),
    locker: z
      .number({ error: 'reclamations.urgent.lockerRequired' })
      .int({ error: 'reclamations.urgent.lockerRequired' })
      .min(1, { error: 'reclamations.urgent.lockerRequired' })
      .max(64, { error: 'reclamations.urgent.lockerRequired' })
      .optional(),
    telephone: visitorPhoneSchema,
  })
  .refine((value) => value.kind !== 'phone_locked' || value.locker !== undefined, {
    path: ['locker'],
    error: 'reclamations.urgent.lockerRequired',
  });
export type UrgentReportInput = z.input<typeof urgentReportInputSchema>;

export const caseNumberParamsSchema = z.object({
  caseNumber: z.string().trim().min(1).max(32),
});

export const caseReplySchema = z.object({
  text: z.string(),
  createdAt: z.string(),
});

/** What the visitor sees on the follow-up page: the case, its status and the staff replies. */
export const caseFollowUpSchema = z.object({
  caseNumber: z.string(),
  statut: z.enum(QR_CASE_STATUSES),
  type_retour: z.string(),
  urgentKind: z.enum(URGENT_KINDS).nullable(),
  locker: z.number().int().nullable(),
  lieu: z.string(),
  date_reclamation: z.string(),
  statusChangedAt: z.string().nullable(),
  replies: z.array(caseReplySchema),
});
export type CaseFollowUp = z.infer<typeof caseFollowUpSchema>;

export const CASE_REPLY_MAX = 2000;
/** `POST /api/admin/reclamations/qr/{id}/replies`. */
export const caseReplyBodySchema = z.strictObject({
  text: z
    .string({ error: 'reclamations.reply.required' })
    .trim()
    .min(1, { error: 'reclamations.reply.required' })
    .max(CASE_REPLY_MAX, { error: 'reclamations.reply.required' }),
});
export const adminCaseReplySchema = caseReplySchema.extend({
  id: z.number().int(),
  author: z.string().nullable(),
});
export type AdminCaseReply = z.infer<typeof adminCaseReplySchema>;
